#pragma once
// File > Import Tiled Map...: when tiles of the map carry no "terrain" property, the GM chooses the
// terrain of each here (or loads a terrain map file, maps/README.md), before anything is imported.

#include "tiled/tmx/TerrainMapping.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;

namespace muster {

class TiledTerrainDialog : public QDialog
{
    Q_OBJECT
public:
    /// `unmapped`: the tiles without a terrain, as tmx::unmappedTiles lists them.
    TiledTerrainDialog(const QString &mapName, std::vector<tmx::UnmappedTile> unmapped,
                       QWidget *parent = nullptr);

    /// `base` completed with the terrain chosen for each unmapped tile.
    tmx::TerrainMapping mapping(tmx::TerrainMapping base) const;
    /// The terrain map file loaded with "Load Terrain Map...", if any (it replaces the choices).
    const std::optional<tmx::TerrainMapping> &loaded() const { return m_loaded; }

private:
    void loadMappingFile();

    std::vector<tmx::UnmappedTile> m_tiles;
    std::vector<QComboBox *> m_choices;
    std::optional<tmx::TerrainMapping> m_loaded;
};

} // namespace muster
