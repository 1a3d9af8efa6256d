#include "rules/hex/HexSupply.h"

#include "log/LogText.h"

#include <QHash>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <functional>
#include <queue>
#include <utility>

namespace muster::hexrules {

namespace {
constexpr std::uint8_t kDirections = 0x3f; // the six link bits of a hex's links byte
constexpr int kOddRowBit = 6;              // the row's parity, which picks the neighbour offsets

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

SupplyTracer::SupplyTracer(const World &world, const TurnState &state)
    : m_world(world), m_state(&state)
{
    // Odd-r offset neighbours in the order of kHexDirections (E, NE, NW, W, SW, SE), after Red
    // Blob Games: odd rows are shoved right, so their diagonal neighbours sit one column further.
    const int columns = world.columns;
    const int even[6] = {1, -columns, -columns - 1, -1, columns - 1, columns};
    const int odd[6] = {1, -columns + 1, -columns, -1, columns, columns + 1};
    std::copy(std::begin(even), std::end(even), m_step[0]);
    std::copy(std::begin(odd), std::end(odd), m_step[1]);
    // The world's masks link only hexes on the map, so the searches need no bounds checks.
    m_links.resize(static_cast<size_t>(world.hexCount()));
    for (int row = 0, i = 0; row < world.rows; ++row) {
        const auto parity = static_cast<std::uint8_t>((row & 1) << kOddRowBit);
        for (int col = 0; col < columns; ++col, ++i) {
            const Hex h = hexFromOffset({col, row});
            m_links[static_cast<size_t>(i)] = world.roadMask(h) | world.waterwayMask(h) | parity;
        }
    }
    for (const Stronghold &s : world.strongholds)
        m_owners.push_back(s.owner);
    m_seen.reserve(state.armies.size());
    for (const HexArmy &a : state.armies)
        m_seen.push_back(seen(a));
}

SupplyTracer::Seen SupplyTracer::seen(const HexArmy &army)
{
    return {army.id, army.hex, army.kingdom, !army.units.empty()};
}

template <typename F> void SupplyTracer::forLinked(int index, std::uint8_t links, F &&f) const
{
    const int *step = m_step[m_links[static_cast<size_t>(index)] >> kOddRowBit];
    for (unsigned bits = links & kDirections; bits != 0; bits &= bits - 1)
        f(index + step[std::countr_zero(bits)]);
}

bool SupplyTracer::blockedFor(int kingdom, int index) const
{
    const Hex h = m_world.hexAt(index);
    const int s = m_world.strongholdAt(h);
    if (s >= 0 && breaksRoute(m_world.strongholds[static_cast<size_t>(s)], kingdom))
        return true;
    return std::any_of(m_state->armies.begin(), m_state->armies.end(),
                       [&](const HexArmy &a) { return a.hex == h && breaksRoute(a, kingdom); });
}

SupplyTracer::KingdomNet &SupplyTracer::net(int kingdom)
{
    // A handful of kingdoms: a short list searched in order beats a hash.
    for (KingdomNet &n : m_nets)
        if (n.kingdom == kingdom)
            return n;
    KingdomNet &n = m_nets.emplace_back();
    n.kingdom = kingdom;
    search(n);
    return n;
}

void SupplyTracer::search(KingdomNet &n)
{
    const int kingdom = n.kingdom;
    const auto count = static_cast<size_t>(m_world.hexCount());
    n.blocked.assign(count, 0);
    for (const HexArmy &a : m_state->armies) {
        const int i = m_world.indexOf(a.hex);
        if (i >= 0 && breaksRoute(a, kingdom))
            n.blocked[static_cast<size_t>(i)] = 1;
    }
    n.distance.assign(count, -1);
    n.open.assign(count, 0);
    std::vector<int> &queue = m_queue; // a plain array read from the front, kept for the next
    queue.clear();
    queue.reserve(count);
    for (size_t k = 0; k < m_world.strongholds.size(); ++k) {
        const Stronghold &s = m_world.strongholds[k];
        const int i = m_world.indexOf(s.hex);
        if (i < 0)
            continue;
        const auto si = static_cast<size_t>(i);
        // Of two strongholds in one hex (a map's mistake) the one strongholdAt() names blocks, as
        // when a change is repaired (blockedFor).
        if (breaksRoute(s, kingdom) && m_world.strongholdAt(s.hex) == static_cast<int>(k)) {
            n.blocked[si] = 1;
        } else if (s.owner == kingdom && kingdom >= 0 && n.distance[si] < 0) {
            n.distance[si] = 0;
            queue.push_back(i);
        }
    }
    for (int i : queue) // an enemy army on a stronghold blocks it as a source
        n.open[static_cast<size_t>(i)] = !n.blocked[static_cast<size_t>(i)];
    // One breadth-first search gives both facts: a hex reached first at distance d is open when
    // the hex it was reached from is; one reached again from an open hex at d - 1 becomes open.
    // Every hex at d - 1 leaves the queue before any at d, so a hex's flag is final before it
    // passes it on.
    int *distance = n.distance.data();
    char *open = n.open.data();
    const char *blocked = n.blocked.data();
    for (size_t head = 0; head < queue.size(); ++head) {
        const int i = queue[head];
        const auto si = static_cast<size_t>(i);
        const int next = distance[si] + 1;
        const char from = open[si];
        forLinked(i, m_links[si], [&](int j) {
            const auto sj = static_cast<size_t>(j);
            if (distance[sj] < 0) {
                distance[sj] = next;
                open[sj] = from && !blocked[sj];
                queue.push_back(j);
            } else if (from && !open[sj] && distance[sj] == next && !blocked[sj]) {
                open[sj] = 1;
            }
        });
    }
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
    forLinked(index, m_links[si], [&](int j) {
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
        forLinked(i, m_links[si], [&](int j) {
            if (n.distance[static_cast<size_t>(j)] == distance + 1)
                queue.push({distance + 1, j});
        });
    }
}

void SupplyTracer::touch(int index)
{
    // A hex and the hexes linked to it: a route's step is chosen among the linked neighbours of
    // the hex before, and links go both ways.
    m_touched[static_cast<size_t>(index)] = m_round;
    forLinked(index, m_links[static_cast<size_t>(index)],
              [this](int j) { m_touched[static_cast<size_t>(j)] = m_round; });
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

void SupplyTracer::follow(const TurnState &state)
{
    m_state = &state;
}

const std::vector<SupplyStatus> &SupplyTracer::all() &
{
    sync();
    if (!m_traced) {
        m_all.clear();
        m_all.reserve(m_state->armies.size());
        for (const HexArmy &a : m_state->armies)
            m_all.push_back(trace(a));
        m_traced = true;
    }
    return m_all;
}

std::vector<SupplyStatus> SupplyTracer::all() &&
{
    all();
    return std::move(m_all);
}

SupplyStatus SupplyTracer::statusOf(const HexArmy &army)
{
    sync();
    return trace(army);
}

void SupplyTracer::sync()
{
    const std::vector<HexArmy> &armies = m_state->armies;
    std::vector<int> hexes; // where something supply reads changed, as hex indices
    const auto changedAt = [&](Hex h) {
        if (const int i = m_world.indexOf(h); i >= 0)
            hexes.push_back(i);
    };
    // A stronghold changing hands moves the distances of the kingdoms it passes between: theirs
    // are searched again when next asked; for the others it blocks or unblocks one hex.
    std::vector<int> searchAgain;
    if (m_owners.size() != m_world.strongholds.size()) {
        m_owners.clear();
        for (const Stronghold &s : m_world.strongholds)
            m_owners.push_back(s.owner);
        for (const KingdomNet &n : m_nets)
            searchAgain.push_back(n.kingdom);
        for (const Stronghold &s : m_world.strongholds)
            changedAt(s.hex);
    }
    for (size_t s = 0; s < m_owners.size(); ++s) {
        const Stronghold &hold = m_world.strongholds[s];
        if (m_owners[s] == hold.owner)
            continue;
        searchAgain.push_back(m_owners[s]);
        searchAgain.push_back(hold.owner);
        changedAt(hold.hex);
        m_owners[s] = hold.owner;
    }

    // The armies, matched with those seen last by position while the ids agree (marches and
    // battles), by id once one was added or removed.
    bool sameArmies = m_seen.size() == armies.size();
    for (size_t i = 0; sameArmies && i < armies.size(); ++i)
        sameArmies = m_seen[i].id == armies[i].id;
    std::vector<char> fresh; // per army: no status kept for it
    if (sameArmies) {
        for (size_t i = 0; i < armies.size(); ++i) {
            Seen now = seen(armies[i]);
            if (now == m_seen[i])
                continue;
            changedAt(m_seen[i].hex);
            changedAt(now.hex);
            m_seen[i] = std::move(now);
        }
    } else {
        QHash<QString, int> before;
        before.reserve(static_cast<qsizetype>(m_seen.size()));
        for (size_t k = 0; k < m_seen.size(); ++k)
            before.insert(m_seen[k].id, static_cast<int>(k));
        std::vector<char> kept(m_seen.size(), 0);
        std::vector<Seen> seenNow;
        std::vector<SupplyStatus> statuses(m_traced ? armies.size() : 0);
        fresh.assign(armies.size(), 1);
        for (size_t i = 0; i < armies.size(); ++i) {
            seenNow.push_back(seen(armies[i]));
            // Two armies of one id (a file's mistake) cannot both take the one kept status.
            const int k = before.value(armies[i].id, -1);
            if (k < 0 || kept[static_cast<size_t>(k)] ||
                m_seen[static_cast<size_t>(k)].id != armies[i].id) {
                changedAt(armies[i].hex);
                continue;
            }
            kept[static_cast<size_t>(k)] = 1;
            if (!(seenNow.back() == m_seen[static_cast<size_t>(k)])) {
                changedAt(m_seen[static_cast<size_t>(k)].hex);
                changedAt(armies[i].hex);
            }
            if (m_traced) {
                statuses[i] = std::move(m_all[static_cast<size_t>(k)]);
                fresh[i] = 0;
            }
        }
        for (size_t k = 0; k < m_seen.size(); ++k)
            if (!kept[k])
                changedAt(m_seen[k].hex);
        m_seen = std::move(seenNow);
        if (m_traced)
            m_all = std::move(statuses);
    }
    if (hexes.empty() && sameArmies)
        return;

    if (m_touched.empty())
        m_touched.assign(static_cast<size_t>(m_world.hexCount()), 0);
    ++m_round;
    for (int i : hexes)
        touch(i);
    std::erase_if(m_nets, [&](const KingdomNet &n) {
        return std::find(searchAgain.begin(), searchAgain.end(), n.kingdom) != searchAgain.end();
    });
    for (KingdomNet &n : m_nets) {
        std::vector<int> blockChanged;
        for (int i : hexes) {
            const char blocked = blockedFor(n.kingdom, i) ? 1 : 0;
            if (blocked != n.blocked[static_cast<size_t>(i)]) {
                n.blocked[static_cast<size_t>(i)] = blocked;
                blockChanged.push_back(i);
            }
        }
        repair(n, blockChanged);
    }
    if (!m_traced)
        return;
    for (size_t i = 0; i < m_all.size(); ++i) {
        const HexArmy &army = armies[i];
        const bool researched =
            std::find(searchAgain.begin(), searchAgain.end(), army.kingdom) != searchAgain.end();
        if ((!fresh.empty() && fresh[i]) || researched || touched(m_all[i], army))
            m_all[i] = trace(army);
    }
}

std::vector<int> SupplyTracer::walkDown(int from, const KingdomNet &n, bool open) const
{
    // Each step goes to the first neighbour (in direction order) nearest the stronghold, so the
    // route drawn for the GM is always the same one.
    std::vector<int> route{from};
    // Bounded by the map's size, should the flags ever disagree with the distances.
    for (int i = from; route.size() <= m_links.size();) {
        int best = -1, bestIndex = -1;
        forLinked(i, m_links[static_cast<size_t>(i)], [&](int j) {
            const int nd = n.distance[static_cast<size_t>(j)];
            if (nd >= 0 && (!open || n.open[static_cast<size_t>(j)]) && (best < 0 || nd < best)) {
                best = nd;
                bestIndex = j;
            }
        });
        if (best < 0)
            break; // cannot happen on consistent distances
        if (route.size() == 1)
            route.reserve(static_cast<size_t>(best) + 2); // each step comes one nearer
        i = bestIndex;
        route.push_back(i);
        if (best == 0)
            break;
    }
    return route;
}

SupplyStatus SupplyTracer::trace(const HexArmy &army)
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
    if (here < 0 || (m_links[static_cast<size_t>(here)] & kDirections) == 0) {
        s.reason = SupplyReason::NoNetworkHere;
        return s;
    }
    const KingdomNet &n = net(army.kingdom);
    // As seen from the army's hex: its nearest neighbours on the network, and whether one of them
    // is open. The army's own hex never blocks its own route.
    int shortest = -1;
    bool open = false;
    forLinked(here, m_links[static_cast<size_t>(here)], [&](int j) {
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
    const std::vector<int> route = walkDown(here, n, open);
    s.route.reserve(route.size());
    for (int i : route)
        s.route.push_back(m_world.hexAt(i));
    s.stronghold = m_world.strongholdAt(s.route.back());
    if (open) {
        s.inSupply = true;
        s.reason = SupplyReason::Route;
        return s;
    }
    for (size_t i = 1; i < route.size(); ++i)
        if (n.blocked[static_cast<size_t>(route[i])]) {
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
    return SupplyTracer(world, state).all();
}

} // namespace muster::hexrules
