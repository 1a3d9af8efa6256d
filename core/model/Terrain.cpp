#include "model/Terrain.h"

#include <array>

namespace muster {

namespace {
constexpr std::array<const char *, kAreaTerrainCount> kAreaNames{
    "plains", "uplands", "forest", "mountains", "wetlands", "city", "sea"};
constexpr std::array<const char *, kHexTerrainCount> kHexNames{
    "clear",  "grass",  "hills", "woods",     "barren",
    "desert", "jungle", "swamp", "mountains", "water"};
constexpr std::array<char, kHexTerrainCount> kHexLetters{'c', 'g', 'h', 'w', 'b',
                                                         'd', 'j', 's', 'm', '~'};
} // namespace

QString areaTerrainName(AreaTerrain t)
{
    return QString::fromLatin1(kAreaNames[static_cast<size_t>(t)]);
}

std::optional<AreaTerrain> parseAreaTerrain(const QString &name)
{
    for (size_t i = 0; i < kAreaNames.size(); ++i)
        if (name == QLatin1String(kAreaNames[i]))
            return static_cast<AreaTerrain>(i);
    return std::nullopt;
}

QString hexTerrainName(HexTerrain t)
{
    return QString::fromLatin1(kHexNames[static_cast<size_t>(t)]);
}

std::optional<HexTerrain> parseHexTerrain(const QString &name)
{
    for (size_t i = 0; i < kHexNames.size(); ++i)
        if (name == QLatin1String(kHexNames[i]))
            return static_cast<HexTerrain>(i);
    return std::nullopt;
}

QChar hexTerrainLetter(HexTerrain t)
{
    return QLatin1Char(kHexLetters[static_cast<size_t>(t)]);
}

std::optional<HexTerrain> hexTerrainFromLetter(QChar c)
{
    for (size_t i = 0; i < kHexLetters.size(); ++i)
        if (c == QLatin1Char(kHexLetters[i]))
            return static_cast<HexTerrain>(i);
    return std::nullopt;
}

HexTerrain hexTerrainForArea(AreaTerrain t)
{
    switch (t) {
    case AreaTerrain::Plains:
        return HexTerrain::Grass;
    case AreaTerrain::Uplands:
        return HexTerrain::Hills;
    case AreaTerrain::Forest:
        return HexTerrain::Woods;
    case AreaTerrain::Mountains:
        return HexTerrain::Mountains;
    case AreaTerrain::Wetlands:
        return HexTerrain::Swamp;
    case AreaTerrain::City:
        return HexTerrain::Clear;
    case AreaTerrain::Sea:
        return HexTerrain::Water;
    }
    return HexTerrain::Clear;
}

} // namespace muster
