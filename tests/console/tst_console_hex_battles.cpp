// The battle viewer on a hex campaign, offscreen ("the same battle viewer steps
// through battle turns, throws and morale results"). The campaign is a rules case
// (tests/rules/hex/cases/H6.3-morale-rout.json: army A1 marches into B1's hex, forced dice make
// B1 lose a unit, reach its break point and rout), advanced the way Advance Day stores a turn
// (the one resolution of rules/turn/TurnResolution.h, one undoable ResolveTurnCommand). The battles
// dock must list the battle; stepping through it must highlight the AttackThrows and MoraleRoll log
// lines, and the map badge must show each side's BR on the field (H4.2) as the log has it, and the
// map's counters at each step both armies in the battle hex with just their units still on the
// field. Clicking an army's hex picks its kingdom for the orders dock, unless the march planner
// takes the click as an attack by the army it plans.
#include "HexCase.h"
#include "console/ErrorReporter.h"
#include "console/MainWindow.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattleStepView.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/commands/ResolveTurnCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/ResultsPanel.h"
#include "console/turns/TurnConsole.h"
#include "log/TurnLog.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexReplay.h"
#include "rules/hex/HexRules.h"

#include <QDockWidget>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <algorithm>

using namespace muster;

namespace {
/// The BR of army `army` (unit `unit`, or all units for -1) as it set out (H8).
double startBr(const Campaign &c, const QString &army, int unit = -1)
{
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    for (const HexArmy &a : c.turns.front().state.armies)
        if (a.id == army)
            return unit < 0 ? rules.armyBr(a) : rules.unitBr(a.units[static_cast<size_t>(unit)]);
    return -1;
}
} // namespace

class TestConsoleHexBattles : public QObject
{
    Q_OBJECT
private:
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    QString badge() { return console().battleOverlay()->badge().join(u'\n'); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        setErrorHook(
            [this](QWidget *, const QString &, const QString &message) { m_errors << message; });
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QString error;
        const auto hexCase = test::loadHexCase(
            QStringLiteral(MUSTER_SOURCE_DIR "/tests/rules/hex/cases/H6.3-morale-rout.json"),
            &error);
        QVERIFY2(hexCase, qPrintable(error));
        m_window->document()->setCampaign(test::campaignOf(*hexCase));
        QCOMPARE(campaign().ruleset.kind, RulesetKind::Hex);

        // Advance one day as Advance Day does, with the case's forced dice (R3).
        const Campaign &c = campaign();
        TurnResolutionOptions options;
        options.maxDays = hexCase->days;
        options.forcedDice = hexCase->dice;
        const TurnResolution a = resolveCurrentTurn(c, options);
        m_window->document()->undoStack()->push(
            new ResolveTurnCommand(*m_window->document(), a.resolved, a.next));
        QCOMPARE(campaign().turns.size(), size_t{2});
    }

    void listsTheHexBattle()
    {
        QListWidget *list = console().battles()->list();
        QCOMPARE(list->count(), 1);
        const QString line = list->item(0)->text();
        // Where (the defender's hex), who (armies and kingdoms) and the result (H4.3).
        for (const QString &part : {QStringLiteral("at 3,1"), QStringLiteral("A1 (Red)"),
                                    QStringLiteral("B1 (Blue)"), QStringLiteral("A1 wins")})
            QVERIFY2(line.contains(part), qPrintable(line));
    }

    void stepsThroughThrowsAndMorale()
    {
        const TurnLog &log = campaign().turns[0].log;
        BattlesDock *dock = console().battles();
        dock->list()->setCurrentRow(0);
        QCOMPARE(dock->currentStep(), 0);
        QVERIFY(log.is<log::HexBattleStarted>(static_cast<size_t>(console().log()->highlighted())));
        // The start: both sides' whole BR (H8), from the armies as they set out.
        double br[2] = {startBr(campaign(), QStringLiteral("A1")),
                        startBr(campaign(), QStringLiteral("B1"))};
        QVERIFY(br[0] > 0 && br[1] > 0);
        QVERIFY2(badge().contains(hexBrLine(QStringLiteral("A1 (Red)"), br[0],
                                            QStringLiteral("B1 (Blue)"), br[1])),
                 qPrintable(badge()));
        // The attacker came from 2,1: the arrow starts there, not at the battle hex.
        QVERIFY(console().battleOverlay()->from() != console().battleOverlay()->to());

        // Right arrow through every step; each highlights its own log line.
        QStringList seen;
        const BattleInfo &b = dock->shown()->battles[0];
        dock->list()->setFocus();
        for (int step = 1; step < static_cast<int>(b.steps.size()); ++step) {
            QTest::keyClick(dock->list(), Qt::Key_Right);
            QCOMPARE(dock->currentStep(), step);
            const int index = console().log()->highlighted();
            const auto event = static_cast<size_t>(index);
            QCOMPARE(event, b.steps[static_cast<size_t>(step)].event);
            QCOMPARE(console().log()->list()->currentIndex().row(), index);
            seen << QString::fromLatin1(log::eventTypeName(log.typeAt(event)));
            const auto sideOf = [&](TextRef army) {
                return log.text(army) == QLatin1String("A1") ? 0 : 1;
            };
            if (const auto *e = log.get<log::AttackThrows>(event)) {
                QCOMPARE(log.text(e->battle), b.name);
                // Throws and hits, counted in English ("1 hit"), with the dice (H4.2 step 4).
                const auto counted = [](int n, const char *one, const char *many) {
                    return n == 1 ? QString::fromLatin1(one)
                                  : QStringLiteral("%1 %2").arg(n).arg(QLatin1String(many));
                };
                QVERIFY2(badge().contains(counted(e->throws, "1 throw", "throws")) &&
                             badge().contains(counted(e->hits, "1 hit", "hits")),
                         qPrintable(badge()));
                QVERIFY2(badge().contains(QStringLiteral("d20: ")), qPrintable(badge()));
            }
            if (const auto *e = log.get<log::UnitsDefeated>(event))
                br[sideOf(e->army)] -= e->br.points();
            if (const auto *e = log.get<log::MoraleRoll>(event)) {
                // H6.3: the result band is on the badge; a rout leaves the field.
                const QString result = QString::fromLatin1(enumName(e->result));
                QVERIFY2(badge().contains(QStringLiteral(": %1").arg(result)), qPrintable(badge()));
                if (e->result == MoraleState::Rout)
                    br[sideOf(e->army)] -= startBr(campaign(), log.text(e->army), e->unit);
            }
            // The BR on the field per side, as the log has it so far (H4.2 steps 2 and 5).
            QVERIFY2(
                badge().contains(hexBrLine(QStringLiteral("A1 (Red)"), br[0],
                                           QStringLiteral("B1 (Blue)"), br[1])),
                qPrintable(
                    QStringLiteral("%1 at step %2:\n%3").arg(seen.last()).arg(step).arg(badge())));
        }
        for (const QString &type : {QStringLiteral("AttackThrows"), QStringLiteral("UnitsDefeated"),
                                    QStringLiteral("BreakPoint"), QStringLiteral("MoraleRoll"),
                                    QStringLiteral("BattleEnded")})
            QVERIFY2(seen.contains(type), qPrintable(seen.join(u' ')));
        QCOMPARE(seen.count(QStringLiteral("AttackThrows")), 2); // both sides throw (H4.2)
        QTest::keyClick(dock->list(), Qt::Key_Home);
        QVERIFY(log.is<log::HexBattleStarted>(static_cast<size_t>(console().log()->highlighted())));
    }

    void countersFollowTheSteps()
    {
        // The map's counters never contradict the badge: at every step both armies stand in the
        // battle hex with exactly their units still on the field (H4.2, H6.3), whose BR is the
        // badge's, read here from the log's events: start units minus UnitsDefeated and routs.
        // And every counter on the map (not only the battle's) is core's replay of the log
        // through that step (rules/hex/HexReplay.h).
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign().ruleset);
        const TurnLog &log = campaign().turns[0].log;
        BattlesDock *dock = console().battles();
        dock->list()->setCurrentRow(0);
        const BattleInfo &b = dock->shown()->battles[0];
        const Hex battleHex = std::get<HexBattleSite>(b.site).at;
        const QString ids[2] = {QStringLiteral("A1"), QStringLiteral("B1")};
        std::vector<Unit> onField[2];
        std::vector<bool> gone[2];
        std::optional<Hex> retreatedTo[2];
        for (int s = 0; s < 2; ++s)
            for (const HexArmy &a : campaign().turns[0].state.armies)
                if (a.id == ids[s]) {
                    onField[s] = a.units;
                    gone[s].assign(a.units.size(), false);
                }
        QVERIFY(!onField[0].empty() && !onField[1].empty());
        const std::vector<Unit> startUnits[2] = {onField[0], onField[1]};
        for (int step = 0; step < static_cast<int>(b.steps.size()); ++step) {
            dock->stepTo(step);
            const size_t event = b.steps[static_cast<size_t>(step)].event;
            const auto sideOf = [&](TextRef army) { return log.text(army) == ids[0] ? 0 : 1; };
            if (const auto *e = log.get<log::Retreat>(event)) // H4.3: it stands where it went
                retreatedTo[sideOf(e->army)] = e->to;
            if (const auto *e = log.get<log::UnitsDefeated>(event))
                for (int unit : log.numbers(e->units))
                    gone[sideOf(e->army)][static_cast<size_t>(unit)] = true;
            if (const auto *e = log.get<log::MoraleRoll>(event);
                e && e->result == MoraleState::Rout)
                gone[sideOf(e->army)][static_cast<size_t>(e->unit)] = true;
            QVERIFY(console().showingBattleStep());
            const TurnState &shown = console().shownState();
            const QString where = QStringLiteral("%1 at step %2:\n%3")
                                      .arg(QLatin1String(log::eventTypeName(log.typeAt(event))))
                                      .arg(step)
                                      .arg(badge());
            // Every counter: the replay through this step, with the battle's units on the field.
            const TurnState replayed =
                fieldState(replayHexTurn(rules, campaign().turns[0].state, log, event + 1), log);
            QVERIFY2(shown.armies == replayed.armies, qPrintable(where));
            double br[2] = {0, 0};
            for (int s = 0; s < 2; ++s) {
                std::vector<Unit> expected;
                for (size_t u = 0; u < startUnits[s].size(); ++u)
                    if (!gone[s][u])
                        expected.push_back(startUnits[s][u]);
                const auto drawn = std::find_if(shown.armies.begin(), shown.armies.end(),
                                                [&](const HexArmy &a) { return a.id == ids[s]; });
                if (expected.empty()) { // nothing left on the field: no counter
                    QVERIFY(drawn == shown.armies.end());
                    continue;
                }
                QVERIFY(drawn != shown.armies.end());
                QCOMPARE(drawn->hex, retreatedTo[s] ? *retreatedTo[s] : battleHex);
                QCOMPARE(drawn->units, expected);
                br[s] = rules.armyBr(*drawn);
            }
            QVERIFY2(badge().contains(hexBrLine(QStringLiteral("A1 (Red)"), br[0],
                                                QStringLiteral("B1 (Blue)"), br[1])),
                     qPrintable(where));
        }
        qInfo("checked the counters at %zu steps", b.steps.size());
        // Close: the turn's own counters again.
        dock->deselect();
        QVERIFY(!console().showingBattleStep());
        QCOMPARE(console().shownState(), campaign().current().state);
    }

    void hexClicksPickTheArmysKingdom()
    {
        // Back at turn 1, the armies where they set out: A1 (red) at 2,1, B1 (blue) at 3,1.
        m_window->document()->undoStack()->undo();
        const TurnState &state = campaign().current().state;
        Hex at[2];
        for (const HexArmy &a : state.armies)
            (a.id == QLatin1String("A1") ? at[0] : at[1]) = a.hex;
        const int red = campaign().kingdomIndex(QStringLiteral("red"));
        const int blue = campaign().kingdomIndex(QStringLiteral("blue"));
        QVERIFY(red >= 0 && blue >= 0);
        MapView *map = m_window->mapView();
        HexMarchPlanner *planner = m_window->hexConsole()->planner();
        emit map->clicked(at[1], -1); // B1: blue's marches, and the planner picks B1
        QCOMPARE(console().orders()->kingdom(), blue);
        QCOMPARE(planner->army(), QStringLiteral("B1"));
        emit map->clicked(at[0], -1); // A1 (an enemy of B1): the planner's attack on A1...
        QCOMPARE(planner->army(), QStringLiteral("B1"));
        QVERIFY(!planner->path().empty());
        QCOMPARE(console().orders()->kingdom(), blue); // ...so the dock stays with blue
        planner->clear();
        emit map->clicked(at[0], -1); // nothing planned: A1's kingdom
        QCOMPARE(console().orders()->kingdom(), red);
        QCOMPARE(planner->army(), QStringLiteral("A1"));
        planner->clear();
        m_window->document()->undoStack()->redo();
        QCOMPARE(campaign().turns.size(), size_t{2});
    }

    void undoClearsTheBattles()
    {
        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), size_t{1});
        QCOMPARE(console().battles()->list()->count(), 0);
        QVERIFY(!console().battleOverlay());
        m_window->document()->undoStack()->redo();
        QCOMPARE(console().battles()->list()->count(), 1);
    }

    // The Results dock lists each army with the battle it fought; choosing A1's row opens that
    // battle in the viewer, as an area order's row does. A1 ends in the battle hex; B1, routed
    // (H6.3), is destroyed there on day 1.
    void resultsOpenEachArmysBattle()
    {
        console().resultsDock()->show();
        console().resultsDock()->raise();
        QTRY_VERIFY(
            console().results()->kingdomItem(campaign().kingdomIndex(QStringLiteral("red"))));
        const auto row = [this](const QString &kingdom, const QString &army) -> QTreeWidgetItem * {
            QTreeWidgetItem *top =
                console().results()->kingdomItem(campaign().kingdomIndex(kingdom));
            for (int i = 0; top && i < top->childCount(); ++i)
                if (top->child(i)->text(ResultsPanel::OrderColumn) == army)
                    return top->child(i);
            return nullptr;
        };
        QTreeWidgetItem *a1 = row(QStringLiteral("red"), QStringLiteral("A1"));
        QTreeWidgetItem *b1 = row(QStringLiteral("blue"), QStringLiteral("B1"));
        QVERIFY(a1 && b1);
        const QString a1Result = a1->text(ResultsPanel::ResultColumn);
        QVERIFY2(a1Result.startsWith(QLatin1String("at 3,1; 1 battle")), qPrintable(a1Result));
        const QString b1Result = b1->text(ResultsPanel::ResultColumn);
        QVERIFY2(b1Result.startsWith(QLatin1String("destroyed on day 1 at 3,1; 1 battle")),
                 qPrintable(b1Result));
        QCOMPARE(a1->childCount(), 1);
        const QString battle = a1->child(0)->text(ResultsPanel::ResultColumn);
        QVERIFY2(battle.contains(QLatin1String("A1 attacked B1 at 3,1 (day 1)")) &&
                     battle.contains(QLatin1String("A1 wins")),
                 qPrintable(battle));
        console().battles()->deselect();
        QCOMPARE(console().battles()->list()->currentRow(), -1);
        emit console().results()->tree()->itemActivated(a1, ResultsPanel::OrderColumn);
        QCOMPARE(console().battles()->list()->currentRow(), 0);
        QCOMPARE(console().battles()->currentStep(), 0);
        console().battles()->deselect();
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleHexBattles)
#include "tst_console_hex_battles.moc"
