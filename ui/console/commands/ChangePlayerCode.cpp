#include "console/commands/ChangePlayerCode.h"

#include "console/document/CampaignDocument.h"

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

void ChangePlayerCode::undo()
{
    m_document.setPlayerCode(m_kingdom, m_code[0]);
}

void ChangePlayerCode::redo()
{
    m_document.setPlayerCode(m_kingdom, m_code[1]);
}

} // namespace muster
