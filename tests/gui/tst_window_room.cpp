// The main window's first start on a laptop's and a desktop's screen, each a real screen of the
// offscreen platform (a configuration file names its size, and whether windows get a window
// manager's frame): the window fits the screen with its status bar on it, the map view has at
// least 55% of the window's width and 60% of its height at 1280x720, and the Orders table shows
// at least 8 rows at 720 pixels of height and 14 at 1080, and the Kingdoms dock shows each
// kingdom's name beside the state of its orders, and every toolbar button is in view. One process
// per screen (the platform is chosen once): ctest runs this suite at 1280x720 with a frame and
// without, and at 1920x1080 (tests/gui/CMakeLists.txt, MUSTER_TEST_SCREEN and MUSTER_TEST_FRAMES).
#include "ConsoleTestWindow.h"
#include "console/MainWindow.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "setup/BlankCampaign.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QHeaderView>
#include <QListView>
#include <QListWidget>
#include <QScreen>
#include <QScrollArea>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QWheelEvent>

using namespace muster;

namespace {
QSize screenSize()
{
    const QStringList parts =
        qEnvironmentVariable("MUSTER_TEST_SCREEN", QStringLiteral("1280x720")).split(u'x');
    return parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize(1280, 720);
}

bool framed()
{
    return qEnvironmentVariableIntValue("MUSTER_TEST_FRAMES") != 0;
}

QString percent(int part, int whole)
{
    return QStringLiteral("%1 of %2 (%3%)")
        .arg(part)
        .arg(whole)
        .arg(100.0 * part / whole, 0, 'f', 1);
}
} // namespace

class TestWindowRoom : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void aFirstStartFitsTheScreenAndGivesTheMapItsShare_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("area") << QStringLiteral("sample-area.json");
        QTest::newRow("hex") << QStringLiteral("sample-hex.json");
    }
    void aFirstStartFitsTheScreenAndGivesTheMapItsShare()
    {
        QFETCH(QString, sample);
        const QSize screen = screenSize();
        QCOMPARE(QGuiApplication::primaryScreen()->size(), screen); // the platform took the file
        MainWindow window; // test mode: no saved geometry, so this is a first start
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + sample));
        QCoreApplication::processEvents();

        const QRect room = window.screen()->availableGeometry();
        QVERIFY2(room.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("window %1,%2 %3x%4 on a screen of %5x%6")
                                .arg(window.frameGeometry().x())
                                .arg(window.frameGeometry().y())
                                .arg(window.frameGeometry().width())
                                .arg(window.frameGeometry().height())
                                .arg(room.width())
                                .arg(room.height())));
        QStatusBar *status = window.statusBar();
        QVERIFY(status->isVisible());
        QVERIFY(window.rect().contains(QRect(status->mapTo(&window, QPoint()), status->size())));

        const QSize map = window.mapView()->size();
        if (screen.width() <= 1280) {
            QVERIFY2(
                map.width() >= 0.55 * window.width(),
                qPrintable(QStringLiteral("map width ") + percent(map.width(), window.width())));
            QVERIFY2(
                map.height() >= 0.60 * window.height(),
                qPrintable(QStringLiteral("map height ") + percent(map.height(), window.height())));
        }

        OrdersDock *orders = window.turnConsole()->orders();
        orders->setKingdom(0);
        QCoreApplication::processEvents();
        QTableWidget *table = orders->table();
        QVERIFY(table->isVisible()); // in front of the tabs sharing its place (Results, Odds)
        const int rows =
            table->viewport()->height() / table->verticalHeader()->defaultSectionSize();
        const int wanted = screen.height() >= 1080 ? 14 : 8;
        QVERIFY2(
            rows >= wanted,
            qPrintable(QStringLiteral("%1 rows of orders shown, %2 wanted").arg(rows).arg(wanted)));

        // A hex campaign's own toolbar is shown with it.
        auto *hexBar = window.findChild<QToolBar *>(QStringLiteral("hexToolBar"));
        QVERIFY(hexBar);
        QCOMPARE(hexBar->isVisible(), sample.contains(QLatin1String("hex")));
        // Every toolbar button in view, none behind a toolbar's overflow button.
        for (QToolBar *bar : window.findChildren<QToolBar *>()) {
            if (!bar->isVisible())
                continue;
            for (QAction *action : bar->actions()) {
                if (action->isSeparator() || !action->isVisible())
                    continue;
                QWidget *button = bar->widgetForAction(action);
                QVERIFY2(button && button->isVisible(),
                         qPrintable(bar->objectName() + QStringLiteral(": ") + action->text()));
            }
        }

        // Each kingdom's name and the state of its orders ("missing") are read together.
        KingdomsDock *kingdoms = window.turnConsole()->kingdoms();
        qobject_cast<QDockWidget *>(kingdoms->parentWidget())->raise();
        QCoreApplication::processEvents();
        QTableWidget *list = kingdoms->table();
        const QRect view = list->viewport()->rect();
        QVERIFY(view.contains(list->visualItemRect(list->item(0, 0))));
        QVERIFY(view.contains(list->visualItemRect(list->item(0, KingdomsDock::kOrdersColumn))));
    }

    // Before a turn is resolved the turn log and the battles list have nothing to show but a
    // line saying so: their docks fold to that line, and the map and the turns list take the
    // room; resolving the turn opens them again.
    void docksWithNothingToShowTakeNoRoom()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(test::openSampleAs(window,
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                   dir.filePath(QStringLiteral("a.muster"))));
        QCoreApplication::processEvents();
        auto *log = window.findChild<QDockWidget *>(QStringLiteral("logDockWidget"));
        auto *battles = window.findChild<QDockWidget *>(QStringLiteral("battlesDockWidget"));
        auto *turns = window.findChild<QDockWidget *>(QStringLiteral("turnsDockWidget"));
        QVERIFY(log && battles && turns);
        const int line = window.fontMetrics().height();
        const auto high = [&](const QDockWidget *dock) {
            return QStringLiteral("%1 is %2 px high, a line is %3 px")
                .arg(dock->objectName())
                .arg(dock->height())
                .arg(line);
        };
        QVERIFY2(log->height() <= 4 * line, qPrintable(high(log)));
        QVERIFY2(battles->height() <= 4 * line, qPrintable(high(battles)));
        // Each keeps its line in view: what to do to get a log, that there are no battles yet.
        QVERIFY2(log->widget()->height() >= line, qPrintable(high(log)));
        QVERIFY2(battles->widget()->height() >= line, qPrintable(high(battles)));
        const int mapFolded = window.mapView()->height();
        const int turnsFolded = turns->height();

        QVERIFY(test::resolveWithF5(window));
        QCoreApplication::processEvents();
        QVERIFY2(log->height() >= 0.15 * window.height(), qPrintable(high(log)));
        QVERIFY2(battles->height() >= 6 * line, qPrintable(high(battles)));
        QVERIFY(window.turnConsole()->battles()->list()->isVisible());
        QVERIFY(window.mapView()->height() < mapFolded);
        QVERIFY(turns->height() < turnsFolded);
    }

    // At 1280x720 the map editor shows its tools and its list of areas at once, and the wheel
    // scrolls its panel rather than changing the terrain of the combo box it passes over.
    void theMapEditorShowsItsToolsAndAreasAndTheWheelScrollsIt()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->setCampaign(
            blankCampaign({RulesetKind::Area, QStringLiteral("Drawn"), 30, 20, 3}));
        auto *edit = window.findChild<QAction *>(QStringLiteral("editMapAction"));
        QVERIFY(edit);
        edit->setChecked(true);
        QCoreApplication::processEvents();
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("mapEditorDock"));
        QVERIFY(dock && dock->isVisible());
        auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
        QVERIFY(scroll);
        const QRect view = scroll->viewport()->rect();
        const auto shown = [&](const QWidget *w) {
            return QRect(w->mapTo(scroll->viewport(), QPoint()), w->size()).intersected(view);
        };
        auto *select = window.findChild<QToolButton *>(QStringLiteral("selectTool"));
        auto *areas = window.findChild<QListView *>(QStringLiteral("editorAreas"));
        QVERIFY(select && areas);
        QCOMPARE(shown(select).size(), select->size()); // the tools in full
        QVERIFY2(
            shown(areas).height() >= 4 * areas->fontMetrics().height(),
            qPrintable(QStringLiteral("%1 px of the areas list shown").arg(shown(areas).height())));

        auto *terrain = window.findChild<QComboBox *>(QStringLiteral("terrainPalette"));
        QVERIFY(terrain);
        const int before = terrain->currentIndex();
        const QPoint at = terrain->rect().center();
        QWheelEvent wheel(at, terrain->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        window.activateWindow();
        scroll->setFocus();
        QVERIFY(!terrain->hasFocus());
        QCoreApplication::sendEvent(terrain, &wheel);
        QCOMPARE(terrain->currentIndex(), before); // passed over: left to the panel
        QVERIFY(!wheel.isAccepted());
        terrain->setFocus();
        QVERIFY(terrain->hasFocus() || !window.isActiveWindow());
        if (terrain->hasFocus()) { // chosen: the wheel is the box's
            QWheelEvent chosen(at, terrain->mapToGlobal(at), QPoint(), QPoint(0, -120),
                               Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(terrain, &chosen);
            QVERIFY(terrain->currentIndex() != before);
        }
    }
};

int main(int argc, char **argv)
{
    // The screen the suite is run on, given to the offscreen platform before the application
    // starts (a window manager's frame, when asked for, is the platform's own margins).
    QTemporaryDir dir;
    const QSize screen = screenSize();
    QFile config(dir.filePath(QStringLiteral("screen.json")));
    if (!dir.isValid() || !config.open(QIODevice::WriteOnly))
        return 1;
    config.write(QStringLiteral(R"({"synchronousWindowSystemEvents": false,
        "windowFrameMargins": %1, "screens": [{"name": "screen", "x": 0, "y": 0, "width": %2,
        "height": %3, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                     .arg(framed() ? QStringLiteral("true") : QStringLiteral("false"))
                     .arg(screen.width())
                     .arg(screen.height())
                     .toUtf8());
    config.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.fileName().toUtf8());
    QApplication app(argc, argv);
    TestWindowRoom test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_window_room.moc"
