// Properties of the area engine over many random turns on generated maps:
// armies are conserved per kingdom, BPs never go negative, no area holds two kingdoms' armies,
// the same seed gives a byte-identical log, and no order set crashes or hangs the engine.
#include "AreaScenario.h"

#include "log/LogBinary.h"
#include "log/LogText.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/AreaReplay.h"
#include "rules/area/OrderSheet.h"

#include <QElapsedTimer>
#include <QMap>
#include <QTest>

using namespace muster;
using namespace muster::test;

class TestAreaProperties : public QObject
{
    Q_OBJECT

private slots:
    void randomTurns_data();
    void randomTurns();
    void canonicalLinesRoundTrip();
    void cleanupTestCase();

private:
    QMap<QString, int> m_eventCounts; // over all random turns: the runs must reach every rule
    int m_replayed = 0;               // turns whose log replayed to their next state
};

namespace {

/// A kingdom's armies: on its land, aboard its ships, in its reserve, dispersed this turn.
std::vector<long long> armiesPerKingdom(const TurnState &s, const World &world)
{
    std::vector<long long> out(s.kingdoms.size(), 0);
    for (size_t i = 0; i < s.areas.size(); ++i) {
        const AreaState &a = s.areas[i];
        if (a.owner >= 0)
            out[static_cast<size_t>(a.owner)] +=
                world.areas[i].terrain == AreaTerrain::Sea ? a.aboard : a.armies;
    }
    for (size_t k = 0; k < s.kingdoms.size(); ++k)
        out[k] += s.kingdoms[k].armyReserve + s.kingdoms[k].dispersed;
    return out;
}

QString checkInvariants(const TurnState &s, const World &world)
{
    for (size_t k = 0; k < s.kingdoms.size(); ++k) {
        const KingdomState &ks = s.kingdoms[k];
        if (ks.bp < 0 || ks.armyReserve < 0 || ks.dispersed != 0)
            return QStringLiteral("kingdom %1: bp %2, reserve %3, dispersed %4")
                .arg(k)
                .arg(ks.bp)
                .arg(ks.armyReserve)
                .arg(ks.dispersed);
    }
    for (size_t i = 0; i < s.areas.size(); ++i) {
        const AreaState &a = s.areas[i];
        const bool sea = world.areas[i].terrain == AreaTerrain::Sea;
        if (a.armies < 0 || a.population < 0 || a.forts < 0 || a.ships < 0 || a.aboard < 0)
            return QStringLiteral("area %1 has a negative count").arg(i);
        // One owner per area holds all its armies (A1.2); at sea armies need ships, one per ship.
        if (sea && (a.armies != 0 || a.aboard > a.ships || (a.ships > 0 && a.owner < 0)))
            return QStringLiteral("sea area %1: armies %2, aboard %3, ships %4, owner %5")
                .arg(i)
                .arg(a.armies)
                .arg(a.aboard)
                .arg(a.ships)
                .arg(a.owner);
        if (!sea && (a.ships != 0 || a.aboard != 0))
            return QStringLiteral("land area %1 holds ships").arg(i);
        if (a.owner < -1 || a.owner >= static_cast<int>(s.kingdoms.size()))
            return QStringLiteral("area %1 has owner %2").arg(i).arg(a.owner);
    }
    return {};
}

} // namespace

void TestAreaProperties::randomTurns_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("areas");
    QTest::addColumn<int>("kingdoms");
    // 60 maps x 20 turns = 1,200 random turns.
    for (int i = 0; i < 60; ++i)
        QTest::newRow(qPrintable(QStringLiteral("map-%1").arg(i)))
            << quint64(1000 + i) << 8 + (i * 7) % 40 << 1 + i % 6;
}

void TestAreaProperties::randomTurns()
{
    QFETCH(quint64, seed);
    QFETCH(int, areas);
    QFETCH(int, kingdoms);
    AreaScenario scenario = generateAreaScenario(seed, areas, kingdoms);
    std::mt19937_64 rng(seed * 31 + 7);
    const AreaRules rules{scenario.world, scenario.kingdoms, AreaParameters::defaults()};
    QElapsedTimer timer;
    timer.start();
    for (int turn = 0; turn < 20; ++turn) {
        const AreaOrders orders = randomAreaOrders(rng, scenario, rules.params.maxActions);
        const TurnState before = scenario.state;
        const std::uint64_t turnSeed = rng();
        const AreaTurnResult result = resolveAreaTurn(rules, before, orders, turnSeed);
        QVERIFY2(before == scenario.state, "resolve changed its input");
        const AreaTurnResult again = resolveAreaTurn(rules, before, orders, turnSeed);
        QCOMPARE(encodeLog(again.log), encodeLog(result.log));
        QVERIFY(again.next == result.next);
        const LogContext context{&scenario.world, &scenario.kingdoms, RulesetKind::Area, {}};
        // Replay: the log alone takes the state before to exactly the next state.
        const AreaTurnState replayed =
            replayAreaTurn(scenario.world, before, result.log, result.log.size());
        QVERIFY2(replayed.state == result.next && replayed.tallies == result.tallies,
                 qPrintable(QStringLiteral("turn %1: replaying the log does not give the next "
                                           "state\n%2")
                                .arg(turn)
                                .arg(logText(result.log, context))));
        ++m_replayed;

        const QString broken = checkInvariants(result.next, scenario.world);
        QVERIFY2(broken.isEmpty(), qPrintable(QStringLiteral("turn %1: %2\n%3")
                                                  .arg(turn)
                                                  .arg(broken, logText(result.log, context))));
        const auto armiesBefore = armiesPerKingdom(before, scenario.world);
        const auto armiesAfter = armiesPerKingdom(result.next, scenario.world);
        for (size_t k = 0; k < armiesBefore.size(); ++k) {
            const ArmyTally &t = result.tallies[k];
            // before + levied = after (map, reserve) + destroyed; dispersed armies are back in
            // the reserve, so they are in "after".
            QVERIFY2(armiesBefore[k] + t.levied == armiesAfter[k] + t.destroyed,
                     qPrintable(QStringLiteral(
                                    "turn %1, kingdom %2: %3 + %4 levied != %5 + %6 destroyed\n%7")
                                    .arg(turn)
                                    .arg(k)
                                    .arg(armiesBefore[k])
                                    .arg(t.levied)
                                    .arg(armiesAfter[k])
                                    .arg(t.destroyed)
                                    .arg(logText(result.log, context))));
        }
        QCOMPARE(result.next.turn, before.turn + 1);
        for (size_t e = 0; e < result.log.size(); ++e) {
            const QString type = QLatin1String(log::eventTypeName(result.log.typeAt(e)));
            const auto *failed = result.log.get<log::ActionFailed>(e);
            ++m_eventCounts[failed ? type + QLatin1Char(':') + failureCode(failed->failure.reason)
                                   : type];
        }
        scenario.state = result.next;
    }
    QVERIFY2(timer.elapsed() < 20000, "20 turns took more than 20 s: a hang?");
}

void TestAreaProperties::canonicalLinesRoundTrip()
{
    // The canonical lines stored for a sheet parse back to the same actions.
    const AreaScenario scenario = generateAreaScenario(5, 40, 3);
    std::mt19937_64 rng(9);
    const AreaOrders orders = randomAreaOrders(rng, scenario, 16, false);
    for (const auto &all : orders) {
        std::vector<AreaAction> list; // a sheet never moves from an area into itself
        for (AreaAction a : all)
            if ((a.source < 0 || a.source != a.target) &&
                (a.location < 0 || a.location != a.target))
                list.push_back(a);
        for (size_t i = 0; i < list.size(); ++i)
            list[i].number = static_cast<int>(i) + 1;
        OrderSheet sheet;
        sheet.actions = list;
        const QStringList lines = sheet.canonicalLines(scenario.world);
        const OrderSheet back = parseOrderSheet(lines.join(QLatin1Char('\n')), scenario.world,
                                                AreaParameters::defaults().maxActions);
        QVERIFY2(back.ok(), qPrintable(back.errorTexts().join(QLatin1Char('\n'))));
        QCOMPARE(back.actions.size(), list.size());
        for (size_t i = 0; i < list.size(); ++i) {
            AreaAction expected = list[i];
            expected.line = static_cast<int>(i) + 1;
            QCOMPARE(formatAction(back.actions[i], scenario.world),
                     formatAction(expected, scenario.world));
            const AreaAction &got = back.actions[i];
            QVERIFY2(got == expected,
                     qPrintable(
                         QStringLiteral("%1: count %2/%3 vs %4/%5, via %6 vs %7, location %8 vs %9")
                             .arg(lines[static_cast<qsizetype>(i)])
                             .arg(int(got.count.kind))
                             .arg(got.count.n)
                             .arg(int(expected.count.kind))
                             .arg(expected.count.n)
                             .arg(got.via)
                             .arg(expected.via)
                             .arg(got.location)
                             .arg(expected.location)));
        }
    }
}

void TestAreaProperties::cleanupTestCase()
{
    if (m_eventCounts.isEmpty())
        return; // only some functions were run
    QStringList summary;
    for (auto it = m_eventCounts.begin(); it != m_eventCounts.end(); ++it)
        summary.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    qInfo().noquote() << "events over all random turns:" << summary.join(QStringLiteral(", "));
    qInfo() << m_replayed << "random turns replayed from their logs to their next state";
    QVERIFY(m_replayed >= 1000);
    // Random orders that only ever failed would prove little.
    for (const char *type : {"Captured", "Retreated", "Ambushed", "Drowned", "Pillaged",
                             "SiegeDamage", "PassedThrough", "AttackerGaveUp", "Levied",
                             "ReservePlaced", "Migrated", "ShipsMoved", "Boarded"})
        QVERIFY2(m_eventCounts.value(QLatin1String(type)) > 0, type);
}

QTEST_GUILESS_MAIN(TestAreaProperties)
#include "tst_area_properties.moc"
