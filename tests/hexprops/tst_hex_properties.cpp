// Property tests of the hex engine over random weeks: units only disappear through a
// logged battle, rout, pursuit, surrender, starvation or desertion; the same seed gives the same
// log bytes; bad paths (water, off the map, through an enemy) are rejected with a reason; nothing
// crashes or hangs; supply kept up to date through every event of a week, as the engine keeps it,
// equals supply traced whole.
#include "RandomHexWeek.h"

#include "dice/Dice.h"
#include "log/LogBinary.h"
#include "rules/hex/HexCasualties.h"
#include "rules/hex/HexEngine.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/HexSupply.h"

#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace muster;
using namespace muster::hexrules;

namespace {
constexpr int kWeeks = 1000;

struct Run
{
    HexTurnResult result;
    TurnLog log;
    HexOrders orders;
};

Run resolve(const test::RandomHexWeek &w, const Ruleset &ruleset)
{
    Run run;
    const HexRules rules = HexRules::fromRuleset(ruleset);
    run.orders = parseHexOrders(w.orders, w.world, w.state, rules);
    Dice dice(w.seed, &run.log);
    HexResolveOptions options;
    options.firstDay = w.firstDay;
    run.result =
        resolveHexDays(w.world, ruleset, w.state, run.orders.marches, options, dice, run.log);
    return run;
}
} // namespace

class TestHexProperties : public QObject
{
    Q_OBJECT

private slots:
    void randomWeeks();
    void supplyFollowsEveryEvent();
    void removalSetIsMinimal();
};

// H4.2 step 5 against brute force: least BR, then fewest units, on 2,000 random small sides.
void TestHexProperties::removalSetIsMinimal()
{
    Pcg32 rng(5);
    for (int round = 0; round < 2000; ++round) {
        const int n = 1 + static_cast<int>(rng.below(10));
        std::vector<int> br;
        int total = 0;
        for (int i = 0; i < n; ++i) {
            br.push_back(1 + static_cast<int>(rng.below(16))); // half points: 0.5 .. 8
            total += br.back();
        }
        const int needed = static_cast<int>(rng.below(static_cast<std::uint32_t>(total + 4)));
        const std::vector<int> chosen = minimalRemovalSet(br, needed);
        int sum = 0;
        for (int i : chosen)
            sum += br[static_cast<size_t>(i)];
        int bestSum = total, bestCount = n;
        for (int mask = 0; mask < (1 << n); ++mask) {
            int s = 0, c = 0;
            for (int i = 0; i < n; ++i)
                if (mask & (1 << i)) {
                    s += br[static_cast<size_t>(i)];
                    ++c;
                }
            if (s >= needed && (s < bestSum || (s == bestSum && c < bestCount))) {
                bestSum = s;
                bestCount = c;
            }
        }
        if (needed <= 0) {
            QVERIFY(chosen.empty());
            continue;
        }
        QCOMPARE(sum, bestSum);
        QCOMPARE(static_cast<int>(chosen.size()), bestCount);
    }
}

void TestHexProperties::randomWeeks()
{
    const Ruleset ruleset = Ruleset::builtin(RulesetKind::Hex);
    const HexRules rules = HexRules::fromRuleset(ruleset);
    const QSet<QString> causes{QStringLiteral("battle"),     QStringLiteral("rout"),
                               QStringLiteral("pursuit"),    QStringLiteral("surrender"),
                               QStringLiteral("starvation"), QStringLiteral("desertion")};
    int battles = 0, removals = 0, rejected = 0, contacts = 0, replays = 0;
    for (int week = 0; week < kWeeks; ++week) {
        const auto w =
            test::makeRandomHexWeek(static_cast<std::uint64_t>(week) * 7919u + 13u, ruleset);
        const Run run = resolve(w, ruleset);
        const QString where = QStringLiteral("week %1 (seed %2)").arg(week).arg(w.seed);

        // Every deliberately bad line is rejected, with a reason.
        for (const test::BadOrder &bad : w.badOrders) {
            bool found = false;
            for (size_t k = 0; k < run.orders.problems.size(); ++k)
                for (const Problem &p : run.orders.problems[k])
                    found =
                        found || (w.orders[k].at(p.line - 1) == bad.line && !p.message.isEmpty());
            QVERIFY2(found, qPrintable(QStringLiteral("%1: %2 order \"%3\" was accepted")
                                           .arg(where, bad.kind, bad.line)));
        }
        rejected += static_cast<int>(run.orders.allProblems().size());

        // Units are only removed with a logged cause, and every logged removal happened.
        QHash<QString, int> removedPerArmy;
        for (size_t e = 0; e < run.log.size(); ++e) {
            if (const auto *removed = run.log.get<log::UnitRemoved>(e)) {
                const QString cause = QLatin1String(enumName(removed->cause));
                QVERIFY2(causes.contains(cause),
                         qPrintable(where + QStringLiteral(": cause ") + cause));
                ++removedPerArmy[run.log.text(removed->army)];
                ++removals;
            }
            battles += run.log.is<log::HexBattleStarted>(e) ? 1 : 0;
        }
        contacts += run.result.contact ? 1 : 0;
        for (const HexArmy &before : w.state.armies) {
            int after = 0;
            for (const HexArmy &a : run.result.next.armies)
                if (a.id == before.id)
                    after = static_cast<int>(a.units.size());
            QVERIFY2(
                static_cast<int>(before.units.size()) - after == removedPerArmy.value(before.id),
                qPrintable(
                    QStringLiteral("%1: army %2 went from %3 to %4 units with %5 logged removals")
                        .arg(where, before.id)
                        .arg(before.units.size())
                        .arg(after)
                        .arg(removedPerArmy.value(before.id))));
        }
        // Armies stay on land, on the map, with sane hit points; opposing armies never share a hex.
        const auto &armies = run.result.next.armies;
        for (size_t i = 0; i < armies.size(); ++i) {
            QVERIFY2(w.world.contains(armies[i].hex), qPrintable(where));
            QVERIFY2(!armies[i].units.empty(), qPrintable(where));
            for (const Unit &u : armies[i].units)
                QVERIFY2(u.hp >= 1 && u.hp <= std::max(rules.unitMaxHp(u), u.hp),
                         qPrintable(where));
            // (An army that turned hostile this week (H7.2 enmity) may stand among former friends.)
            auto deserted = [&](const HexArmy &a) {
                return a.kingdom < 0 && a.loyalty == QLatin1String("enmity");
            };
            for (size_t j = i + 1; j < armies.size(); ++j)
                QVERIFY2(deserted(armies[i]) || deserted(armies[j]) ||
                             !(armies[i].hex == armies[j].hex && opposing(armies[i], armies[j])),
                         qPrintable(
                             QStringLiteral("%1: opposing armies %2 and %3 share %4")
                                 .arg(where, armies[i].id, armies[j].id, hexLabel(armies[i].hex))));
        }
        // R2: the same week again gives the same bytes.
        const Run again = resolve(w, ruleset);
        QVERIFY2(encodeLog(again.log) == encodeLog(run.log),
                 qPrintable(where + QStringLiteral(": logs differ")));
        // Replay: the log alone takes the start state to exactly the state the week ended with.
        const HexTurnState replayed = replayHexTurn(rules, w.state, run.log, run.log.size());
        QVERIFY2(replayed.state == run.result.next,
                 qPrintable(where + QStringLiteral(": replaying the log does not give the state")));
        ++replays;
        QVERIFY2(again.result.next == run.result.next,
                 qPrintable(where + QStringLiteral(": states differ")));
    }
    qInfo("%d random weeks: %d battles, %d units removed, %d order lines rejected, %d contact "
          "stops, %d replayed from their logs",
          kWeeks, battles, removals, rejected, contacts, replays);
    QVERIFY(battles > 0);
    QVERIFY(replays >= 1000);
}

// The engine judges supply with one tracer that follows the week's state; here a tracer follows
// the state replayed from the log event by event (marches, battles, retreats, removals, armies
// gone, enmity) and after each event must give exactly what a whole trace gives.
void TestHexProperties::supplyFollowsEveryEvent()
{
    const Ruleset ruleset = Ruleset::builtin(RulesetKind::Hex);
    const HexRules rules = HexRules::fromRuleset(ruleset);
    int events = 0, moves = 0, gone = 0;
    for (int week = 0; week < kWeeks; ++week) {
        const auto w =
            test::makeRandomHexWeek(static_cast<std::uint64_t>(week) * 7919u + 13u, ruleset);
        const Run run = resolve(w, ruleset);
        HexTurnState turn(w.state);
        SupplyTracer tracer(w.world, turn.state);
        tracer.all();
        for (size_t e = 0; e < run.log.size(); ++e) {
            applyHexEvent(turn, rules, run.log, e);
            moves += run.log.is<log::ArmyMoved>(e) || run.log.is<log::Retreat>(e) ? 1 : 0;
            gone += run.log.is<log::ArmyDestroyed>(e) ? 1 : 0;
            const std::vector<SupplyStatus> &kept = tracer.all();
            const std::vector<SupplyStatus> whole = traceSupply(w.world, turn.state);
            QVERIFY2(kept == whole, qPrintable(QStringLiteral("week %1 (seed %2): after event %3 "
                                                              "the kept supply differs")
                                                   .arg(week)
                                                   .arg(w.seed)
                                                   .arg(e)));
            ++events;
        }
    }
    qInfo("%d weeks: supply followed through %d events (%d marches and retreats, %d armies "
          "gone)",
          kWeeks, events, moves, gone);
    QVERIFY(moves > 1000 && gone > 0);
}

QTEST_GUILESS_MAIN(TestHexProperties)
#include "tst_hex_properties.moc"
