// A hex march end to end, offscreen: pick an army and click a hex on
// the map to draw its path (with day markers and the supply route drawn), store it with Enter as
// the army's order line (undoable, saved at once), advance the week with the default battle
// decisions (RULES H2.1), check the army moved along its path, and undo the advance, in memory and
// in the file. The planner's supply (H3.1) follows edits, advances and undos without starting
// afresh, and always equals supply traced whole.
#include "ConsoleTestWindow.h"
#include "HexBattleSetup.h"
#include "StarvingMarch.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchOverlay.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "console/turns/ResultsPanel.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "io/CampaignJson.h"
#include "operations/SetArmy.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapRenderer.h"
#include "render/map/MarchLayer.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexRules.h"
#include "rules/hex/HexSupply.h"
#include "rules/hex/MarchForecast.h"
#include "store/CampaignStore.h"
#include "view/MarchMarks.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonValue>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>

using namespace muster;

class TestConsoleHex : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    QString m_file;

    const Campaign &campaign() { return m_window->document()->campaign(); }
    HexMarchPlanner &planner() { return *m_window->hexConsole()->planner(); }
    void clickHex(Hex h)
    {
        MapView *map = m_window->mapView();
        map->centerOn(map->renderer()->geometry().hexPolygon(h).boundingRect().center());
        QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->viewportPosOfHex(h));
    }
    /// A land hex three steps from `army` reachable by a three-hex march, with no army in it.
    std::optional<Hex> targetFor(const HexArmy &army)
    {
        const Campaign &c = campaign();
        const auto rules = hexrules::HexRules::fromRuleset(c.ruleset);
        for (Hex h : hexRing(army.hex, 3)) {
            const auto &armies = c.current().state.armies;
            if (std::any_of(armies.begin(), armies.end(),
                            [h](const HexArmy &a) { return hexDistance(a.hex, h) < 2; }))
                continue;
            const auto route = hexrules::findMarchRoute(c.world, rules, army.hex, h);
            if (route.found && route.hexes.size() == 4)
                return h;
        }
        return std::nullopt;
    }

    std::vector<Hex> starvingMarch() { return test::starvingMarch(campaign(), planner().supply()); }
    /// Plans `path` for the first army by clicks: the army, then each hex.
    void plan(const std::vector<Hex> &path)
    {
        planner().clear();
        clickHex(campaign().current().state.armies.at(0).hex);
        for (Hex h : path)
            clickHex(h);
    }

    /// Stores the plan with Enter and advances the week; the log of the week resolved.
    const TurnLog &storeAndAdvance()
    {
        m_window->activateWindow();
        m_window->mapView()->setFocus();
        QTest::keyClick(m_window->mapView(), Qt::Key_Return);
        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        advancing->weekAction()->trigger();
        if (!done.wait(20000))
            qFatal("the advance did not end");
        return campaign().turns.at(campaign().turns.size() - 2).log;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        m_file = m_dir.filePath(QStringLiteral("hex.muster"));
        QVERIFY(test::openSampleAs(
            *m_window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), m_file));
        QVERIFY(m_window->hexConsole()->advancing()->weekAction()->isEnabled());
    }

    void drawsStoresAdvancesAndUndoes()
    {
        const HexArmy army = campaign().current().state.armies.at(0);
        const int kingdom = army.kingdom;
        QVERIFY(kingdom >= 0);
        const auto target = targetFor(army);
        QVERIFY2(target, "the sample has a free hex three marches from the first army");

        // Draw: click the army, then the target; the cheapest path is previewed.
        clickHex(army.hex);
        QCOMPARE(planner().army(), army.id);
        clickHex(*target);
        QCOMPARE(planner().path().size(), size_t(3));
        QCOMPARE(planner().path().back(), *target);
        QCOMPARE(planner().days().size(), size_t(3));
        QCOMPARE(planner().days().front(), 1); // a new campaign starts on day 1
        QVERIFY(std::is_sorted(planner().days().begin(), planner().days().end()));
        QVERIFY(planner().overlay());
        QVERIFY(planner().storeAction()->isEnabled());
        // The terrain cost (H2.2) is the sum of the engine's entry costs along the path, and the
        // status bar says it with the days and the supply (H3.1).
        {
            const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign().ruleset);
            double miles = 0;
            Hex from = army.hex;
            for (Hex h : planner().path()) {
                miles += rules.entryCost(campaign().world, from, h);
                from = h;
            }
            QVERIFY(miles > 0);
            QCOMPARE(planner().miles(), miles);
            const QString summary = planner().summary();
            QVERIFY2(summary.contains(QStringLiteral("3 hexes, %1 miles").arg(miles, 0, 'f', 1)),
                     qPrintable(summary));
            QVERIFY2(summary.contains(QLatin1String("supply")), qPrintable(summary));
            QCOMPARE(m_window->statusBar()->currentMessage(), summary);
        }

        // Store with Enter on the map: the army's order line, one undo step, saved at once.
        QUndoStack *undo = m_window->document()->undoStack();
        const int steps = undo->count();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->mapView()->setFocus();
        QTest::keyClick(m_window->mapView(), Qt::Key_Return);
        QCOMPARE(undo->count(), steps + 1);
        const QStringList lines = campaign().current().orders.at(size_t(kingdom));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.front().startsWith(army.id + QStringLiteral(" MARCH ")),
                 qPrintable(lines.front()));

        // Advance the week (H2.1) with the default decisions: one more turn, the army has moved.
        const size_t turns = campaign().turns.size();
        // The engine runs in a worker thread: the actions are disabled until it
        // is done; no battle here, so no dialog.
        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        advancing->weekAction()->trigger();
        QVERIFY(advancing->isRunning());
        QVERIFY(!advancing->weekAction()->isEnabled());
        QVERIFY(done.wait(20000));
        QCOMPARE(done.front().at(0).toBool(), true);
        QVERIFY(advancing->weekAction()->isEnabled());
        QCOMPARE(campaign().turns.size(), turns + 1);
        QCOMPARE(undo->count(), steps + 2);
        // The engine marched the army along the stored path (its ArmyMoved events). Where it
        // stands after the week is not checked: the path leaves the roads, so the army is out of
        // supply and starves away by day 5 (H3.2; `muster-cli advance` does the same).
        int marched = 0;
        const TurnLog &log = campaign().turns.at(turns - 1).log;
        for (size_t i = 0; i < log.size(); ++i)
            if (const auto *moved = log.get<log::ArmyMoved>(i);
                moved && log.text(moved->army) == army.id)
                ++marched;
        QVERIFY(marched >= 1);
        QVERIFY(campaign().turns.at(turns - 1).resolved);
        // A hex turn is named by its week and the day it starts on (H2.1, H2.4), in the status bar
        // as in the Turns dock.
        const QString name = QStringLiteral("Week %1, day %2")
                                 .arg(campaign().current().state.turn)
                                 .arg(hexrules::nextDayOfWeek(campaign()));
        QCOMPARE(m_window->findChild<QLabel *>(QStringLiteral("turnLabel"))->text(), name);

        // Undo the advance: the earlier turn with its order, in memory and in the file.
        undo->undo();
        QCOMPARE(campaign().turns.size(), turns);
        QCOMPARE(campaign().current().state.armies.at(0).hex, army.hex);
        QCOMPARE(campaign().current().orders.at(size_t(kingdom)), lines);
        QString error;
        const auto stored = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(stored, qPrintable(error));
        QCOMPARE(stored->turns.size(), turns);
        QCOMPARE(stored->current().state.armies.at(0).hex, army.hex);
        QCOMPARE(stored->current().orders.at(size_t(kingdom)), lines);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    void supplyFollowsEditsAndTurns()
    {
        hexrules::SupplyTracer &supply = planner().supply();
        // Empty when the kept statuses equal a whole trace and the status bar says the planned
        // army's; otherwise what differs.
        const auto differs = [&](const QString &after) -> QString {
            const Campaign &c = campaign();
            if (&planner().supply() != &supply)
                return after + QStringLiteral(": the planner made a new tracer");
            const std::vector<hexrules::SupplyStatus> kept = planner().supply().all();
            if (kept != hexrules::traceSupply(c.world, c.current().state))
                return after + QStringLiteral(": the kept statuses differ from a whole trace");
            clickHex(c.current().state.armies.at(0).hex);
            const QString summary = planner().summary();
            if (!summary.contains(kept.at(0).inSupply ? QLatin1String("in supply")
                                                      : QLatin1String("out of supply")))
                return after + QStringLiteral(": the status bar says ") + summary;
            return {};
        };
        QString why = differs(QStringLiteral("at the start"));
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // An enemy army steps onto the first army's supply route: the route is cut or goes round.
        const Campaign &c = campaign();
        const HexArmy first = c.current().state.armies.at(0);
        const hexrules::SupplyStatus before = supply.statusOf(first);
        QVERIFY2(before.route.size() >= 3, "the sample's first army has a route to cut");
        int enemy = -1;
        for (size_t i = 0; i < c.current().state.armies.size() && enemy < 0; ++i)
            if (c.current().state.armies[i].kingdom != first.kingdom)
                enemy = static_cast<int>(i);
        QVERIFY(enemy >= 0);
        HexArmy moved = c.current().state.armies.at(static_cast<size_t>(enemy));
        const HexArmy was = moved;
        moved.hex = before.route.at(1);
        QVERIFY(m_window->document()
                    ->apply([&](Campaign &edited) { return setArmy(edited, enemy, moved); })
                    .ok());
        why = differs(QStringLiteral("after an enemy stepped onto the route"));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QVERIFY(supply.statusOf(first) != before);
        QVERIFY(m_window->document()
                    ->apply([&](Campaign &edited) { return setArmy(edited, enemy, was); })
                    .ok());
        why = differs(QStringLiteral("after it stepped back"));
        QVERIFY2(why.isEmpty(), qPrintable(why));

        // A week advanced and undone: the tracer follows the new current turn, then the old one.
        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        advancing->weekAction()->trigger();
        QVERIFY(done.wait(20000));
        why = differs(QStringLiteral("after the advance"));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        m_window->document()->undoStack()->undo();
        why = differs(QStringLiteral("after undoing it"));
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    // A march planned is a march judged: the planner says, day by day to the week's end, when
    // the march takes the army out of supply and when it starves (H3.1, H3.2), by the supply
    // trace the engine asks; and advancing the week does just that.
    void judgesSupplyAlongTheMarch()
    {
        const std::vector<Hex> path = starvingMarch();
        QVERIFY2(!path.empty(), "the sample has a starving ten-hex march off the roads");
        const HexArmy army = campaign().current().state.armies.at(0);
        plan(path);
        QCOMPARE(planner().path(), path);
        const hexrules::MarchForecast f = planner().forecast();
        QVERIFY(f.firstDayOutOfSupply > 0);
        QVERIFY(f.firstUnitStarved >= f.firstDayOutOfSupply);
        const QString summary = planner().summary();
        QVERIFY2(!summary.contains(QLatin1String("in supply")), qPrintable(summary));
        QVERIFY2(summary.contains(
                     QStringLiteral("out of supply from day %1").arg(f.firstDayOutOfSupply)),
                 qPrintable(summary));
        if (f.destroyed > 0)
            QVERIFY2(
                summary.contains(QStringLiteral("starved to death on day %1").arg(f.destroyed)),
                qPrintable(summary));
        // Each day's end as the engine judges it: the same tracer's status of the army there.
        for (const hexrules::MarchDayForecast &d : f.days) {
            HexArmy there = army;
            there.hex = d.at;
            QCOMPARE(d.supply, planner().supply().statusOf(there));
        }

        // The engine agrees: the day it logs the army out of supply, the day it destroys it.
        const size_t turns = campaign().turns.size();
        const TurnLog &log = storeAndAdvance();
        QCOMPARE(campaign().turns.size(), turns + 1);
        int outDay = 0, destroyedDay = 0;
        for (size_t i = 0; i < log.size(); ++i) {
            if (const auto *s = log.get<log::SupplyChanged>(i);
                s && log.text(s->army) == army.id && !s->inSupply && outDay == 0)
                outDay = s->day;
            if (const auto *d = log.get<log::ArmyDestroyed>(i); d && log.text(d->army) == army.id)
                destroyedDay = d->day;
        }
        QCOMPARE(outDay, f.firstDayOutOfSupply);
        QCOMPARE(destroyedDay, f.destroyed);
        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), turns);
    }

    // The week ends on day 7: what a plan holds after it is never marched (a new week starts
    // without orders, H2.4), so the planner says so and stores only the week's part.
    void saysWhereTheWeekEnds()
    {
        const std::vector<Hex> path = starvingMarch();
        QVERIFY(!path.empty());
        plan(path);
        const hexrules::MarchForecast f = planner().forecast(); // the plan goes when stored
        QVERIFY2(f.weekHexes > 0 && f.weekHexes < static_cast<int>(path.size()),
                 "ten hexes through woods take more than a week");
        QVERIFY(f.lastMarchDay() <= 7);
        const int dropped = static_cast<int>(path.size()) - f.weekHexes;
        const QString summary = planner().summary();
        QVERIFY2(summary.contains(QStringLiteral("the week ends on day 7 at %1")
                                      .arg(hexLabel(path[static_cast<size_t>(f.weekHexes - 1)]))),
                 qPrintable(summary));
        QVERIFY2(summary.contains(
                     QStringLiteral("the last %1 %2 fall after day 7 and are not "
                                    "marched")
                         .arg(dropped)
                         .arg(dropped == 1 ? QLatin1String("hex") : QLatin1String("hexes"))),
                 qPrintable(summary));
        QVERIFY2(!summary.contains(QStringLiteral("-%1").arg(planner().days().back())),
                 qPrintable(summary));

        // Stored: the week's hexes only, as the engine will march them.
        const HexArmy army = campaign().current().state.armies.at(0);
        const size_t turns = campaign().turns.size();
        const TurnLog &log = storeAndAdvance();
        const TurnRecord &resolved = campaign().turns.at(turns - 1);
        const hexrules::HexMarchOrder week{
            army.id, std::vector<Hex>(path.begin(), path.begin() + f.weekHexes),
            hexrules::defaultRestDays(hexrules::HexRules::fromRuleset(campaign().ruleset))};
        QCOMPARE(resolved.orders.at(size_t(army.kingdom)),
                 QStringList{hexrules::marchOrderLine(week)});
        int moved = 0;
        for (size_t i = 0; i < log.size(); ++i)
            if (const auto *m = log.get<log::ArmyMoved>(i); m && log.text(m->army) == army.id)
                ++moved;
        const int lastDay = f.destroyed > 0 ? f.destroyed : 7;
        QCOMPARE(moved,
                 static_cast<int>(std::count_if(f.schedule.days.begin(), f.schedule.days.end(),
                                                [&](int d) { return d <= lastDay; })));
        QVERIFY(campaign().current().orders.at(size_t(army.kingdom)).isEmpty());
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo(); // the stored march
        QCOMPARE(campaign().turns.size(), turns);
    }

    // After an advance the status bar, and the log dock's title for as long as the turn's log
    // is shown, name the armies destroyed, the battles and the armies gone out of supply.
    void advanceSaysWhatHappened()
    {
        const std::vector<Hex> path = starvingMarch();
        QVERIFY(!path.empty());
        plan(path);
        const hexrules::MarchForecast f = planner().forecast();
        QVERIFY2(f.destroyed > 0, "the first army starves to death within the week");
        const QString id = campaign().current().state.armies.at(0).id;
        storeAndAdvance();
        const QString destroyed =
            QStringLiteral("1 army destroyed: %1 (day %2).").arg(id).arg(f.destroyed);
        const QString out =
            QStringLiteral("went out of supply: %1 (day %2)").arg(id).arg(f.firstDayOutOfSupply);
        const QString status = m_window->statusBar()->currentMessage();
        QVERIFY2(status.startsWith(QLatin1String("Resolved 7 days from day 1")),
                 qPrintable(status));
        QVERIFY2(status.contains(destroyed), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("No battle.")), qPrintable(status));
        QVERIFY2(status.contains(out), qPrintable(status));
        const auto *title = m_window->findChild<QLabel *>(QStringLiteral("logTitle"));
        QVERIFY(title);
        QVERIFY2(title->text().contains(destroyed), qPrintable(title->text()));
        QVERIFY2(title->text().contains(out), qPrintable(title->text()));
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo();
    }

    // After the week the Results dock comes up over the Orders dock with what each army's march
    // came to: the starving army is destroyed on the day its forecast said, out of supply before.
    void advanceRaisesEachArmysResult()
    {
        TurnConsole &console = *m_window->turnConsole();
        auto *orders = m_window->findChild<QDockWidget *>(QStringLiteral("ordersDockWidget"));
        QVERIFY(orders);
        orders->raise();
        const auto inView = [](const QWidget *w) {
            return w->isVisible() && !w->visibleRegion().isEmpty();
        };
        QTRY_VERIFY(!inView(console.results()));
        const std::vector<Hex> path = starvingMarch();
        QVERIFY(!path.empty());
        plan(path);
        const hexrules::MarchForecast f = planner().forecast();
        QVERIFY(f.destroyed > 0);
        const std::vector<HexArmy> armies = campaign().current().state.armies;
        storeAndAdvance();
        QTRY_VERIFY(inView(console.results()));
        QCOMPARE(console.results()->turn(), static_cast<int>(campaign().turns.size()) - 2);
        QCOMPARE(console.results()->tree()->headerItem()->text(ResultsPanel::OrderColumn),
                 QStringLiteral("Army"));
        // Every army is listed under its kingdom, the starving one destroyed on its day.
        for (const HexArmy &a : armies) {
            QTreeWidgetItem *top = console.results()->kingdomItem(a.kingdom);
            QVERIFY2(top, qPrintable(a.id));
            QTreeWidgetItem *row = nullptr;
            for (int i = 0; i < top->childCount(); ++i)
                if (top->child(i)->text(ResultsPanel::OrderColumn) == a.id)
                    row = top->child(i);
            QVERIFY2(row, qPrintable(a.id));
            const QString result = row->text(ResultsPanel::ResultColumn);
            const bool starving = a.id == armies.at(0).id;
            QVERIFY2(result.contains(QStringLiteral("destroyed on day %1").arg(f.destroyed)) ==
                         starving,
                     qPrintable(a.id + u' ' + result));
            if (starving)
                QVERIFY2(
                    result.contains(
                        QStringLiteral("out of supply from day %1").arg(f.firstDayOutOfSupply)),
                    qPrintable(result));
        }
        QVERIFY(!console.results()->battlesItem()); // far from every enemy
        m_window->document()->undoStack()->undo();
        m_window->document()->undoStack()->undo();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    // Counts are said in the singular and the plural as the words want: "1 hex", "1 day".
    void countsSayOneAndMany()
    {
        const HexArmy army = campaign().current().state.armies.at(0);
        const auto target = targetFor(army);
        QVERIFY(target);
        const auto route = hexrules::findMarchRoute(
            campaign().world, hexrules::HexRules::fromRuleset(campaign().ruleset), army.hex,
            *target);
        plan({route.hexes.at(1)});
        QVERIFY2(planner().summary().contains(QStringLiteral("%1: 1 hex, ").arg(army.id)),
                 qPrintable(planner().summary()));
        planner().clear();
        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        advancing->dayAction()->trigger();
        QVERIFY(done.wait(20000));
        const QString status = m_window->statusBar()->currentMessage();
        QVERIFY2(status.startsWith(QLatin1String("Resolved 1 day from day 1;")),
                 qPrintable(status));
        m_window->document()->undoStack()->undo();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    // Show All Marches over an earlier week draws that week's marches as they were marched, not
    // the current week's; back on the current turn, the current week's again.
    void allMarchesFollowTheTurnShown()
    {
        QAction *all = m_window->hexConsole()->allMarches()->action();
        all->setChecked(true);
        m_window->hexConsole()->allMarches()->setFilter(-1, false); // every kingdom's
        // The first army's march of a hex for the week, then the week advanced.
        const HexArmy &army = campaign().current().state.armies.at(0);
        const std::optional<Hex> target = targetFor(army);
        QVERIFY(target);
        plan({*target});
        QVERIFY(planner().store());
        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        advancing->weekAction()->trigger();
        QVERIFY(done.wait(20000));
        const int current = static_cast<int>(campaign().turns.size()) - 1;
        QVERIFY(current >= 1);
        // The marches a layer of every kingdom draws for turn `turn`.
        const auto marches = [this](int turn) {
            const TurnMarchMarks marks = turnMarchMarks(campaign(), turn);
            return MarchLayer(m_window->mapView()->renderer()->geometry(), marks,
                              marchKingdomsShown(campaign(), marks, -1, false))
                .marches();
        };
        QVERIFY2(marches(current - 1) != marches(current),
                 "the week marched and the week to come have different marches");
        TurnHistoryDock *history = m_window->turnConsole()->history();
        history->showTurn(current - 1);
        QCOMPARE(m_window->hexConsole()->allMarches()->shown(), marches(current - 1));
        history->showTurn(current);
        QCOMPARE(m_window->hexConsole()->allMarches()->shown(), marches(current));
        all->setChecked(false);
        m_window->document()->undoStack()->undo(); // the advance
        m_window->document()->undoStack()->undo(); // the march
    }

    // A hex battle chosen at the zoom that shows the whole map: the viewer comes close enough to
    // read its counters (a hex 28 px from its centre to a corner), and the battle's hex and its
    // badge are in the view.
    void aHexBattleReadsAtTheZoomTheMapOpensAt()
    {
        Problems problems;
        auto sample = readCampaignJsonFile(
            QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), problems);
        QVERIFY(sample);
        auto setup = test::facingArmies(*sample);
        QVERIFY(setup);
        test::orderTheAttack(*setup);
        m_window->document()->setCampaign(setup->campaign);
        MapView *map = m_window->mapView();
        map->zoomToFit();
        QVERIFY(map->zoom() * MapGeometry::kHexSize < 20); // a whole map's hexes are small
        HexAdvanceActions &advancing = *m_window->hexConsole()->advancing();
        advancing.askAction()->setChecked(false);
        QSignalSpy finished(&advancing, &HexAdvanceActions::finished);
        QVERIFY(advancing.advance(1));
        QVERIFY(finished.wait(30000));
        BattlesDock *battles = m_window->turnConsole()->battles();
        QVERIFY(battles->shown() && !battles->shown()->battles.empty());
        battles->selectBattle(0);
        QVERIFY2(map->zoom() * MapGeometry::kHexSize >= 27.9,
                 qPrintable(QString::number(map->zoom() * MapGeometry::kHexSize)));
        const QRect view = map->viewport()->rect();
        QVERIFY(view.contains(
            map->viewportPosOfHex(std::get<HexBattleSite>(battles->shown()->battles[0].site).at)));
        const BattleOverlay *overlay = m_window->turnConsole()->battleOverlay();
        QVERIFY(overlay);
        QVERIFY2(view.contains(overlay->badgeRectIn(*map)),
                 qPrintable(QStringLiteral("badge at %1,%2 %3x%4")
                                .arg(overlay->badgeRectIn(*map).x())
                                .arg(overlay->badgeRectIn(*map).y())
                                .arg(overlay->badgeRectIn(*map).width())
                                .arg(overlay->badgeRectIn(*map).height())));
    }
};

QTEST_MAIN(TestConsoleHex)
#include "tst_console_hex.moc"
