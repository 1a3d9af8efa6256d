// The orders dock's drag to reorder and shortcuts, and the kingdoms dock of an area campaign,
// offscreen on the bundled samples (a hex campaign's docks: tst_hex_orders_dock).
//
// A drag is exercised from the model's dropMimeData on: the offscreen platform runs no real drag
// (QDrag::exec returns at once), and what the view does on a drop is hand the dragged rows' MIME
// data to the model's dropMimeData with the row it lands on (QAbstractItemView::dropEvent).
#include "SampleDocument.h"
#include "TakeResult.h"
#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "log/LogText.h"
#include "operations/StoreOrders.h"
#include "orders/OrdersCheck.h"
#include "rules/area/AreaPreview.h"
#include "rules/hex/HexOrders.h"
#include "store/CampaignStore.h"

#include <QAction>
#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace muster;

namespace {
constexpr int kNumberColumn = 0, kOrderColumn = 1, kBpColumn = 2, kCheckColumn = 3,
              kPreviewColumn = 4;
constexpr int kOrdersColumn = KingdomsDock::kOrdersColumn;

/// The line with its number replaced: "3 MOVE 2 A B" numbered 1 is "1 MOVE 2 A B".
QString renumbered(const QString &line, int number)
{
    return QString::number(number) + QLatin1Char(' ') + line.section(QLatin1Char(' '), 1);
}

/// Drops row `from` of the table before row `insertAt` (rowCount(): below the last row), the way
/// the view does at the end of a drag.
bool dragRow(QTableWidget *table, int from, int insertAt)
{
    QAbstractItemModel *model = table->model();
    std::unique_ptr<QMimeData> data(model->mimeData({model->index(from, kOrderColumn)}));
    if (!data || !model->canDropMimeData(data.get(), Qt::MoveAction, insertAt, 0, {}))
        return false;
    return model->dropMimeData(data.get(), Qt::MoveAction, insertAt, 0, {});
}
} // namespace

/// The sample area campaign in a .muster file, shown in a window with its kingdoms and orders
/// docks side by side, as both suites below use it.
class DockFixture
{
protected:
    QTemporaryDir m_dir;
    CampaignDocument m_area;
    std::unique_ptr<QWidget> m_window;
    OrdersDock *m_orders = nullptr;
    KingdomsDock *m_kingdoms = nullptr;

    QStringList stored(int kingdom) const { return m_area.campaign().current().orders[kingdom]; }
    /// The rows as "number order", to compare with the stored canonical lines.
    QStringList shownLines() const
    {
        QStringList out;
        for (int r = 0; r < m_orders->table()->rowCount(); ++r)
            out << m_orders->table()->item(r, kNumberColumn)->text() + QLatin1Char(' ') +
                       m_orders->table()->item(r, kOrderColumn)->text();
        return out;
    }
    void verifyRowsMatchTheEngine()
    {
        const OrdersCheck check = checkKingdomOrders(m_area.campaign(), 0, stored(0));
        QTableWidget *t = m_orders->table();
        QCOMPARE(t->rowCount(), static_cast<int>(check.rows.size()));
        for (int r = 0; r < t->rowCount(); ++r) {
            const OrderLineCheck &row = check.rows[static_cast<size_t>(r)];
            QCOMPARE(t->item(r, kNumberColumn)->text(), QString::number(row.number));
            QCOMPARE(t->item(r, kBpColumn)->text(), QString::number(row.bpLeft));
        }
    }
    void showDocks()
    {
        const QString opened = test::openSampleKept(m_area, "sample-area.json", m_dir);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        m_window = std::make_unique<QWidget>();
        auto *layout = new QHBoxLayout(m_window.get());
        m_kingdoms = new KingdomsDock(m_area, m_window.get());
        m_orders = new OrdersDock(m_area, m_window.get());
        layout->addWidget(m_kingdoms);
        layout->addWidget(m_orders);
        QObject::connect(m_kingdoms, &KingdomsDock::kingdomSelected, m_orders,
                         &OrdersDock::setKingdom);
        m_window->resize(1200, 600);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        if (!QTest::qWaitForWindowActive(m_window.get(), 1000))
            QApplication::setActiveWindow(m_window.get()); // a bare Xvfb has no window manager
        QVERIFY(m_window->isActiveWindow()); // the dock's shortcuts need an active window
    }
};

class TestOrdersDock : public QObject, protected DockFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { showDocks(); }

    void sampleShipsTurnOneOrdersForEveryKingdom()
    {
        // A full set of turn 1 orders, none missing, each row accepted.
        QTableWidget *k = m_kingdoms->table();
        QCOMPARE(k->rowCount(), 6);
        for (int row = 0; row < k->rowCount(); ++row) {
            QVERIFY2(!k->item(row, kOrdersColumn)->text().contains(QStringLiteral("missing")),
                     qPrintable(k->item(row, 0)->text()));
            k->setCurrentCell(row, 0);
            QCOMPARE(m_orders->kingdom(), row);
            QTableWidget *t = m_orders->table();
            QCOMPARE(t->rowCount(), static_cast<int>(stored(row).size()));
            QVERIFY(t->rowCount() > 0);
            int bp = m_area.campaign().current().state.kingdoms[row].bp;
            for (int r = 0; r < t->rowCount(); ++r) {
                QCOMPARE(t->item(r, kCheckColumn)->text(), QStringLiteral("ok"));
                const int left = t->item(r, kBpColumn)->text().toInt(); // A3.1, per row
                QVERIFY(left <= bp && left >= 0);
                bp = left;
            }
        }
        k->setCurrentCell(0, 0);
        QCOMPARE(m_orders->kingdom(), 0);
    }

    void previewShowsWhatEachAttackWouldDo()
    {
        // A4, A5: beside every attack, what its battle does with every kingdom's orders entered
        // so far: core's preview (AreaPreview.h), word for word, with every phase and the caveat
        // (A2.2) in the tooltip; nothing beside an order that fights no battle.
        QTableWidget *k = m_kingdoms->table();
        const LogContext context = LogContext::of(m_area.campaign());
        int attacks = 0;
        for (int row = 0; row < k->rowCount(); ++row) {
            k->setCurrentCell(row, 0);
            const KingdomPreview preview =
                previewKingdomOrders(m_area.campaign(), row, stored(row));
            QTableWidget *t = m_orders->table();
            for (int r = 0; r < t->rowCount(); ++r) {
                const QTableWidgetItem *cell = t->item(r, kPreviewColumn);
                QVERIFY(cell);
                const AttackPreview *attack = preview.forLine(r + 1);
                if (!attack) {
                    QCOMPARE(cell->text(), QString());
                    continue;
                }
                ++attacks;
                QCOMPARE(cell->text(), attackPreviewSummary(preview, *attack, context));
                QVERIFY(cell->text().contains(QLatin1String(", losses ")));
                QVERIFY2(cell->toolTip().contains(
                             eventSentence(preview.dry.log, attack->phases.front(), context)),
                         qPrintable(cell->toolTip()));
                QVERIFY(cell->toolTip().contains(QLatin1String("A2.2")));
            }
        }
        QVERIFY2(attacks >= 3, "the sample's turn 1 orders attack");
        k->setCurrentCell(0, 0);
    }

    void anotherKingdomsOrdersChangeThePreview()
    {
        // FEN's round-2 assault on DSK (CAL's) meets what CAL's round-1 orders put there first:
        // a RESERVE of 2 more armies (A5.11) makes it another battle. The dock showing FEN
        // follows CAL's change, and its undo, at once.
        const Campaign &c = m_area.campaign();
        const auto index = [&c](const char *id) {
            for (size_t k = 0; k < c.kingdoms.size(); ++k)
                if (c.kingdoms[k].id == QLatin1String(id))
                    return static_cast<int>(k);
            return -1;
        };
        const int fen = index("FEN"), cal = index("CAL");
        QVERIFY(fen >= 0 && cal >= 0);
        const int row =
            static_cast<int>(stored(fen).indexOf(QStringLiteral("2 ASSAULT 2 BLK DSK")));
        QVERIFY(row >= 0);
        m_kingdoms->table()->setCurrentCell(fen, 0);
        QCOMPARE(m_orders->kingdom(), fen);
        const auto shown = [this, row] {
            return m_orders->table()->item(row, kPreviewColumn)->text();
        };
        const auto expected = [&] {
            const KingdomPreview preview = previewKingdomOrders(c, fen, stored(fen));
            const AttackPreview *attack = preview.forLine(row + 1);
            return attack ? attackPreviewSummary(preview, *attack, LogContext::of(c)) : QString();
        };
        const QString before = shown();
        QCOMPARE(before, expected());
        const QStringList shipped = stored(cal);
        m_area.undoStack()->push(new ChangeOrders(m_area, cal, {QStringLiteral("1 RESERVE 2 DSK")},
                                                  QStringLiteral("x")));
        QVERIFY2(shown() != before, qPrintable(before));
        QCOMPARE(shown(), expected());
        m_area.undoStack()->undo();
        QCOMPARE(shown(), before);
        // Left as it was, with nothing undone on the stack, for the tests after this one.
        m_area.undoStack()->redo();
        m_area.undoStack()->push(new ChangeOrders(m_area, cal, shipped, QStringLiteral("x")));
        QCOMPARE(shown(), before);
        m_kingdoms->table()->setCurrentCell(0, 0);
    }

    void dragToReorderIsOneUndoableStep()
    {
        QTableWidget *t = m_orders->table();
        const QStringList before = stored(0);
        QVERIFY(before.size() >= 3);
        QCOMPARE(shownLines(), before);
        const int steps = m_area.undoStack()->count();

        // The first order dropped below the last row: the others move up a round (A2.2).
        QVERIFY(dragRow(t, 0, t->rowCount()));
        QStringList expected;
        for (int i = 0; i < before.size(); ++i)
            expected << renumbered(before[(i + 1) % before.size()], i + 1);
        QCOMPARE(stored(0), expected);
        QCOMPARE(m_area.undoStack()->count(), steps + 1);
        QVERIFY(m_area.undoStack()->undoText().startsWith(QStringLiteral("Move order")));
        QCOMPARE(shownLines(), expected);
        QCOMPARE(t->currentRow(), before.size() - 1); // the moved order stays selected
        verifyRowsMatchTheEngine();
        // Saved like every other edit.
        QString error;
        const auto reopened = test::take(CampaignStore::load(m_area.filePath()), error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->current().orders[0], expected);

        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
        QCOMPARE(shownLines(), before);
        verifyRowsMatchTheEngine();
        m_area.undoStack()->redo();
        QCOMPARE(stored(0), expected);
        m_area.undoStack()->undo();

        // The last order dropped above the second row becomes the second.
        const int last = static_cast<int>(before.size()) - 1;
        QVERIFY(dragRow(t, last, 1));
        QCOMPARE(stored(0)[1], renumbered(before[last], 2));
        QCOMPARE(stored(0)[0], before[0]);
        QCOMPARE(stored(0)[2], renumbered(before[1], 3));
        m_area.undoStack()->undo();

        // Dropped where it already is: nothing changes, no undo step.
        const int index = m_area.undoStack()->index();
        QVERIFY(!dragRow(t, 1, 1));
        QVERIFY(!dragRow(t, 1, 2));
        QCOMPARE(m_area.undoStack()->index(), index);
        QCOMPARE(stored(0), before);
        // A sheet with a line that does not parse is not reordered; the dock says why.
        QStringList broken = before;
        broken[1] = QStringLiteral("2 TELEPORT 3 GLM");
        m_area.undoStack()->push(new ChangeOrders(m_area, 0, broken, QStringLiteral("Broken")));
        QVERIFY(!dragRow(t, 0, t->rowCount()));
        QCOMPARE(stored(0), broken);
        QVERIFY(m_orders->errorList()->isVisibleTo(m_orders));
        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
        // Data that is not a dragged order row is refused.
        QMimeData text;
        text.setText(QStringLiteral("1 MOVE 2 GLM MSW"));
        QVERIFY(!t->model()->canDropMimeData(&text, Qt::MoveAction, 0, 0, {}));
    }

    void everyFrequentActionHasAShortcutNamedInItsTooltip()
    {
        const QList<std::pair<const char *, const char *>> pairs{
            {"addOrder", "addOrderAction"},       {"editOrder", "editOrderAction"},
            {"deleteOrder", "deleteOrderAction"}, {"orderUp", "orderUpAction"},
            {"orderDown", "orderDownAction"},     {"orderFromMap", "orderFromMapAction"},
            {"pasteSheet", "pasteSheetAction"},   {"importSheet", "importSheetAction"}};
        for (const auto &[buttonName, actionName] : pairs) {
            auto *button = m_orders->findChild<QPushButton *>(QLatin1String(buttonName));
            auto *action = m_orders->findChild<QAction *>(QLatin1String(actionName));
            QVERIFY2(button && action, buttonName);
            QVERIFY2(!action->shortcut().isEmpty(), actionName);
            QVERIFY2(
                button->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                qPrintable(button->toolTip()));
        }
        // The line to type an order in is one key away, named in its tooltip.
        auto *type = m_orders->findChild<QAction *>(QStringLiteral("typeOrderAction"));
        auto *entry = m_orders->findChild<QLineEdit *>(QStringLiteral("orderEntry"));
        QVERIFY(type && entry && !type->shortcut().isEmpty());
        QVERIFY(entry->toolTip().contains(type->shortcut().toString(QKeySequence::NativeText)));
        m_orders->table()->setFocus();
        QTest::keySequence(m_window.get(), type->shortcut());
        QVERIFY(entry->hasFocus());
        QCOMPARE(m_orders->findChild<QAction *>(QStringLiteral("orderUpAction"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_Up));
        QCOMPARE(m_orders->findChild<QAction *>(QStringLiteral("orderDownAction"))->shortcut(),
                 QKeySequence(Qt::CTRL | Qt::Key_Down));
    }

    void ctrlDownAndCtrlUpMoveTheSelectedOrder()
    {
        QTableWidget *t = m_orders->table();
        const QStringList before = stored(0);
        t->setFocus();
        t->setCurrentCell(0, kOrderColumn);
        QTest::keyClick(t, Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(stored(0)[1], renumbered(before[0], 2));
        QCOMPARE(stored(0)[0], renumbered(before[1], 1));
        QCOMPARE(t->currentRow(), 1);
        QTest::keyClick(t, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(stored(0), before);
        QCOMPARE(t->currentRow(), 0);
        // At the top, Up does nothing.
        QTest::keyClick(t, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(stored(0), before);
        // Delete removes the selected order; undo brings it back.
        QTest::keyClick(t, Qt::Key_Delete);
        QCOMPARE(stored(0), before.mid(1));
        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
    }

    void inPlaceEditKeepsTheRowsNumber()
    {
        // The number is shown once, in its own column; editing the order text keeps it.
        QTableWidget *t = m_orders->table();
        const QStringList before = stored(0);
        QCOMPARE(t->item(1, kOrderColumn)->text(), before[1].section(QLatin1Char(' '), 1));
        t->item(1, kOrderColumn)->setText(QStringLiteral("MOVE 1 HCS FOX"));
        QCOMPARE(stored(0)[1], QStringLiteral("2 MOVE 1 HCS FOX"));
        QCOMPARE(t->item(1, kNumberColumn)->text(), QStringLiteral("2"));
        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
    }

    void areaKingdomsDockKeepsItsColumns()
    {
        QTableWidget *t = m_kingdoms->table();
        QCOMPARE(t->horizontalHeaderItem(1)->text(), QStringLiteral("BP"));
        QCOMPARE(t->item(0, 1)->text(),
                 QString::number(m_area.campaign().current().state.kingdoms[0].bp));
        // A kingdom whose orders are all deleted is marked missing again.
        const QStringList before = stored(0);
        m_area.undoStack()->push(new ChangeOrders(m_area, 0, {}, QStringLiteral("Clear")));
        QCOMPARE(t->item(0, kOrdersColumn)->text(), QStringLiteral("missing"));
        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
    }

    void thePlayersMessageIsShownBeforeTheRoundup()
    {
        // A message sent with the sheet is shown with the kingdom's orders, as the roundup will
        // print it, before the turn is resolved; a kingdom without one shows none.
        m_kingdoms->selectKingdom(0);
        auto *message = m_orders->findChild<QLabel *>(QStringLiteral("playerMessage"));
        QVERIFY(message);
        QVERIFY(!message->isVisible());
        const TurnRecord now = m_area.campaign().current();
        TurnSheets sent = TurnSheets::of(now);
        sent.messages[0] = QStringLiteral("Peace to the north, war to the sea.");
        const QString messages0 = sent.messages[0];
        m_area.setTurnOrders(sent);
        QVERIFY(message->isVisible());
        QVERIFY2(message->text().contains(messages0), qPrintable(message->text()));
        m_kingdoms->selectKingdom(1);
        QVERIFY(!message->isVisible());
        m_area.setTurnOrders(TurnSheets::of(now));
        m_kingdoms->selectKingdom(0);
        QVERIFY(!message->isVisible());
    }

    void aRefusedLinesErrorsGoWhenTheLineIsCleared()
    {
        m_kingdoms->selectKingdom(0);
        auto *entry = m_orders->findChild<QLineEdit *>();
        auto *errors = m_orders->findChild<QListWidget *>(QStringLiteral("orderErrors"));
        QVERIFY(entry && errors);
        const QStringList before = stored(0);
        entry->setFocus();
        QTest::keyClicks(entry, QStringLiteral("9 ASSAULT 3 NOWHERE ELSEWHERE"));
        QTest::keyClick(entry, Qt::Key_Return);
        QVERIFY(errors->isVisible()); // refused, and the line is kept to be corrected
        QCOMPARE(stored(0), before);
        QCOMPARE(entry->text(), QStringLiteral("9 ASSAULT 3 NOWHERE ELSEWHERE"));
        QTest::keyClick(entry, Qt::Key_Backspace); // still the same line, being corrected
        QVERIFY(errors->isVisible());
        QTest::keyClick(entry, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(entry, Qt::Key_Backspace); // cleared: the errors spoke of it
        QVERIFY(!errors->isVisible());
        QCOMPARE(stored(0), before);
    }

    void cleanupTestCase() { m_window.reset(); }
};

/// The whole path of a drag with a real QDrag, which only a window system runs (the offscreen
/// platform drops every drag at once): run on X11 alone, where it must pass, by
/// `ctest -R tst_orders_dock_x11` (Xvfb) or `QT_QPA_PLATFORM=xcb xvfb-run -a tst_orders_dock`.
class TestOrdersDockOnX11 : public QObject, protected DockFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QCOMPARE(QApplication::platformName(), QStringLiteral("xcb"));
        showDocks();
    }

    void realMouseDrag()
    {
        QTableWidget *t = m_orders->table();
        const QStringList before = stored(0);
        QWidget *viewport = t->viewport();
        const QPoint from = t->visualRect(t->model()->index(0, kOrderColumn)).center();
        const QRect last = t->visualRect(t->model()->index(t->rowCount() - 1, kOrderColumn));
        const QPoint to(last.center().x(), last.bottom() - 1); // the lower edge: below the row
        QTimer::singleShot(300, viewport, [=] { QTest::mouseMove(viewport, to - QPoint(0, 4)); });
        QTimer::singleShot(600, viewport, [=] { QTest::mouseMove(viewport, to); });
        QTimer::singleShot(900, viewport,
                           [=] { QTest::mouseRelease(viewport, Qt::LeftButton, {}, to); });
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QTest::mouseMove(viewport, from + QPoint(0, 4));
        QTest::mouseMove(viewport, from + QPoint(0, 24)); // starts the drag
        QTRY_COMPARE(stored(0).constLast(), renumbered(before[0], static_cast<int>(before.size())));
        QCOMPARE(t->rowCount(), static_cast<int>(before.size())); // nothing removed by the drag
        m_area.undoStack()->undo();
        QCOMPARE(stored(0), before);
    }

    void cleanupTestCase() { m_window.reset(); }
};

// Every platform runs the docks' suite; X11 also runs the real drag (unless test functions are
// named), so no test is skipped on the offscreen platform and the drag cannot pass unrun on X11.
int main(int argc, char **argv)
{
    QTEST_MAIN_SETUP()
    QTEST_SET_MAIN_SOURCE_PATH
    TestOrdersDock docks;
    int failed = QTest::qExec(&docks, argc, argv);
    if (QApplication::platformName() == QLatin1String("xcb") && argc == 1) {
        TestOrdersDockOnX11 drag;
        failed += QTest::qExec(&drag, argc, argv);
    }
    return failed;
}

#include "tst_orders_dock.moc"
