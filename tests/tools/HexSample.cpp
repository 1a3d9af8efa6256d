#include "HexSample.h"

#include "RegionGrowth.h"
#include "SampleNoise.h"
#include "SampleRandom.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace muster::samples {

namespace {
const std::array<Kingdom, 3> kKingdoms{{
    {QStringLiteral("VOS"), QStringLiteral("Vossmark"), QStringLiteral("Vossian"),
     QStringLiteral("#b71c1c"), QStringLiteral("vos@players.example"), QString(), QString()},
    {QStringLiteral("ORL"), QStringLiteral("County of Orlen"), QStringLiteral("Orlenish"),
     QStringLiteral("#1565c0"), QStringLiteral("orl@players.example"), QString(), QString()},
    {QStringLiteral("TAM"), QStringLiteral("Tamsk Holds"), QStringLiteral("Tamskar"),
     QStringLiteral("#f9a825"), QStringLiteral("tam@players.example"), QString(), QString()},
}};

struct StrongholdPlan
{
    const char *name;
    double x, y; // wanted position as a fraction of the map
    int owner;
    bool fortified;
};
constexpr std::array<StrongholdPlan, 5> kStrongholds{{
    {"Vossburg", 0.14, 0.30, 0, true},
    {"Greywater Ford", 0.36, 0.52, 0, false},
    {"Orlen's Keep", 0.74, 0.28, 1, true},
    {"Tamsk Hold", 0.42, 0.86, 2, false},
    {"the Old Watchtower", 0.58, 0.58, -1, true},
}};
// Roads between strongholds, by index into kStrongholds.
constexpr std::array<std::pair<int, int>, 5> kRoads{{{0, 1}, {1, 4}, {4, 2}, {1, 3}, {4, 3}}};
constexpr std::array<const char *, 5> kRoadNames{
    {"the Voss Road", "the Ford Road", "the Keep Road", "the Tamsk Way", "the Watch Road"}};

struct UnitPlan
{
    const char *type;
    bool veteran;
    int wounds; // hit points below the type's full value
};
struct ArmyPlan
{
    const char *id, *name;
    int kingdom;
    int stronghold; // marches out of this stronghold
    const char *leader;
    int morale;
    std::array<UnitPlan, 5> units; // a null type ends the list
};
constexpr std::array<ArmyPlan, 5> kArmies{{
    {"A1",
     "Host of the Grey Banner",
     0,
     0,
     "Marshal Aldric Venn",
     1,
     {{{"heavy infantry", false, 0},
       {"heavy infantry", false, 1},
       {"bowmen", false, 0},
       {"light cavalry", true, 0},
       {nullptr, false, 0}}}},
    {"A2",
     "Vossburg Levy",
     0,
     1,
     "Sir Hamo Brandt",
     0,
     {{{"militia", false, 1},
       {"militia", false, 0},
       {"slingers", false, 0},
       {"polearm infantry", false, 0},
       {nullptr, false, 0}}}},
    {"B1",
     "The Orlen Horse",
     1,
     2,
     "Countess Ilsabet Morrow",
     2,
     {{{"heavy cavalry", true, 0},
       {"medium cavalry", false, 0},
       {"horse archers", false, 2},
       {"crossbowmen", false, 0},
       {nullptr, false, 0}}}},
    {"B2",
     "Wardens of the Keep",
     1,
     2,
     "Captain Osric Dunn",
     -1,
     {{{"light infantry", false, 0},
       {"light infantry", true, 0},
       {"longbowmen", false, 0},
       {"dwarf heavy infantry", false, 0},
       {nullptr, false, 0}}}},
    {"C1",
     "Tamsk War-band",
     2,
     3,
     "Chief Ragna Tamsdottir",
     1,
     {{{"orc light infantry", false, 0},
       {"orc light infantry", false, 2},
       {"goblin wolf riders", false, 0},
       {"ogres", false, 5},
       {"light infantry", false, 0}}}},
}};

struct Fields
{
    std::vector<double> elevation, moisture;
};

/// Height and wetness: a mountain wall in the north-west, the sea along the east, a lake in the
/// south, dry lands in the south-west and steaming jungle along the south-eastern shore.
Fields makeFields(const World &w, std::uint64_t seed)
{
    const ValueNoise height(seed ^ 0xa1, 8.0), wet(seed ^ 0xb2, 10.0), coast(seed ^ 0xc3, 5.0);
    const auto n = static_cast<size_t>(w.hexCount());
    Fields f{std::vector<double>(n), std::vector<double>(n)};
    const double width = w.columns + 0.5, depth = w.rows * 0.8660254037844386;
    for (size_t i = 0; i < n; ++i) {
        const MapPoint p = mapPoint(w, static_cast<int>(i));
        const double x = p.x / width, y = p.y / depth;
        const double spine = std::abs((y - 0.05) - 0.6 * (x - 0.05)) / 0.12; // NW ridge line
        double e = 0.7 * height.at(p.x, p.y) + 0.55 * std::max(0.0, 1 - spine) * (x < 0.6 ? 1 : 0);
        const double shore = 0.84 + 0.08 * (coast.at(p.x, p.y) - 0.5) - 0.05 * y;
        if (x > shore)
            e = -1; // the sea
        const double lx = (x - 0.60) / 0.07, ly = (y - 0.78) / 0.06;
        if (lx * lx + ly * ly < 1)
            e = -1; // the lake
        f.elevation[i] = e;
        f.moisture[i] = std::clamp(0.9 * wet.at(p.x, p.y) + 0.5 * x + 0.1 * y - 0.25, 0.0, 1.0);
    }
    return f;
}

/// Terrain by height, then by how wet a hex is compared with the rest of the lowland: the driest
/// twentieth desert, the wettest tenth swamp (jungle in the south), so every terrain appears.
std::vector<HexTerrain> chooseTerrain(const World &w, const Fields &f)
{
    std::vector<double> wetness;
    for (size_t i = 0; i < f.elevation.size(); ++i)
        if (f.elevation[i] >= 0 && f.elevation[i] <= 0.56)
            wetness.push_back(f.moisture[i]);
    std::sort(wetness.begin(), wetness.end());
    auto quantile = [&](double q) {
        return wetness.empty() ? 0.0 : wetness[static_cast<size_t>(q * double(wetness.size() - 1))];
    };
    const double desert = quantile(0.05), barren = quantile(0.15), clear = quantile(0.40),
                 grass = quantile(0.65), woods = quantile(0.88);
    std::vector<HexTerrain> out(f.elevation.size());
    for (size_t i = 0; i < out.size(); ++i) {
        const double e = f.elevation[i], m = f.moisture[i];
        const double y = double(static_cast<int>(i) / w.columns) / w.rows;
        out[i] = e < 0        ? HexTerrain::Water
                 : e > 0.8    ? HexTerrain::Mountains
                 : e > 0.56   ? HexTerrain::Hills
                 : m < desert ? HexTerrain::Desert
                 : m < barren ? HexTerrain::Barren
                 : m < clear  ? HexTerrain::Clear
                 : m < grass  ? HexTerrain::Grass
                 : m < woods  ? HexTerrain::Woods
                 : y > 0.6    ? HexTerrain::Jungle
                              : HexTerrain::Swamp;
    }
    return out;
}

double marchFactor(HexTerrain t) // H2.2, with mountains made dearer so roads go round them
{
    switch (t) {
    case HexTerrain::Clear:
    case HexTerrain::Grass:
        return 1;
    case HexTerrain::Jungle:
    case HexTerrain::Swamp:
        return 2.5;
    case HexTerrain::Mountains:
        return 5;
    case HexTerrain::Water:
        return 1000;
    default:
        return 1.5;
    }
}

/// Two rivers run from the high ground down the cheapest valley; the longer is navigable (H3.1),
/// the other joins it or the sea.
void drawRivers(World &w, const Fields &f)
{
    std::vector<bool> onRiver(static_cast<size_t>(w.hexCount()), false);
    const std::array<std::pair<double, double>, 2> sources{{{0.30, 0.22}, {0.20, 0.62}}};
    const std::array<const char *, 2> names{{"the Lamprey", "the Brackwater"}};
    for (size_t k = 0; k < sources.size(); ++k) {
        const int from = w.indexOf(
            hexFromOffset({int(sources[k].first * w.columns), int(sources[k].second * w.rows)}));
        const auto path = cheapestPath(
            w, from,
            [&](int h) {
                return w.terrain[static_cast<size_t>(h)] == HexTerrain::Water ||
                       onRiver[static_cast<size_t>(h)];
            },
            [&](int) { return true; },
            [&](int a, int b) {
                const double climb =
                    f.elevation[static_cast<size_t>(b)] - f.elevation[static_cast<size_t>(a)];
                return 1 + 40 * std::max(0.0, climb) +
                       3 * std::max(0.0, f.elevation[static_cast<size_t>(b)]);
            });
        HexPath river{QLatin1String(names[k]), k == 0, {}};
        for (const int h : path) {
            river.hexes.push_back(w.hexAt(h));
            onRiver[static_cast<size_t>(h)] = true;
        }
        if (river.hexes.size() >= 2)
            w.rivers.push_back(river);
    }
}

/// The nearest dry, open hex to a wanted spot, not on a river and not next to another stronghold.
int nearestSite(const World &w, double x, double y)
{
    const Hex want = hexFromOffset({int(x * w.columns), int(y * w.rows)});
    int best = -1, bestDistance = 1 << 20;
    for (int i = 0; i < w.hexCount(); ++i) {
        const HexTerrain t = w.terrain[static_cast<size_t>(i)];
        if (t == HexTerrain::Water || t == HexTerrain::Mountains || t == HexTerrain::Swamp ||
            w.waterwayMask(w.hexAt(i)) != 0)
            continue;
        bool river = false;
        for (const HexPath &r : w.rivers)
            river = river || std::find(r.hexes.begin(), r.hexes.end(), w.hexAt(i)) != r.hexes.end();
        const int d = hexDistance(want, w.hexAt(i));
        if (!river && d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

void buildStrongholdsAndRoads(World &w)
{
    std::vector<int> sites;
    for (const StrongholdPlan &s : kStrongholds) {
        sites.push_back(nearestSite(w, s.x, s.y));
        w.strongholds.push_back(
            {QLatin1String(s.name), w.hexAt(sites.back()), s.owner, s.fortified});
    }
    std::vector<bool> road(static_cast<size_t>(w.hexCount()), false);
    for (size_t k = 0; k < kRoads.size(); ++k) {
        const int to = sites[static_cast<size_t>(kRoads[k].second)];
        const auto path = cheapestPath(
            w, sites[static_cast<size_t>(kRoads[k].first)], [&](int h) { return h == to; },
            [&](int h) { return w.terrain[static_cast<size_t>(h)] != HexTerrain::Water; },
            [&](int, int b) {
                return road[static_cast<size_t>(b)]
                           ? 0.4
                           : marchFactor(w.terrain[static_cast<size_t>(b)]);
            });
        HexPath r{QLatin1String(kRoadNames[k]), false, {}};
        for (const int h : path) {
            r.hexes.push_back(w.hexAt(h));
            road[static_cast<size_t>(h)] = true;
        }
        w.roads.push_back(r);
    }
}

/// Each army stands on a road two or three hexes out of its stronghold, at least two hexes from
/// the others; when no such hex is left it garrisons the stronghold itself.
void placeArmies(const Campaign &c, TurnState &s)
{
    const World &w = c.world;
    for (const ArmyPlan &plan : kArmies) {
        const Hex home = w.strongholds[static_cast<size_t>(plan.stronghold)].hex;
        Hex spot = home;
        int bestScore = 1 << 20;
        for (int i = 0; i < w.hexCount(); ++i) {
            const Hex h = w.hexAt(i);
            const int d = hexDistance(h, home);
            bool taken = false;
            for (const HexArmy &a : s.armies)
                taken = taken || hexDistance(a.hex, h) < 2;
            if (taken || d < 2 || d > 3 || w.roadMask(h) == 0 ||
                w.terrainAt(h) == HexTerrain::Water)
                continue;
            const int score = d * 1000 + i;
            if (score < bestScore) {
                bestScore = score;
                spot = h;
            }
        }
        HexArmy army;
        army.id = QLatin1String(plan.id);
        army.name = QLatin1String(plan.name);
        army.kingdom = plan.kingdom;
        army.hex = spot;
        army.leader = {QLatin1String(plan.leader), plan.morale};
        for (const UnitPlan &u : plan.units) {
            if (!u.type)
                break;
            const UnitType *type = c.ruleset.unitType(QLatin1String(u.type));
            const int full = type ? type->hp : 1;
            army.units.push_back({QLatin1String(u.type), u.veteran, std::max(1, full - u.wounds)});
        }
        s.armies.push_back(army);
    }
}
} // namespace

Campaign makeHexSample(std::uint64_t seed, int columns, int rows)
{
    Campaign c;
    c.name = QStringLiteral("The Lamprey Valley");
    c.seed = seed;
    c.ruleset = Ruleset::builtin(RulesetKind::Hex);
    c.kingdoms.assign(kKingdoms.begin(), kKingdoms.end());
    World &w = c.world;
    w.columns = columns;
    w.rows = rows;
    w.hexArea.assign(static_cast<size_t>(w.hexCount()), -1);
    const Fields f = makeFields(w, seed);
    w.terrain = chooseTerrain(w, f);
    drawRivers(w, f);
    w.rebuild();
    buildStrongholdsAndRoads(w);
    w.rebuild();

    TurnRecord turn;
    turn.number = 1;
    turn.seed = Campaign::turnSeed(c.seed, 1);
    turn.orders.resize(c.kingdoms.size());
    turn.state.turn = 1;
    turn.state.kingdoms.resize(c.kingdoms.size());
    c.turns.push_back(std::move(turn));
    placeArmies(c, c.turns.back().state);
    return c;
}

} // namespace muster::samples
