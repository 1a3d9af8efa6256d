#include "GuiSampleCampaigns.h"

#include <QStringList>

#include <algorithm>
#include <cmath>
#include <deque>

namespace muster::test {

namespace {
/// A small fixed pseudo-random stream (splitmix64): the same map on every platform.
struct Stream
{
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
};

const char *const kNames[] = {"Wessex", "Mercia",   "Deira",     "Bernicia", "Lindsey",   "Elmet",
                              "Kent",   "Sussex",   "Essex",     "Powys",    "Gwynedd",   "Dyfed",
                              "Rheged", "Gododdin", "Dal Riata", "Hwicce",   "Magonsaete"};
const char *const kKingdomColours[] = {"#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910"};

void startCampaign(Campaign &c, RulesetKind kind, int kingdoms)
{
    c.seed = 12345;
    c.ruleset = Ruleset::builtin(kind);
    const char *const ids[] = {"WES", "MER", "NOR", "STR", "DYF"};
    const char *const names[] = {"Wessex", "Mercia", "Northumbria", "Strathclyde", "Dyfed"};
    for (int k = 0; k < kingdoms; ++k)
        c.kingdoms.push_back(
            {QString::fromLatin1(ids[k % 5]) + (k >= 5 ? QString::number(k) : QString()),
             QString::fromLatin1(names[k % 5]) + (k >= 5 ? QString::number(k) : QString()),
             QStringLiteral("Saxon"), QString::fromLatin1(kKingdomColours[k % 5]), QString(),
             QString(), QString()});
    TurnRecord turn;
    turn.seed = Campaign::turnSeed(c.seed, 1);
    turn.state.kingdoms.assign(static_cast<size_t>(kingdoms), KingdomState{10, 2, 1, 0});
    turn.orders.assign(static_cast<size_t>(kingdoms), {});
    c.turns.push_back(turn);
}
} // namespace

Campaign makeAreaCampaign(const AreaMapSpec &spec)
{
    Campaign c;
    c.name = QStringLiteral("Sample area campaign");
    startCampaign(c, RulesetKind::Area, spec.kingdoms);
    World &w = c.world;
    w.columns = spec.columns;
    w.rows = spec.rows;
    w.hexArea.assign(static_cast<size_t>(w.hexCount()), -1);
    Stream rng{spec.seed};

    // Seeds on a jittered grid, grown breadth first: every area is connected and compact.
    std::vector<int> seeds;
    const int perRow =
        std::max(1, static_cast<int>(std::sqrt(spec.areas * double(spec.columns) / spec.rows)));
    const int gridRows = (spec.areas + perRow - 1) / perRow;
    const double cellW = double(spec.columns) / perRow, cellH = double(spec.rows) / gridRows;
    for (int a = 0; a < spec.areas; ++a) {
        const double jx = 0.2 + 0.6 * rng.below(1000) / 1000.0,
                     jy = 0.2 + 0.6 * rng.below(1000) / 1000.0;
        const int col =
            std::clamp(static_cast<int>(((a % perRow) + jx) * cellW), 0, spec.columns - 1);
        const int row = std::clamp(static_cast<int>(((a / perRow) + jy) * cellH), 0, spec.rows - 1);
        int index = w.indexOf(hexFromOffset({col, row}));
        while (w.hexArea[static_cast<size_t>(index)] >= 0)
            index = (index + 1) % w.hexCount();
        w.hexArea[static_cast<size_t>(index)] = a;
        seeds.push_back(index);
    }
    std::deque<int> queue(seeds.begin(), seeds.end());
    while (!queue.empty()) {
        const int i = queue.front();
        queue.pop_front();
        for (Hex n : hexNeighbours(w.hexAt(i))) {
            const int ni = w.indexOf(n);
            if (ni >= 0 && w.hexArea[static_cast<size_t>(ni)] < 0) {
                w.hexArea[static_cast<size_t>(ni)] = w.hexArea[static_cast<size_t>(i)];
                queue.push_back(ni);
            }
        }
    }
    // Sea: the areas whose seed is furthest right.
    std::vector<int> byColumn(static_cast<size_t>(spec.areas));
    for (int a = 0; a < spec.areas; ++a)
        byColumn[static_cast<size_t>(a)] = a;
    std::sort(byColumn.begin(), byColumn.end(), [&](int a, int b) {
        return hexToOffset(w.hexAt(seeds[static_cast<size_t>(a)])).col >
               hexToOffset(w.hexAt(seeds[static_cast<size_t>(b)])).col;
    });
    const int seaCount = static_cast<int>(spec.areas * spec.seaFraction);
    std::vector<bool> sea(static_cast<size_t>(spec.areas), false);
    for (int i = 0; i < seaCount; ++i)
        sea[static_cast<size_t>(byColumn[static_cast<size_t>(i)])] = true;

    const AreaTerrain land[] = {AreaTerrain::Plains, AreaTerrain::Uplands, AreaTerrain::Forest,
                                AreaTerrain::Mountains, AreaTerrain::Wetlands};
    const int nameCount = static_cast<int>(sizeof(kNames) / sizeof(kNames[0]));
    for (int a = 0; a < spec.areas; ++a) {
        Area area;
        area.code = QStringLiteral("A%1").arg(a, 2, 10, QLatin1Char('0'));
        area.name =
            a < nameCount ? QString::fromLatin1(kNames[a]) : QStringLiteral("Area %1").arg(a);
        if (sea[static_cast<size_t>(a)]) {
            area.terrain = AreaTerrain::Sea;
            area.name = QStringLiteral("Sea %1").arg(a);
        } else {
            area.terrain = land[rng.below(5)];
        }
        w.areas.push_back(area);
    }
    // One city: the seed hex of the first land area becomes an area of its own (RULES A1.1).
    int cityOf = 0;
    while (cityOf < spec.areas && sea[static_cast<size_t>(cityOf)])
        ++cityOf;
    if (cityOf < spec.areas) {
        Area city;
        city.code = QStringLiteral("CTY");
        city.name = QStringLiteral("Eoforwic");
        city.terrain = AreaTerrain::City;
        city.hinterland = cityOf;
        w.hexArea[static_cast<size_t>(seeds[static_cast<size_t>(cityOf)])] =
            static_cast<int>(w.areas.size());
        w.areas.push_back(city);
    }
    w.rebuild();

    TurnState &s = c.current().state;
    s.areas.resize(w.areas.size());
    for (size_t a = 0; a < w.areas.size(); ++a) {
        AreaState &as = s.areas[a];
        if (w.areas[a].terrain == AreaTerrain::Sea) {
            if (rng.below(2) == 0) {
                as.owner = rng.below(spec.kingdoms);
                as.ships = 1 + rng.below(3);
                as.aboard = rng.below(3);
            }
            continue;
        }
        as.owner = rng.below(spec.kingdoms + 1) - 1;
        as.population = 1 + rng.below(4);
        if (as.owner >= 0) {
            as.armies = rng.below(6);
            as.forts = rng.below(3);
        }
    }
    return c;
}

Campaign makeHexCampaign(int columns, int rows)
{
    Campaign c;
    c.name = QStringLiteral("Sample hex campaign");
    startCampaign(c, RulesetKind::Hex, 2);
    World &w = c.world;
    w.columns = columns;
    w.rows = rows;
    Stream rng{99};
    w.terrain.resize(static_cast<size_t>(w.hexCount()));
    for (int i = 0; i < w.hexCount(); ++i) {
        const OffsetCoord o = hexToOffset(w.hexAt(i));
        // Bands of terrain with noise: mountains north, a lake in the east, woods and grass
        // between.
        const int band = (o.row * 10) / std::max(rows, 1) + rng.below(3) - 1;
        HexTerrain t = HexTerrain::Clear;
        if (band <= 1)
            t = HexTerrain::Mountains;
        else if (band == 2)
            t = HexTerrain::Hills;
        else if (band <= 4)
            t = rng.below(3) == 0 ? HexTerrain::Woods : HexTerrain::Grass;
        else if (band <= 7)
            t = rng.below(4) == 0 ? HexTerrain::Swamp : HexTerrain::Clear;
        else
            t = HexTerrain::Barren;
        if (o.col > columns * 3 / 4 && o.row > rows / 3 && o.row < rows * 2 / 3)
            t = HexTerrain::Water;
        w.terrain[static_cast<size_t>(i)] = t;
    }
    HexPath road{QStringLiteral("Great road"), false,
                 hexLine(hexFromOffset({1, rows / 2}), hexFromOffset({columns * 3 / 4, rows - 2}))};
    HexPath river{
        QStringLiteral("Ouse"), true,
        hexLine(hexFromOffset({columns / 3, 0}), hexFromOffset({columns * 3 / 4, rows / 2}))};
    w.roads.push_back(road);
    w.rivers.push_back(river);
    w.strongholds.push_back({QStringLiteral("Bamburgh"), hexFromOffset({4, rows / 2}), 0, true});
    w.strongholds.push_back(
        {QStringLiteral("Dunedin"), hexFromOffset({columns / 2, rows - 3}), 1, false});
    w.strongholds.push_back(
        {QStringLiteral("Catraeth"), hexFromOffset({columns / 2, rows / 3}), -1, false});
    w.rebuild();

    TurnState &s = c.current().state;
    auto army = [&](const char *id, const char *name, int kingdom, OffsetCoord at, int units) {
        HexArmy a;
        a.id = QString::fromLatin1(id);
        a.name = QString::fromLatin1(name);
        a.kingdom = kingdom;
        a.hex = hexFromOffset(at);
        a.leader = {QStringLiteral("Oswald"), 1};
        for (int u = 0; u < units; ++u) {
            const UnitType &type = c.ruleset.unitTypes[static_cast<size_t>(u % 3)];
            a.units.push_back({type.name, false, type.hp});
        }
        s.armies.push_back(a);
    };
    army("A1", "Host of Bernicia", 0, {5, rows / 2}, 4);
    army("A2", "Northern levy", 0, {5, rows / 2 + 1}, 2);
    army("B1", "Lothian warband", 1, {columns / 2, rows - 4}, 5);
    army("B2", "Lothian riders", 1, {columns / 2, rows - 4}, 3);
    return c;
}

} // namespace muster::test
