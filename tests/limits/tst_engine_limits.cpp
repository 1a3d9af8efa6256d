// The engines at the limits of maps/README.md: with every count at its maximum and the ruleset's
// parameters at either end of their ranges, a turn resolves without overflow (the asan preset's
// UBSan stops on any), every count of the next state stays within its limit (the state reads back),
// and armies are conserved (A9: before + levied = after + destroyed).
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "log/LogText.h"
#include "model/Limits.h"
#include "operations/CloseTurn.h"
#include "rules/area/AreaEngine.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace muster;

namespace {

Campaign fixture(const char *name)
{
    QFile f(
        test::sourcePath(QStringLiteral("tests/io/data/tiny-%1.json").arg(QLatin1String(name))));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the %s fixture", name);
    Problems problems;
    auto c = readCampaignJson(f.readAll(), QLatin1String(name), problems);
    if (!c)
        qFatal("%s", qPrintable(problems.toString()));
    return *c;
}

void setParameters(Campaign &c, std::span<const limits::Parameter> list, bool highest)
{
    QJsonObject params;
    for (const limits::Parameter &p : list)
        params.insert(QLatin1String(p.name), highest ? p.max : p.min);
    c.ruleset.json.insert(QStringLiteral("parameters"), params);
}

/// The campaign with the resolution applied (its log kept, the next turn appended) reads back:
/// every count within its limit, the log in its JSON form.
void checkReadsBack(Campaign c, TurnResolution resolution)
{
    applyResolution(c, std::move(resolution));
    Problems problems;
    QVERIFY2(readCampaignJson(writeCampaignJson(c), QStringLiteral("next.json"), problems),
             qPrintable(problems.toString()));
}

/// The two rows of a test run with the parameters at either end of their ranges.
void bothEnds()
{
    QTest::addColumn<bool>("highest");
    QTest::newRow("parameters at their highest") << true;
    QTest::newRow("parameters at their lowest") << false;
}

} // namespace

class TestEngineLimits : public QObject
{
    Q_OBJECT

private slots:
    void areaTurnAtTheLimits_data();
    void areaTurnAtTheLimits();
    void defenceLevelOfAnUncheckedRuleset();
    void hexWeekAtTheLimits_data();
    void hexWeekAtTheLimits();
};

void TestEngineLimits::areaTurnAtTheLimits_data()
{
    bothEnds();
}

// A1.4, A4.8, A5.5, A5.7, A5.9-A5.11, A7.4, A9.1, A10.1 at the limits.
void TestEngineLimits::areaTurnAtTheLimits()
{
    QFETCH(bool, highest);
    Campaign c = fixture("area");
    setParameters(c, limits::areaParameters(), highest);
    if (!highest) { // one action a turn would leave most of the sheet unread
        QJsonObject params = c.ruleset.json.value(QLatin1String("parameters")).toObject();
        params.insert(QStringLiteral("maxActions"), 16);
        c.ruleset.json.insert(QStringLiteral("parameters"), params);
    }
    const int max = static_cast<int>(limits::kCount.max);
    TurnState &s = c.current().state;
    for (size_t a = 0; a < s.areas.size(); ++a) {
        AreaState &area = s.areas[a];
        if (c.world.isSea(static_cast<int>(a))) {
            area.ships = area.aboard = max;
            continue;
        }
        area.armies = area.population = area.forts = max;
        if (area.owner < 0)
            area.owner = 1;
    }
    for (KingdomState &k : s.kingdoms)
        k = {max, max, max, max};
    // Moves into full areas, raises and reserves beyond the maximum, an ambushed assault on a city
    // of defence 102 million, a raid, a siege, a landing and income from a million population.
    c.current().orders = {
        {QStringLiteral("1 LEVY 99999 NRT"), QStringLiteral("2 RESERVE 99999 NRT"),
         QStringLiteral("3 MIGRATE 99999 NRT FEN"), QStringLiteral("4 ASSAULT all NRT YRK"),
         QStringLiteral("5 MOVE all SEA NRT"), QStringLiteral("6 RAID 99999 NRT FEN"),
         QStringLiteral("7 SIEGE 99999 NRT YRK")},
        {QStringLiteral("1 AMBUSH YRK NRT"), QStringLiteral("2 OVERRUN all YRK NRT"),
         QStringLiteral("3 MOVE all FEN NRT"), QStringLiteral("4 PROBE all YRK NRT")}};
    const AreaTurnResult r = resolveCurrentAreaTurn(c);
    QVERIFY(r.log.size() > 0);
    const LogContext context = LogContext::of(c);
    int limitsReached = 0;
    for (size_t i = 0; i < r.log.size(); ++i) {
        if (const auto *phase = r.log.get<log::PhaseResolved>(i))
            QVERIFY2(phase->defence >= 0, qPrintable(eventSentence(r.log, i, context)));
        if (const auto *battle = r.log.get<log::BattleStarted>(i))
            QVERIFY2(battle->defence >= 0, qPrintable(eventSentence(r.log, i, context)));
        limitsReached += r.log.is<log::LimitReached>(i) ? 1 : 0;
    }
    // A levy, a reserve and a migration into full areas, at least.
    QVERIFY(limitsReached >= 3);
    // Every sentence can be made: their loss formulas (A4.8) at these strengths need 64 bits too.
    QVERIFY(logText(r.log, context).contains(QLatin1String("Lost to the limits")));
    // The log alone gives the next state, what was lost to the limits included.
    const AreaTurnState replayed = replayAreaTurn(c.world, s, r.log, r.log.size());
    QVERIFY(replayed.state == r.next);
    QVERIFY(replayed.tallies == r.tallies);
    checkReadsBack(c, closeTurn(c, r.log, r.next));
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        const ArmyTally &t = r.tallies[static_cast<size_t>(k)];
        // Dispersed armies are in the reserve by the end of the turn (A9.1, A2.4).
        QCOMPARE(kingdomArmies(s, k) + t.levied, kingdomArmies(r.next, k) + t.destroyed);
    }
}

// A ruleset built in code is not checked on the way in; the engine bounds it the same way, so a
// fort value of 2147483647 can no longer overflow the defence level (A1.4) into a negative one.
void TestEngineLimits::defenceLevelOfAnUncheckedRuleset()
{
    Campaign c = fixture("area");
    QJsonObject params{{QStringLiteral("fortValue"), 2147483647},
                       {QStringLiteral("cityFortValue"), 2147483647}};
    c.ruleset.json.insert(QStringLiteral("parameters"), params);
    const AreaParameters p = AreaParameters::fromRuleset(c.ruleset);
    QCOMPARE(p.cityFortValue, 100);
    TurnState &s = c.current().state;
    const int yrk = c.world.areaIndex(QStringLiteral("YRK"));
    s.areas[static_cast<size_t>(yrk)].forts = static_cast<int>(limits::kCount.max);
    s.areas[static_cast<size_t>(yrk)].armies = static_cast<int>(limits::kCount.max);
    s.areas[static_cast<size_t>(yrk)].population = static_cast<int>(limits::kCount.max);
    QCOMPARE(areaDefenceLevel(c.world, p, s, yrk), 102'000'000);
}

void TestEngineLimits::hexWeekAtTheLimits_data()
{
    bothEnds();
}

// H2.3, H3.2, H3.3, H4.2, H5, H7 at the limits, with decisions from a file beyond them.
void TestEngineLimits::hexWeekAtTheLimits()
{
    QFETCH(bool, highest);
    Campaign c = fixture("hex");
    setParameters(c, limits::hexParameters(), highest);
    if (highest) { // a week of rest days, or starving on the first, would leave no battle
        QJsonObject params = c.ruleset.json.value(QLatin1String("parameters")).toObject();
        params.insert(QStringLiteral("restDaysPerWeek"), 0);
        params.insert(QStringLiteral("starvationHpPerDay"), 0);
        c.ruleset.json.insert(QStringLiteral("parameters"), params);
    }
    for (HexArmy &a : c.current().state.armies) {
        a.daysOutOfSupply = static_cast<int>(limits::kDaysOutOfSupply.max) - 1;
        a.forcedMarchDays = static_cast<int>(limits::kForcedMarchDays.max);
        a.loyaltyBonus = static_cast<int>(limits::kLoyaltyBonus.max);
        a.leader.morale =
            static_cast<int>(highest ? limits::kLeaderMorale.max : limits::kLeaderMorale.min);
        while (a.units.size() < static_cast<size_t>(limits::kMaxUnitsPerArmy))
            a.units.push_back(a.units.front());
    }
    // Side by side, and one marches into the other: a battle on day 1 (H4.1).
    c.current().state.armies[1].hex = *parseHexLabel(QStringLiteral("2,0"));
    c.current().orders = {{QStringLiteral("A1 MARCH 2,0")}, {}};
    hexrules::ScriptedBattleDecisions decisions(QJsonObject{
        {QStringLiteral("situational"),
         QJsonObject{{QStringLiteral("A1"), 2147483647}, {QStringLiteral("B1"), -2147483647}}},
        {QStringLiteral("surprised"), QJsonArray{QStringLiteral("B1")}}});
    const TurnResolution a = hexrules::advanceHexTurn(c, 7, {}, &decisions);
    QVERIFY(a.hex && a.hex->daysResolved > 0);
    bool fought = false;
    for (size_t i = 0; i < a.log().size(); ++i)
        fought |= a.log().is<log::AttackThrows>(i);
    QVERIFY(fought);
    // The counters stop at their limits in the replay as in the engine.
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const HexTurnState replayed = replayHexTurn(rules, c.current().state, a.log(), a.log().size());
    QVERIFY(replayed.state == a.hex->next);
    const TurnState next = a.next.state;
    checkReadsBack(c, a);
    for (const HexArmy &army : next.armies) {
        QVERIFY(army.daysOutOfSupply <= limits::kDaysOutOfSupply.max);
        QVERIFY(army.loyaltyBonus <= limits::kLoyaltyBonus.max);
        QVERIFY(army.forcedMarchDays <= limits::kForcedMarchDays.max);
    }
}

QTEST_GUILESS_MAIN(TestEngineLimits)
#include "tst_engine_limits.moc"
