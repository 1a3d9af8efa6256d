// Hex engine benchmarks: supply status of 500 armies on a 256x256 map with a dense road net,
// traced whole (goal: 5 ms) and brought up to date after one army's march (goal: 1 ms), each
// against one bare breadth-first search over the same road net in the same run; 100,000 battle
// turns of 30 BR against 25 BR with every die logged (R2), against drawing the same number of d20s
// alone with Dice::roll in the same run (goal: at most twice their time; the line says whether it
// is met). Beside them, the floors such a simulation stands on: the same d20s drawn in runs as the
// battle draws them, unlogged; every die of the battles drawn and logged in runs as the battle
// logs them, with nothing else done; and the battles with their dice unlogged. And the odds of
// a 20-unit battle, 10,000 runs (goal: at most 100 ms, so a battle dialog's odds update while the
// GM changes a choice), against one run in the same process. Medians of 7 runs (9 for the battles,
// each timed as the thread's CPU time).
#include "BenchTiming.h"
#include "dice/Dice.h"
#include "model/Ruleset.h"
#include "rules/hex/BattleOdds.h"
#include "rules/hex/HexBattle.h"
#include "rules/hex/HexSupply.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace muster;
using namespace muster::hexrules;

namespace {
constexpr int kRuns = 7;
constexpr int kBattleRuns = 9;

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

World denseRoadMap(int side)
{
    World w;
    w.columns = side;
    w.rows = side;
    Pcg32 rng(2024);
    for (int i = 0; i < side * side; ++i)
        w.terrain.push_back(rng.below(12) == 0 ? HexTerrain::Water
                                               : static_cast<HexTerrain>(rng.below(9)));
    w.hexArea.assign(static_cast<size_t>(side * side), -1);
    // A road along every second row and a north-south road every fourth column.
    for (int row = 0; row < side; row += 2) {
        HexPath road{QStringLiteral("row road"), false, {}};
        for (int col = 0; col < side; ++col)
            road.hexes.push_back(hexFromOffset({col, row}));
        w.roads.push_back(road);
    }
    for (int col = 0; col < side; col += 4) {
        HexPath road{QStringLiteral("column road"), false, {}};
        Hex h = hexFromOffset({col, 0});
        road.hexes.push_back(h);
        for (int row = 1; row < side; ++row) {
            // Zigzag south: alternate the two southern neighbours to stay near the column.
            const Hex next = hexNeighbour(h, row % 2 ? 5 : 4);
            if (!w.contains(next))
                break;
            h = next;
            road.hexes.push_back(h);
        }
        w.roads.push_back(road);
    }
    for (int k = 0; k < 4; ++k)
        for (int s = 0; s < 10; ++s)
            w.strongholds.push_back(
                {QStringLiteral("Hold %1-%2").arg(k).arg(s),
                 hexFromOffset(
                     {static_cast<int>(rng.below(static_cast<std::uint32_t>(side))),
                      static_cast<int>(rng.below(static_cast<std::uint32_t>(side / 2))) * 2}),
                 k, false});
    w.rebuild();
    return w;
}

/// The reference: one breadth-first search over the road net from one hex, nothing else.
int bareSearch(const World &world, Hex from)
{
    std::vector<int> distance(static_cast<size_t>(world.hexCount()), -1);
    std::vector<int> queue;
    queue.reserve(distance.size());
    const int start = world.indexOf(from);
    distance[static_cast<size_t>(start)] = 0;
    queue.push_back(start);
    for (size_t head = 0; head < queue.size(); ++head) {
        const Hex h = world.hexAt(queue[head]);
        const std::uint8_t links = world.roadMask(h);
        for (int d = 0; d < 6; ++d) {
            if (!((links >> d) & 1u))
                continue;
            const int j = world.indexOf(hexNeighbour(h, d));
            if (j < 0 || distance[static_cast<size_t>(j)] >= 0)
                continue;
            distance[static_cast<size_t>(j)] = distance[static_cast<size_t>(queue[head])] + 1;
            queue.push_back(j);
        }
    }
    return static_cast<int>(queue.size());
}

/// Wall and thread CPU time of one call, in ms: on a machine shared with other builders the
/// wall clock also counts the time other processes held the core; the CPU time does not.
struct Timing
{
    std::vector<double> wall, cpu;
    template <typename F> void time(F &&f)
    {
        const double c0 = test::threadCpuMs();
        QElapsedTimer t;
        t.start();
        f();
        wall.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        cpu.push_back(test::threadCpuMs() - c0);
    }
};

bool sameStatuses(const std::vector<SupplyStatus> &a, const std::vector<SupplyStatus> &b)
{
    return std::equal(
        a.begin(), a.end(), b.begin(), b.end(), [](const SupplyStatus &x, const SupplyStatus &y) {
            return x.army == y.army && x.inSupply == y.inSupply && x.reason == y.reason &&
                   x.route == y.route && x.cutAt == y.cutAt && x.stronghold == y.stronghold;
        });
}

void benchSupply()
{
    const World world = denseRoadMap(256);
    TurnState state;
    Pcg32 rng(7);
    for (int a = 0; a < 500; ++a) {
        HexArmy army;
        army.id = QStringLiteral("A%1").arg(a);
        army.kingdom = static_cast<int>(rng.below(4));
        // Mostly on roads (every second row), some off them.
        army.hex =
            hexFromOffset({static_cast<int>(rng.below(256)), static_cast<int>(rng.below(256))});
        army.units.push_back({QStringLiteral("heavy infantry"), false, 5});
        state.armies.push_back(army);
    }
    Timing full, bare;
    int inSupply = 0, reached = 0;
    for (int run = 0; run < 21; ++run) {
        full.time([&] {
            const auto statuses = traceSupply(world, state);
            inSupply =
                static_cast<int>(std::count_if(statuses.begin(), statuses.end(),
                                               [](const SupplyStatus &s) { return s.inSupply; }));
        });
        bare.time([&] { reached = bareSearch(world, world.strongholds.front().hex); });
    }

    // One army on a road steps one hex east and back, again and again; each time the statuses
    // of all 500 are brought up to date.
    size_t marcher = 0;
    while (marcher < state.armies.size() &&
           !(world.roadMask(state.armies[marcher].hex) & 1u)) // a road leads east
        ++marcher;
    SupplyTracer tracer(world, state);
    tracer.all();
    Timing march;
    bool agrees = true;
    for (int run = 0; run < 101; ++run) {
        HexArmy &army = state.armies[marcher];
        const Hex from = army.hex;
        const Hex to = hexNeighbour(from, run % 2 ? 3 : 0);
        march.time([&] {
            army.hex = to;
            tracer.all();
        });
        if (run < 3 || run == 100)
            agrees = agrees && sameStatuses(tracer.all(), traceSupply(world, state)); // untimed
    }
    // A battle's end: an army on the network loses its last unit and leaves the list (as at the
    // end of the day), then is mustered again in its place; each time all 500 are brought up to
    // date.
    Timing battle;
    for (int run = 0; run < 101; ++run) {
        const size_t fallen = (marcher + 1 + static_cast<size_t>(run) * 7) % state.armies.size();
        const HexArmy was = state.armies[fallen];
        battle.time([&] {
            state.armies.erase(state.armies.begin() + static_cast<std::ptrdiff_t>(fallen));
            tracer.all();
        });
        battle.time([&] {
            state.armies.insert(state.armies.begin() + static_cast<std::ptrdiff_t>(fallen), was);
            tracer.all();
        });
        if (run < 3 || run == 100)
            agrees = agrees && sameStatuses(tracer.all(), traceSupply(world, state)); // untimed
    }
    std::printf("supply: 500 armies, 256x256 map, %zu roads, %d in supply, medians as wall ms / "
                "thread CPU ms\n",
                world.roads.size(), inSupply);
    // A goal is judged on the thread's CPU time, which other builders on the machine do not
    // inflate; the wall time is printed beside it.
    const auto report = [&](const char *what, const Timing &t, double goalMs) {
        const double w = median(t.wall), c = median(t.cpu);
        std::printf("  %-38s %8.3f / %8.3f ms  %6.2fx / %6.2fx the bare search, %6.3fx / %6.3fx "
                    "the whole trace",
                    what, w, c, w / std::max(median(bare.wall), 1e-9),
                    c / std::max(median(bare.cpu), 1e-9), w / std::max(median(full.wall), 1e-9),
                    c / std::max(median(full.cpu), 1e-9));
        if (goalMs > 0)
            std::printf(" (goal <= %g ms CPU: goal %s)", goalMs, c <= goalMs ? "met" : "NOT met");
        std::printf("\n");
    };
    std::printf("  (bare search: one breadth-first search over the road net, %d hexes)\n", reached);
    report("bare search", bare, 0);
    report("traced whole", full, 5);
    report("after one army's march", march, 1);
    report("after an army falls or is mustered", battle, 1);
    std::printf("  after the marches and battles: %s a whole trace\n",
                agrees ? "the same statuses as" : "STATUSES DIFFER FROM");
}

/// The armies fight to the end: nobody withdraws (so every battle runs its full course).
class FightOn : public BattleDecisions
{
public:
    bool withdraw(const BattleView &, int) override { return false; }
};

void benchBattles()
{
    const Ruleset ruleset = Ruleset::builtin(RulesetKind::Hex);
    const HexRules rules = HexRules::fromRuleset(ruleset);
    World world;
    world.columns = 2;
    world.rows = 1;
    world.terrain = {HexTerrain::Clear, HexTerrain::Clear};
    world.hexArea = {-1, -1};
    world.rebuild();
    HexArmy a, b;
    a.id = QStringLiteral("A");
    a.kingdom = 0;
    b.id = QStringLiteral("B");
    b.kingdom = 1;
    for (int i = 0; i < 15; ++i)
        a.units.push_back({QStringLiteral("heavy infantry"), false, 5}); // 15 x 2 = 30 BR
    for (int i = 0; i < 10; ++i)
        b.units.push_back({QStringLiteral("polearm infantry"), false, 5}); // 10 x 2.5 = 25 BR
    const bool supplied[2] = {false, false};
    FightOn decisions;
    constexpr int kTurns = 100000;

    // One battle set up once and fought again and again with other dice, as the odds of a battle
    // are computed; its log emptied before each (the battle's names stay interned).
    TurnLog log;
    log.reserve(4096);
    Dice first(1, &log);
    HexBattle battle(QStringLiteral("B"), Hex{1, 0}, a, b, supplied, world, rules, decisions, first,
                     log);
    const auto simulate = [&](bool logDice, long long *d20s, long long *d6s = nullptr) {
        int turns = 0, battles = 0;
        while (turns < kTurns) {
            log.clearEvents();
            Dice dice(static_cast<std::uint64_t>(battles) + 1, logDice ? &log : nullptr);
            battle.restart(dice);
            while (turns < kTurns) {
                ++turns;
                if (battle.fightTurn())
                    break;
            }
            if (d20s)
                for (std::size_t i = 0; i < log.size(); ++i)
                    if (const auto *run = log.get<log::DiceRolled>(i)) {
                        if (run->sides == 20)
                            *d20s += run->count();
                        else if (d6s && run->sides == 6)
                            *d6s += run->count();
                    }
            ++battles;
        }
        return battles;
    };
    long long d20s = 0, d6s = 0;
    const int battles = simulate(true, &d20s, &d6s); // counts the dice, untimed

    std::vector<double> battleSeconds, diceSeconds, quietSeconds, allDiceSeconds, runSeconds;
    // A battle turn's throws of one side, on average: the runs the battle draws its d20s in.
    const int runLength = static_cast<int>(std::max(1LL, d20s / (2LL * kTurns)));
    // Each measured as this thread's CPU time: the other builds of a shared machine take the core
    // from one side of a ratio more than the other, and the wall clock would count that.
    const auto cpuSeconds = [](auto &&f) { return test::cpuMs(f) / 1e3; };
    for (int run = 0; run < kBattleRuns; ++run) {
        battleSeconds.push_back(cpuSeconds([&] { simulate(true, nullptr); }));

        // The same number of d20s drawn alone, unlogged.
        Dice plain(1);
        long long sum = 0;
        diceSeconds.push_back(cpuSeconds([&] {
            for (long long i = 0; i < d20s; ++i)
                sum += plain.roll(20);
        }));
        if (sum == 42)
            std::printf(" ");

        // The same d20s drawn in runs of a side's throws, unlogged, as the battle draws them:
        // a run works its bound out once (Pcg32::Bound), so its dice do not divide.
        Dice runs(1);
        runSeconds.push_back(cpuSeconds([&] {
            for (long long i = 0; i < d20s; i += runLength)
                runs.rollNumbered(static_cast<int>(std::min<long long>(runLength, d20s - i)), 20,
                                  {}, [&sum](int, int value) { sum += value; });
        }));

        // The floor of this battle's log of its dice: every die it rolls drawn and logged as it
        // logs them, nothing else: its d20s in runs of a side's throws, its d6s in pairs (a
        // morale roll's 2d6), each run a DiceRolled record.
        log.clearEvents();
        log::DieFor what;
        what.purpose = DiePurpose::AttackThrow;
        what.second = 1;
        Dice allLogged(1, &log);
        allDiceSeconds.push_back(cpuSeconds([&] {
            long long drawn = 0;
            for (long long i = 0; i < d20s; i += runLength, drawn += runLength) {
                if (drawn >= 4096) {
                    log.clearEvents(); // a battle's worth at a time, as above
                    drawn = 0;
                }
                allLogged.rollNumbered(static_cast<int>(std::min<long long>(runLength, d20s - i)),
                                       20, what, [](int, int) {});
            }
            for (long long i = 0; i < d6s; i += 2, drawn += 2) {
                if (drawn >= 4096) {
                    log.clearEvents();
                    drawn = 0;
                }
                sum += allLogged.rollSum(2, 6, what);
            }
        }));

        // For comparison: the same battles with their dice unlogged (the attack throws are still
        // listed in each AttackThrows event): what the log of the dice (R2) costs.
        quietSeconds.push_back(cpuSeconds([&] { simulate(false, nullptr); }));
    }
    const double bs = median(battleSeconds), ds = median(diceSeconds), qs = median(quietSeconds);
    const double ratio = bs / std::max(ds, 1e-12);
    std::printf("battles: %d battle turns of 30 BR vs 25 BR in %d battles, %lld d20s, every die "
                "logged: median %.4f s, %.0f battles/s; the same d20s drawn alone: median %.4f s; "
                "ratio %.2fx (goal <= 2x: at least half the speed of the dice alone): goal %s\n",
                kTurns, battles, d20s, bs, battles / bs, ds, ratio,
                ratio <= 2.0 ? "met" : "NOT met");
    std::printf("battles with their dice unlogged: median %.4f s, ratio %.2fx to the d20s alone\n",
                qs, qs / std::max(ds, 1e-12));
    const double rs = median(runSeconds);
    std::printf("the same d20s drawn in runs of %d (a side's throws in a battle turn), unlogged: "
                "median %.4f s, ratio %.2fx to the d20s alone; the battles are %.2fx these\n",
                runLength, rs, rs / std::max(ds, 1e-12), bs / std::max(rs, 1e-12));
    const double as = median(allDiceSeconds);
    std::printf("every die of the battles (%lld d20s in runs of %d, %lld d6s in pairs) drawn and "
                "logged as the battles log them, nothing else: median %.4f s, ratio %.2fx to the "
                "d20s alone\n",
                d20s, runLength, d6s, as, as / std::max(ds, 1e-12));
}

void benchOdds()
{
    // The battle of tests/rules/hex/odds/H4.2-twenty-units-long-run.json: ten units a side.
    BattleSetup setup;
    auto world = std::make_shared<World>();
    world->columns = 2;
    world->rows = 1;
    world->terrain = {HexTerrain::Clear, HexTerrain::Clear};
    world->hexArea = {-1, -1};
    world->rebuild();
    setup.world = world;
    setup.ruleset = std::make_shared<const Ruleset>(Ruleset::builtin(RulesetKind::Hex));
    const auto add = [](HexArmy &army, const char *type, int count) {
        for (int i = 0; i < count; ++i)
            army.units.push_back({QLatin1String(type), false, 5});
    };
    HexArmy &a = setup.armies[0];
    a.id = QStringLiteral("A1");
    a.kingdom = 0;
    add(a, "heavy infantry", 6);
    add(a, "bowmen", 2);
    add(a, "light cavalry", 2);
    HexArmy &b = setup.armies[1];
    b.id = QStringLiteral("B1");
    b.kingdom = 1;
    b.hex = Hex{1, 0};
    add(b, "polearm infantry", 4);
    add(b, "light infantry", 3);
    add(b, "crossbowmen", 2);
    add(b, "medium cavalry", 1);
    setup.hex = b.hex;
    constexpr int kOddsRuns = 10000;
    std::vector<double> many, manyCpu, one;
    BattleOdds odds;
    for (int run = 0; run < kRuns; ++run) {
        QElapsedTimer t;
        t.start();
        const double cpu = test::threadCpuMs();
        odds = simulateBattle(setup, {}, kOddsRuns, static_cast<std::uint64_t>(run) + 1);
        manyCpu.push_back(test::threadCpuMs() - cpu);
        many.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
        // The reference: one run of the same battle, set up and fought once.
        QElapsedTimer o;
        o.start();
        for (int k = 0; k < 20; ++k)
            simulateBattle(setup, {}, 1, static_cast<std::uint64_t>(k) + 1);
        one.push_back(static_cast<double>(o.nsecsElapsed()) / 1e6 / 20);
    }
    const double m = median(many), mc = median(manyCpu), o = median(one);
    // A lone run (microseconds) is rarely preempted, 10,000 runs are: on a machine shared with
    // other builds the wall time of the long run grows with the load while its CPU time does
    // not, so both are printed, and the ratio is of CPU time to the lone run's.
    std::printf("odds: %d runs of a 20-unit battle (%.1f battle turns each): median %.1f ms wall, "
                "%.1f ms CPU (goal <= 100 ms); one run alone: median %.3f ms; ratio %.0fx for "
                "%dx the runs (%.2f of a lone run's time per run); attacker wins %.1f%% +- %.1f\n",
                kOddsRuns, odds.meanTurns(), m, mc, o, mc / std::max(o, 1e-9), kOddsRuns,
                mc / std::max(o, 1e-9) / kOddsRuns, 100 * odds.chance(OddsOutcome::AttackerWins),
                100 * odds.interval(OddsOutcome::AttackerWins).halfWidth());
}
} // namespace

int main(int argc, char **argv)
{
    std::setvbuf(stdout, nullptr, _IONBF, 0); // progress shows at once, even through a pipe
    // One subject by name ("supply", "battles", "odds"), or all.
    const auto wanted = [&](const char *subject) {
        return argc < 2 || std::strcmp(argv[1], subject) == 0;
    };
    if (wanted("supply"))
        benchSupply();
    if (wanted("battles"))
        benchBattles();
    if (wanted("odds"))
        benchOdds();
    return 0;
}
