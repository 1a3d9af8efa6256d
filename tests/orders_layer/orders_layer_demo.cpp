// orders_layer_demo: the main window on the sample area campaign with View > Orders on the Map,
// for resources/screenshots/orders-layer-*.png:
//   xvfb-run -s "-screen 0 1600x1000x24" orders_layer_demo all|KINGDOM|results GRAB.png
// "all" draws every kingdom's turn 1 orders; a kingdom id only its own and its neighbours'
// ("ALD"); "results" resolves turn 1 and shows it from the history, each order as it was carried
// out. Works on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/turns/OrdersOnMap.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"

#include <QAction>
#include <QApplication>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QStringList args = QApplication::arguments().mid(1);
    const QString mode = args.value(0, QStringLiteral("all"));
    const QString grabTo = args.value(1);
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                              dir))
        return 1;
    TurnConsole &console = *window.turnConsole();
    OrdersOnMap &orders = *window.ordersOnMap();
    orders.action()->setChecked(true);
    if (mode == QLatin1String("results")) {
        console.resolveAction()->trigger();
        QTimer::singleShot(1500, &window, [&console] { console.history()->showTurn(0); });
    } else if (mode != QLatin1String("all")) {
        const int kingdom = window.document()->campaign().kingdomIndex(mode.toUpper());
        if (kingdom < 0)
            return 1;
        console.kingdoms()->selectKingdom(kingdom);
        orders.setFilter(OrderLayer::Filter::Neighbours);
    }
    if (grabTo.isEmpty())
        return QApplication::exec();
    grabScreenAndQuit(window, grabTo, 3000);
    return QApplication::exec();
}
