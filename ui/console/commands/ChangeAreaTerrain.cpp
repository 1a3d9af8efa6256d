#include "console/commands/ChangeAreaTerrain.h"

#include "console/document/CampaignDocument.h"
#include "operations/SetAreaTerrain.h"

#include <QCoreApplication>

namespace muster {

ChangeAreaTerrain::ChangeAreaTerrain(CampaignDocument &document, int area, AreaTerrain terrain)
    : m_document(document), m_area(area),
      m_before(document.campaign().world.areas[static_cast<size_t>(area)].terrain), m_after(terrain)
{
    setText(QCoreApplication::translate("ChangeAreaTerrain", "Make %1 %2")
                .arg(document.campaign().world.areas[static_cast<size_t>(area)].name,
                     areaTerrainName(terrain)));
}

void ChangeAreaTerrain::undo()
{
    // Checked too: the edits after it are undone first, so the state is the one it was made on.
    m_document.apply([&](Campaign &c) { return setAreaTerrain(c, m_area, m_before); });
}

void ChangeAreaTerrain::redo()
{
    const bool set =
        m_document.apply([&](Campaign &c) { return setAreaTerrain(c, m_area, m_after); }).ok();
    setObsolete(!set); // refused: no undo step
}

} // namespace muster
