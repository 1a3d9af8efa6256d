// stand_in_demo: the README screenshot of the stand-ins for missed sheets. The area sample's
// turn 1 with every kingdom's sheet but Caldoria's (on autopilot when its orders are missed, by
// the expand doctrine) and Fennmark's (no player); F5 pressed and "Review First" answered, so the
// Kingdoms dock says what stood in for each and the Orders dock shows Caldoria's autopilot sheet
// before anything is resolved: `screenshot OUT.png -- stand_in_demo [GRAB.png]`. With
// MUSTER_DEMO_MENU=1 the Kingdoms dock's menu is open on Caldoria, its "When Orders Are Missed"
// submenu shown. Works on a temporary copy; the sample is never written.
#include "DemoWindow.h"
#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "operations/EditKingdoms.h"

#include <QAction>
#include <QMenu>
#include <QTableWidget>

using namespace muster;

int main(int argc, char **argv)
{
    return test::runDemo(
        argc, argv, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
        [](MainWindow &window) {
            CampaignDocument &document = *window.document();
            const int caldoria = document.campaign().kingdomIndex(QStringLiteral("CAL"));
            const int fennmark = document.campaign().kingdomIndex(QStringLiteral("FEN"));
            KingdomFields autopilot, noPlayer;
            autopilot.missedOrders = MissedOrders::Autopilot;
            autopilot.doctrine = Doctrine::Expand;
            noPlayer.player = false;
            document.apply([&](Campaign &c) { return editKingdom(c, caldoria, autopilot); });
            document.apply([&](Campaign &c) { return editKingdom(c, fennmark, noPlayer); });
            document.setOrders(caldoria, {});
            document.setOrders(fennmark, {});
            setQuestionHook([](const Question &) { return 1; }); // Review First
            TurnConsole &console = *window.turnConsole();
            console.resolveAction()->trigger();
            setQuestionHook({});
            console.kingdoms()->selectKingdom(caldoria);
            console.orders()->setKingdom(caldoria);
            if (qEnvironmentVariableIsSet("MUSTER_DEMO_MENU")) {
                QTableWidget *table = console.kingdoms()->table();
                auto *menu = new QMenu(table);
                menu->addActions(table->actions());
                const QPoint at = table->viewport()->mapToGlobal(
                    table->visualItemRect(table->item(caldoria, 0)).center());
                menu->popup(at);
                for (QAction *a : table->actions())
                    if (a->menu() && a->text().contains(QLatin1String("Missed"))) {
                        menu->setActiveAction(a);
                        a->menu()->popup(at + QPoint(menu->sizeHint().width(), 40));
                    }
            }
            return !document.campaign().current().standIns.empty();
        });
}
