// hex_starving_demo: the GM console on the sample hex campaign with a march planned that starves
// its army (StarvingMarch.h): the week's end, the day it goes out of supply and the day it
// starves, on the map and in the status bar, for resources/screenshots/hex-planner-starving.png:
// `screenshot OUT.png --size 1280x720 -- hex_starving_demo`, or `hex_starving_demo OUT.png` to
// grab the window itself. Works on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "MainWindow.h"
#include "ScreenGrab.h"
#include "StarvingMarch.h"
#include "document/CampaignDocument.h"
#include "hex/HexConsole.h"
#include "hex/HexMarchPlanner.h"
#include "map/MapGeometry.h"
#include "map/MapRenderer.h"
#include "map/MapView.h"

#include <QApplication>
#include <QTemporaryDir>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                              dir))
        return 1;
    window.resize(1280, 720); // the screenshot's size, status bar included
    const Campaign &c = window.document()->campaign();
    HexMarchPlanner &planner = *window.hexConsole()->planner();
    const std::vector<Hex> path = test::starvingMarch(c, planner.supply());
    if (path.empty())
        return 1;
    const Hex start = c.current().state.armies.at(0).hex;
    planner.hexClicked(start);
    for (Hex h : path)
        planner.hexClicked(h);
    MapView &map = *window.mapView();
    map.zoomBy(2.2);
    const MapGeometry &g = map.renderer()->geometry();
    const QPointF from = g.hexPolygon(start).boundingRect().center();
    const QPointF to = g.hexPolygon(path.back()).boundingRect().center();
    map.centerOn((from + to) / 2);
    if (grabTo.isEmpty())
        return QApplication::exec();
    grabScreenAndQuit(window, grabTo);
    return QApplication::exec();
}
