// The orders dock's line, offscreen on the bundled area sample: Ctrl+Z in the order line undoes
// the last stored order (not the line's text).
#include "SampleDocument.h"
#include "document/CampaignDocument.h"
#include "orders/OrdersDock.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
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

    void cleanupTestCase() { m_window.reset(); }
};

QTEST_MAIN(TestOrdersRows)
#include "tst_orders_rows.moc"
