// hex_march_demo: the GM console on the sample hex campaign with a march drawn (day markers) and
// the army's supply route, for the README screenshot resources/screenshots/hex-march.png:
// `xvfb-run -s "-screen 0 1600x1000x24" hex_march_demo OUT.png`. Picks the army with the longest
// supply route (a cut one first) so the line shows. Works on a temporary copy; the sample is never
// written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexSupply.h"

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
    const Campaign &c = window.document()->campaign();
    const auto supply = hexrules::traceSupply(c.world, c.current().state);
    size_t best = 0;
    for (size_t i = 0; i < supply.size(); ++i) {
        auto score = [&supply](size_t k) {
            return std::pair{supply[k].cutAt.has_value(), supply[k].route.size()};
        };
        if (score(i) > score(best))
            best = i;
    }
    const HexArmy &army = c.current().state.armies.at(best);
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    HexMarchPlanner &planner = *window.hexConsole()->planner();
    planner.hexClicked(army.hex);
    // A march away from the supply line's stronghold, five hexes long, so both lines show.
    const Hex away = supply[best].route.size() > 1 ? supply[best].route.back() : army.hex;
    Hex target = army.hex;
    int far = -1;
    for (Hex h : hexRing(army.hex, 5)) {
        const auto route = hexrules::findMarchRoute(c.world, rules, army.hex, h);
        if (route.found && route.hexes.size() <= 7 && hexDistance(h, away) > far) {
            far = hexDistance(h, away);
            target = h;
        }
    }
    planner.hexClicked(target);
    window.mapView()->zoomBy(2.0);
    window.mapView()->centerOn(
        window.mapView()->renderer()->geometry().hexPolygon(army.hex).boundingRect().center());
    if (grabTo.isEmpty())
        return QApplication::exec();
    grabScreenAndQuit(window, grabTo);
    return QApplication::exec();
}
