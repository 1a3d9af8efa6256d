// help_demo: the README screenshots of the GM's everyday views, for both samples at whatever size
// the X screen has (Xvfb at 1600x1000 and 1280x720): `help_demo area|hex open|orders|rules|past
// GRAB.png`. open: the whole map as opened; orders: the orders dock (in the hex sample with every
// army's march stored and View > Show All Marches on); rules: the rules reference at a battle
// rule, found by search; past: turn 1 resolved and looked back at, read-only. The window fills
// the screen with the layout a first start gets; it saves the screen to GRAB.png and quits. Works
// on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/help/RulesReference.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnResolver.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexRules.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLineEdit>
#include <QScreen>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

using namespace muster;

namespace {

/// Stores a march for every owned army of the hex sample: three hexes towards the map's middle
/// where a route exists.
void marchEveryArmy(MainWindow &window)
{
    HexMarchPlanner &planner = *window.hexConsole()->planner();
    const Campaign &c = window.document()->campaign();
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const std::vector<HexArmy> armies = c.current().state.armies;
    for (const HexArmy &army : armies) {
        if (army.kingdom < 0)
            continue;
        for (Hex target : hexRing(army.hex, 3)) {
            const auto route = hexrules::findMarchRoute(c.world, rules, army.hex, target);
            if (!route.found || route.hexes.size() != 4)
                continue;
            planner.clear();
            planner.hexClicked(army.hex);
            planner.hexClicked(target);
            if (planner.store())
                break;
        }
    }
    planner.clear();
}

void raise(MainWindow &window, const char *dock)
{
    if (auto *d = window.findChild<QDockWidget *>(QString::fromLatin1(dock))) {
        d->show();
        d->raise();
    }
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    if (argc < 4) {
        QTextStream(stderr) << "usage: help_demo area|hex open|orders|rules|past GRAB.png\n";
        return 2;
    }
    const bool hex = QString::fromLocal8Bit(argv[1]) == QLatin1String("hex");
    const QString view = QString::fromLocal8Bit(argv[2]);
    const QString grabTo = QString::fromLocal8Bit(argv[3]);
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window,
                              QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-%1.json")
                                  .arg(hex ? QStringLiteral("hex") : QStringLiteral("area")),
                              dir))
        return 1;
    window.setGeometry(window.screen()->availableGeometry());
    window.resetLayout();
    TurnConsole &console = *window.turnConsole();

    if (view == QLatin1String("orders")) {
        if (hex) {
            marchEveryArmy(window);
            window.hexConsole()->allMarches()->action()->setChecked(true);
        }
        console.kingdoms()->selectKingdom(0);
        raise(window, "ordersDockWidget");
    } else if (view == QLatin1String("rules")) {
        window.showRule(hex ? QStringLiteral("H4.2") : QStringLiteral("A5.3"));
        RulesReference *reference = window.rulesReference();
        const QRect room = window.screen()->availableGeometry();
        reference->resize(std::min(1000, room.width() - 80), room.height() - 120);
        reference->move(room.center() - reference->rect().center());
        reference->searchField()->setText(hex ? QStringLiteral("morale")
                                              : QStringLiteral("ambush"));
    } else if (view == QLatin1String("past")) {
        // Turn 1 looked back at: its map, kingdoms and orders with their results, read-only.
        auto lookBack = [&window, &console, &grabTo] {
            console.history()->showTurn(0);
            console.kingdoms()->selectKingdom(0);
            raise(window, "ordersDockWidget");
            grabScreenAndQuit(window, grabTo);
        };
        if (hex) {
            marchEveryArmy(window);
            HexAdvanceActions *advancing = window.hexConsole()->advancing();
            advancing->askAction()->setChecked(false);
            QObject::connect(advancing, &HexAdvanceActions::finished, &window, lookBack);
            advancing->weekAction()->trigger();
        } else {
            QObject::connect(console.resolver(), &TurnResolver::finished, &window,
                             [lookBack](bool done) {
                                 if (done)
                                     lookBack();
                             });
            console.resolveAction()->trigger();
        }
        return QApplication::exec();
    }
    grabScreenAndQuit(window, grabTo);
    return QApplication::exec();
}
