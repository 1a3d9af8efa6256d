#include "console/commands/ChangeAreaTerrain.h"

#include "console/document/CampaignDocument.h"

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
    m_document.setAreaTerrain(m_area, m_before);
}

void ChangeAreaTerrain::redo()
{
    m_document.setAreaTerrain(m_area, m_after);
}

} // namespace muster
