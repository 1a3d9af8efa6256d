#include "console/commands/ChangeKingdomPlayer.h"

#include "console/document/CampaignDocument.h"

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

void ChangeKingdomPlayer::undo()
{
    m_document.setKingdomPlayer(m_kingdom, m_email[0], m_contact[0]);
}

void ChangeKingdomPlayer::redo()
{
    m_document.setKingdomPlayer(m_kingdom, m_email[1], m_contact[1]);
}

} // namespace muster
