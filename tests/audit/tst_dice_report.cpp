// The dice report (audit/DiceReport.h, RULES R2, R3): dice counted by kind from the typed log,
// 2d6 summed, forced dice left out, expected counts of fair dice, and a chi-square test whose
// p-value matches the table and tells the engine's generator from a loaded die.
#include "audit/DiceReport.h"
#include "dice/Dice.h"
#include "log/DiceRuns.h"

#include <QTest>

using namespace muster;

namespace {

/// Adds a die to `log` as the engine would (log/DiceRuns.h).
void addDie(TurnLog &log, DiePurpose purpose, int sides, int value, bool forced = false,
            int second = 0)
{
    log::Die d;
    d.what.purpose = purpose;
    d.what.second = second;
    d.sides = sides;
    d.value = value;
    d.forced = forced;
    log::addDie(log, d);
}

Campaign withLogs(std::vector<TurnLog> logs)
{
    Campaign c;
    int number = 1;
    for (TurnLog &log : logs) {
        TurnRecord t;
        t.number = number++;
        t.resolved = true;
        t.log = std::move(log);
        c.turns.push_back(std::move(t));
    }
    c.turns.push_back({});
    c.turns.back().number = number;
    return c;
}

const DiceTally *tally(const DiceReport &report, DiePurpose purpose, int sides = 0)
{
    for (const DiceTally &t : report.tallies)
        if (t.purpose == purpose && (sides == 0 || t.sides == sides))
            return &t;
    return nullptr;
}

} // namespace

class TestDiceReport : public QObject
{
    Q_OBJECT

private slots:
    void chiSquareMatchesTheTable_data();
    void chiSquareMatchesTheTable();
    void countsByKind();
    void turnRange();
    void fairAndLoadedDice();
    void degreesOfFreedomAreCountedInTheirNumber();
};

void TestDiceReport::chiSquareMatchesTheTable_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("degrees");
    QTest::addColumn<double>("p");
    // Upper-tail critical values of the chi-square table.
    QTest::newRow("1 dof, 5%") << 3.841459 << 1 << 0.05;
    QTest::newRow("10 dof, 5%") << 18.307038 << 10 << 0.05;
    QTest::newRow("10 dof, 1%") << 23.209251 << 10 << 0.01;
    QTest::newRow("19 dof, 5%") << 30.143527 << 19 << 0.05;
    QTest::newRow("19 dof, 50%") << 18.337690 << 19 << 0.5;
    QTest::newRow("zero") << 0.0 << 5 << 1.0;
}

void TestDiceReport::chiSquareMatchesTheTable()
{
    QFETCH(double, x);
    QFETCH(int, degrees);
    QFETCH(double, p);
    QVERIFY2(std::abs(chiSquareUpperTail(x, degrees) - p) < 1e-5,
             qPrintable(QString::number(chiSquareUpperTail(x, degrees), 'g', 10)));
}

void TestDiceReport::countsByKind()
{
    TurnLog log;
    for (int v = 1; v <= 20; ++v)
        addDie(log, DiePurpose::AttackThrow, 20, v);
    addDie(log, DiePurpose::AttackThrow, 20, 20, true); // R3: forced, not counted
    // Two 2d6 morale rolls (H6.2) of two units, and one with a forced die.
    addDie(log, DiePurpose::Morale, 6, 3, false, 1);
    addDie(log, DiePurpose::Morale, 6, 4, false, 1);
    addDie(log, DiePurpose::Morale, 6, 6, false, 2);
    addDie(log, DiePurpose::Morale, 6, 6, false, 2);
    addDie(log, DiePurpose::Morale, 6, 1, true, 3);
    addDie(log, DiePurpose::Morale, 6, 1, false, 3);
    addDie(log, DiePurpose::Loyalty, 6, 2);
    addDie(log, DiePurpose::Loyalty, 6, 5);
    addDie(log, DiePurpose::KingdomOrder, 3, 2);
    addDie(log, DiePurpose::KingdomOrder, 2, 1);
    addDie(log, DiePurpose::Pursuit, 20, 14);
    const DiceReport report = diceReport(withLogs({std::move(log)}), 1, 1);
    QCOMPARE(report.turns, 1);

    const DiceTally *attack = tally(report, DiePurpose::AttackThrow);
    QVERIFY(attack);
    QCOMPARE(attack->results, 20LL);
    QCOMPARE(attack->forced, 1LL);
    QCOMPARE(attack->observed, std::vector<long long>(20, 1));
    QCOMPARE(attack->expected, std::vector<double>(20, 1.0));
    QCOMPARE(attack->chiSquare(), 0.0);
    QCOMPARE(attack->pValue(), 1.0);
    QVERIFY(!attack->enoughForTest()); // one expected per face

    const DiceTally *morale = tally(report, DiePurpose::Morale);
    QVERIFY(morale);
    QCOMPARE(morale->lowest, 2);
    QCOMPARE(morale->observed.size(), size_t{11});
    QCOMPARE(morale->results, 2LL);
    QCOMPARE(morale->forced, 1LL);
    QCOMPARE(morale->observed[7 - 2], 1LL);
    QCOMPARE(morale->observed[12 - 2], 1LL);
    QCOMPARE(morale->expected[7 - 2], 2.0 * 6 / 36); // 2d6: six ways in 36 to throw 7
    QCOMPARE(morale->expected[12 - 2], 2.0 / 36);

    const DiceTally *loyalty = tally(report, DiePurpose::Loyalty);
    QVERIFY(loyalty);
    QCOMPARE(loyalty->observed[7 - 2], 1LL);
    QVERIFY(tally(report, DiePurpose::KingdomOrder, 3));
    QCOMPARE(tally(report, DiePurpose::KingdomOrder, 3)->observed,
             (std::vector<long long>{0, 1, 0}));
    QCOMPARE(tally(report, DiePurpose::KingdomOrder, 2)->observed, (std::vector<long long>{1, 0}));
    QCOMPARE(tally(report, DiePurpose::Pursuit)->results, 1LL);

    const QString text = diceReportText(report);
    QVERIFY2(text.contains(QLatin1String("d20 attack throws (H4.2 step 4): 20 counted, 1 forced")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("too few dice")), qPrintable(text));
}

void TestDiceReport::turnRange()
{
    TurnLog one, two;
    addDie(one, DiePurpose::AttackThrow, 20, 5);
    addDie(two, DiePurpose::AttackThrow, 20, 6);
    addDie(two, DiePurpose::AttackThrow, 20, 7);
    const Campaign c = withLogs({std::move(one), std::move(two)});
    QCOMPARE(tally(diceReport(c, 1, 2), DiePurpose::AttackThrow)->results, 3LL);
    QCOMPARE(tally(diceReport(c, 2, 2), DiePurpose::AttackThrow)->results, 2LL);
    QCOMPARE(diceReport(c, 3, 9).turns, 0);
    QVERIFY(diceReport(c, 3, 9).tallies.empty());
}

void TestDiceReport::fairAndLoadedDice()
{
    // The engine's own dice (R2), 20,000 d20s logged as attack throws: nothing to see.
    TurnLog fair;
    Dice dice(2024, &fair);
    log::DieFor what;
    what.purpose = DiePurpose::AttackThrow;
    for (int i = 0; i < 20000; ++i)
        dice.roll(20, what);
    const DiceReport fairReport = diceReport(withLogs({std::move(fair)}), 1, 1);
    const DiceTally *t = tally(fairReport, DiePurpose::AttackThrow);
    QVERIFY(t && t->enoughForTest());
    QVERIFY2(t->pValue() > 0.01, qPrintable(QString::number(t->pValue())));
    // A die that shows 20 one time in ten instead of one in twenty.
    TurnLog loaded;
    Pcg32 rng(7);
    for (int i = 0; i < 20000; ++i)
        addDie(loaded, DiePurpose::AttackThrow, 20,
               rng.below(10) == 0 ? 20 : static_cast<int>(rng.below(19)) + 1);
    const DiceReport loadedReport = diceReport(withLogs({std::move(loaded)}), 1, 1);
    const DiceTally *l = tally(loadedReport, DiePurpose::AttackThrow);
    QVERIFY(l);
    QVERIFY2(l->pValue() < 1e-9, qPrintable(QString::number(l->pValue())));
}

void TestDiceReport::degreesOfFreedomAreCountedInTheirNumber()
{
    // A d2 of the kingdoms' order (two kingdoms, A2.2) has one degree of freedom, a d20 19.
    TurnLog log;
    for (int i = 0; i < 4; ++i) {
        addDie(log, DiePurpose::KingdomOrder, 2, 1 + i % 2);
        addDie(log, DiePurpose::AttackThrow, 20, 1 + i);
    }
    const QString text = diceReportText(diceReport(withLogs({std::move(log)}), 1, 1));
    QVERIFY2(text.contains(QLatin1String(" with 1 degree of freedom: p = ")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String(" with 19 degrees of freedom: p = ")), qPrintable(text));
    QCOMPARE(degreesOfFreedomText(1), QStringLiteral("1 degree of freedom"));
    QCOMPARE(degreesOfFreedomText(2), QStringLiteral("2 degrees of freedom"));
}

QTEST_GUILESS_MAIN(TestDiceReport)
#include "tst_dice_report.moc"
