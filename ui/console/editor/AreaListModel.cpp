#include "console/editor/AreaListModel.h"

#include "console/document/CampaignDocument.h"
#include "console/editor/Swatch.h"
#include "render/map/MapPalette.h"

namespace muster {

AreaListModel::AreaListModel(const CampaignDocument &document, QObject *parent)
    : QAbstractListModel(parent), m_document(document)
{
    for (int t = 0; t < kAreaTerrainCount; ++t)
        m_terrainIcons.push_back(
            colourSwatch(MapPalette::areaTerrain(static_cast<AreaTerrain>(t))));
}

int AreaListModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return 1 + (m_document.hasCampaign()
                    ? static_cast<int>(m_document.campaign().world.areas.size())
                    : 0);
}

QVariant AreaListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    if (index.row() == 0)
        return role == Qt::DisplayRole ? tr("(no area: the area brush erases)") : QVariant();
    const Area &a = m_document.campaign().world.areas[static_cast<size_t>(index.row() - 1)];
    switch (role) {
    case Qt::DisplayRole:
        return tr("%1  %2 (%3)").arg(a.code, a.name, areaTerrainName(a.terrain));
    case Qt::DecorationRole:
        return m_terrainIcons[static_cast<size_t>(a.terrain)];
    default:
        return {};
    }
}

void AreaListModel::refresh()
{
    beginResetModel();
    endResetModel();
}

} // namespace muster
