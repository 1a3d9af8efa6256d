#include "rules/hex/HexSupply.h"

#include "log/LogText.h"

#include <cstdint>

namespace muster::hexrules {

SupplyTracer::SupplyTracer(const World &world, const TurnState &state)
    : m_world(world), m_state(state)
{
    m_links.resize(static_cast<size_t>(world.hexCount()));
    for (int i = 0; i < world.hexCount(); ++i) {
        const Hex h = world.hexAt(i);
        m_links[static_cast<size_t>(i)] = world.roadMask(h) | world.waterwayMask(h);
    }
}

int SupplyTracer::neighbourIndex(int index, int direction) const
{
    // Odd-r offset neighbours in the order of kHexDirections (E, NE, NW, W, SW, SE), after Red
    // Blob Games: odd rows are shoved right, so their diagonal neighbours sit one column further.
    static constexpr int kEven[6][2] = {{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    static constexpr int kOdd[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}};
    const int columns = m_world.columns;
    const int row = index / columns, col = index % columns;
    const auto &delta = (row & 1) ? kOdd[direction] : kEven[direction];
    const int c = col + delta[0], r = row + delta[1];
    if (c < 0 || r < 0 || c >= columns || r >= m_world.rows)
        return -1;
    return r * columns + c;
}

bool SupplyTracer::linked(Hex h, int direction) const
{
    return ((m_world.roadMask(h) | m_world.waterwayMask(h)) >> direction) & 1u;
}

const SupplyTracer::KingdomNet &SupplyTracer::net(int kingdom)
{
    auto it = m_nets.find(kingdom);
    if (it != m_nets.end())
        return *it;
    KingdomNet n;
    const auto count = static_cast<size_t>(m_world.hexCount());
    n.blocked.assign(count, 0);
    // H3.1 [house]: a hex holding an enemy army or an enemy stronghold breaks the route.
    for (const HexArmy &a : m_state.armies) {
        const int i = m_world.indexOf(a.hex);
        if (i >= 0 && (a.kingdom != kingdom || a.kingdom < 0) && !a.units.empty())
            n.blocked[static_cast<size_t>(i)] = 1;
    }
    std::vector<int> sources;
    for (const Stronghold &s : m_world.strongholds) {
        const int i = m_world.indexOf(s.hex);
        if (i < 0)
            continue;
        if (s.owner >= 0 && s.owner != kingdom)
            n.blocked[static_cast<size_t>(i)] = 1;
        else if (s.owner == kingdom && kingdom >= 0)
            sources.push_back(i);
    }
    auto search = [&](bool avoidBlocked) {
        std::vector<int> dist(count, -1);
        std::vector<int> queue; // breadth-first: a plain array read from the front
        queue.reserve(count);
        for (int s : sources)
            if (!avoidBlocked || !n.blocked[static_cast<size_t>(s)]) {
                dist[static_cast<size_t>(s)] = 0;
                queue.push_back(s);
            }
        for (size_t head = 0; head < queue.size(); ++head) {
            const int i = queue[head];
            const std::uint8_t links = m_links[static_cast<size_t>(i)];
            for (int d = 0; d < 6; ++d) {
                if (!((links >> d) & 1u))
                    continue;
                const int j = neighbourIndex(i, d);
                if (j < 0 || dist[static_cast<size_t>(j)] >= 0)
                    continue;
                if (avoidBlocked && n.blocked[static_cast<size_t>(j)])
                    continue;
                dist[static_cast<size_t>(j)] = dist[static_cast<size_t>(i)] + 1;
                queue.push_back(j);
            }
        }
        return dist;
    };
    n.distance = search(false);
    n.unblockedDistance = search(true);
    return *m_nets.insert(kingdom, std::move(n));
}

std::vector<Hex> SupplyTracer::walkDown(Hex from, const std::vector<int> &distance) const
{
    // Each step goes to the first neighbour (in direction order) nearest the stronghold, so the
    // route drawn for the GM is always the same one.
    std::vector<Hex> route{from};
    Hex h = from;
    for (size_t guard = 0; guard <= static_cast<size_t>(m_world.hexCount()); ++guard) {
        int best = -1;
        Hex bestHex = h;
        for (int d = 0; d < 6; ++d) {
            if (!linked(h, d))
                continue;
            const Hex next = hexNeighbour(h, d);
            const int j = m_world.indexOf(next);
            const int nd = j < 0 ? -1 : distance[static_cast<size_t>(j)];
            if (nd >= 0 && (best < 0 || nd < best)) {
                best = nd;
                bestHex = next;
            }
        }
        if (best < 0)
            break; // cannot happen on consistent distances
        h = bestHex;
        route.push_back(h);
        if (best == 0)
            break;
    }
    return route;
}

SupplyStatus SupplyTracer::statusOf(const HexArmy &army)
{
    SupplyStatus s;
    s.army = army.id;
    const int own = m_world.strongholdAt(army.hex);
    if (own >= 0 && army.kingdom >= 0 &&
        m_world.strongholds[static_cast<size_t>(own)].owner == army.kingdom) {
        // H3.1 [house]: an army in one of its kingdom's strongholds is always in supply.
        s.inSupply = true;
        s.stronghold = own;
        s.route = {army.hex};
        s.reason = SupplyReason::InStronghold;
        return s;
    }
    if (army.kingdom < 0) {
        s.reason = SupplyReason::NoKingdom;
        return s;
    }
    if (m_world.indexOf(army.hex) < 0 ||
        (m_world.roadMask(army.hex) | m_world.waterwayMask(army.hex)) == 0) {
        s.reason = SupplyReason::NoNetworkHere;
        return s;
    }
    const KingdomNet &n = net(army.kingdom);
    // Distances as seen from the army's hex: one more than its best neighbour on the network.
    int shortest = -1, unblocked = -1;
    for (int d = 0; d < 6; ++d) {
        if (!linked(army.hex, d))
            continue;
        const int j = m_world.indexOf(hexNeighbour(army.hex, d));
        if (j < 0)
            continue;
        const int a = n.distance[static_cast<size_t>(j)];
        const int b = n.unblockedDistance[static_cast<size_t>(j)];
        if (a >= 0 && (shortest < 0 || a < shortest))
            shortest = a;
        if (b >= 0 && (unblocked < 0 || b < unblocked))
            unblocked = b;
    }
    if (shortest < 0) {
        s.reason = SupplyReason::NoRoute;
        return s;
    }
    auto endAt = [&](const std::vector<Hex> &route) {
        s.route = route;
        s.stronghold = m_world.strongholdAt(route.back());
    };
    if (unblocked == shortest) {
        s.inSupply = true;
        endAt(walkDown(army.hex, n.unblockedDistance));
        s.reason = SupplyReason::Route;
        return s;
    }
    endAt(walkDown(army.hex, n.distance));
    for (size_t i = 1; i < s.route.size(); ++i)
        if (n.blocked[static_cast<size_t>(m_world.indexOf(s.route[i]))]) {
            s.cutAt = s.route[i];
            break;
        }
    s.reason = SupplyReason::Cut;
    return s;
}

QString describe(const SupplyStatus &status, const World &world)
{
    const QString stronghold =
        status.stronghold >= 0 && status.stronghold < static_cast<int>(world.strongholds.size())
            ? world.strongholds[static_cast<size_t>(status.stronghold)].name
            : QString();
    return supplyReasonSentence(status.reason, stronghold,
                                static_cast<int>(status.route.size()) - 1, status.cutAt);
}

std::vector<SupplyStatus> traceSupply(const World &world, const TurnState &state)
{
    SupplyTracer tracer(world, state);
    std::vector<SupplyStatus> out;
    out.reserve(state.armies.size());
    for (const HexArmy &a : state.armies)
        out.push_back(tracer.statusOf(a));
    return out;
}

} // namespace muster::hexrules
