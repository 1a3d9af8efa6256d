// Dice (RULES R2, R3): a portable generator, unbiased ranges, forced values, and every die logged.
#include "dice/Dice.h"
#include "log/LogBinary.h"
#include "log/LogJson.h"
#include "log/LogText.h"

#include <QTest>

#include <array>
#include <vector>

using namespace muster;

class TestDice : public QObject
{
    Q_OBJECT

private slots:
    void pcg32ReferenceVector();
    void sameSeedSameRolls_R2();
    void rangesAreCoveredAndBounded();
    void forcedValuesComeFirst_R3();
    void forcedValueThatDoesNotFitIsRolledInstead_R3();
    void everyDieIsLogged_R2();
    void aRunOfDiceLogsAsOneRollEach_R2();
    void aRunWithoutForcedValuesDrawsAsOneRollEach_R2();
    void boundDrawsAsBelow();
    void parseForcedList_data();
    void parseForcedList();
};

void TestDice::pcg32ReferenceVector()
{
    // The first outputs of the reference pcg32-demo for seed 42, stream 54.
    Pcg32 rng(42, 54);
    const std::array<std::uint32_t, 6> expected{0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                                0x83d2f293, 0xbfa4784b, 0xcbed606e};
    for (std::uint32_t v : expected)
        QCOMPARE(rng.next(), v);
}

void TestDice::sameSeedSameRolls_R2()
{
    Dice a(12345), b(12345), c(12346);
    bool differs = false;
    for (int i = 0; i < 200; ++i) {
        const int x = a.roll(20);
        QCOMPARE(b.roll(20), x);
        differs |= c.roll(20) != x;
    }
    QVERIFY(differs);
}

void TestDice::rangesAreCoveredAndBounded()
{
    Dice dice(7);
    std::array<int, 7> counts{};
    for (int i = 0; i < 6000; ++i) {
        const int v = dice.roll(6);
        QVERIFY(v >= 1 && v <= 6);
        ++counts[static_cast<size_t>(v)];
    }
    for (int face = 1; face <= 6; ++face)
        QVERIFY2(counts[static_cast<size_t>(face)] > 850 &&
                     counts[static_cast<size_t>(face)] < 1150,
                 qPrintable(QStringLiteral("face %1 came %2 times").arg(face).arg(counts[face])));
}

void TestDice::forcedValuesComeFirst_R3()
{
    TurnLog log;
    Dice forced(99, &log);
    Dice free(99);
    forced.force({17, 3, 20});
    QCOMPARE(forced.roll(20), 17);
    QCOMPARE(forced.roll(20), 3);
    QCOMPARE(forced.roll(20), 20);
    QCOMPARE(forced.forcedRemaining(), size_t(0));
    // After the forced values the generator continues from its own start.
    QCOMPARE(forced.roll(20), free.roll(20));
    QCOMPARE(log.get<log::DieRolled>(0)->forced, true);
    QCOMPARE(log.get<log::DieRolled>(3)->forced, false);
    QVERIFY(eventSentence(log, 0, {}).contains(QStringLiteral("(forced)")));
}

void TestDice::forcedValueThatDoesNotFitIsRolledInstead_R3()
{
    TurnLog log;
    Dice dice(5, &log);
    dice.force({17});
    const int v = dice.roll(6);
    QVERIFY(v >= 1 && v <= 6);
    QVERIFY(eventSentence(log, 0, {}).contains(QStringLiteral("does not fit a d6")));
    QCOMPARE(log.get<log::DieRolled>(0)->forced, false);
    QCOMPARE(log.get<log::DieRolled>(0)->unfitForced, 17);
}

void TestDice::everyDieIsLogged_R2()
{
    TurnLog log;
    Dice dice(1, &log);
    log::DieRolled what;
    what.purpose = DiePurpose::Loyalty;
    what.army = log.intern(QStringLiteral("A1"));
    what.label = log.intern(QStringLiteral("Tarn"));
    const int sum = dice.rollSum(2, 6, what);
    QCOMPARE(log.size(), size_t(2));
    int logged = 0;
    for (size_t i = 0; i < log.size(); ++i) {
        const auto *die = log.get<log::DieRolled>(i);
        QVERIFY(die);
        QCOMPARE(die->sides, 6);
        QCOMPARE(eventRule(log, i), QStringLiteral("H7.1"));
        // The words are made from the record only when shown.
        QVERIFY2(eventSentence(log, i, {})
                     .startsWith(QStringLiteral("d6 for loyalty of army A1 (leader Tarn): ")),
                 qPrintable(eventSentence(log, i, {})));
        logged += die->value;
    }
    QCOMPARE(logged, sum);
    // The JSON and the stored forms round-trip.
    QCOMPARE(logFromJson(logToJson(log, {}), {}, false), std::optional<TurnLog>(log));
    QCOMPARE(decodeLog(encodeLog(log)), std::optional<TurnLog>(log));
}

void TestDice::aRunOfDiceLogsAsOneRollEach_R2()
{
    // The battle's attack throws and morale pairs are rolled as runs: the same values and records
    // as one roll() per die, forced values (one that fits, one that does not) included.
    TurnLog one, run;
    Dice each(9, &one), together(9, &run);
    for (Dice *d : {&each, &together})
        d->force({4, 30, 20});
    log::DieRolled what;
    what.purpose = DiePurpose::AttackThrow;
    what.battle = one.intern(QStringLiteral("W1D1B1"));
    run.intern(QStringLiteral("W1D1B1"));
    what.first = 2;
    what.third = 7;
    std::vector<int> rolled, ran;
    for (int i = 0; i < 7; ++i) {
        what.second = i + 1;
        rolled.push_back(each.roll(20, what));
    }
    what.second = 0;
    together.rollNumbered(7, 20, what, [&ran](int k, int value) {
        QCOMPARE(k, static_cast<int>(ran.size()));
        ran.push_back(value);
    });
    what.purpose = DiePurpose::Morale;
    what.second = 3;
    const int pairByRoll = each.roll(6, what) + each.roll(6, what);
    QCOMPARE(together.rollSum(2, 6, what), pairByRoll);
    QCOMPARE(ran, rolled);
    QCOMPARE(rolled[0], 4);
    QCOMPARE(run.get<log::DieRolled>(1)->unfitForced, 30);
    QCOMPARE(run.size(), size_t(9));
    QVERIFY(run == one);
    QCOMPARE(encodeLog(run), encodeLog(one));
}

void TestDice::aRunWithoutForcedValuesDrawsAsOneRollEach_R2()
{
    // Runs draw with their bound worked out once (Pcg32::Bound), logged or not: the same dice as
    // roll(), and the generator goes on from the same place after them.
    TurnLog one, run;
    Dice each(31, &one), together(31, &run), quiet(31);
    log::DieRolled what;
    what.purpose = DiePurpose::AttackThrow;
    std::vector<int> rolled, ran, unlogged;
    for (const int sides : {20, 6, 20, 10, 6, 100, 20, 1, 6}) {
        const int count = sides == 20 ? 37 : 2;
        for (int k = 0; k < count; ++k) {
            what.second = k + 1;
            rolled.push_back(each.roll(sides, what));
        }
        what.second = 0;
        together.rollNumbered(count, sides, what, [&ran](int, int v) { ran.push_back(v); });
        quiet.rollNumbered(count, sides, what, [&unlogged](int, int v) { unlogged.push_back(v); });
    }
    QCOMPARE(ran, rolled);
    QCOMPARE(unlogged, rolled);
    const int next = each.roll(20);
    QCOMPARE(together.roll(20), next);
    QCOMPARE(quiet.roll(20), next);
    QVERIFY(run == one);
    QCOMPARE(encodeLog(run), encodeLog(one));
}

void TestDice::boundDrawsAsBelow()
{
    // The remainder by multiplication is exact: for small dice, awkward bounds and the largest,
    // the same draws (rejections included) as below(bound).
    std::vector<std::uint32_t> bounds;
    for (std::uint32_t b = 0; b <= 300; ++b)
        bounds.push_back(b);
    for (const std::uint32_t b : {1000u, 65535u, 65536u, 65537u, 1u << 31, (1u << 31) + 1,
                                  3000000019u, 4294967291u, 4294967295u})
        bounds.push_back(b);
    for (const std::uint32_t b : bounds) {
        Pcg32 plain(b + 1), fast(b + 1);
        const Pcg32::Bound bound(b);
        for (int i = 0; i < 2000; ++i) {
            const std::uint32_t expected = plain.below(b);
            const std::uint32_t got = fast.below(bound);
            if (got != expected)
                QFAIL(qPrintable(QStringLiteral("bound %1, draw %2: %3 instead of %4")
                                     .arg(b)
                                     .arg(i)
                                     .arg(got)
                                     .arg(expected)));
        }
    }
}

void TestDice::parseForcedList_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("count");
    QTest::newRow("commas") << QStringLiteral("17, 3, 20") << true << 3;
    QTest::newRow("spaces") << QStringLiteral("6 6") << true << 2;
    QTest::newRow("empty") << QString() << true << 0;
    QTest::newRow("word") << QStringLiteral("17, x") << false << 0;
    QTest::newRow("zero") << QStringLiteral("0") << false << 0;
    QTest::newRow("negative") << QStringLiteral("-3") << false << 0;
}

void TestDice::parseForcedList()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(int, count);
    QString error;
    const auto parsed = parseForcedDice(text, &error);
    QCOMPARE(parsed.has_value(), ok);
    if (ok)
        QCOMPARE(static_cast<int>(parsed->size()), count);
    else
        QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
