#include "console/commands/ChangeKingdoms.h"

#include "console/document/CampaignDocument.h"

namespace muster {

ChangeKingdoms::ChangeKingdoms(CampaignDocument &document, KingdomRoster after, const QString &text)
    : m_document(document), m_roster{rosterOf(document.campaign()), std::move(after)}
{
    setText(text);
}

void ChangeKingdoms::undo()
{
    m_document.setKingdoms(m_roster[0]);
}

void ChangeKingdoms::redo()
{
    m_document.setKingdoms(m_roster[1]);
}

} // namespace muster
