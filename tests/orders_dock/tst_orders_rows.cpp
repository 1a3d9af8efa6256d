// The orders dock's line and rows, offscreen on the bundled area sample: Ctrl+Z in the order line
// undoes the last stored order (not the line's text), a refused row's tooltip gives every reason
// with its rule, and several selected rows are deleted together as one undo step.
#include "SampleDocument.h"
#include "TakeResult.h"
#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/OrdersDock.h"
#include "log/LogText.h"
#include "operations/CloseTurn.h"
#include "rules/area/AreaPreview.h"

#include <QAction>
#include <QApplication>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QVBoxLayout>

using namespace muster;

class TestOrdersRows : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    CampaignDocument m_area;
    std::unique_ptr<QWidget> m_window;
    OrdersDock *m_orders = nullptr;

    QStringList stored() const { return m_area.campaign().current().orders[0]; }
    QLineEdit *entry() const
    {
        return m_orders->findChild<QLineEdit *>(QStringLiteral("orderEntry"));
    }

private slots:
    void initTestCase()
    {
        const QString opened = test::openSampleKept(m_area, "sample-area.json", m_dir);
        QVERIFY2(opened.isEmpty(), qPrintable(opened));
        // The window's Edit > Undo and Redo, as the main window has them (MainWindowActions).
        m_window = std::make_unique<QWidget>();
        QAction *undo = m_area.undoStack()->createUndoAction(m_window.get());
        undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
        QAction *redo = m_area.undoStack()->createRedoAction(m_window.get());
        redo->setShortcuts(
            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
        m_window->addActions({undo, redo});
        m_orders = new OrdersDock(m_area, m_window.get());
        (new QVBoxLayout(m_window.get()))->addWidget(m_orders);
        m_window->resize(900, 600);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(m_window->isActiveWindow()); // the window's shortcuts need an active window
        m_orders->setKingdom(0);
        QVERIFY(stored().size() >= 4);
    }

    void ctrlZInTheOrderLineUndoesTheLastStoredOrder()
    {
        const QStringList before = stored();
        const int steps = m_area.undoStack()->index();
        QLineEdit *line = entry();
        line->setFocus();
        QTest::keyClicks(line, QStringLiteral("5 DEFEND GLM"));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(stored(), before + QStringList{QStringLiteral("5 DEFEND GLM")});
        QCOMPARE(line->text(), QString());
        // Ctrl+Z takes the stored order back, one step, and brings no text into the line.
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stored(), before);
        QCOMPARE(m_area.undoStack()->index(), steps);
        QCOMPARE(line->text(), QString());
        // Redo stores it again, by either of the window's keys.
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stored().size(), before.size() + 1);
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stored(), before);
        QTest::keyClick(line, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(stored().size(), before.size() + 1);
        // What is being typed stays while the order before it is undone.
        QTest::keyClicks(line, QStringLiteral("6 DEF"));
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stored(), before);
        QCOMPARE(line->text(), QStringLiteral("6 DEF"));
        QCOMPARE(m_area.undoStack()->index(), steps);
        line->clear();
    }

    void aRefusedRowsTooltipGivesTheReasonWithItsRule()
    {
        // HCS is not adjacent to IRO: the engine refuses the move (A3.3), said with its rule.
        const QStringList before = stored();
        const QStringList lines = before + QStringList{QStringLiteral("5 MOVE 1 HCS IRO")};
        m_area.undoStack()->push(new ChangeOrders(m_area, 0, lines, QStringLiteral("x")));
        const KingdomPreview preview = previewKingdomOrders(m_area.campaign(), 0, lines);
        QString expected;
        for (std::size_t i = 0; i < preview.dry.log.size(); ++i)
            if (const auto *failed = preview.dry.log.get<log::ActionFailed>(i);
                failed && failed->kingdom.index == 0 && failed->action.line == lines.size())
                expected = QStringLiteral("%1 (%2)").arg(
                    failureSentence(failed->failure, LogContext::of(m_area.campaign())),
                    eventRule(preview.dry.log, i));
        QVERIFY2(expected.contains(QLatin1String("(A3")), qPrintable(expected));
        const int last = m_orders->table()->rowCount() - 1;
        for (int column : {OrdersDock::OrderColumn, OrdersDock::CheckColumn})
            QCOMPARE(m_orders->table()->item(last, column)->toolTip(), expected);
        QCOMPARE(m_orders->table()->item(last, OrdersDock::CheckColumn)->text(), expected);
        m_area.undoStack()->undo();
        QCOMPARE(stored(), before);
    }

    void aRowOfARefusedSheetGivesEveryReasonWithItsRule()
    {
        // A stored sheet with a line that no longer parses is refused whole when the turn is
        // resolved (A3): each line read is not carried out, for each of the sheet's errors.
        CampaignDocument resolved;
        QString error;
        QVERIFY2(test::take(resolved.open(test::sample("sample-area.json")), error),
                 qPrintable(error));
        Campaign c = resolved.campaign();
        c.turns.back().orders[0] = {QStringLiteral("1 ASSAULT 2 GLM MSW"),
                                    QStringLiteral("2 TELEPORT 3 GLM"),
                                    QStringLiteral("3 JUMP 1 HCS")};
        QVERIFY(applyResolution(c, resolveCurrentTurn(c)).ok());
        QStringList errors;
        for (std::size_t i = 0; i < c.turns[0].log.size(); ++i)
            if (const auto *rejected = c.turns[0].log.get<log::SheetRejected>(i);
                rejected && rejected->kingdom.index == 0)
                errors = c.turns[0].log.texts(rejected->errors);
        QCOMPARE(errors.size(), 2);
        resolved.setCampaign(c);
        OrdersDock dock(resolved);
        dock.setKingdom(0);
        dock.setShownTurn(0);
        QVERIFY(dock.showsResolvedTurn());
        const QString tip = dock.table()->item(0, OrdersDock::CheckColumn)->toolTip();
        const QStringList shown = tip.split(QLatin1Char('\n'));
        QCOMPARE(shown.size(), 3);
        QVERIFY2(shown[0].startsWith(QLatin1String("not carried out")) &&
                     shown[0].endsWith(QLatin1String("(A3)")),
                 qPrintable(tip));
        QCOMPARE(shown[1], errors[0] + QStringLiteral(" (A3)"));
        QCOMPARE(shown[2], errors[1] + QStringLiteral(" (A3)"));
        QVERIFY2(dock.table()
                     ->item(0, OrdersDock::CheckColumn)
                     ->text()
                     .contains(QLatin1String("2 more")),
                 qPrintable(dock.table()->item(0, OrdersDock::CheckColumn)->text()));
    }

    void deleteRemovesEverySelectedRowInOneUndoStep()
    {
        const QStringList before = stored();
        const int steps = m_area.undoStack()->index();
        QTableWidget *t = m_orders->table();
        t->setFocus();
        t->setCurrentCell(0, OrdersDock::OrderColumn);
        t->selectionModel()->select(t->model()->index(2, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
        t->selectionModel()->select(t->model()->index(3, 0),
                                    QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(t->selectionModel()->selectedRows().size(), 3);
        QTest::keyClick(t, Qt::Key_Delete);
        QCOMPARE(stored(), QStringList{before[1]});
        QCOMPARE(m_area.undoStack()->index(), steps + 1);
        QCOMPARE(m_area.undoStack()->undoText(), QStringLiteral("Delete 3 orders"));
        m_area.undoStack()->undo();
        QCOMPARE(stored(), before);
        // Shift+click selects a run of rows as in any list.
        t->setCurrentCell(1, OrdersDock::OrderColumn);
        QTest::mouseClick(t->viewport(), Qt::LeftButton, Qt::ShiftModifier,
                          t->visualRect(t->model()->index(2, OrdersDock::OrderColumn)).center());
        QCOMPARE(t->selectionModel()->selectedRows().size(), 2);
        QTest::keyClick(t, Qt::Key_Delete);
        QCOMPARE(stored(), (QStringList{before[0], before[3]}));
        m_area.undoStack()->undo();
        QCOMPARE(stored(), before);
        QCOMPARE(m_area.undoStack()->index(), steps);
    }

    void cleanupTestCase() { m_window.reset(); }
};

QTEST_MAIN(TestOrdersRows)
#include "tst_orders_rows.moc"
