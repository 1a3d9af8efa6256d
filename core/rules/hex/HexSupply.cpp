#include "rules/hex/HexSupply.h"

#include "log/LogText.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>

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

template <typename F> void SupplyTracer::forLinked(int index, std::uint8_t links, F &&f) const
{
    // Odd-r offset neighbours in the order of kHexDirections (E, NE, NW, W, SW, SE), after Red
    // Blob Games: odd rows are shoved right, so their diagonal neighbours sit one column further.
    static constexpr int kEven[6][2] = {{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    static constexpr int kOdd[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {0, 1}, {1, 1}};
    const int columns = m_world.columns, rows = m_world.rows;
    const int row = index / columns, col = index - row * columns;
    const auto &deltas = (row & 1) ? kOdd : kEven;
    for (int d = 0; d < 6; ++d) {
        if (!((links >> d) & 1u))
            continue;
        const int c = col + deltas[d][0], r = row + deltas[d][1];
        if (c >= 0 && r >= 0 && c < columns && r < rows)
            f(d, r * columns + c);
    }
}

namespace {
constexpr std::uint8_t kAllDirections = 0x3f;

// H3.1 [house]: a hex holding an enemy army or an enemy stronghold breaks the route.
bool breaksRoute(const HexArmy &a, int kingdom)
{
    return (a.kingdom != kingdom || a.kingdom < 0) && !a.units.empty();
}
bool breaksRoute(const Stronghold &s, int kingdom)
{
    return s.owner >= 0 && s.owner != kingdom;
}
} // namespace

bool SupplyTracer::blockedFor(int kingdom, int index) const
{
    const Hex h = m_world.hexAt(index);
    const int s = m_world.strongholdAt(h);
    if (s >= 0 && breaksRoute(m_world.strongholds[static_cast<size_t>(s)], kingdom))
        return true;
    return std::any_of(m_state.armies.begin(), m_state.armies.end(),
                       [&](const HexArmy &a) { return a.hex == h && breaksRoute(a, kingdom); });
}

const SupplyTracer::KingdomNet &SupplyTracer::net(int kingdom)
{
    auto it = m_nets.find(kingdom);
    if (it != m_nets.end())
        return *it;
    if (m_owners.empty())
        for (const Stronghold &s : m_world.strongholds)
            m_owners.push_back(s.owner);
    KingdomNet n;
    const auto count = static_cast<size_t>(m_world.hexCount());
    n.blocked.assign(count, 0);
    for (const HexArmy &a : m_state.armies) {
        const int i = m_world.indexOf(a.hex);
        if (i >= 0 && breaksRoute(a, kingdom))
            n.blocked[static_cast<size_t>(i)] = 1;
    }
    std::vector<int> sources;
    for (const Stronghold &s : m_world.strongholds) {
        const int i = m_world.indexOf(s.hex);
        if (i < 0)
            continue;
        if (breaksRoute(s, kingdom))
            n.blocked[static_cast<size_t>(i)] = 1;
        else if (s.owner == kingdom && kingdom >= 0)
            sources.push_back(i);
    }
    // One breadth-first search gives both facts: a hex reached first at distance d is open when
    // the hex it was reached from is; one reached again from an open hex at d - 1 becomes open.
    // Every hex at d - 1 leaves the queue before any at d, so a hex's flag is final before it
    // passes it on.
    n.distance.assign(count, -1);
    n.open.assign(count, 0);
    std::vector<int> &queue = m_queue; // a plain array read from the front, kept for the next
    queue.clear();
    queue.reserve(count);
    for (int s : sources)
        if (n.distance[static_cast<size_t>(s)] < 0) {
            n.distance[static_cast<size_t>(s)] = 0;
            n.open[static_cast<size_t>(s)] = !n.blocked[static_cast<size_t>(s)];
            queue.push_back(s);
        }
    for (size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const auto si = static_cast<size_t>(i);
        const int next = n.distance[si] + 1;
        const char open = n.open[si];
        forLinked(i, m_links[si], [&](int, int j) {
            const auto sj = static_cast<size_t>(j);
            if (n.distance[sj] < 0) {
                n.distance[sj] = next;
                n.open[sj] = open && !n.blocked[sj];
                queue.push_back(j);
            } else if (open && !n.open[sj] && n.distance[sj] == next && !n.blocked[sj]) {
                n.open[sj] = 1;
            }
        });
    }
    return *m_nets.insert(kingdom, std::move(n));
}

bool SupplyTracer::computeOpen(const KingdomNet &n, int index) const
{
    const auto si = static_cast<size_t>(index);
    const int distance = n.distance[si];
    if (distance < 0 || n.blocked[si])
        return false;
    if (distance == 0)
        return true; // the kingdom's own stronghold
    // Roads and waterways link both ways, so the hexes this one was reached from are the
    // neighbours it links to that are one step nearer.
    bool open = false;
    forLinked(index, m_links[si], [&](int, int j) {
        open = open || (n.distance[static_cast<size_t>(j)] == distance - 1 &&
                        n.open[static_cast<size_t>(j)]);
    });
    return open;
}

void SupplyTracer::repair(KingdomNet &n, const std::vector<int> &changed)
{
    // Nearest first: a hex is settled only after every hex one step nearer, as in the search.
    using Entry = std::pair<int, int>; // distance, hex index
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    for (int i : changed)
        if (n.distance[static_cast<size_t>(i)] >= 0)
            queue.push({n.distance[static_cast<size_t>(i)], i});
    while (!queue.empty()) {
        // Named copies, not a structured binding: clang 14 (the fuzz preset) cannot capture one.
        const int distance = queue.top().first;
        const int i = queue.top().second;
        queue.pop();
        const auto si = static_cast<size_t>(i);
        const char open = computeOpen(n, i) ? 1 : 0;
        if (open == n.open[si])
            continue;
        n.open[si] = open;
        touch(i);
        forLinked(i, m_links[si], [&](int, int j) {
            if (n.distance[static_cast<size_t>(j)] == distance + 1)
                queue.push({distance + 1, j});
        });
    }
}

void SupplyTracer::touch(int index)
{
    // A hex and its neighbours: a route's step is chosen among the neighbours of the hex before.
    m_touched[static_cast<size_t>(index)] = m_round;
    forLinked(index, kAllDirections,
              [this](int, int j) { m_touched[static_cast<size_t>(j)] = m_round; });
}

bool SupplyTracer::touched(const SupplyStatus &status, const HexArmy &army) const
{
    const auto at = [this](Hex h) {
        const int i = m_world.indexOf(h);
        return i >= 0 && m_touched[static_cast<size_t>(i)] == m_round;
    };
    if (at(army.hex))
        return true;
    return std::any_of(status.route.begin(), status.route.end(), at);
}

const std::vector<SupplyStatus> &SupplyTracer::all()
{
    if (!m_traced) {
        m_all.clear();
        m_all.reserve(m_state.armies.size());
        for (const HexArmy &a : m_state.armies)
            m_all.push_back(statusOf(a));
        m_traced = true;
    }
    return m_all;
}

void SupplyTracer::changed(const std::vector<Hex> &hexes)
{
    bool ownersChanged = m_owners.size() != m_world.strongholds.size();
    for (size_t s = 0; !ownersChanged && s < m_owners.size(); ++s)
        ownersChanged = m_owners[s] != m_world.strongholds[s].owner;
    if (ownersChanged) {
        // The distances themselves move: search again, lazily, as when first asked.
        m_nets.clear();
        m_owners.clear();
        m_traced = false;
        return;
    }
    if (m_touched.empty())
        m_touched.assign(static_cast<size_t>(m_world.hexCount()), 0);
    ++m_round;
    std::vector<int> indices;
    for (Hex h : hexes)
        if (const int i = m_world.indexOf(h); i >= 0) {
            indices.push_back(i);
            touch(i);
        }
    for (auto it = m_nets.begin(); it != m_nets.end(); ++it) {
        KingdomNet &n = it.value();
        std::vector<int> blockChanged;
        for (int i : indices) {
            const char blocked = blockedFor(it.key(), i) ? 1 : 0;
            if (blocked != n.blocked[static_cast<size_t>(i)]) {
                n.blocked[static_cast<size_t>(i)] = blocked;
                blockChanged.push_back(i);
            }
        }
        repair(n, blockChanged);
    }
    if (!m_traced)
        return;
    if (m_all.size() != m_state.armies.size()) {
        m_traced = false;
        return;
    }
    for (size_t i = 0; i < m_all.size(); ++i)
        if (touched(m_all[i], m_state.armies[i]))
            m_all[i] = statusOf(m_state.armies[i]);
}

std::vector<Hex> SupplyTracer::walkDown(Hex from, const KingdomNet &n, bool open) const
{
    // Each step goes to the first neighbour (in direction order) nearest the stronghold, so the
    // route drawn for the GM is always the same one.
    std::vector<Hex> route{from};
    int i = m_world.indexOf(from);
    for (size_t guard = 0; i >= 0 && guard <= static_cast<size_t>(m_world.hexCount()); ++guard) {
        int best = -1, bestIndex = -1;
        forLinked(i, m_links[static_cast<size_t>(i)], [&](int, int j) {
            const int nd = n.distance[static_cast<size_t>(j)];
            if (nd >= 0 && (!open || n.open[static_cast<size_t>(j)]) && (best < 0 || nd < best)) {
                best = nd;
                bestIndex = j;
            }
        });
        if (best < 0)
            break; // cannot happen on consistent distances
        i = bestIndex;
        route.push_back(m_world.hexAt(i));
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
    const int here = m_world.indexOf(army.hex);
    if (here < 0 || m_links[static_cast<size_t>(here)] == 0) {
        s.reason = SupplyReason::NoNetworkHere;
        return s;
    }
    const KingdomNet &n = net(army.kingdom);
    // As seen from the army's hex: its nearest neighbours on the network, and whether one of them
    // is open.
    int shortest = -1;
    bool open = false;
    forLinked(here, m_links[static_cast<size_t>(here)], [&](int, int j) {
        const int a = n.distance[static_cast<size_t>(j)];
        if (a < 0)
            return;
        if (shortest < 0 || a < shortest) {
            shortest = a;
            open = false;
        }
        if (a == shortest && n.open[static_cast<size_t>(j)])
            open = true;
    });
    if (shortest < 0) {
        s.reason = SupplyReason::NoRoute;
        return s;
    }
    s.route = walkDown(army.hex, n, open);
    s.stronghold = m_world.strongholdAt(s.route.back());
    if (open) {
        s.inSupply = true;
        s.reason = SupplyReason::Route;
        return s;
    }
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
    return tracer.all();
}

} // namespace muster::hexrules
