#include "GeneratedCampaign.h"

#include "log/DiceRuns.h"

#include "log/TurnLog.h"
#include "model/Limits.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <deque>

namespace muster::test {

namespace {
// SplitMix64: tiny, portable and fully specified, so generated campaigns are identical everywhere.
class Random
{
public:
    explicit Random(quint64 seed) : m_state(seed) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n).
    int below(int n) { return n <= 0 ? 0 : static_cast<int>(next() % static_cast<quint64>(n)); }
    bool chance(int percent) { return below(100) < percent; }

private:
    quint64 m_state;
};

constexpr int kCell = 3; // each area grows from one seed hex per kCell x kCell block of the grid

// Grows every area from its seed hex at once (breadth first), so areas are compact blobs that
// tile the grid; a hex belongs to whichever area reached it first.
void growAreas(World &w, int areaCount, Random &rnd)
{
    const int blocksPerRow = w.columns / kCell;
    std::deque<int> frontier;
    for (int a = 0; a < areaCount; ++a) {
        const int col = (a % blocksPerRow) * kCell + rnd.below(kCell);
        const int row = (a / blocksPerRow) * kCell + rnd.below(kCell);
        const int index = row * w.columns + col;
        w.hexArea[static_cast<size_t>(index)] = a;
        frontier.push_back(index);
    }
    while (!frontier.empty()) {
        const int index = frontier.front();
        frontier.pop_front();
        const Hex h = w.hexAt(index);
        for (int d = 0; d < 6; ++d) {
            const int j = w.indexOf(hexNeighbour(h, d));
            if (j >= 0 && w.hexArea[static_cast<size_t>(j)] < 0) {
                w.hexArea[static_cast<size_t>(j)] = w.hexArea[static_cast<size_t>(index)];
                frontier.push_back(j);
            }
        }
    }
}

World generateWorld(int areaCount, Random &rnd)
{
    World w;
    const int blocksPerRow = std::max(1, static_cast<int>(std::ceil(std::sqrt(areaCount))));
    const int blockRows = std::max(1, (areaCount + blocksPerRow - 1) / blocksPerRow);
    w.columns = blocksPerRow * kCell;
    w.rows = blockRows * kCell;
    w.hexArea.assign(static_cast<size_t>(w.hexCount()), -1);
    w.areas.resize(static_cast<size_t>(areaCount));
    for (int a = 0; a < areaCount; ++a) {
        Area &area = w.areas[static_cast<size_t>(a)];
        area.code = QStringLiteral("A%1").arg(a + 1);
        area.name = QStringLiteral("Area %1").arg(a + 1);
    }
    growAreas(w, areaCount, rnd);
    w.rebuild();

    static constexpr AreaTerrain kLand[] = {AreaTerrain::Plains, AreaTerrain::Uplands,
                                            AreaTerrain::Forest, AreaTerrain::Mountains,
                                            AreaTerrain::Wetlands};
    for (Area &area : w.areas)
        area.terrain = rnd.chance(10) ? AreaTerrain::Sea : kLand[rnd.below(5)];
    // A few cities, each next to a land hinterland that is not itself a city (A1.1).
    std::vector<bool> isHinterland(static_cast<size_t>(areaCount), false);
    for (int a = 0; a < areaCount; ++a) {
        Area &area = w.areas[static_cast<size_t>(a)];
        if (area.terrain == AreaTerrain::Sea || isHinterland[static_cast<size_t>(a)] ||
            !rnd.chance(4))
            continue;
        for (int n : w.neighbours(a)) {
            const AreaTerrain t = w.areas[static_cast<size_t>(n)].terrain;
            if (t != AreaTerrain::Sea && t != AreaTerrain::City &&
                !isHinterland[static_cast<size_t>(n)]) {
                area.terrain = AreaTerrain::City;
                area.hinterland = n;
                isHinterland[static_cast<size_t>(n)] = true;
                break;
            }
        }
    }
    return w;
}

/// Kingdom `k`'s player code: its number in the codes' alphabet, fixed (never from `rnd`, whose
/// draws the rest of the campaign follows) and one kingdom's only, as Muster's random ones are.
QString generatedPlayerCode(int k)
{
    const QLatin1StringView alphabet(limits::kCodeAlphabet);
    QString code(limits::kPlayerCodeLength, QChar(alphabet.front()));
    for (qsizetype i = code.size() - 1; i >= 0 && k > 0; --i, k /= alphabet.size())
        code[i] = alphabet[k % alphabet.size()];
    return code;
}

std::vector<Kingdom> generateKingdoms(int count, Random &rnd)
{
    std::vector<Kingdom> kingdoms;
    for (int k = 0; k < count; ++k) {
        const unsigned rgb = static_cast<unsigned>(rnd.next() & 0xFFFFFFu);
        kingdoms.push_back({QStringLiteral("K%1").arg(k + 1),
                            QStringLiteral("Kingdom %1").arg(k + 1),
                            QStringLiteral("N%1").arg(k % 3 + 1),
                            QStringLiteral("#%1").arg(rgb, 6, 16, QLatin1Char('0')), QString(),
                            QString(), generatedPlayerCode(k)});
    }
    return kingdoms;
}

// A valid random state for one area: sea areas hold ships and armies aboard, land areas the rest.
AreaState randomAreaState(const World &w, int area, int kingdoms, Random &rnd)
{
    AreaState s;
    s.owner = rnd.chance(20) ? -1 : rnd.below(kingdoms);
    if (w.isSea(area)) {
        if (s.owner >= 0) {
            s.ships = rnd.below(4);
            s.aboard = rnd.below(s.ships + 1);
        }
        return s;
    }
    s.armies = rnd.below(6);
    s.population = 1 + rnd.below(10);
    s.forts = rnd.below(3);
    const auto &n = w.neighbours(area);
    switch (rnd.below(3)) {
    case 0:
        s.mode = DefenceMode::Defend;
        break;
    case 1:
        s.mode = DefenceMode::Retreat;
        s.modeArea = n.empty() || rnd.chance(50)
                         ? -1
                         : n[static_cast<size_t>(rnd.below(static_cast<int>(n.size())))];
        break;
    default:
        if (n.empty())
            break; // stays RETREAT without a location
        s.mode = DefenceMode::Ambush;
        s.modeArea = n[static_cast<size_t>(rnd.below(static_cast<int>(n.size())))];
    }
    return s;
}

QStringList ordersFor(const Campaign &c, Random &rnd)
{
    QStringList lines;
    const int areaCount = static_cast<int>(c.world.areas.size());
    for (int i = 0; i < 3; ++i) {
        const int from = rnd.below(areaCount);
        const auto &n = c.world.neighbours(from);
        const int to =
            n.empty() ? from : n[static_cast<size_t>(rnd.below(static_cast<int>(n.size())))];
        lines.append(QStringLiteral("%1 MOVE %2 %3 %4")
                         .arg(i + 1)
                         .arg(1 + rnd.below(3))
                         .arg(c.world.areas[static_cast<size_t>(from)].code,
                              c.world.areas[static_cast<size_t>(to)].code));
    }
    return lines;
}

/// A log of the shape a resolved turn's has: the kingdom order's dice and order, accepted and
/// failed actions, a battle with its phases and dispersal, and the end of the turn.
TurnLog logFor(const Campaign &c, int turn, Random &rnd)
{
    TurnLog log;
    const int kingdoms = static_cast<int>(c.kingdoms.size());
    const int areas = static_cast<int>(c.world.areas.size());
    log::Die die;
    die.what.purpose = DiePurpose::KingdomOrder;
    std::vector<int> order;
    for (int k = kingdoms; k >= 1; --k) {
        die.what.first = k;
        die.sides = k;
        die.value = 1 + rnd.below(k);
        log::addDie(log, die);
        order.push_back(k - 1);
    }
    log.add(log::KingdomOrder{turn, log.addNumbers(order)});
    for (int i = 0; i < 12; ++i) {
        const int k = rnd.below(kingdoms);
        const int from = rnd.below(areas), to = rnd.below(areas);
        AreaAction a;
        a.number = 1 + i / std::max(1, kingdoms);
        a.kind = ActionKind::Move;
        a.count = {ActionCount::Kind::Exact, 1 + rnd.below(3)};
        a.source = from;
        a.target = to;
        if (rnd.below(4) == 0) {
            Failure f;
            f.reason = FailureReason::NotAdjacent;
            f.text = FailureText::NotAdjacent;
            f.area = to;
            f.area2 = from;
            log.add(log::ActionFailed{{k}, a, f});
            continue;
        }
        log.add(log::ActionAccepted{{k}, a, a.count.n, 0, 1, 10});
        log.add(log::BattleStarted{
            i + 1, ActionKind::Move, {k}, {-1}, {from}, {to}, a.count.n, 0, 1, 2});
        log::PhaseResolved p;
        p.battle = i + 1;
        p.kingdom = {k};
        p.area = {to};
        p.from = {from};
        p.attackers = a.count.n;
        p.defence = 2;
        p.defenderArmies = 1;
        p.attackerLoss = 1;
        p.defenderLoss = 1;
        p.defenderArmyLoss = 1;
        log.add(p);
        log.add(log::Dispersed{i + 1, {k}, 1, 0, 1});
        log.add(log::BattleEnded{i + 1, AreaBattleResult::Repulsed, ActionKind::Move, {k}, {to}});
    }
    for (int k = 0; k < kingdoms; ++k)
        log.add(log::Income{{k}, 3, 20});
    log.add(log::TurnEnded{turn});
    return log;
}
} // namespace

Campaign generateAreaCampaign(int areas, int kingdoms, int turns, quint64 seed)
{
    Random rnd(seed);
    Campaign c;
    c.name = QStringLiteral("Generated %1 areas, %2 turns").arg(areas).arg(turns);
    c.seed = seed & Campaign::kMaxSeed;
    c.gameCode = QStringLiteral("GENR8D"); // fixed, as the rest of a generated campaign
    c.ruleset = Ruleset::builtin(RulesetKind::Area);
    c.kingdoms = generateKingdoms(std::max(1, kingdoms), rnd);
    c.world = generateWorld(std::max(1, areas), rnd);
    const int kingdomCount = static_cast<int>(c.kingdoms.size());
    const int areaCount = static_cast<int>(c.world.areas.size());

    TurnState state;
    for (int a = 0; a < areaCount; ++a)
        state.areas.push_back(randomAreaState(c.world, a, kingdomCount, rnd));
    for (int k = 0; k < kingdomCount; ++k)
        state.kingdoms.push_back({10 + rnd.below(40), rnd.below(10), rnd.below(5), 0});
    if (kingdomCount >= 2)
        state.passages.push_back({0, 1});

    c.turns.reserve(static_cast<size_t>(std::max(1, turns)));
    for (int number = 1; number <= std::max(1, turns); ++number) {
        if (number > 1) {
            // About one area in twenty changes per turn, as in play.
            for (int i = 0; i < std::max(1, areaCount / 20); ++i) {
                const int a = rnd.below(areaCount);
                state.areas[static_cast<size_t>(a)] =
                    randomAreaState(c.world, a, kingdomCount, rnd);
            }
            for (KingdomState &k : state.kingdoms)
                k.bp = std::max(0, k.bp + rnd.below(7) - 3);
        }
        state.turn = number;
        TurnRecord t;
        t.number = number;
        t.seed = Campaign::turnSeed(c.seed, number);
        t.state = state;
        t.resolved = number < turns;
        t.orders.resize(static_cast<size_t>(kingdomCount));
        for (int k = 0; k < kingdomCount; ++k)
            t.orders[static_cast<size_t>(k)] = ordersFor(c, rnd);
        if (t.resolved)
            t.log = logFor(c, number, rnd);
        c.turns.push_back(std::move(t));
    }
    return c;
}

void giveKingdomsHomelands(Campaign &c, quint64 seed)
{
    Random rnd(seed);
    std::vector<AreaState> &areas = c.current().state.areas;
    const int areaCount = static_cast<int>(areas.size());
    const int kingdoms = static_cast<int>(c.kingdoms.size());
    std::vector<int> owner(static_cast<size_t>(areaCount), -1);
    std::vector<int> frontier;
    // Seeds every areaCount / kingdoms areas: the generated world numbers its areas row by row,
    // so the seeds spread over it.
    for (int k = 0; k < kingdoms && areaCount > 0; ++k) {
        int a = static_cast<int>(qint64(k) * areaCount / kingdoms);
        while (a < areaCount && (c.world.isSea(a) || owner[static_cast<size_t>(a)] >= 0))
            ++a;
        if (a >= areaCount)
            break;
        owner[static_cast<size_t>(a)] = k;
        frontier.push_back(a);
    }
    // One ring at a time for every kingdom, so they grow alike until they meet.
    while (!frontier.empty()) {
        std::vector<int> next;
        for (int a : frontier)
            for (int n : c.world.neighbours(a))
                if (!c.world.isSea(n) && owner[static_cast<size_t>(n)] < 0) {
                    owner[static_cast<size_t>(n)] = owner[static_cast<size_t>(a)];
                    next.push_back(n);
                }
        frontier = std::move(next);
    }
    for (int a = 0; a < areaCount; ++a) {
        AreaState &s = areas[static_cast<size_t>(a)];
        s.owner = c.world.isSea(a) || rnd.chance(20) ? -1 : owner[static_cast<size_t>(a)];
        if (s.owner < 0)
            s.ships = s.aboard = 0;
    }
}

void appendResolvedTurn(Campaign &c, int areaStride)
{
    TurnRecord next = c.current();
    c.current().resolved = true;
    c.current().log = TurnLog();
    c.current().log.add(log::TurnEnded{c.current().number});
    next.number += 1;
    next.state.turn = next.number;
    next.seed = Campaign::turnSeed(c.seed, next.number);
    for (size_t a = 0; a < next.state.areas.size();
         a += static_cast<size_t>(std::max(areaStride, 1)))
        if (!c.world.isSea(static_cast<int>(a))) // a sea has no population (A1.2)
            next.state.areas[a].population += 1;
    if (!next.state.armies.empty())
        next.state.armies[0].daysOutOfSupply += 1;
    for (QStringList &orders : next.orders)
        orders.clear();
    c.turns.push_back(std::move(next));
}

} // namespace muster::test
