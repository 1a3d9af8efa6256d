// How often one edit of one order line parses the kingdom's sheet and runs the area engine, with
// the orders dock and View > Orders (the map's orders layer) both showing the current turn: the
// counts core keeps (rules/area/OrderWorkCounts.h), read before and after the edit. Once each:
// the dock, its previews, the map and Resolve Turn's warnings read the document's TurnOrders
// (orders/TurnOrders.h).
#include "ConsoleTestWindow.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/OrdersOnMap.h"
#include "console/turns/ResolveWarnings.h"
#include "console/turns/TurnConsole.h"
#include "model/Campaign.h"
#include "operations/StoreOrders.h"
#include "orders/OrdersCheck.h"
#include "render/map/OrderLayer.h"
#include "rules/area/OrderSheet.h"
#include "rules/area/OrderWorkCounts.h"
#include "view/OrderMarks.h"

#include <QAction>
#include <QCoreApplication>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace muster;

class TestOrderWork : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void oneEditParsesTheSheetAndRunsTheEngine();
    void oneChangeInTheOrderFormParsesOneSheet();

private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
};

void TestOrderWork::init()
{
    m_errors.clear();
    m_window = test::showConsoleWindow(&m_errors);
    QVERIFY(m_window);
    QVERIFY(test::openSampleAs(*m_window,
                               QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                               m_dir.filePath(QStringLiteral("work.muster"))));
}

void TestOrderWork::cleanup()
{
    m_window.reset();
    QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
}

void TestOrderWork::oneEditParsesTheSheetAndRunsTheEngine()
{
    CampaignDocument &document = *m_window->document();
    // Only the edited kingdom has orders, so every order line the parser reads is one of its
    // sheet's: the lines read over the sheet's length is how often the sheet was parsed.
    const QStringList sheet = document.campaign().current().orders[0];
    QVERIFY(sheet.size() > 1);
    std::vector<QStringList> orders(document.campaign().kingdoms.size());
    orders[0] = sheet;
    document.setTurnOrders({orders, {}, {}, {}});
    m_window->ordersOnMap()->action()->setChecked(true);
    QVERIFY(m_window->ordersOnMap()->layer());
    m_window->turnConsole()->kingdoms()->selectKingdom(0);
    OrdersDock &dock = *m_window->turnConsole()->orders();
    QCOMPARE(dock.kingdom(), 0);
    QCoreApplication::processEvents();

    // One edit: the second order moves one army fewer.
    const QString edited = QStringLiteral("2 MOVE 1 HCS FOX");
    QCOMPARE(sheet[1], QStringLiteral("2 MOVE 2 HCS FOX"));
    const OrderWorkCounts before = orderWorkCounts();
    QVERIFY(dock.editOrder(1, edited));
    QCoreApplication::processEvents();
    const OrderWorkCounts work = orderWorkCounts() - before;
    QCOMPARE(document.campaign().current().orders[0][1], edited);

    const long long parsesOfTheSheet = work.orderLinesParsed / sheet.size();
    QCOMPARE(work.orderLinesParsed % sheet.size(), 0LL);
    qInfo("one edit: %lld parses of the edited sheet, %lld sheet parses in all, %lld engine runs",
          parsesOfTheSheet, work.sheetParses, work.areaTurnRuns);
    // The dock parses the typed lines to store them and hands the sheet to the document's
    // TurnOrders; its check, its previews and the map's layer all read that one run.
    QCOMPARE(parsesOfTheSheet, 1LL);
    QCOMPARE(work.sheetParses, 1LL); // the other kingdoms' sheets are held as they were
    QCOMPARE(work.areaTurnRuns, 1LL);
    // What they show is what a check and marks of their own would show.
    const Campaign &c = document.campaign();
    QCOMPARE(dock.table()->rowCount(), static_cast<int>(sheet.size()));
    const OrdersCheck fresh = checkKingdomOrders(c, 0, c.current().orders[0]);
    for (int r = 0; r < dock.table()->rowCount(); ++r) {
        const OrderLineCheck &row = fresh.rows[static_cast<size_t>(r)];
        QCOMPARE(dock.table()->item(r, OrdersDock::BpColumn)->text(),
                 row.bpLeft >= 0 ? QString::number(row.bpLeft) : QString());
        QCOMPARE(dock.table()->item(r, OrdersDock::PreviewColumn)->text(), row.preview);
    }
    const TurnOrderMarks marks = turnOrderMarks(c, static_cast<int>(c.turns.size()) - 1);
    const auto &items = m_window->ordersOnMap()->layer()->items();
    QCOMPARE(items.size(), marks.marks.size());
    for (size_t i = 0; i < items.size(); ++i) {
        QCOMPARE(items[i].mark.action.line, marks.marks[i].action.line);
        QCOMPARE(items[i].mark.outcome, marks.marks[i].outcome);
        QCOMPARE(items[i].mark.battle, marks.marks[i].battle);
    }

    // Resolve Turn's warnings read the same sheets and run: nothing parsed or run again.
    const OrderWorkCounts beforeWarnings = orderWorkCounts();
    const ResolveWarnings warnings = resolveWarnings(c, *document.turnOrders());
    const OrderWorkCounts warned = orderWorkCounts() - beforeWarnings;
    QCOMPARE(warned.sheetParses, 0LL);
    QCOMPARE(warned.areaTurnRuns, 0LL);
    QVERIFY(!warnings.withoutOrders.isEmpty()); // only kingdom 0 has orders

    // Undoing the edit parses the sheet it brings back once, and runs the turn once.
    const OrderWorkCounts beforeUndo = orderWorkCounts();
    document.undoStack()->undo();
    QCoreApplication::processEvents();
    const OrderWorkCounts undo = orderWorkCounts() - beforeUndo;
    QCOMPARE(document.campaign().current().orders[0], sheet);
    QCOMPARE(undo.orderLinesParsed, static_cast<long long>(sheet.size()));
    QCOMPARE(undo.areaTurnRuns, 1LL);
}

// The order form judges its line among the kingdom's lines at every change: the other kingdoms'
// sheets are parsed once when it opens, so a change parses the one sheet it changes and runs the
// turn once.
void TestOrderWork::oneChangeInTheOrderFormParsesOneSheet()
{
    CampaignDocument &document = *m_window->document();
    const QStringList sheet = document.campaign().current().orders[0];
    // Every kingdom has lines (those parse, whatever the engine makes of them).
    std::vector<QStringList> orders(document.campaign().kingdoms.size(), sheet);
    QVERIFY(orders.size() > 2);
    document.setTurnOrders({orders, {}, {}, {}});
    const Campaign &c = document.campaign();
    const OrderSheet parsed = parseOrderSheet(sheet.join(QLatin1Char('\n')), c.world, 100);
    QVERIFY(parsed.ok() && parsed.actions.size() > 1);
    OrderForm form(c, 0, parsed.actions[1], 5, 1);
    auto *count = form.findChild<QSpinBox *>(QStringLiteral("orderCount"));
    QVERIFY(count);
    const OrderWorkCounts before = orderWorkCounts();
    count->setValue(count->value() == 1 ? 2 : 1);
    const OrderWorkCounts work = orderWorkCounts() - before;
    QVERIFY(form.line() != sheet[1]);
    QCOMPARE(work.sheetParses, 1LL);
    QCOMPARE(work.areaTurnRuns, 1LL);
}

QTEST_MAIN(TestOrderWork)
#include "tst_order_work.moc"
