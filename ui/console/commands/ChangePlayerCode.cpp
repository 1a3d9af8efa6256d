#include "console/commands/ChangePlayerCode.h"

#include "console/document/CampaignDocument.h"
#include "operations/EditKingdoms.h"

#include <QCoreApplication>

namespace muster {

ChangePlayerCode::ChangePlayerCode(CampaignDocument &document, int kingdom, QString code)
    : m_document(document), m_kingdom(kingdom)
{
    const Kingdom &k = document.campaign().kingdoms[static_cast<size_t>(kingdom)];
    m_code[0] = k.playerCode;
    m_code[1] = std::move(code);
    setText(QCoreApplication::translate("ChangePlayerCode", "New player code for %1").arg(k.name));
}

bool ChangePlayerCode::set(const QString &code)
{
    KingdomFields player;
    player.playerCode = code;
    return m_document.apply([&](Campaign &c) { return editKingdom(c, m_kingdom, player); }).ok();
}

void ChangePlayerCode::undo()
{
    set(m_code[0]);
}

void ChangePlayerCode::redo()
{
    setObsolete(!set(m_code[1])); // refused: no undo step
}

} // namespace muster
