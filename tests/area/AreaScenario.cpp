#include "AreaScenario.h"

#include <algorithm>

namespace muster::test {

namespace {
int uniform(std::mt19937_64 &rng, int lo, int hi) // [lo, hi], portable (no std distributions)
{
    return lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
}
} // namespace

AreaScenario generateAreaScenario(std::uint64_t seed, int areaCount, int kingdomCount)
{
    std::mt19937_64 rng(seed);
    AreaScenario s;
    for (int k = 0; k < kingdomCount; ++k) {
        Kingdom kingdom;
        kingdom.id = QStringLiteral("K%1").arg(k);
        kingdom.name = QStringLiteral("Kingdom %1").arg(k);
        kingdom.nationality = QStringLiteral("N%1").arg(k % 3);
        s.kingdoms.push_back(kingdom);
        KingdomState ks;
        ks.bp = uniform(rng, 0, 30);
        ks.armyReserve = uniform(rng, 0, 5);
        s.state.kingdoms.push_back(ks);
    }
    for (int i = 0; i < areaCount; ++i) {
        Area a;
        a.code = QStringLiteral("A%1").arg(i);
        a.name = QStringLiteral("Area %1").arg(i);
        a.terrain = uniform(rng, 0, 9) == 0 ? AreaTerrain::Sea
                                            : static_cast<AreaTerrain>(uniform(rng, 0, 5));
        s.world.areas.push_back(a);
        AreaState st;
        const bool sea = a.terrain == AreaTerrain::Sea;
        st.owner = uniform(rng, 0, 9) < 7 ? i % std::max(1, kingdomCount) : -1;
        if (kingdomCount == 0)
            st.owner = -1;
        if (sea) {
            if (st.owner >= 0) {
                st.ships = uniform(rng, 1, 6);
                st.aboard = uniform(rng, 0, st.ships);
            }
        } else {
            st.armies = uniform(rng, 0, 10);
            st.population = uniform(rng, 0, 5);
            st.forts = uniform(rng, 0, 2);
            st.mode = static_cast<DefenceMode>(uniform(rng, 0, 2));
        }
        s.state.areas.push_back(st);
    }
    for (int i = 0; i < areaCount && areaCount > 1; ++i) {
        s.world.links.push_back({i, (i + 1) % areaCount, QString()});
        if (uniform(rng, 0, 1) == 0)
            s.world.links.push_back({i, uniform(rng, 0, areaCount - 1), QString()});
    }
    s.world.rebuild();
    for (int i = 0; i < areaCount; ++i) { // mode locations among the neighbours
        AreaState &st = s.state.areas[static_cast<size_t>(i)];
        const auto &n = s.world.neighbours(i);
        if (st.mode != DefenceMode::Defend && !n.empty() && uniform(rng, 0, 2) > 0)
            st.modeArea = n[static_cast<size_t>(uniform(rng, 0, static_cast<int>(n.size()) - 1))];
    }
    for (int k = 0; k + 1 < kingdomCount; k += 2)
        s.state.passages.push_back({k, k + 1});
    return s;
}

AreaOrders randomAreaOrders(std::mt19937_64 &rng, const AreaScenario &s, int actions,
                            bool withNonsense)
{
    const int areaCount = static_cast<int>(s.world.areas.size());
    AreaOrders orders(s.kingdoms.size());
    std::vector<std::vector<int>> owned(s.kingdoms.size());
    for (int i = 0; i < areaCount; ++i) {
        const int o = s.state.areas[static_cast<size_t>(i)].owner;
        if (o >= 0)
            owned[static_cast<size_t>(o)].push_back(i);
    }
    auto pick = [&](const std::vector<int> &v) {
        return v.empty() ? uniform(rng, 0, std::max(0, areaCount - 1))
                         : v[static_cast<size_t>(uniform(rng, 0, static_cast<int>(v.size()) - 1))];
    };
    for (size_t k = 0; k < s.kingdoms.size(); ++k) {
        for (int n = 1; n <= actions; ++n) {
            AreaAction a;
            a.number = n;
            a.kind = static_cast<ActionKind>(
                uniform(rng, 0, static_cast<int>(kEnumerators<ActionKind>) - 1));
            const int roll = uniform(rng, 0, 9);
            a.count.kind = roll == 0   ? ActionCount::Kind::All
                           : roll == 1 ? ActionCount::Kind::AllBut
                                       : ActionCount::Kind::Exact;
            a.count.n = a.count.kind == ActionCount::Kind::All ? 0 : uniform(rng, 1, 6);
            const bool nonsense = withNonsense && uniform(rng, 0, 19) == 0;
            const int from = nonsense ? uniform(rng, 0, areaCount - 1) : pick(owned[k]);
            const auto &near = s.world.neighbours(from);
            const int to = nonsense || near.empty() ? uniform(rng, 0, areaCount - 1) : pick(near);
            const auto &further = s.world.neighbours(to);
            switch (actionShape(a.kind)) {
            case ActionShape::CountFromTo:
                a.source = from;
                a.target = to;
                break;
            case ActionShape::CountFromViaTo:
                a.source = from;
                a.via = to;
                a.target = further.empty() ? from : pick(further);
                break;
            case ActionShape::NumberArea:
                a.count.kind = ActionCount::Kind::Exact; // a sheet says LEVY 2, never LEVY all
                a.target = from;
                break;
            case ActionShape::Area:
                a.count = {};
                a.target = from;
                break;
            case ActionShape::AreaOptionalPlace:
            case ActionShape::AreaPlace:
                a.count = {};
                a.target = from;
                a.location = to;
                break;
            }
            if (withNonsense && uniform(rng, 0, 199) == 0)
                a.target = uniform(rng, 0, 1) ? -7 : areaCount + 100; // corrupt stored orders
            if (withNonsense && uniform(rng, 0, 99) == 0)
                a.count.n = 1000000;
            orders[k].push_back(a);
        }
    }
    return orders;
}

} // namespace muster::test
