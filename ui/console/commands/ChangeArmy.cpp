#include "console/commands/ChangeArmy.h"

#include "console/document/CampaignDocument.h"

namespace muster {

ChangeArmy::ChangeArmy(CampaignDocument &document, int index, const HexArmy &after,
                       const QString &label)
    : m_document(document), m_index(index),
      m_before(document.campaign().current().state.armies[static_cast<size_t>(index)]),
      m_after(after)
{
    setText(label);
}

void ChangeArmy::undo()
{
    m_document.setArmy(m_index, m_before);
}

void ChangeArmy::redo()
{
    m_document.setArmy(m_index, m_after);
}

} // namespace muster
