// The odds of a hex battle (RULES H4-H6, H4.4) as data: every file in odds/ is a battle with a
// reference for its outcome, exact (worked out by hand in the file) or from 10^6 runs, and one row
// here. The simulated chances must hold the reference within their stated 95% interval, and the
// expected losses within their margin. Beside the rows: the same inputs give the same odds (R2),
// progress and cancel, a battle resumed from its standing fights on exactly as the real one, and
// every unit named as a participant fights as the default (H4.2 step 1).
#include "HexCase.h"

#include "TakeResult.h"
#include "dice/Dice.h"
#include "rules/hex/BattleOdds.h"
#include "rules/hex/HexBattle.h"

#include <QDir>
#include <QJsonArray>
#include <QTest>

#include <algorithm>

using namespace muster;
using namespace muster::hexrules;

namespace {

std::optional<test::HexCase> loadCase(const QString &file)
{
    QString error;
    auto c = test::loadHexCase(QStringLiteral(ODDS_CASES_DIR "/") + file, &error);
    if (!c)
        qWarning().noquote() << error;
    return c;
}

/// The battle of a case: the army marching into the odds' hex against the army holding it.
std::optional<BattleSetup> setupOf(const Campaign &campaign, const QJsonObject &odds)
{
    const auto hex = parseHexLabel(odds.value(QLatin1String("hex")).toString());
    if (!hex)
        return std::nullopt;
    const QString attacker = marchingInto(campaign, *hex);
    QString error;
    auto setup = test::take(plannedBattle(campaign, attacker, *hex), error);
    if (!setup)
        qWarning().noquote() << error;
    return setup;
}

/// The battle of a case file: the march into its defender's hex (every case's is 3,1).
std::optional<BattleSetup> battleOf(const char *file)
{
    const auto c = loadCase(QLatin1String(file));
    if (!c)
        return std::nullopt;
    return setupOf(test::campaignOf(*c), {{QStringLiteral("hex"), QStringLiteral("3,1")}});
}

bool sameOdds(const BattleOdds &a, const BattleOdds &b)
{
    for (int s = 0; s < 2; ++s)
        if (a.losses[s].br.runs != b.losses[s].br.runs ||
            a.losses[s].units.runs != b.losses[s].units.runs)
            return false;
    return a.runs == b.runs && a.battleTurns == b.battleTurns &&
           std::equal(std::begin(a.outcomes), std::end(a.outcomes), std::begin(b.outcomes));
}

const char *const kOutcomeKeys[3] = {"attackerWins", "defenderWins", "nobody"};

/// Decisions that keep what the battle looked like at the end of one battle turn: its standing,
/// and a copy of the dice as they were (to fight on from there with the same dice).
class TakeStanding : public BattleDecisions
{
public:
    TakeStanding(int turn, Dice &live) : m_turn(turn), m_dice(live) {}
    bool withdraw(const BattleView &view, int side) override
    {
        if (view.turn == m_turn && side == 0 && !standing) {
            standing = view.fight->standing();
            dice.emplace(m_dice);
        }
        return BattleDecisions::withdraw(view, side);
    }
    std::optional<std::vector<int>> casualties(const BattleView &view, int side,
                                               std::span<const int> participating,
                                               int hits) override
    {
        midTurn = view.fight->standing().has_value();
        return BattleDecisions::casualties(view, side, participating, hits);
    }
    std::optional<BattleStanding> standing;
    std::optional<Dice> dice;
    std::optional<bool> midTurn;

private:
    int m_turn;
    Dice &m_dice;
};

/// Every unit on the field takes part, named in the reverse order: the battle walks its units
/// one by one where, for the default's list, it takes the field as it is (H4.2 step 1).
class ReversedParticipants : public BattleDecisions
{
public:
    bool participants(const BattleView &view, int side, std::vector<int> &chosen) override
    {
        chosen.assign(view.onField[side].rbegin(), view.onField[side].rend());
        return true;
    }
};

} // namespace

class TestHexOdds : public QObject
{
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
    void sameInputsSameOdds();
    void progressAndCancel();
    void choicesChangeTheOdds();
    void resumedBattleFightsOnAsTheRealOne();
    void h4_2_everyUnitNamedFightsAsTheDefault();
    void plannedBattleRefusesWithReasons();
};

void TestHexOdds::cases_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files =
        QDir(QStringLiteral(ODDS_CASES_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 3);
    for (const QString &f : files)
        QTest::newRow(qPrintable(QFileInfo(f).completeBaseName())) << f;
}

void TestHexOdds::cases()
{
    QFETCH(QString, file);
    const auto c = loadCase(file);
    QVERIFY(c);
    const QJsonObject &odds = c->odds;
    QVERIFY2(!odds.isEmpty(), "an odds case has its \"odds\"");
    const Campaign campaign = test::campaignOf(*c);
    const auto setup = setupOf(campaign, odds);
    QVERIFY(setup);
    const QJsonObject reference = odds.value(QLatin1String("reference")).toObject();
    const int referenceRuns = reference.value(QLatin1String("runs")).toInt(0);
    if (referenceRuns > 0 && qEnvironmentVariableIsSet("MUSTER_ODDS_REFERENCE")) {
        // For writing a case: the long reference run, printed in the case's own terms.
        const BattleOdds longRun = simulateBattle(*setup, {}, referenceRuns, 1000003);
        qInfo("%s: %d runs: attackerWins %.6f defenderWins %.6f nobody %.6f", qPrintable(file),
              longRun.runs, longRun.chance(OddsOutcome::AttackerWins),
              longRun.chance(OddsOutcome::DefenderWins), longRun.chance(OddsOutcome::Nobody));
    }
    const int runs = odds.value(QLatin1String("runs")).toInt(10000);
    const auto seed = static_cast<std::uint64_t>(odds.value(QLatin1String("seed")).toInteger(1));
    const BattleOdds result = simulateBattle(*setup, {}, runs, seed);
    QCOMPARE(result.runs, runs);
    for (int o = 0; o < 3; ++o) {
        const auto outcome = static_cast<OddsOutcome>(o);
        const double expected = reference.value(QLatin1String(kOutcomeKeys[o])).toDouble(-1);
        QVERIFY2(expected >= 0, kOutcomeKeys[o]);
        // A reference from runs of its own has its own (smaller) margin.
        const double own =
            referenceRuns > 0
                ? 1.96 * std::sqrt(expected * (1 - expected) / static_cast<double>(referenceRuns))
                : 0;
        const ChanceInterval ci = result.interval(outcome);
        QVERIFY2(ci.low - own <= expected && expected <= ci.high + own,
                 qPrintable(QStringLiteral("%1: %2 runs give %3 (95%: %4 to %5), the reference "
                                           "is %6")
                                .arg(QLatin1String(kOutcomeKeys[o]))
                                .arg(runs)
                                .arg(result.chance(outcome))
                                .arg(ci.low)
                                .arg(ci.high)
                                .arg(expected)));
        QVERIFY2(ci.halfWidth() < 0.01, "20,000 runs give a margin under one percentage point");
    }
    for (int s = 0; s < 2; ++s) {
        const QString key =
            QLatin1String(s == 0 ? "attacker" : "defender") + QStringLiteral("UnitsLost");
        if (!reference.contains(key))
            continue;
        const LossDistribution &units = result.losses[s].units;
        const double expected = reference.value(key).toDouble();
        QVERIFY2(std::abs(units.mean() - expected) <= units.margin(),
                 qPrintable(QStringLiteral("%1: mean %2 +- %3, the reference is %4")
                                .arg(key)
                                .arg(units.mean())
                                .arg(units.margin())
                                .arg(expected)));
    }
}

void TestHexOdds::sameInputsSameOdds()
{
    const auto setup = battleOf("H4.2-twenty-units-long-run.json");
    QVERIFY(setup);
    const BattleOdds a = simulateBattle(*setup, {}, 3000, 42);
    const BattleOdds b = simulateBattle(*setup, {}, 3000, 42);
    QVERIFY(sameOdds(a, b));
    // Chunked progress does not change the figures: the dice are one stream.
    const BattleOdds chunked = simulateBattle(
        *setup, {}, 3000, 42, [](const BattleOdds &) { return true; }, 7);
    QVERIFY(sameOdds(a, chunked));
    const BattleOdds other = simulateBattle(*setup, {}, 3000, 43);
    QVERIFY(!sameOdds(a, other));
}

void TestHexOdds::progressAndCancel()
{
    const auto setup = battleOf("H4.2-twenty-units-long-run.json");
    QVERIFY(setup);
    std::vector<int> seen;
    const BattleOdds all = simulateBattle(
        *setup, {}, 2500, 1,
        [&seen](const BattleOdds &o) {
            seen.push_back(o.runs);
            return true;
        },
        1000);
    QCOMPARE(seen, (std::vector<int>{1000, 2000, 2500}));
    QCOMPARE(all.runs, 2500);
    const BattleOdds stopped = simulateBattle(
        *setup, {}, 10000, 1, [](const BattleOdds &o) { return o.runs < 2000; }, 1000);
    QCOMPARE(stopped.runs, 2000);
    QCOMPARE(stopped.losses[0].units.total(), 2000);
}

void TestHexOdds::choicesChangeTheOdds()
{
    // H5 and H4.2 step 7 as the GM would set them in a dialog, each moving the odds the way the
    // rule says.
    const auto setup = battleOf("H4.2-one-against-one-exact.json");
    QVERIFY(setup);
    const BattleOdds plain = simulateBattle(*setup, {}, 5000, 9);
    BattleChoices surprise;
    surprise.surprised[1] = true; // the defender makes no throws for three turns, H5
    const BattleOdds surprised = simulateBattle(*setup, surprise, 5000, 9);
    QVERIFY(surprised.chance(OddsOutcome::AttackerWins) >
            plain.chance(OddsOutcome::AttackerWins) + 0.1);
    BattleChoices withdraw;
    withdraw.withdraw[0] = true; // the attacker withdraws at the end of turn 1
    const BattleOdds withdrawn = simulateBattle(*setup, withdraw, 5000, 9);
    // Only a first turn with a hit can still give the attacker the battle.
    QVERIFY(withdrawn.chance(OddsOutcome::DefenderWins) > 0.5);
    BattleChoices foray;
    foray.foray[0] = 1; // the attacker's heroic foray defeats the defender's only unit (BR 1)
    const BattleOdds forayed = simulateBattle(*setup, foray, 2000, 9);
    QCOMPARE(forayed.chance(OddsOutcome::AttackerWins), 1.0);
    // H4.2 step 1: in the 20-unit battle, the attacker holding all but two units back in turn 1
    // takes the hits on those two alone and throws with their BR only.
    const auto bigSetup = battleOf("H4.2-twenty-units-long-run.json");
    QVERIFY(bigSetup);
    const BattleOdds all = simulateBattle(*bigSetup, {}, 4000, 9);
    BattleChoices few;
    few.participants[0] = std::vector<int>{0, 1};
    const BattleOdds held = simulateBattle(*bigSetup, few, 4000, 9);
    QVERIFY(held.chance(OddsOutcome::AttackerWins) < all.chance(OddsOutcome::AttackerWins) - 0.05);
}

void TestHexOdds::resumedBattleFightsOnAsTheRealOne()
{
    const auto setup = battleOf("H4.2-twenty-units-long-run.json");
    QVERIFY(setup);
    const HexRules rules = HexRules::fromRuleset(*setup->ruleset);
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        // The real battle, its standing taken at the end of turn 2 with the dice of that moment.
        TurnLog log;
        Dice dice(seed);
        TakeStanding take(2, dice);
        HexBattle real(QStringLiteral("B"), setup->hex, setup->armies[0], setup->armies[1],
                       setup->outOfSupply, *setup->world, rules, take, dice, log);
        const BattleOutcome outcome = real.fight();
        QVERIFY(take.midTurn.has_value());
        QVERIFY2(!*take.midTurn, "no standing in the middle of a battle turn");
        if (!take.standing)
            continue; // over before turn 2 ended
        QCOMPARE(take.standing->turn, 2);
        QVERIFY(take.standing->endPending);
        // The same battle resumed from there with the same dice ends the same way.
        TurnLog again;
        Dice unused(0);
        BattleDecisions defaults;
        HexBattle resumed(QStringLiteral("B"), setup->hex, setup->armies[0], setup->armies[1],
                          setup->outOfSupply, *setup->world, rules, defaults, unused, again);
        resumed.resume(*take.standing, *take.dice);
        const BattleOutcome fought = resumed.fight();
        QCOMPARE(fought.winner, outcome.winner);
        QCOMPARE(fought.turns, outcome.turns);
        for (int s = 0; s < 2; ++s) {
            QCOMPARE(resumed.side(s).lostBrHalf, real.side(s).lostBrHalf);
            QCOMPARE(resumed.side(s).defeated, real.side(s).defeated);
            QCOMPARE(resumed.side(s).routs, real.side(s).routs);
        }
        ++checked;
    }
    QVERIFY2(checked >= 10, "enough battles last beyond turn 2 to compare");
}

void TestHexOdds::h4_2_everyUnitNamedFightsAsTheDefault()
{
    // H4.2 step 1: all the units on the field taking part is the default however it is chosen;
    // the same battle, morale and all, with the same log.
    const auto setup = battleOf("H4.2-twenty-units-long-run.json");
    QVERIFY(setup);
    const HexRules rules = HexRules::fromRuleset(*setup->ruleset);
    int moraleRolls = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        TurnLog logs[2];
        BattleOutcome outcomes[2];
        BattleDecisions defaults;
        ReversedParticipants reversed;
        BattleDecisions *decisions[2] = {&defaults, &reversed};
        for (int k = 0; k < 2; ++k) {
            Dice dice(seed, &logs[k]);
            HexBattle battle(QStringLiteral("B"), setup->hex, setup->armies[0], setup->armies[1],
                             setup->outOfSupply, *setup->world, rules, *decisions[k], dice,
                             logs[k]);
            outcomes[k] = battle.fight();
        }
        QCOMPARE(outcomes[1].winner, outcomes[0].winner);
        QCOMPARE(outcomes[1].turns, outcomes[0].turns);
        QVERIFY2(logs[1] == logs[0], qPrintable(QStringLiteral("seed %1").arg(seed)));
        for (std::size_t i = 0; i < logs[0].size(); ++i)
            moraleRolls += logs[0].is<log::MoraleRoll>(i) ? 1 : 0;
    }
    QVERIFY2(moraleRolls > 0, "the battles roll morale, whose results change the next turn's BR");
}

void TestHexOdds::plannedBattleRefusesWithReasons()
{
    const auto c = loadCase(QStringLiteral("H4.2-one-against-one-exact.json"));
    QVERIFY(c);
    const Campaign campaign = test::campaignOf(*c);
    QString error;
    const Hex empty = *parseHexLabel(QStringLiteral("4,1"));
    QVERIFY(!test::take(plannedBattle(campaign, QStringLiteral("Z9"), empty), error));
    QVERIFY2(error.contains(QLatin1String("no army \"Z9\"")), qPrintable(error));
    QVERIFY(!test::take(plannedBattle(campaign, QStringLiteral("A1"), empty), error));
    QVERIFY2(error.contains(QLatin1String("holds no army opposing")), qPrintable(error));
    QVERIFY(!test::take(plannedBattle(campaign, QStringLiteral("A1"), Hex{40, 40}), error));
    QVERIFY2(error.contains(QLatin1String("off the map")), qPrintable(error));
    QCOMPARE(marchingInto(campaign, empty), QString());
    QCOMPARE(marchingInto(campaign, *parseHexLabel(QStringLiteral("3,1"))), QStringLiteral("A1"));
    Campaign area = campaign;
    area.ruleset.kind = RulesetKind::Area;
    QVERIFY(!test::take(plannedBattle(area, QStringLiteral("A1"), empty), error));
    QVERIFY2(error.contains(QLatin1String("hex campaigns")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestHexOdds)
#include "tst_hex_odds.moc"
