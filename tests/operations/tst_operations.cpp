// The operations on a campaign (core/operations) on the bundled samples: what each stores, the
// change it names (which turn, which kingdoms, how many turns a file writes, how far a change of
// the kingdoms reaches) and that a refused one leaves the campaign as it was, byte for byte.
#include "SampleCampaigns.h"
#include "model/CampaignCodes.h"
#include "operations/CloseTurn.h"
#include "operations/EditHouseRules.h"
#include "operations/EditKingdoms.h"
#include "operations/EditMap.h"
#include "operations/RollBack.h"
#include "operations/SetMarch.h"
#include "operations/StoreOrders.h"
#include "operations/StoreSheet.h"

#include <QTest>

#include <algorithm>
#include <functional>

using namespace muster;

namespace {
Campaign sample(const char *name)
{
    return test::sampleCampaign(name);
}

QByteArray bytesOf(const Campaign &c)
{
    return test::campaignBytes(c);
}

/// Whether `operation` refuses, saying why (in `*why`), and leaves `c` as it was, byte for byte.
bool refusedUnchanged(Campaign &c, const std::function<OperationResult(Campaign &)> &operation,
                      QString *why = nullptr)
{
    const QByteArray before = bytesOf(c);
    const OperationResult r = operation(c);
    if (why)
        *why = r.problemTexts().join(u'\n');
    return !r.ok() && !r.problemTexts().isEmpty() && bytesOf(c) == before;
}

int armyKingdom(const Campaign &c, const QString &id)
{
    return hexrules::armyNamed(c.current().state, id)->kingdom;
}

/// A march along hexes by their labels ("9,9"), resting on H2.3's default days.
hexrules::HexMarchOrder march(QString army, const QStringList &labels)
{
    hexrules::HexMarchOrder order{std::move(army), {}, {5, 6, 7}};
    for (const QString &label : labels)
        order.path.push_back(*parseHexLabel(label));
    return order;
}
} // namespace

class TestOperations : public QObject
{
    Q_OBJECT

private slots:
    void aRefusedCloseOrRollBackChangesNothing();
    void closingATurnAppendsTheNext();
    void rollingBackReopensTheTurnBefore();
    void storeOrderLinesIsTheGmsAndNamesTheKingdom();
    void storeTurnOrdersNamesEveryKingdom();
    void refusedOrdersChangeNothing();
    void aBareSheetReplacesOrIsAppended();
    void aSheetWithNoActionIsRefusedWithOneMessage();
    void aTurnsheetWithOnlyAMessageKeepsTheOrders();
    void aRefusedMarchChangesNothing();
    void aMarchTakesTheArmysFirstLineAndDropsTheLaterOnes();
    void aMarchForAnArmyWithoutALineComesLast();
    void aKingdomEditNamesTheKingdomAndHowFarItReaches();
    void aRefusedKingdomEditSaysWhyAndChangesNothing();
    void aStartedCampaignChangesOnlyItsPlayers();
    void addingAndRemovingAKingdomIsUndoneByItsRoster();
    void houseRulesAreSetAndPutBack();
    void aRefusedHouseRuleNamesTheParameterAndItsLimits();
    void aMapEditLeavingAStateTheReadersRefuseIsRefused();
};

void TestOperations::aRefusedCloseOrRollBackChangesNothing()
{
    Campaign c = sample("sample-area.json");
    QString why;
    QVERIFY(refusedUnchanged(c, rollBackTurn, &why));
    QVERIFY2(
        why.contains(QLatin1String("is the first turn; there is no resolved turn to roll back")),
        qPrintable(why));
    // The current turn unresolved, and a next turn that is not the one after it.
    QVERIFY(refusedUnchanged(c, [](Campaign &campaign) {
        return closeResolvedTurn(campaign, campaign.current(), TurnRecord{});
    }));
    TurnResolution resolution = resolveCurrentTurn(c);
    resolution.next.number += 1;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &campaign) { return applyResolution(campaign, resolution); }));
}

void TestOperations::closingATurnAppendsTheNext()
{
    Campaign c = sample("sample-area.json");
    TurnResolution resolution = resolveCurrentTurn(c);
    const TurnRecord resolved = resolution.resolved;
    const TurnRecord next = resolution.next;
    // The resolution of another turn does not close this one.
    TurnResolution other = resolution;
    other.resolved.number += 1;
    QVERIFY(
        refusedUnchanged(c, [&](Campaign &campaign) { return applyResolution(campaign, other); }));

    const OperationResult r = applyResolution(c, std::move(resolution));
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::TurnClosed);
    QCOMPARE(r.change->turn, next.number);
    QCOMPARE(r.change->latestTurns, 2);
    QVERIFY(r.change->turnsChanged());
    QCOMPARE(c.turns.size(), size_t{2});
    QCOMPARE(c.turns[0], resolved);
    QCOMPARE(c.current(), next);
}

void TestOperations::rollingBackReopensTheTurnBefore()
{
    Campaign c = sample("sample-area.json");
    const TurnRecord first = c.current();
    QVERIFY(applyResolution(c, resolveCurrentTurn(c)).ok());
    QVERIFY(canRollBack(c));
    const OperationResult r = rollBackTurn(c);
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::TurnRolledBack);
    QCOMPARE(r.change->turn, first.number);
    QCOMPARE(r.change->latestTurns, 1);
    QCOMPARE(c.turns.size(), size_t{1});
    QVERIFY(!c.current().resolved);
    QVERIFY(c.current().log.isEmpty());
    QCOMPARE(c.current().state, first.state);
    QCOMPARE(c.current().seed, first.seed);
    // The orders as stored for the turn, one list a kingdom.
    for (size_t k = 0; k < c.kingdoms.size(); ++k)
        QCOMPARE(c.current().orders[k], k < first.orders.size() ? first.orders[k] : QStringList());
}

void TestOperations::storeOrderLinesIsTheGmsAndNamesTheKingdom()
{
    Campaign c = sample("sample-area.json");
    c.current().mailed[1] = MailedSheet{};
    const OperationResult r = storeOrderLines(c, 1, {QStringLiteral("1 DEFEND KES")});
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::Orders);
    QCOMPARE(r.change->turn, c.current().number);
    QCOMPARE(r.change->orders, std::vector<int>{1});
    QCOMPARE(r.change->kingdoms(), std::vector<int>{1});
    QCOMPARE(r.change->latestTurns, 1);
    QVERIFY(!r.change->turnsChanged());
    QCOMPARE(c.current().orders[1], QStringList{QStringLiteral("1 DEFEND KES")});
    QVERIFY(!c.current().mailed.count(1)); // the GM's lines now
}

void TestOperations::storeTurnOrdersNamesEveryKingdom()
{
    Campaign c = sample("sample-area.json");
    const OperationResult r = storeTurnOrders(
        c, {{{QStringLiteral("1 DEFEND GLM")}}, {{2, QStringLiteral("Hello")}}, {}, {}});
    QVERIFY(r.ok());
    QCOMPARE(c.current().orders.size(), c.kingdoms.size());
    QCOMPARE(c.current().orders[0], QStringList{QStringLiteral("1 DEFEND GLM")});
    QVERIFY(c.current().orders[1].isEmpty());
    QCOMPARE(c.current().messages.at(2), QStringLiteral("Hello"));
    QCOMPARE(r.change->kingdoms().size(), c.kingdoms.size());
}

void TestOperations::refusedOrdersChangeNothing()
{
    Campaign c = sample("sample-area.json");
    QVERIFY(
        refusedUnchanged(c, [](Campaign &campaign) { return storeOrderLines(campaign, -1, {}); }));
    QVERIFY(
        refusedUnchanged(c, [](Campaign &campaign) { return storeOrderLines(campaign, 99, {}); }));
    QVERIFY(refusedUnchanged(c, [](Campaign &campaign) {
        return storeSheet(
            campaign,
            readSheetToStore(campaign, 0, QStringLiteral("1 TELEPORT 3 ZZZ"), SheetMode::Replace));
    }));
}

void TestOperations::aBareSheetReplacesOrIsAppended()
{
    Campaign c = sample("sample-area.json");
    const QStringList stored = c.current().orders[0];
    QVERIFY(!stored.isEmpty());
    const SheetToStore append =
        readSheetToStore(c, 0, QStringLiteral("9 DEFEND GLM"), SheetMode::Append);
    QVERIFY(append.ok());
    QVERIFY(!append.turnsheet);
    QCOMPARE(append.reading.actions, 1);
    QCOMPARE(append.reading.lines, stored + QStringList{QStringLiteral("9 DEFEND GLM")});
    // Read from the campaign as it is, nothing stored yet.
    QCOMPARE(c.current().orders[0], stored);

    const SheetToStore replace =
        readSheetToStore(c, 0, QStringLiteral("1 DEFEND GLM"), SheetMode::Replace);
    const OperationResult r = storeSheet(c, replace);
    QVERIFY(r.ok());
    QCOMPARE(r.change->orders, std::vector<int>{0});
    QVERIFY(r.change->messages.empty());
    QCOMPARE(c.current().orders[0], QStringList{QStringLiteral("1 DEFEND GLM")});

    // Appended, a number the stored orders already use is named on the sheet's own line.
    const SheetToStore clash =
        readSheetToStore(c, 0, QStringLiteral("# mine\n1 DEFEND GLM"), SheetMode::Append);
    QVERIFY(!clash.ok());
    QCOMPARE(clash.reading.problems.front().line, 2);
}

void TestOperations::aSheetWithNoActionIsRefusedWithOneMessage()
{
    Campaign c = sample("sample-area.json");
    for (SheetMode mode : {SheetMode::Replace, SheetMode::Append}) {
        const SheetToStore sheet = readSheetToStore(c, 0, QStringLiteral("# nothing\n\n"), mode);
        QVERIFY(!sheet.ok());
        QCOMPARE(sheet.reading.errorTexts(), QStringList{noActionsText()});
    }
}

void TestOperations::aTurnsheetWithOnlyAMessageKeepsTheOrders()
{
    Campaign c = sample("sample-area.json");
    const QStringList stored = c.current().orders[0];
    const QString text = QStringLiteral("Kingdom: %1\nTurn: %2\nMessages:\nWell met.\n")
                             .arg(c.kingdoms[0].id)
                             .arg(c.current().number);
    const SheetToStore sheet = readSheetToStore(c, 0, text, SheetMode::Append);
    QVERIFY2(sheet.ok(), qPrintable(sheet.reading.errorTexts().join(u'\n')));
    QVERIFY(sheet.turnsheet);
    const OperationResult r = storeSheet(c, sheet);
    QVERIFY(r.ok());
    QVERIFY(r.change->orders.empty());
    QCOMPARE(r.change->messages, std::vector<int>{0});
    QCOMPARE(c.current().orders[0], stored);
    QCOMPARE(c.current().messages.at(0), QStringLiteral("Well met."));
}

void TestOperations::aRefusedMarchChangesNothing()
{
    Campaign c = sample("sample-hex.json");
    // Not a neighbour; an army there is not.
    QVERIFY(refusedUnchanged(c, [](Campaign &campaign) {
        return setMarch(campaign, march(QStringLiteral("A1"), {QStringLiteral("11,9")}));
    }));
    QVERIFY(refusedUnchanged(c, [](Campaign &campaign) {
        return setMarch(campaign, march(QStringLiteral("Z9"), {QStringLiteral("9,9")}));
    }));
    // An unowned army takes no orders (H7.2).
    HexArmy &army = c.current().state.armies.front();
    army.kingdom = -1;
    QString why;
    QVERIFY(refusedUnchanged(
        c,
        [&](Campaign &campaign) {
            return setMarch(campaign, march(army.id, {QStringLiteral("9,9")}));
        },
        &why));
    QVERIFY2(why.contains(QLatin1String("unowned")), qPrintable(why));
}

void TestOperations::aMarchTakesTheArmysFirstLineAndDropsTheLaterOnes()
{
    Campaign c = sample("sample-hex.json");
    const int k = armyKingdom(c, QStringLiteral("A1"));
    c.current().orders.resize(c.kingdoms.size());
    c.current().orders[static_cast<size_t>(k)] = {
        QStringLiteral("# the plan"), QStringLiteral("A1 MARCH 9,9"),
        QStringLiteral("A2 MARCH 17,14"), QStringLiteral("a1 MARCH 9,9 10,9 REST 6 7"),
        QStringLiteral("A1 HOLD")};
    const OperationResult r =
        setMarch(c, march(QStringLiteral("A1"), {QStringLiteral("9,9"), QStringLiteral("10,9")}));
    QVERIFY(r.ok());
    QCOMPARE(r.change->orders, std::vector<int>{k});
    QCOMPARE(r.change->latestTurns, 1);
    QCOMPARE(
        c.current().orders[static_cast<size_t>(k)],
        (QStringList{QStringLiteral("# the plan"), QStringLiteral("A1 MARCH 9,9 10,9 REST 5 6 7"),
                     QStringLiteral("A2 MARCH 17,14")}));
}

void TestOperations::aMarchForAnArmyWithoutALineComesLast()
{
    Campaign c = sample("sample-hex.json");
    const int k = armyKingdom(c, QStringLiteral("A2"));
    c.current().orders.clear(); // fewer lists than kingdoms: made up
    QVERIFY(setMarch(c, march(QStringLiteral("A1"), {QStringLiteral("9,9")})).ok());
    QVERIFY(setMarch(c, march(QStringLiteral("A2"), {QStringLiteral("17,14")})).ok());
    QCOMPARE(c.current().orders.size(), c.kingdoms.size());
    QCOMPARE(c.current().orders[static_cast<size_t>(k)],
             (QStringList{QStringLiteral("A1 MARCH 9,9 REST 5 6 7"),
                          QStringLiteral("A2 MARCH 17,14 REST 5 6 7")}));
}

namespace {
/// A sample put back into its setup, where its kingdoms may change.
Campaign inSetup(const char *name)
{
    Campaign c = sample(name);
    c.started = false;
    return c;
}

KingdomFields named(const QString &name)
{
    KingdomFields f;
    f.name = name;
    return f;
}
} // namespace

void TestOperations::aKingdomEditNamesTheKingdomAndHowFarItReaches()
{
    Campaign c = inSetup("sample-area.json");
    OperationResult r = editKingdom(c, 1, named(QStringLiteral("Westmarch")));
    QVERIFY2(r.ok(), qPrintable(r.problemTexts().join(u'\n')));
    QCOMPARE(c.kingdoms[1].name, QStringLiteral("Westmarch"));
    QCOMPARE(r.change->kind, CampaignChange::Kind::Kingdoms);
    QCOMPARE(r.change->reach, CampaignChange::Reach::Shown);
    QCOMPARE(r.change->edited, std::vector<int>{1});
    QVERIFY(r.change->definitionChanged());
    QVERIFY(!r.change->turnsChanged());
    QVERIFY(r.change->kingdoms().empty()); // no orders or messages changed

    KingdomFields player;
    player.email = QStringLiteral("west@players.example");
    r = editKingdom(c, 1, player);
    QVERIFY(r.ok());
    QCOMPARE(r.change->reach, CampaignChange::Reach::Players);

    KingdomFields start;
    QVERIFY(!start.set(QStringLiteral("bp"), QStringLiteral("40")));
    r = editKingdom(c, 1, start);
    QVERIFY(r.ok());
    QCOMPARE(c.current().state.kingdoms[1].bp, 40);
    QCOMPARE(r.change->reach, CampaignChange::Reach::Shown);
}

void TestOperations::aRefusedKingdomEditSaysWhyAndChangesNothing()
{
    Campaign c = inSetup("sample-area.json");
    const QString other = c.kingdoms[0].name;
    QString why;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 1, named(other)); }, &why));
    QVERIFY2(why.contains(QLatin1String("another kingdom")), qPrintable(why));
    KingdomFields colour;
    colour.colour = QStringLiteral("red");
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 1, colour); }, &why));
    QVERIFY2(why.startsWith(c.kingdoms[1].name + QStringLiteral("'s colour")), qPrintable(why));
    KingdomFields id;
    id.id = c.kingdoms[0].id;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 1, id); }, &why));
    KingdomFields bp;
    bp.bp = -1;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 1, bp); }, &why));
    QVERIFY2(why.contains(QLatin1String("bp must be from 0 to 1000000")), qPrintable(why));
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 9, named(QStringLiteral("X"))); }));
    QVERIFY(!KingdomFields().set(QStringLiteral("flag"), QStringLiteral("x"))->isEmpty());
    QVERIFY(KingdomFields().set(QStringLiteral("bp"), QStringLiteral("many")));

    Campaign hex = inSetup("sample-hex.json");
    QVERIFY(refusedUnchanged(
        hex, [&](Campaign &x) { return editKingdom(x, 0, bp); }, &why));
    QVERIFY2(why.contains(QLatin1String("no BPs")), qPrintable(why));
}

void TestOperations::aStartedCampaignChangesOnlyItsPlayers()
{
    Campaign c = sample("sample-area.json");
    QVERIFY(c.started);
    QString why;
    QVERIFY(refusedUnchanged(
        c, [&](Campaign &x) { return editKingdom(x, 0, named(QStringLiteral("Elsewhere"))); },
        &why));
    QVERIFY2(why.contains(QLatin1String("has started")), qPrintable(why));
    QVERIFY(refusedUnchanged(c, [&](Campaign &x) { return removeKingdom(x, 0); }));
    QVERIFY(refusedUnchanged(c, [&](Campaign &x) { return addKingdom(x, newKingdom(x, {})); }));
    KingdomFields code;
    code.playerCode = newPlayerCode(c);
    QVERIFY(editKingdom(c, 0, code).ok());
    QCOMPARE(c.kingdoms[0].playerCode, *code.playerCode);
}

void TestOperations::addingAndRemovingAKingdomIsUndoneByItsRoster()
{
    Campaign c = inSetup("sample-area.json");
    const QByteArray before = bytesOf(c);
    KingdomRoster roster = rosterOf(c);
    const int count = static_cast<int>(c.kingdoms.size());
    OperationResult r = addKingdom(c, newKingdom(c, {}), {12, 3, 1});
    QVERIFY2(r.ok(), qPrintable(r.problemTexts().join(u'\n')));
    QCOMPARE(r.change->reach, CampaignChange::Reach::Roster);
    QCOMPARE(r.change->edited, std::vector<int>{count});
    QCOMPARE(c.current().state.kingdoms[static_cast<size_t>(count)].bp, 12);
    QVERIFY(restoreKingdoms(c, roster).ok());
    QCOMPARE(bytesOf(c), before);

    r = removeKingdom(c, 0);
    QVERIFY(r.ok());
    QCOMPARE(r.change->reach, CampaignChange::Reach::Roster);
    QCOMPARE(static_cast<int>(c.kingdoms.size()), count - 1);
    r = restoreKingdoms(c, roster);
    QCOMPARE(r.change->reach, CampaignChange::Reach::Roster);
    QCOMPARE(bytesOf(c), before);

    // A kingdom that would be refused is not added.
    Kingdom twin = newKingdom(c, {});
    twin.id = c.kingdoms[0].id;
    QVERIFY(refusedUnchanged(c, [&](Campaign &x) { return addKingdom(x, twin); }));
}

void TestOperations::houseRulesAreSetAndPutBack()
{
    Campaign c = inSetup("sample-area.json");
    const QByteArray before = bytesOf(c);
    const Ruleset ruleset = c.ruleset;
    const auto values = parseHouseRuleValues(
        c.ruleset, {QStringLiteral("costMove=3"), QStringLiteral("fortValue = 4")});
    QVERIFY2(values, qPrintable(values.message()));
    QCOMPARE(*values, (std::vector<HouseRuleValue>{{QStringLiteral("costMove"), 3},
                                                   {QStringLiteral("fortValue"), 4}}));
    const OperationResult r = setHouseRules(c, *values);
    QVERIFY2(r.ok(), qPrintable(r.problemTexts().join(u'\n')));
    QCOMPARE(r.change->kind, CampaignChange::Kind::HouseRules);
    QVERIFY(r.change->definitionChanged());
    QVERIFY(!r.change->turnsChanged());
    QCOMPARE(c.ruleset.parameter(QStringLiteral("costMove"), -1), 3.0);
    QCOMPARE(c.ruleset.parameter(QStringLiteral("fortValue"), -1), 4.0);
    QVERIFY(restoreHouseRules(c, ruleset).ok());
    QCOMPARE(bytesOf(c), before);

    Campaign hex = inSetup("sample-hex.json");
    QVERIFY(setHouseRules(hex, {{QStringLiteral("hexMiles"), 7.5}}).ok());
    QCOMPARE(hex.ruleset.parameter(QStringLiteral("hexMiles"), -1), 7.5);
}

void TestOperations::aRefusedHouseRuleNamesTheParameterAndItsLimits()
{
    Campaign c = inSetup("sample-area.json");
    QString why;
    const auto set = [&](std::vector<HouseRuleValue> values) {
        return refusedUnchanged(
            c, [&](Campaign &x) { return setHouseRules(x, values); }, &why);
    };
    QVERIFY(set({{QStringLiteral("fortValue"), 101}}));
    QCOMPARE(why, QStringLiteral("fortValue must be a whole number from 0 to 100 (RULES A1.4); "
                                 "101 is not"));
    QVERIFY(set({{QStringLiteral("fortValue"), 2.5}}));
    QVERIFY(set({{QStringLiteral("hexMiles"), 5}}));
    QVERIFY2(why.contains(QLatin1String("no house rule \"hexMiles\"")), qPrintable(why));
    QVERIFY(set(
        {{QStringLiteral("dispersalNumerator"), 5}, {QStringLiteral("dispersalDenominator"), 4}}));
    QVERIFY2(why.startsWith(QStringLiteral("dispersalNumerator (a whole number from 0 to 1000, at "
                                           "most dispersalDenominator (RULES A9.1)): ")),
             qPrintable(why));
    c.started = true;
    QVERIFY(set({{QStringLiteral("fortValue"), 2}}));
    QVERIFY2(why.contains(QLatin1String("has started")), qPrintable(why));

    const auto words = parseHouseRuleValues(c.ruleset, {QStringLiteral("fortValue=high")});
    QVERIFY(!words);
    QCOMPARE(words.message(),
             QStringLiteral("fortValue: \"high\" is not a number; it is a whole number from 0 to "
                            "100 (RULES A1.4)"));
    QVERIFY(!parseHouseRuleValues(c.ruleset, {QStringLiteral("fortValue")}));
}

// R1, A1.2: the map is edited in setup only, and never into a map the areas' states cannot stand
// on (the campaign's reader would refuse the file).
void TestOperations::aMapEditLeavingAStateTheReadersRefuseIsRefused()
{
    Campaign c = sample("sample-area.json");
    const auto edit = [](World w) {
        return [w](Campaign &x) { return editMap(x, w, x.current().state.areas); };
    };
    QString why;
    QVERIFY(refusedUnchanged(c, edit(c.world), &why));
    QCOMPARE(why, mapFixedRefusal());

    c.started = false;
    const auto &areas = c.current().state.areas;
    const auto peopled = std::find_if(areas.begin(), areas.end(),
                                      [](const AreaState &s) { return s.population > 0; });
    QVERIFY(peopled != areas.end());
    const size_t area = static_cast<size_t>(peopled - areas.begin());
    World sea = c.world;
    sea.areas[area].terrain = AreaTerrain::Sea;
    QVERIFY(refusedUnchanged(c, edit(sea), &why));
    QCOMPARE(why, QStringLiteral("%1 population: a sea area has no population or forts (A1.2)")
                      .arg(c.world.areas[area].code));

    const World before = c.world;
    World renamed = c.world;
    renamed.areas[area].name = QStringLiteral("Newmarch");
    const OperationResult r = edit(renamed)(c);
    QVERIFY(r.ok());
    QCOMPARE(r.change->kind, CampaignChange::Kind::Map);
    QVERIFY(r.change->definitionChanged());
    QCOMPARE(c.world.areas[area].name, QStringLiteral("Newmarch"));
    QVERIFY(restoreMap(c, before, c.current().state.areas).ok());
    QCOMPARE(c.world.areas[area].name, before.areas[area].name);
}

QTEST_GUILESS_MAIN(TestOperations)
#include "tst_operations.moc"
