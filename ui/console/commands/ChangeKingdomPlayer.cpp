#include "console/commands/ChangeKingdomPlayer.h"

#include "console/document/CampaignDocument.h"
#include "operations/EditKingdoms.h"

#include <QCoreApplication>

namespace muster {

ChangeKingdomPlayer::ChangeKingdomPlayer(CampaignDocument &document, int kingdom, QString email,
                                         QString contact)
    : m_document(document), m_kingdom(kingdom)
{
    const Kingdom &k = document.campaign().kingdoms[static_cast<size_t>(kingdom)];
    m_email[0] = k.email;
    m_contact[0] = k.contact;
    m_email[1] = std::move(email);
    m_contact[1] = std::move(contact);
    setText(m_email[0] != m_email[1]
                ? QCoreApplication::translate("ChangeKingdomPlayer", "Set the player of %1 to %2")
                      .arg(k.name, m_email[1].isEmpty() ? QStringLiteral("none") : m_email[1])
                : QCoreApplication::translate("ChangeKingdomPlayer", "Set the contact of %1")
                      .arg(k.name));
}

bool ChangeKingdomPlayer::set(int which)
{
    KingdomFields player;
    player.email = m_email[which];
    player.contact = m_contact[which];
    return m_document.apply([&](Campaign &c) { return editKingdom(c, m_kingdom, player); }).ok();
}

void ChangeKingdomPlayer::undo()
{
    set(0);
}

void ChangeKingdomPlayer::redo()
{
    setObsolete(!set(1)); // refused: no undo step
}

} // namespace muster
