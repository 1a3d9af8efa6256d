// Callers ask a campaign's rule system (rules/RuleSystem.h) what it has and let it do what differs
// between areas and hexes; ruleSystem() is the one place a kind becomes its implementation. These
// tests pin that each kind maps to the system of that kind, with the capabilities RULES parts A
// and H give it, and that what moved into the systems says what the callers said before.
#include "log/Events.h"
#include "log/LogJson.h"
#include "model/Limits.h"
#include "rules/KingdomTable.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"
#include "setup/BlankCampaign.h"

#include <QTest>

using namespace muster;

class TestRuleSystems : public QObject
{
    Q_OBJECT

private slots:
    void eachKindMapsToItsSystem_data()
    {
        QTest::addColumn<RulesetKind>("kind");
        QTest::addColumn<QString>("name");
        QTest::newRow("area") << RulesetKind::Area << QStringLiteral("area");
        QTest::newRow("hex") << RulesetKind::Hex << QStringLiteral("hex");
    }
    void eachKindMapsToItsSystem()
    {
        QFETCH(RulesetKind, kind);
        QFETCH(QString, name);
        const RuleSystem &rules = ruleSystem(kind);
        QCOMPARE(rules.kind(), kind);
        QCOMPARE(rules.name(), name);
        QCOMPARE(rules.name(), rulesetKindName(kind));
        // One system per kind, the same each time it is asked.
        QCOMPARE(&ruleSystem(kind), &rules);
        Campaign c;
        c.ruleset.kind = kind;
        QCOMPARE(&ruleSystem(c), &rules);
    }

    void areaCapabilities()
    {
        const RuleSystem &area = ruleSystem(RulesetKind::Area);
        QVERIFY(area.hasActionOrders()); // A5 sheets of numbered actions
        QVERIFY(area.hasBuildPoints());  // A1.3
        QVERIFY(area.holdsAreas());      // A1
        QVERIFY(!area.hasMarches());
        QVERIFY(!area.resolvesByDay());
        QVERIFY(!area.hasHexTerrain());
        QVERIFY(!area.seesHexes());
    }

    void hexCapabilities()
    {
        const RuleSystem &hex = ruleSystem(RulesetKind::Hex);
        QVERIFY(hex.hasMarches());    // H2.1
        QVERIFY(hex.resolvesByDay()); // H2.4
        QVERIFY(hex.hasHexTerrain()); // H2.2
        QVERIFY(hex.seesHexes());     // R1 sightRadius
        QVERIFY(!hex.hasActionOrders());
        QVERIFY(!hex.hasBuildPoints());
        QVERIFY(!hex.holdsAreas());
    }

    void parametersAreTheSystemsLimits()
    {
        QCOMPARE(ruleSystem(RulesetKind::Area).parameters().data(),
                 limits::areaParameters().data());
        QCOMPARE(ruleSystem(RulesetKind::Hex).parameters().data(), limits::hexParameters().data());
    }

    void turnNamesAreEachSystems()
    {
        const Campaign area = blankCampaign({RulesetKind::Area, QStringLiteral("A"), 10, 10, 1});
        const Campaign hex = blankCampaign({RulesetKind::Hex, QStringLiteral("H"), 10, 10, 1});
        QCOMPARE(turnName(area, 0), QStringLiteral("Turn 1"));
        QCOMPARE(turnName(hex, 0), QStringLiteral("Week 1, day 1"));
        QCOMPARE(turnName(hex, 5), QString()); // no such turn
    }

    void blankMapsFollowTheSystem()
    {
        // A hex map is open country to paint on; an area map has no terrain of its own.
        const Campaign hex = blankCampaign({RulesetKind::Hex, QStringLiteral("H"), 4, 3, 1});
        QCOMPARE(hex.world.terrain.size(), std::size_t{12});
        const Campaign area = blankCampaign({RulesetKind::Area, QStringLiteral("A"), 4, 3, 1});
        QVERIFY(area.world.terrain.empty());
    }

    void rollBackWording()
    {
        QCOMPARE(ruleSystem(RulesetKind::Area).ordersDropped(QStringLiteral("Kent (2 lines)")),
                 QStringLiteral("the orders of Kent (2 lines)"));
        QCOMPARE(
            ruleSystem(RulesetKind::Hex).ordersDropped(QStringLiteral("Kent (2 lines)")),
            QStringLiteral("the marches stored for it, carried on or entered (Kent (2 lines))"));
    }

    void kingdomTablesKeepTheDocksColumns_data()
    {
        QTest::addColumn<RulesetKind>("kind");
        QTest::addColumn<QString>("firstCount");
        QTest::newRow("area") << RulesetKind::Area << QStringLiteral("BP");   // A1.3
        QTest::newRow("hex") << RulesetKind::Hex << QStringLiteral("Armies"); // H1.2
    }
    void kingdomTablesKeepTheDocksColumns()
    {
        // The kingdoms dock shows each system's table as it is: the name, the counts the system
        // keeps and the orders, then the player's columns at fixed places (KingdomsDock.h).
        QFETCH(RulesetKind, kind);
        QFETCH(QString, firstCount);
        Campaign c = blankCampaign({kind, QStringLiteral("C"), 6, 4, 2});
        c.kingdoms.push_back(
            {QStringLiteral("ALD"), QStringLiteral("Aldmark"), {}, {}, {}, {}, {}});
        const KingdomTable table = ruleSystem(c).kingdomTable(c, c.current());
        QCOMPARE(table.columns.size(), KingdomTable::kCounts + 2);
        QCOMPARE(table.columns.front(), QStringLiteral("Kingdom"));
        QCOMPARE(table.columns.value(1), firstCount);
        QCOMPARE(table.columns.back(), QStringLiteral("Orders"));
        QCOMPARE(table.rows.size(), c.kingdoms.size());
        for (const KingdomTable::Row &row : table.rows) {
            QCOMPARE(row.cells.size(), table.columns.size());
            QCOMPARE(row.cells.front(), QStringLiteral("Aldmark (ALD)"));
            QVERIFY(!row.cells.back().isEmpty()); // "missing", "no armies"
        }
    }

    void orderWordsAreEachSystems()
    {
        const OrderWords area = ruleSystem(RulesetKind::Area).orderWords();
        const OrderWords hex = ruleSystem(RulesetKind::Hex).orderWords();
        QCOMPARE(area.order, QStringLiteral("Order"));
        QCOMPARE(hex.order, QStringLiteral("March"));
        QCOMPARE(area.resultsFor, QStringLiteral("Order"));
        QCOMPARE(hex.resultsFor, QStringLiteral("Army"));
        QVERIFY(area.amountTip.contains(QLatin1String("A3.1")));
        QVERIFY(hex.amountTip.contains(QLatin1String("H2.2")));
    }

    void eachEventNameBelongsToOneSystem()
    {
        // A name both systems log ("BattleStarted") reads as each system's own event; every event
        // type is owned by exactly one of them, so no name reads as nothing in either.
        int hexOwned = 0;
        for (std::size_t t = 0; t < log::EventTypes::size; ++t) {
            const auto type = static_cast<log::EventType>(t);
            const bool area = ruleSystem(RulesetKind::Area).ownsEventName(type);
            const bool hex = ruleSystem(RulesetKind::Hex).ownsEventName(type);
            QVERIFY2(area != hex, log::eventTypeName(type));
            hexOwned += hex ? 1 : 0;
        }
        QCOMPARE(hexOwned, 3); // HexBattleStarted, HexBattleEnded, OrderRejected
    }
};

QTEST_GUILESS_MAIN(TestRuleSystems)
#include "tst_rule_systems.moc"
