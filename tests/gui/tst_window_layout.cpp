// The main window on a laptop, offscreen: at 1280x720 the map keeps at least half the window's
// width and height with every dock in reach (shown, or a tab of a shown one); the map fits its
// view on open and follows resizes until the GM zooms; the menus come in the usual order with
// every dock's toggle in View; the toolbar's buttons keep their places as Undo's text grows.
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace muster;

namespace {
/// How much of the view the whole map takes, along its tighter side (1: fitted).
double mapFill(const MapView &map)
{
    const QRectF shown = map.mapFromScene(map.renderer()->sceneBounds()).boundingRect();
    const QSizeF view = map.viewport()->size();
    return std::max(shown.width() / view.width(), shown.height() / view.height());
}
} // namespace

class TestWindowLayout : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aLaptopScreenKeepsHalfForTheMap_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("area") << QStringLiteral("sample-area.json");
        QTest::newRow("hex") << QStringLiteral("sample-hex.json");
    }
    void aLaptopScreenKeepsHalfForTheMap()
    {
        QFETCH(QString, sample);
        MainWindow window;
        // A window of a laptop's size whatever the test's screen (tst_window_room starts on
        // screens of that size): not maximised to the offscreen platform's 800x600.
        window.setWindowState(Qt::WindowNoState);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resetLayout(); // the first-start layout for this size
        QVERIFY(window.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + sample));
        QCoreApplication::processEvents();
        const QSize map = window.mapView()->viewport()->size();
        QVERIFY2(map.width() >= 640 && map.height() >= 360,
                 qPrintable(QStringLiteral("map %1x%2").arg(map.width()).arg(map.height())));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
            if (!dock->toggleViewAction()->isVisible())
                continue; // a dock of the other kind of campaign (Battle Odds: hex only)
            const bool tabbed = !window.tabifiedDockWidgets(dock).isEmpty();
            QVERIFY2(dock->isVisible() || tabbed, qPrintable(dock->objectName()));
            // The turn log and the battles have nothing to show before a turn is resolved: they
            // fold to a line (tst_window_room).
            const bool empty = dock->objectName() == QLatin1String("logDockWidget") ||
                               dock->objectName() == QLatin1String("battlesDockWidget");
            if (dock->isVisible() && !tabbed && !empty)
                QVERIFY2(dock->height() >= 80, qPrintable(dock->objectName()));
        }
        QVERIFY(std::abs(mapFill(*window.mapView()) - 1.0) < 0.02); // fitted on open
    }

    void theMapFitsUntilTheGmZooms()
    {
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        window.resize(1500, 950); // maximised, say
        QTRY_VERIFY(std::abs(mapFill(*window.mapView()) - 1.0) < 0.02);
        window.mapView()->zoomBy(2);
        const double zoom = window.mapView()->zoom();
        window.resize(1200, 800);
        QCoreApplication::processEvents();
        QCOMPARE(window.mapView()->zoom(), zoom); // zoomed: the GM's choice stays
        QTest::keyClick(window.mapView(), Qt::Key_0, Qt::ControlModifier); // Zoom to Fit
        window.resize(1400, 900);
        QTRY_VERIFY(std::abs(mapFill(*window.mapView()) - 1.0) < 0.02);
    }

    void menusInTheUsualOrderWithEveryDockInView()
    {
        MainWindow window;
        QStringList titles;
        for (QAction *a : window.menuBar()->actions())
            titles << a->text().remove(u'&');
        QCOMPARE(titles, (QStringList{QStringLiteral("File"), QStringLiteral("Edit"),
                                      QStringLiteral("View"), QStringLiteral("Turn"),
                                      QStringLiteral("Hex"), QStringLiteral("Campaign"),
                                      QStringLiteral("Kingdoms"), QStringLiteral("Help")}));
        QMenu *view = window.menuBar()->actions().at(2)->menu();
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            QVERIFY2(view->actions().contains(dock->toggleViewAction()),
                     qPrintable(dock->objectName()));
    }

    void toolbarButtonsKeepTheirPlaces()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")));
        auto *bar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(bar);
        QAction *last = bar->actions().last();
        const int before = bar->widgetForAction(last)->x();
        window.document()->setOrders(0, {}); // something to undo, with a long undo text
        window.document()->undoStack()->push(new QUndoCommand(
            QStringLiteral("Import order sheet of a kingdom with a long name indeed")));
        QCoreApplication::processEvents();
        QCOMPARE(bar->widgetForAction(last)->x(), before);
        auto *undo = window.findChild<QAction *>(QStringLiteral("toolBarUndo"));
        QVERIFY(undo && undo->isEnabled());
        QVERIFY(undo->toolTip().contains(QLatin1String("long name indeed")));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
