#pragma once
// Terrain kinds. Areas (RULES A1.1) and hexes (RULES H1.1) have different terrain lists: an area
// map only needs the seven area terrains, a hex map the ten hex terrains.

#include <QString>

#include <cstdint>
#include <optional>

namespace muster {

enum class AreaTerrain : std::uint8_t
{
    Plains,
    Uplands,
    Forest,
    Mountains,
    Wetlands,
    City,
    Sea
};
inline constexpr int kAreaTerrainCount = 7;

enum class HexTerrain : std::uint8_t
{
    Clear,
    Grass,
    Hills,
    Woods,
    Barren,
    Desert,
    Jungle,
    Swamp,
    Mountains,
    Water
};
inline constexpr int kHexTerrainCount = 10;

QString areaTerrainName(AreaTerrain t);
std::optional<AreaTerrain> parseAreaTerrain(const QString &name);

QString hexTerrainName(HexTerrain t);
std::optional<HexTerrain> parseHexTerrain(const QString &name);
/// One letter per hex terrain, as used in the rows of a campaign file's terrain grid.
QChar hexTerrainLetter(HexTerrain t);
std::optional<HexTerrain> hexTerrainFromLetter(QChar c);

/// The hex terrain drawn for an area's hexes when the file gives no hex terrain of its own.
HexTerrain hexTerrainForArea(AreaTerrain t);

/// RULES A4.4: wetlands, forest and mountains reduce the defender's losses by one.
constexpr bool isDifficultTerrain(AreaTerrain t)
{
    return t == AreaTerrain::Wetlands || t == AreaTerrain::Forest || t == AreaTerrain::Mountains;
}

} // namespace muster
