#include "console/commands/ChangeKingdoms.h"

#include "console/document/CampaignDocument.h"
#include "operations/EditKingdoms.h"

namespace muster {

ChangeKingdoms::ChangeKingdoms(CampaignDocument &document, Operation operation, const QString &text)
    : m_document(document), m_operation(std::move(operation)),
      m_before(rosterOf(document.campaign()))
{
    setText(text);
}

void ChangeKingdoms::undo()
{
    m_document.apply([this](Campaign &c) { return restoreKingdoms(c, m_before); });
}

void ChangeKingdoms::redo()
{
    setObsolete(!m_document.apply(m_operation).ok()); // refused: no undo step
}

} // namespace muster
