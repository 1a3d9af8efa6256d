// console_demo: the GM console with the sample area campaign's turn 1 resolved from the shipped
// order sheets (maps/sample-area-orders/) and the battle viewer stopped mid-battle, for the README
// screenshots: `screenshot OUT.png -- console_demo [PHASE [GRAB.png [BATTLE]]]`; PHASE
// `results` leaves the Results dock as Resolve raised it, a battle open in the viewer. With
// GRAB.png it saves the screen there itself (the X display's root window, as `import` would) and
// quits; the machine has Xvfb but not ImageMagick. Works on a temporary copy; the sample is never
// written.
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/ResultsPanel.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnResolver.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTreeWidget>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const bool results = argc > 1 && QString::fromLocal8Bit(argv[1]) == QLatin1String("results");
    const int phase = results ? 0 : argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 1;
    const QString grabTo = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    // BATTLE (1-based, as listed) picks the battle; PHASE -1 is its last step (the end).
    const int chosen = argc > 3 ? QString::fromLocal8Bit(argv[3]).toInt() - 1 : -1;
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                              dir))
        return 1;
    TurnConsole &console = *window.turnConsole();
    const Campaign &c = window.document()->campaign();
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
        QFile sheet(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area-orders/%1.txt")
                        .arg(c.kingdoms[static_cast<size_t>(k)].id));
        if (!sheet.open(QIODevice::ReadOnly))
            continue;
        console.orders()->setKingdom(k);
        if (!console.orders()->importSheet(QString::fromUtf8(sheet.readAll())))
            QTextStream(stderr) << "sheet of " << c.kingdoms[static_cast<size_t>(k)].id
                                << " does not parse\n";
    }
    QObject::connect(console.resolver(), &TurnResolver::finished, &window, [&](bool applied) {
        if (!applied)
            return;
        if (phase == 0 && !results) {
            // PHASE 0: turn 1 looked back at, the first kingdom's orders with their results.
            console.history()->showTurn(0);
            console.kingdoms()->selectKingdom(0);
            if (!grabTo.isEmpty())
                grabScreenAndQuit(window, grabTo);
            return;
        }
        // The battle with the most phases, then the most armies at its start: the most to see.
        BattlesDock *battles = console.battles();
        int best = -1;
        std::pair<size_t, int> bestScore{0, 0};
        const auto &all = battles->shown()->battles;
        const TurnLog &log = window.document()->campaign().turns.front().log;
        for (size_t i = 0; i < all.size(); ++i) {
            const auto *start = log.get<log::BattleStarted>(all[i].logged.started);
            const std::pair<size_t, int> score{
                all[i].steps.size(),
                start ? start->attackers + start->ships + start->defenderArmies : 0};
            if (score > bestScore) {
                bestScore = score;
                best = static_cast<int>(i);
            }
        }
        if (chosen >= 0 && chosen < static_cast<int>(all.size()))
            best = chosen;
        if (best < 0)
            return;
        battles->selectBattle(best);
        window.mapView()->zoomBy(3.2);
        battles->selectBattle(best); // centre again after zooming
        phase < 0 ? battles->last() : battles->stepTo(phase);
        if (results)
            console.results()->tree()->setFocus();
        else
            battles->list()->setFocus();
        if (grabTo.isEmpty())
            return;
        grabScreenAndQuit(window, grabTo);
    });
    console.resolveAction()->trigger();
    return QApplication::exec();
}
