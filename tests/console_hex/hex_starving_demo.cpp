// hex_starving_demo: the GM console on the sample hex campaign with a march planned that starves
// its army (StarvingMarch.h): the week's end, the day it goes out of supply and the day it
// starves, on the map and in the status bar, for resources/screenshots/hex-planner-starving.png:
// `screenshot OUT.png --size 1280x720 -- hex_starving_demo`, or `hex_starving_demo OUT.png` to
// grab the window itself. Works on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "StarvingMarch.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapRenderer.h"

using namespace muster;

int main(int argc, char **argv)
{
    return test::runDemo(argc, argv, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                         [](MainWindow &window) {
                             const Campaign &c = window.document()->campaign();
                             HexMarchPlanner &planner = *window.hexConsole()->planner();
                             const std::vector<Hex> path = test::starvingMarch(c, planner.supply());
                             if (path.empty())
                                 return false;
                             const Hex start = c.current().state.armies.at(0).hex;
                             planner.hexClicked(start);
                             for (Hex h : path)
                                 planner.hexClicked(h);
                             MapView &map = *window.mapView();
                             map.zoomBy(2.2);
                             const MapGeometry &g = map.renderer()->geometry();
                             map.centerOn((g.hexPolygon(start).boundingRect().center() +
                                           g.hexPolygon(path.back()).boundingRect().center()) /
                                          2);
                             return true;
                         });
}
