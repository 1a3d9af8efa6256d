// The orders and kingdoms docks of a hex campaign, offscreen on the bundled hex sample: every army
// listed with its march or as staying (H2.1), the engine's verdict on each stored line, and the
// days a march runs past the week said as not marched.
#include "SampleDocument.h"
#include "TakeResult.h"
#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/MarchSchedule.h"

#include <QListWidget>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace muster;

namespace {
constexpr int kOrdersColumn = KingdomsDock::kOrdersColumn;

/// A march order line taking `army` one hex, to the first neighbour the engine accepts (H2.1);
/// "" when there is none.
QString neighbourMarch(const Campaign &c, const HexArmy &army)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    for (const Hex &next : hexNeighbours(army.hex)) {
        const QString candidate = QStringLiteral("%1 MARCH %2").arg(army.id, hexLabel(next));
        if (const auto read = hexrules::parseMarchOrder(candidate, army.kingdom, c.world,
                                                        c.current().state, rules);
            read && *read)
            return candidate;
    }
    return {};
}
} // namespace

class TestHexOrdersDock : public QObject
{
    Q_OBJECT

private slots:
    void hexKingdomsDockListsArmiesAndMissingMarches()
    {
        CampaignDocument hex;
        QString error;
        QVERIFY2(test::take(hex.open(test::sample("sample-hex.json")), error), qPrintable(error));
        KingdomsDock dock(hex);
        QTableWidget *t = dock.table();
        const Campaign &c = hex.campaign();
        QCOMPARE(t->rowCount(), static_cast<int>(c.kingdoms.size()));
        QCOMPARE(t->horizontalHeaderItem(1)->text(), QStringLiteral("Armies"));
        QCOMPARE(t->horizontalHeaderItem(4)->text(), QStringLiteral("Strongholds"));
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
        for (int k = 0; k < t->rowCount(); ++k) {
            QStringList ids;
            int units = 0;
            double br = 0;
            for (const HexArmy &a : c.current().state.armies)
                if (a.kingdom == k) {
                    ids << a.id;
                    units += static_cast<int>(a.units.size());
                    br += rules.armyBr(a);
                }
            int strongholds = 0;
            for (const Stronghold &s : c.world.strongholds)
                strongholds += s.owner == k ? 1 : 0;
            QVERIFY(!ids.isEmpty());
            QVERIFY(t->item(k, 0)->text().contains(c.kingdoms[k].id));
            QCOMPARE(t->item(k, 1)->text(), QString::number(ids.size()));
            QCOMPARE(t->item(k, 2)->text(), QString::number(units));
            QCOMPARE(t->item(k, 3)->text().toDouble(), br);
            QCOMPARE(t->item(k, 4)->text(), QString::number(strongholds));
            // No march orders yet this week (H2.1): every army is listed as missing.
            QCOMPARE(t->item(k, kOrdersColumn)->text(),
                     QStringLiteral("missing ") + ids.join(QStringLiteral(", ")));
        }
        // The first kingdom's first army gets a march order: only the others are missing.
        const HexArmy &army = c.current().state.armies.front();
        const QString line = neighbourMarch(c, army);
        QVERIFY2(!line.isEmpty(), "the army can march to a neighbouring hex");
        hex.undoStack()->push(new ChangeOrders(hex, army.kingdom, {line}, QStringLiteral("March")));
        QStringList others;
        for (const HexArmy &a : c.current().state.armies)
            if (a.kingdom == army.kingdom && a.id != army.id)
                others << a.id;
        const QString cell = t->item(army.kingdom, kOrdersColumn)->text();
        if (others.isEmpty())
            QVERIFY2(!cell.contains(QStringLiteral("missing")), qPrintable(cell));
        else
            QCOMPARE(cell, QStringLiteral("missing ") + others.join(QStringLiteral(", ")));
        hex.undoStack()->undo();
        QVERIFY(t->item(army.kingdom, kOrdersColumn)->text().contains(army.id));
    }

    void hexOrdersDockListsStoredMarchesWithTheEnginesVerdict()
    {
        CampaignDocument hex;
        QString error;
        QVERIFY2(test::take(hex.open(test::sample("sample-hex.json")), error), qPrintable(error));
        OrdersDock dock(hex);
        const Campaign &c = hex.campaign();
        const HexArmy &army = c.current().state.armies.front();
        dock.setKingdom(army.kingdom);
        QTableWidget *t = dock.table();
        int armies = 0;
        for (const HexArmy &a : c.current().state.armies)
            armies += a.kingdom == army.kingdom ? 1 : 0;
        // No march yet: every army of the kingdom is listed as staying where it is (H2.1).
        QCOMPARE(t->rowCount(), armies);
        QVERIFY2(t->item(0, OrdersDock::OrderColumn)->text().contains(QLatin1String("no march")),
                 qPrintable(t->item(0, OrdersDock::OrderColumn)->text()));
        QCOMPARE(t->horizontalHeaderItem(OrdersDock::BpColumn)->text(), QStringLiteral("Days"));
        // One march to a neighbouring hex (accepted) and one off the map (rejected, H2.1).
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
        const QString good = neighbourMarch(c, army);
        QVERIFY(!good.isEmpty());
        QString bad = QStringLiteral("%1 MARCH 500,500").arg(army.id);
        for (const HexArmy &other : c.current().state.armies)
            if (other.kingdom == army.kingdom && other.id != army.id)
                bad = QStringLiteral("%1 MARCH 500,500").arg(other.id);
        hex.undoStack()->push(
            new ChangeOrders(hex, army.kingdom, {good, bad}, QStringLiteral("Marches")));
        // The rejected line leaves its army without a march: it is listed as staying too.
        QCOMPARE(t->rowCount(), 2 + armies - 1);
        QCOMPARE(t->item(0, OrdersDock::OrderColumn)->text(), good);
        QCOMPARE(t->item(0, OrdersDock::CheckColumn)->text(), QStringLiteral("ok"));
        QVERIFY2(t->item(0, OrdersDock::BpColumn)->text().startsWith(QLatin1String("day")),
                 qPrintable(t->item(0, OrdersDock::BpColumn)->text()));
        QCOMPARE(t->item(1, OrdersDock::OrderColumn)->text(), bad);
        const auto badRead =
            hexrules::parseMarchOrder(bad, army.kingdom, c.world, c.current().state, rules);
        QVERIFY(!badRead);
        const QString reason = badRead.problems()[0].message;
        // The refusal names the field at fault and the column of its word ("500,500").
        QCOMPARE(badRead.problems()[0].where, hexrules::kMarchPath);
        QCOMPARE(badRead.problems()[0].column,
                 static_cast<int>(bad.indexOf(QLatin1String("500"))) + 1);
        QCOMPARE(t->item(1, OrdersDock::CheckColumn)->text(), reason);
        QVERIFY(!(t->item(0, 0)->flags() & Qt::ItemIsEditable)); // marches are drawn on the map
        hex.undoStack()->undo();
        QCOMPARE(t->rowCount(), armies);
        // A march typed as a line is stored as its army's order; a bad one names the reason.
        QVERIFY(dock.addOrder(good));
        const QStringList stored{hexrules::marchOrderLine(
            **hexrules::parseMarchOrder(good, army.kingdom, c.world, c.current().state, rules))};
        QCOMPARE(hex.campaign().current().orders[army.kingdom], stored); // in its canonical form
        QVERIFY(!dock.addOrder(bad));
        QVERIFY(!reason.isEmpty());
        QVERIFY2(dock.errorList()->item(0)->text().contains(reason),
                 qPrintable(dock.errorList()->item(0)->text()));
        QCOMPARE(hex.campaign().current().orders[army.kingdom], stored);
    }

    void aMarchPastTheWeekSaysItsLastDaysAreNotMarched()
    {
        // A typed march longer than the week: its row says which of its days the engine drops
        // (a new week starts without orders), not that they carry into the next week.
        CampaignDocument hex;
        QString error;
        QVERIFY2(test::take(hex.open(test::sample("sample-hex.json")), error), qPrintable(error));
        OrdersDock dock(hex);
        const Campaign &c = hex.campaign();
        const HexArmy army = c.current().state.armies.front();
        dock.setKingdom(army.kingdom);
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
        QString line;
        int last = 0;
        for (Hex h : hexRing(army.hex, 10)) {
            const auto route = hexrules::findMarchRoute(c.world, rules, army.hex, h);
            if (!route.found || route.hexes.size() < 2)
                continue;
            const std::vector<Hex> path(route.hexes.begin() + 1, route.hexes.end());
            last = hexrules::scheduleMarch(c, army, path, {}).lastDay();
            if (last <= 7)
                continue;
            QStringList hexes;
            for (Hex step : path)
                hexes << hexLabel(step);
            line = QStringLiteral("%1 MARCH %2").arg(army.id, hexes.join(u' '));
            break;
        }
        QVERIFY2(!line.isEmpty(), "the sample has a march longer than a week");
        QVERIFY(dock.addOrder(line));
        QTableWidget *t = dock.table();
        const QString days = t->item(0, OrdersDock::BpColumn)->text();
        QVERIFY2(days.contains(QStringLiteral("not marched")) &&
                     days.contains(last == 8 ? QStringLiteral("day 8")
                                             : QStringLiteral("days 8-%1").arg(last)) &&
                     !days.contains(QLatin1String("next week")),
                 qPrintable(days));
    }
};

QTEST_MAIN(TestHexOrdersDock)
#include "tst_hex_orders_dock.moc"
