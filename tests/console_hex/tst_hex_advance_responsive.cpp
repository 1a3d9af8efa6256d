// Advance Week keeps the window responsive: a generated hex campaign large
// enough that the week takes well over 100 ms is advanced from the GUI; a 5 ms timer on the GUI
// thread should never be late by more than 100 ms while the engine runs in its worker thread. For
// comparison the same week is resolved on the GUI thread (as HexAdvanceActions did before): that
// stall is the engine's whole run. Numbers are printed as medians.
#include "HexSample.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "dice/Dice.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"

#include <QAction>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

using namespace muster;

namespace {

/// The sample's generator on a bigger map, with `armies` armies of the first kingdom (so no
/// contact stops the week, H2.4) each marching about `reach` hexes.
Campaign bigCampaign(int armies, int reach)
{
    Campaign c = samples::makeHexSample(samples::kHexSampleSeed, 160, 120);
    TurnRecord &turn = c.turns.back();
    std::vector<HexArmy> templates = turn.state.armies;
    turn.state.armies.clear();
    const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
    Pcg32 random(99);
    std::vector<char> taken(static_cast<size_t>(c.world.hexCount()), 0);
    for (int made = 0, tries = 0; made < armies && tries < armies * 50; ++tries) {
        const Hex at = hexFromOffset(
            {static_cast<int>(random.below(160)), static_cast<int>(random.below(120))});
        const std::vector<Hex> ring = hexRing(at, reach);
        const Hex to = ring[random.below(static_cast<std::uint32_t>(ring.size()))];
        if (!c.world.contains(at) || !c.world.contains(to) ||
            taken[static_cast<size_t>(c.world.indexOf(at))])
            continue;
        const auto route = hexrules::findMarchRoute(c.world, rules, at, to);
        if (!route.found)
            continue;
        HexArmy army = templates[static_cast<size_t>(made) % templates.size()];
        army.id = QStringLiteral("R%1").arg(made + 1);
        army.kingdom = 0;
        army.hex = at;
        turn.state.armies.push_back(army);
        taken[static_cast<size_t>(c.world.indexOf(at))] = 1;
        hexrules::HexMarchOrder order{army.id, {route.hexes.begin() + 1, route.hexes.end()}, {}};
        turn.orders[0] << hexrules::marchOrderLine(order);
        ++made;
    }
    return c;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

class TestHexAdvanceResponsive : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void weekInWorkerKeepsEventLoopRunning()
    {
        const Campaign campaign = bigCampaign(600, 12);
        QVERIFY(campaign.current().state.armies.size() >= 500);

        // Before: the engine on the GUI thread; the window is frozen for all of it.
        std::vector<double> onGuiThread;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer t;
            t.start();
            const auto a = hexrules::advanceHexTurn(campaign, 7, {}, nullptr);
            onGuiThread.push_back(t.nsecsElapsed() / 1e6);
            QVERIFY(a.problems.empty());
        }

        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->setCampaign(campaign);
        QTemporaryDir dir; // an SQLite campaign file: the worker saves the turns
        QVERIFY(window.saveAs(dir.filePath(QStringLiteral("big.muster"))));
        HexAdvanceActions &advancing = *window.hexConsole()->advancing();
        advancing.askAction()->setChecked(false);
        std::vector<double> stalls, totals;
        for (int run = 0; run < 3; ++run) {
            QSignalSpy done(&advancing, &HexAdvanceActions::finished);
            QElapsedTimer sinceTick, total;
            double worst = 0;
            bool engineDone = false;
            QTimer probe;
            probe.setTimerType(Qt::PreciseTimer);
            connect(&probe, &QTimer::timeout, this, [&] {
                if (!engineDone)
                    worst = std::max(worst, sinceTick.nsecsElapsed() / 1e6);
                sinceTick.restart();
            });
            // Measured while the engine runs and saves in its worker; applying the result (the undo
            // command, on the GUI thread by design) comes after `runningChanged(false)`.
            auto connection = connect(&advancing, &HexAdvanceActions::runningChanged, this,
                                      [&](bool running) { engineDone = !running; });
            probe.start(5);
            sinceTick.start();
            total.start();
            QVERIFY(advancing.advance(7));
            QVERIFY(done.wait(60000));
            totals.push_back(total.nsecsElapsed() / 1e6);
            disconnect(connection);
            QCOMPARE(done.front().at(0).toBool(), true);
            stalls.push_back(worst);
            window.document()->undoStack()->undo();
        }
        qInfo("week of %d marching armies: engine on the GUI thread %.0f ms (the old stall); "
              "advance in the worker %.0f ms in all, longest GUI event-loop gap %.1f ms "
              "(medians of 3)",
              int(campaign.current().state.armies.size()), median(onGuiThread), median(totals),
              median(stalls));
        // The bar is 100 ms (24-52 ms measured here under load). Timings on a shared CI
        // machine vary too much to fail on that bar, so the test fails only on a plain freeze: a
        // gap as long as half the engine's own run, or half a second.
        QVERIFY2(median(stalls) < std::min(500.0, std::max(100.0, median(onGuiThread) / 2)),
                 "the window froze while the engine ran in its worker");
    }
};

QTEST_MAIN(TestHexAdvanceResponsive)
#include "tst_hex_advance_responsive.moc"
