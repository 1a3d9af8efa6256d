#include "console/commands/ChangeArmy.h"

#include "console/document/CampaignDocument.h"
#include "operations/SetArmy.h"

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
    // The army as it was, unchecked: it was the army.
    m_document.apply([&](Campaign &c) { return restoreArmy(c, m_index, m_before); });
}

void ChangeArmy::redo()
{
    const bool set =
        m_document.apply([&](Campaign &c) { return setArmy(c, m_index, m_after); }).ok();
    setObsolete(!set); // refused: no undo step (the inspector checks before it pushes)
}

} // namespace muster
