// order_drag_demo: an order being dragged on the sample area campaign's map, for
// resources/screenshots/order-drag.png:
//   xvfb-run -s "-screen 0 1600x1000x24" order_drag_demo SOURCE TARGET GRAB.png
// SOURCE and TARGET are area codes (TARGET "-": the source's first neighbour of another owner,
// an ASSAULT); the source's owner is chosen in the orders dock, the mouse is
// pressed on the source and moved to the target, and the window grabbed with the drag under way
// (never released). `order_drag_demo hex ARMY GRAB.png` drags the hex sample's army along a
// march of five hexes instead. Works on a temporary copy; the samples are never written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/turns/TurnConsole.h"
#include "render/map/MapGeometry.h"
#include "rules/hex/HexPathfinding.h"

#include <QApplication>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>

using namespace muster;

namespace {
void send(QWidget *to, QEvent::Type type, QPoint at, Qt::MouseButton button,
          Qt::MouseButtons buttons)
{
    QMouseEvent event(type, QPointF(at), QPointF(to->mapToGlobal(at)), button, buttons, {});
    QApplication::sendEvent(to, &event);
}
} // namespace

/// The hex sample's army `id` dragged along a march of five hexes, released on none.
bool dragArmy(MainWindow &window, const QString &id)
{
    const Campaign &c = window.document()->campaign();
    const auto &armies = c.current().state.armies;
    const auto army =
        std::find_if(armies.begin(), armies.end(), [&id](const HexArmy &a) { return a.id == id; });
    if (army == armies.end())
        return false;
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    hexrules::HexRoute route;
    for (Hex h : hexRing(army->hex, 5))
        if (route = hexrules::findMarchRoute(c.world, rules, army->hex, h);
            route.found && route.hexes.size() == 6)
            break;
    if (!route.found)
        return false;
    QTimer::singleShot(800, &window, [&window, route] {
        MapView *map = window.mapView();
        const MapGeometry &geometry = map->renderer()->geometry();
        map->zoomBy(3);
        map->centerOn(geometry.hexPolygon(route.hexes[3]).boundingRect().center());
        QWidget *viewport = map->viewport();
        send(viewport, QEvent::MouseButtonPress, map->viewportPosOfHex(route.hexes[0]),
             Qt::LeftButton, Qt::LeftButton);
        for (Hex h : route.hexes)
            send(viewport, QEvent::MouseMove, map->viewportPosOfHex(h) + QPoint(4, 4), Qt::NoButton,
                 Qt::LeftButton);
    });
    return true;
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QStringList args = QApplication::arguments().mid(1);
    if (args.size() < 2)
        return 2;
    QTemporaryDir dir;
    MainWindow window;
    const bool hex = args[0] == QLatin1String("hex");
    if (!test::showDemoWindow(window,
                              hex ? QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json")
                                  : QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                              dir))
        return 1;
    if (hex) {
        if (!dragArmy(window, args[1]))
            return 1;
        if (args.size() > 2)
            grabScreenAndQuit(window, args[2], 2500);
        return QApplication::exec();
    }
    const Campaign &c = window.document()->campaign();
    const int source = c.world.areaIndex(args[0].toUpper());
    int target = c.world.areaIndex(args[1].toUpper());
    if (args[1] == QLatin1String("-") && source >= 0)
        for (int t : c.world.neighbours(source))
            if (target < 0 && !c.world.isSea(t) &&
                c.current().state.areas[t].owner != c.current().state.areas[source].owner)
                target = t;
    if (source < 0 || target < 0) {
        qWarning("no such areas: %s %s", qPrintable(args[0]), qPrintable(args[1]));
        return 1;
    }
    window.turnConsole()->kingdoms()->selectKingdom(c.current().state.areas[source].owner);
    QTimer::singleShot(800, &window, [&window, source, target] {
        MapView *map = window.mapView();
        // Zoomed in around the two areas, so the arrow and its hint read at the README's size.
        const MapGeometry &geometry = map->renderer()->geometry();
        map->zoomBy(2.5);
        map->centerOn((geometry.area(source).anchor + geometry.area(target).anchor) / 2);
        QWidget *viewport = map->viewport();
        const QPoint from = map->viewportPosOfArea(source);
        const QPoint to = map->viewportPosOfArea(target);
        send(viewport, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        send(viewport, QEvent::MouseMove, (from + to) / 2, Qt::NoButton, Qt::LeftButton);
        // Just short of the target's label, so the label stays readable under the arrow's head.
        send(viewport, QEvent::MouseMove, to + QPoint(6, 10), Qt::NoButton, Qt::LeftButton);
    });
    if (args.size() < 3)
        return QApplication::exec();
    grabScreenAndQuit(window, args[2], 2500);
    return QApplication::exec();
}
