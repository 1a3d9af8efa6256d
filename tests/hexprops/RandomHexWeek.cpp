#include "RandomHexWeek.h"

#include "dice/Dice.h"
#include "rules/hex/HexPathfinding.h"

namespace muster::test {

namespace {
constexpr int kKingdoms = 3;

QString pathLine(const QString &army, const std::vector<Hex> &path, const QString &rest)
{
    QStringList words{army, QStringLiteral("MARCH")};
    for (Hex h : path)
        words << hexLabel(h);
    if (!rest.isEmpty())
        words << rest;
    return words.join(QLatin1Char(' '));
}
} // namespace

RandomHexWeek makeRandomHexWeek(std::uint64_t seed, const Ruleset &ruleset)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(ruleset);
    Pcg32 rng(seed, 99);
    auto below = [&](int n) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(n))); };
    RandomHexWeek w;
    w.seed = seed;
    World &world = w.world;
    world.columns = 6 + below(10);
    world.rows = 4 + below(8);
    for (int i = 0; i < world.hexCount(); ++i)
        world.terrain.push_back(below(10) == 0
                                    ? HexTerrain::Water
                                    : static_cast<HexTerrain>(below(kHexTerrainCount - 1)));
    world.hexArea.assign(static_cast<size_t>(world.hexCount()), -1);
    auto randomHex = [&] { return world.hexAt(below(world.hexCount())); };
    auto walk = [&](Hex start, int steps, bool avoidWater) {
        std::vector<Hex> path{start};
        for (int s = 0; s < steps; ++s) {
            const Hex next = hexNeighbour(path.back(), below(6));
            if (!world.contains(next) || (avoidWater && world.terrainAt(next) == HexTerrain::Water))
                continue;
            path.push_back(next);
        }
        return path;
    };
    for (int r = below(5); r > 0; --r) {
        auto road = walk(randomHex(), 3 + below(20), false);
        if (road.size() >= 2)
            world.roads.push_back({QStringLiteral("road"), false, road});
    }
    if (below(2)) {
        auto river = walk(randomHex(), 3 + below(10), false);
        if (river.size() >= 2)
            world.rivers.push_back({QStringLiteral("river"), true, river});
    }
    for (int s = below(5); s > 0; --s)
        world.strongholds.push_back({QStringLiteral("Hold %1").arg(s), randomHex(),
                                     below(kKingdoms + 1) - 1, below(3) == 0});
    world.rebuild();

    TurnState &state = w.state;
    state.turn = 1 + below(5);
    state.kingdoms.resize(kKingdoms);
    const int armies = 2 + below(6);
    for (int a = 0; a < armies; ++a) {
        HexArmy army;
        army.id = QStringLiteral("A%1").arg(a + 1);
        army.kingdom = below(8) == 0 ? -1 : below(kKingdoms);
        Hex h = randomHex();
        // On land, and never in a hex an opposing army already holds (a battle only starts when
        // an army enters, H4.1).
        auto taken = [&](Hex c) {
            for (const HexArmy &o : state.armies)
                if (o.hex == c && (o.kingdom != army.kingdom || o.kingdom < 0))
                    return true;
            return false;
        };
        for (int tries = 0; tries < 50 && (world.terrainAt(h) == HexTerrain::Water || taken(h));
             ++tries)
            h = randomHex();
        if (world.terrainAt(h) == HexTerrain::Water || taken(h))
            continue;
        army.hex = h;
        army.leader = {QStringLiteral("Leader %1").arg(a + 1), below(7) - 3};
        for (int u = 1 + below(8); u > 0; --u) {
            const UnitType &t = ruleset.unitTypes[static_cast<size_t>(
                below(static_cast<int>(ruleset.unitTypes.size())))];
            army.units.push_back({t.name, below(4) == 0, 1 + below(t.hp)});
        }
        army.daysOutOfSupply = below(3) == 0 ? below(14) : 0;
        army.forcedMarchDays = below(4) == 0 ? below(3) : 0;
        army.loyaltyBonus = below(5) == 0 ? 1 : 0;
        static const QString loyalties[] = {QString(), QStringLiteral("grudging"),
                                            QStringLiteral("resignation"), QStringLiteral("loyal")};
        army.loyalty = loyalties[below(4)];
        state.armies.push_back(army);
    }
    w.orders.resize(kKingdoms);
    w.firstDay = 1 + below(7);
    for (const HexArmy &army : state.armies) {
        if (army.kingdom < 0 || below(5) == 0)
            continue;
        const QString rest =
            below(3) == 0 ? QStringLiteral("REST %1").arg(1 + below(7)) : QString();
        std::vector<Hex> path = walk(army.hex, 1 + below(16), true);
        path.erase(path.begin());
        const int kind = below(8);
        QString bad;
        if (kind == 0 && !path.empty()) {
            // Through water: make sure a water hex is walked into.
            for (int d = 0; d < 6; ++d) {
                const Hex h = hexNeighbour(path.back(), d);
                if (world.contains(h) && world.terrainAt(h) == HexTerrain::Water) {
                    path.push_back(h);
                    bad = QStringLiteral("water");
                    break;
                }
            }
        } else if (kind == 1) {
            // Off the map: walk straight west past column 0.
            Hex h = army.hex;
            while (world.contains(h))
                h = hexNeighbour(h, 3);
            path.clear();
            for (Hex s = hexNeighbour(army.hex, 3);; s = hexNeighbour(s, 3)) {
                path.push_back(s);
                if (s == h)
                    break;
            }
            bad = QStringLiteral("off map");
        } else if (kind == 2) {
            // Through an enemy: a neighbouring enemy's hex, then one more step beyond it.
            for (const HexArmy &other : state.armies) {
                if (other.kingdom == army.kingdom && army.kingdom >= 0)
                    continue;
                if (hexDistance(other.hex, army.hex) != 1)
                    continue;
                for (int d = 0; d < 6 && bad.isEmpty(); ++d) {
                    const Hex beyond = hexNeighbour(other.hex, d);
                    if (beyond != army.hex && world.contains(beyond) &&
                        world.terrainAt(beyond) != HexTerrain::Water &&
                        world.terrainAt(other.hex) != HexTerrain::Water) {
                        path = {other.hex, beyond};
                        bad = QStringLiteral("enemy");
                    }
                }
                break;
            }
        } else if (kind >= 6) {
            // Attack: the cheapest route to an opposing army, around other enemies (H2.2, H4.1).
            for (const HexArmy &other : state.armies) {
                if (!hexrules::opposing(army, other))
                    continue;
                auto enemyAt = [&](Hex c) {
                    for (const HexArmy &o : state.armies)
                        if (o.hex == c && hexrules::opposing(army, o))
                            return true;
                    return false;
                };
                const auto route =
                    hexrules::findMarchRoute(world, rules, army.hex, other.hex, enemyAt);
                if (route.found && route.hexes.size() >= 2) {
                    path.assign(route.hexes.begin() + 1, route.hexes.end());
                    break;
                }
            }
        } else if (kind == 3) {
            // Scrambled: random labels, possibly not bordering each other.
            path.clear();
            for (int i = below(4); i >= 0; --i)
                path.push_back(randomHex());
        }
        if (path.empty())
            continue;
        const QString line = pathLine(army.id, path, rest);
        w.orders[static_cast<size_t>(army.kingdom)] << line;
        if (!bad.isEmpty())
            w.badOrders.push_back({army.kingdom, line, bad});
    }
    return w;
}

} // namespace muster::test
