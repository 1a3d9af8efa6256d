#include "console/commands/EditMap.h"

#include "console/document/CampaignDocument.h"
#include "operations/EditMap.h"

namespace muster {

EditMap::EditMap(CampaignDocument &document, const QString &label, World after,
                 std::vector<AreaState> areasAfter)
    : m_document(document), m_before(document.campaign().world), m_after(std::move(after)),
      m_areasBefore(document.campaign().current().state.areas), m_areasAfter(std::move(areasAfter))
{
    setText(label);
}

void EditMap::undo()
{
    m_document.apply([&](Campaign &c) { return restoreMap(c, m_before, m_areasBefore); });
}

void EditMap::redo()
{
    const bool stored =
        m_document.apply([&](Campaign &c) { return editMap(c, m_after, m_areasAfter); }).ok();
    setObsolete(!stored); // refused: no undo step
}

} // namespace muster
