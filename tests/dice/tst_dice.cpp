// Dice (RULES R2, R3): a portable generator, unbiased ranges, forced values, and every die logged.
#include "TakeResult.h"
#include "dice/Dice.h"
#include "log/DiceRuns.h"
#include "log/LogBinary.h"
#include "log/LogJson.h"
#include "log/LogText.h"

#include <QJsonArray>
#include <QJsonObject>
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
    void diceJoinTheRunTheyContinue_R2();
    void diceFromFilesAreChecked_R3();
    void boundDrawsAsBelow();
    void fillDrawsAsBelow();
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

namespace {
/// Every die of `log`, in order (log/DiceRuns.h).
std::vector<log::Die> diceOf(const TurnLog &log)
{
    std::vector<log::Die> out;
    for (std::size_t i = 0; i < log.size(); ++i)
        log::forEachDie(log, i, [&out](const log::Die &die) { out.push_back(die); });
    return out;
}

/// The JSON and the stored forms read back into the same log.
void roundTrips(const TurnLog &log)
{
    const Result<TurnLog> fromJson = logFromJson(logToJson(log, {}), {}, false);
    QVERIFY2(fromJson, qPrintable(fromJson.message()));
    QCOMPARE(*fromJson, log);
    const Result<TurnLog> decoded = decodeLog(encodeLog(log));
    QVERIFY2(decoded, qPrintable(decoded.message()));
    QCOMPARE(*decoded, log);
}
} // namespace

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
    const std::vector<log::Die> dice = diceOf(log);
    QCOMPARE(dice.size(), size_t(4));
    QCOMPARE(dice[0].forced, true);
    QCOMPARE(dice[2].value, 20);
    QCOMPARE(dice[3].forced, false);
    QVERIFY(eventSentence(log, 0, {}).contains(QStringLiteral("17 (forced)")));
    QVERIFY(eventRule(log, 0).contains(QStringLiteral("R3")));
    roundTrips(log);
}

void TestDice::forcedValueThatDoesNotFitIsRolledInstead_R3()
{
    TurnLog log;
    Dice dice(5, &log);
    dice.force({17});
    const int v = dice.roll(6);
    QVERIFY(v >= 1 && v <= 6);
    QVERIFY(eventSentence(log, 0, {}).contains(QStringLiteral("does not fit a d6")));
    QCOMPARE(diceOf(log).front().forced, false);
    QCOMPARE(diceOf(log).front().unfitForced, 17);
    QCOMPARE(diceOf(log).front().value, v);
    roundTrips(log);
}

void TestDice::everyDieIsLogged_R2()
{
    TurnLog log;
    Dice dice(1, &log);
    log::DieFor what;
    what.purpose = DiePurpose::Loyalty;
    what.army = log.intern(QStringLiteral("A1"));
    what.label = log.intern(QStringLiteral("Tarn"));
    const int sum = dice.rollSum(2, 6, what);
    // The two dice of the roll are one record: what they were for, once, and their values.
    QCOMPARE(log.size(), size_t(1));
    const auto *run = log.get<log::DiceRolled>(0);
    QVERIFY(run);
    QCOMPARE(run->sides, 6);
    QCOMPARE(run->count(), 2);
    QCOMPARE(eventRule(log, 0), QStringLiteral("H7.1"));
    int logged = 0;
    for (const log::Die &die : diceOf(log)) {
        QCOMPARE(die.what, what);
        logged += die.value;
        // The words are made from the record only when shown.
        QVERIFY2(log::dieSentence(log, die).startsWith(
                     QStringLiteral("d6 for loyalty of army A1 (leader Tarn): ")),
                 qPrintable(log::dieSentence(log, die)));
    }
    QCOMPARE(logged, sum);
    QVERIFY2(eventSentence(log, 0, {})
                 .startsWith(QStringLiteral("2d6 for loyalty of army A1 (leader Tarn): ")),
             qPrintable(eventSentence(log, 0, {})));
    roundTrips(log);
}

void TestDice::aRunOfDiceLogsAsOneRollEach_R2()
{
    // The battle's attack throws and morale pairs are rolled as runs: the same values and records
    // as one roll() per die, forced values (one that fits, one that does not) included: a die
    // joins the run it continues, whoever rolls it.
    TurnLog one, run;
    Dice each(9, &one), together(9, &run);
    for (Dice *d : {&each, &together})
        d->force({4, 30, 20});
    log::DieFor what;
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
    what.second = 1;
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
    QCOMPARE(diceOf(run).at(1).unfitForced, 30);
    QCOMPARE(diceOf(run).at(2).forced, true);
    QCOMPARE(diceOf(run).at(6).what.second, 7);
    QCOMPARE(run.size(), size_t(2)); // the throws, the pair
    QVERIFY(run == one);
    QCOMPARE(encodeLog(run.canonical()), encodeLog(one.canonical()));
    QVERIFY2(
        eventSentence(run, 0, {})
            .startsWith(QStringLiteral(
                "7d20 for battle W1D1B1 turn 2, army  attack throws 1 to 7 of 7: 4 (forced), ")),
        qPrintable(eventSentence(run, 0, {})));
    roundTrips(run);
}

void TestDice::aRunWithoutForcedValuesDrawsAsOneRollEach_R2()
{
    // Runs draw with their bound worked out once (Pcg32::Bound), logged or not: the same dice as
    // roll(), and the generator goes on from the same place after them.
    TurnLog one, run;
    Dice each(31, &one), together(31, &run), quiet(31);
    log::DieFor what;
    what.purpose = DiePurpose::AttackThrow;
    std::vector<int> rolled, ran, unlogged;
    for (const int sides : {20, 6, 20, 10, 6, 100, 20, 1, 6}) {
        const int count = sides == 20 ? 37 : 2;
        for (int k = 0; k < count; ++k) {
            what.second = k + 1;
            rolled.push_back(each.roll(sides, what));
        }
        what.second = 1;
        together.rollNumbered(count, sides, what, [&ran](int, int v) { ran.push_back(v); });
        quiet.rollNumbered(count, sides, what, [&unlogged](int, int v) { unlogged.push_back(v); });
    }
    QCOMPARE(ran, rolled);
    QCOMPARE(unlogged, rolled);
    const int next = each.roll(20);
    QCOMPARE(together.roll(20), next);
    QCOMPARE(quiet.roll(20), next);
    QVERIFY(run == one);
    QCOMPARE(run.size(), size_t(10));
}

void TestDice::diceJoinTheRunTheyContinue_R2()
{
    // Whoever writes the dice (the engine die by die or in runs, a file of one record a die), the
    // log groups them one way: a die joins the run before it when it is for the same thing and
    // continues its numbering (or repeats it), and starts a run of its own otherwise.
    TurnLog log;
    const TextRef battle = log.intern(QStringLiteral("B1"));
    const auto die = [&](DiePurpose purpose, int second, int value, int forced = 0) {
        log::Die d;
        d.what.purpose = purpose;
        d.what.battle = battle;
        d.what.second = second;
        d.sides = purpose == DiePurpose::Morale ? 6 : 20;
        d.value = value;
        d.forced = forced == value;
        d.unfitForced = forced != 0 && forced != value ? forced : 0;
        log::addDie(log, d);
    };
    die(DiePurpose::AttackThrow, 1, 5);
    die(DiePurpose::AttackThrow, 2, 7, 7);
    die(DiePurpose::AttackThrow, 3, 9, 25);
    die(DiePurpose::AttackThrow, 5, 11); // skips a number: a run of its own
    die(DiePurpose::Morale, 2, 3);
    die(DiePurpose::Morale, 2, 4); // the same unit: the pair
    die(DiePurpose::Morale, 3, 1); // the next unit after a pair that is not numbered
    QCOMPARE(log.size(), size_t(4));
    const auto *throws = log.get<log::DiceRolled>(0);
    QVERIFY(throws && throws->numbered && throws->count() == 3);
    const std::span<const int> taken = log.numbers(throws->forced);
    QCOMPARE(std::vector<int>(taken.begin(), taken.end()), (std::vector<int>{1, 7, 2, 25}));
    QCOMPARE(log.get<log::DiceRolled>(1)->count(), 1);
    QVERIFY(!log.get<log::DiceRolled>(2)->numbered && log.get<log::DiceRolled>(2)->count() == 2);
    QCOMPARE(log.get<log::DiceRolled>(3)->what.second, 2 + 1);
    const std::vector<log::Die> dice = diceOf(log);
    QCOMPARE(dice.size(), size_t(7));
    QCOMPARE(dice[1].forced, true);
    QCOMPARE(dice[2].unfitForced, 25);
    QCOMPARE(dice[2].what.second, 3);
    roundTrips(log);

    // A file's runs that continue one another read as one, as the engine would have logged them.
    QJsonArray split = logToJson(log, {});
    QJsonObject first = split.at(0).toObject(), rest = first;
    first[QStringLiteral("values")] = QJsonArray{5, 7};
    first[QStringLiteral("forced")] = QJsonArray{1, 7};
    rest[QStringLiteral("second")] = 3;
    rest[QStringLiteral("values")] = QJsonArray{9};
    rest[QStringLiteral("forced")] = QJsonArray{0, 25};
    split.replace(0, first);
    split.insert(1, rest);
    const Result<TurnLog> fromSplit = logFromJson(split, {}, false);
    QVERIFY2(fromSplit, qPrintable(fromSplit.message()));
    QCOMPARE(*fromSplit, log);

    // Values a die cannot show are refused, in the file's words.
    QJsonArray bad = logToJson(log, {});
    QJsonObject wrong = bad.at(0).toObject();
    wrong[QStringLiteral("values")] = QJsonArray{5, 21, 9};
    bad.replace(0, wrong);
    QString error;
    QVERIFY(!test::take(logFromJson(bad, {}, false), error));
    QCOMPARE(error, QStringLiteral("log entry 0 (DiceRolled): a d20 showing 21"));
}

void TestDice::diceFromFilesAreChecked_R3()
{
    // What a file says of its dice is refused where no engine could have written it, in the
    // words of the entry; a run that stands alone keeps its values where they were read.
    TurnLog log;
    Dice dice(3, &log);
    log::DieFor what;
    what.purpose = DiePurpose::AttackThrow;
    what.second = 1;
    dice.rollNumbered(5, 20, what, [](int, int) {});
    const QJsonArray good = logToJson(log, {});
    const auto read = logFromJson(good, {}, false);
    QVERIFY(read && *read == log);
    QCOMPARE(read->numberPool().size(), std::size_t{5}); // the values once, not copied again
    const auto refusal = [&good](const char *field, const QJsonValue &value) {
        QJsonArray bad = good;
        QJsonObject run = bad.at(0).toObject();
        run[QLatin1String(field)] = value;
        bad.replace(0, run);
        QString error;
        return test::take(logFromJson(bad, {}, false), error) ? QString() : error;
    };
    QCOMPARE(refusal("forced", QJsonArray{2, 0}),
             QStringLiteral("log entry 0 (DiceRolled): a forced value of 0"));
    QCOMPARE(refusal("second", 2147483646),
             QStringLiteral("log entry 0 (DiceRolled): dice numbered past 2147483647"));
    // A die of the old form, one record a die, said to be rolled instead of a forced value that
    // fits it (an engine takes such a value).
    QJsonObject old{{QStringLiteral("type"), QStringLiteral("DieRolled")},
                    {QStringLiteral("sides"), 6},
                    {QStringLiteral("value"), 5},
                    {QStringLiteral("unfitForced"), 3}};
    QString error;
    QVERIFY(!test::take(logFromJson(QJsonArray{old}, {}, false), error));
    QCOMPARE(error, QStringLiteral("log entry 0 (DieRolled): a d6 rolled instead of a forced 3, "
                                   "which fits it"));
    old[QStringLiteral("unfitForced")] = 9;
    QVERIFY2(test::take(logFromJson(QJsonArray{old}, {}, false), error), qPrintable(error));
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

void TestDice::fillDrawsAsBelow()
{
    // A run's dice drawn two states at a time are the draws below() gives one by one, the state
    // left where below() leaves it; a bound that rejects many draws (its threshold a quarter of
    // the range) takes fill() off its two-at-a-time path in the middle of runs.
    std::vector<std::uint32_t> bounds;
    for (std::uint32_t b = 0; b <= 120; ++b)
        bounds.push_back(b);
    bounds.push_back(3u << 30);
    bounds.push_back(4294967291u);
    const Pcg32::Bound rejecting(3u << 30);
    QVERIFY(rejecting.magic != 0 && rejecting.threshold >= 1u << 30);
    for (const std::uint32_t b : bounds) {
        const Pcg32::Bound bound(b);
        for (std::uint64_t seed = 1; seed <= 40; ++seed)
            for (const int count : {0, 1, 2, 3, 4, 5, 19, 64}) {
                Pcg32 runs(seed * 7919 + b), oneByOne(seed * 7919 + b);
                std::vector<int> got(static_cast<std::size_t>(count));
                runs.fill(got.data(), count, bound);
                for (int k = 0; k < count; ++k) {
                    const int expected = static_cast<int>(oneByOne.below(bound)) + 1;
                    if (got[static_cast<std::size_t>(k)] != expected)
                        QFAIL(qPrintable(QStringLiteral("bound %1, seed %2, die %3 of %4: %5, "
                                                        "not %6")
                                             .arg(b)
                                             .arg(seed)
                                             .arg(k)
                                             .arg(count)
                                             .arg(got[static_cast<std::size_t>(k)])
                                             .arg(expected)));
                }
                QCOMPARE(runs.next(), oneByOne.next());
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
    const auto parsed = test::take(parseForcedDice(text), error);
    QCOMPARE(parsed.has_value(), ok);
    if (ok)
        QCOMPARE(static_cast<int>(parsed->size()), count);
    else
        QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
