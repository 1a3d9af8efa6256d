// bench_battle_step_paint: what showing an area battle step costs the map's repaint
// (the step's markers are a second full map painted over the cached one, TurnMapOverlay).
// On the generated 5,000-area campaign, after resolving turn 1, the median of 15 full viewport
// repaints with no battle chosen and with a battle step shown, whole map in view and zoomed in.
// Prints the medians and their ratio. Built by `make bench`; run offscreen.
#include "GeneratedCampaign.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/turns/TurnConsole.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace muster;

namespace {
double medianRepaintMs(MapView &map)
{
    std::vector<double> ms;
    for (int i = 0; i < 15; ++i) {
        map.viewport()->update();
        QElapsedTimer t;
        t.start();
        map.viewport()->repaint();
        ms.push_back(static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    window.document()->setCampaign(test::generateAreaCampaign(5000, 100, 1, 42));
    // The generated kingdoms' orders draw the console's warnings (some fail): resolve anyway.
    setQuestionHook([](const Question &) { return 0; });
    window.turnConsole()->resolveAction()->trigger();
    setQuestionHook({});
    QElapsedTimer wait;
    wait.start();
    while (window.document()->campaign().turns.size() < 2 && wait.elapsed() < 120000)
        QTest::qWait(50);
    BattlesDock *dock = window.turnConsole()->battles();
    if (!dock->shown() || dock->shown()->battles.empty()) {
        qWarning("no battles to show");
        return 1;
    }
    MapView &map = *window.mapView();
    for (const char *zoom : {"whole map", "zoomed in x4"}) {
        if (zoom[0] == 'z')
            map.zoomBy(4.0);
        else
            map.zoomToFit();
        dock->setBattles(dock->shown()); // none chosen
        QTest::qWait(50);
        const double plain = medianRepaintMs(map);
        dock->selectBattle(0);
        dock->next();
        if (zoom[0] != 'z')
            map.zoomToFit(); // selecting centres on the battle; keep the whole map in view
        QTest::qWait(50);
        const double step = medianRepaintMs(map);
        qInfo("%s: repaint median %.1f ms without a battle, %.1f ms with a battle step (x%.2f)",
              zoom, plain, step, step / std::max(plain, 1e-3));
    }
    return 0;
}
