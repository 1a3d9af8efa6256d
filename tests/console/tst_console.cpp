// The GM's turn loop end to end, offscreen: enter orders through the orders
// dock (one the engine refuses, with its reason on the row), import a sheet with errors and see
// them listed with nothing applied, resolve with F5's action, step through a battle's phases and
// check the highlighted log line, the strengths on the map badge and the map's army markers at
// each step, view the earlier turn
// read-only, undo the resolution and see the earlier state, in memory and in the file.
#include "ConsoleTestWindow.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/Question.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/document/CampaignDocument.h"
#include "console/inspector/InspectorPanel.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnResolver.h"
#include "log/TurnLog.h"
#include "rules/area/AreaReplay.h"
#include "rules/area/OrderSheet.h"
#include "store/CampaignStore.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace muster;

namespace {
/// An attack the sample allows: a kingdom's land area with armies next to a land area that will
/// fight (unowned with armies, or another kingdom's defending area).
struct Attack
{
    int kingdom = -1;
    int source = -1;
    int target = -1;
    int far = -1; // an area not adjacent to source
};

Attack findAttack(const Campaign &c)
{
    const auto &areas = c.current().state.areas;
    for (int a = 0; a < static_cast<int>(areas.size()); ++a) {
        const AreaState &s = areas[static_cast<size_t>(a)];
        if (s.owner < 0 || s.armies < 3 || c.world.isSea(a))
            continue;
        for (int t : c.world.neighbours(a)) {
            const AreaState &d = areas[static_cast<size_t>(t)];
            if (c.world.isSea(t) || d.owner == s.owner || d.armies < 1 ||
                (d.owner >= 0 && d.mode != DefenceMode::Defend))
                continue;
            Attack out{s.owner, a, t, -1};
            for (int f = 0; f < static_cast<int>(areas.size()); ++f)
                if (f != a && !c.world.isSea(f) && !c.world.adjacent(a, f)) {
                    out.far = f;
                    break;
                }
            return out;
        }
    }
    return {};
}
QString code(const Campaign &c, int area)
{
    return c.world.areas[static_cast<size_t>(area)].code;
}
} // namespace

class TestConsole : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    QString m_file;
    Attack m_attack;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }
    QStringList storedOrders() { return campaign().current().orders[m_attack.kingdom]; }
    QString assaultLine()
    {
        return QStringLiteral("1 ASSAULT all but 1 %1 %2")
            .arg(code(campaign(), m_attack.source), code(campaign(), m_attack.target));
    }
    /// Turn 1 resolved with the one order of assaultLine() (F5's action), as the GM does it: the
    /// other kingdoms sent nothing, and the GM resolves anyway when asked.
    void resolveTheAssault()
    {
        m_window->document()->setOrders(m_attack.kingdom, {assaultLine()});
        const test::Answering resolveAnyway(0);
        console().resolveAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
    }
    /// Chooses the assault's battle (the first on its target) in the battles dock.
    void chooseTheAssaultsBattle()
    {
        QListWidget *battles = console().battles()->list();
        int row = -1;
        for (int i = 0; i < battles->count(); ++i)
            if (battles->item(i)->text().contains(
                    QStringLiteral(" on %1 ").arg(code(campaign(), m_attack.target))))
                row = i;
        QVERIFY2(row >= 0, "the assault's battle is listed");
        battles->setCurrentRow(row);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        init();
        m_attack = findAttack(campaign());
        QVERIFY2(m_attack.kingdom >= 0 && m_attack.far >= 0, "the sample has an attack to make");
    }

    // Each slot starts from the sample's turn 1 without orders, in a file of its own, and sets up
    // what it needs itself: no slot depends on what another one left.
    void init()
    {
        m_file =
            m_dir.filePath(QLatin1String(QTest::currentTestFunction()) + QStringLiteral(".muster"));
        // Every edit below is saved to this file at once.
        QVERIFY(test::openSampleAs(
            *m_window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), m_file));
        // The sample ships every kingdom's turn 1 orders; this test enters its own.
        for (int k = 0; k < static_cast<int>(campaign().kingdoms.size()); ++k)
            m_window->document()->setOrders(k, {});
        if (m_attack.kingdom >= 0)
            console().orders()->setKingdom(m_attack.kingdom);
    }

    void kingdomsListShowsMissingOrders()
    {
        QTableWidget *t = console().kingdoms()->table();
        QCOMPARE(t->rowCount(), static_cast<int>(campaign().kingdoms.size()));
        QCOMPARE(t->item(m_attack.kingdom, 5)->text(), QStringLiteral("missing"));
        QCOMPARE(t->item(m_attack.kingdom, 1)->text(),
                 QString::number(campaign().current().state.kingdoms[m_attack.kingdom].bp));
        t->setCurrentCell(m_attack.kingdom, 0); // picks the kingdom for the orders dock
        QCOMPARE(console().orders()->kingdom(), m_attack.kingdom);
    }

    void entersOrdersThroughTheDock()
    {
        const Campaign &c = campaign();
        const int bp = c.current().state.kingdoms[m_attack.kingdom].bp;
        auto *entry = console().orders()->findChild<QLineEdit *>(QStringLiteral("orderEntry"));
        QVERIFY(entry);
        entry->setFocus();
        QTest::keyClicks(entry, assaultLine());
        QTest::keyClick(entry, Qt::Key_Return);
        QVERIFY(entry->text().isEmpty());
        QTableWidget *t = console().orders()->table();
        QCOMPARE(t->rowCount(), 1);
        QCOMPARE(t->item(0, 3)->text(), QStringLiteral("ok"));
        QCOMPARE(t->item(0, 2)->text(), QString::number(bp - 2)); // ASSAULT costs 2 BP (A3.1)

        // A3.3: a move to an area that is not adjacent is refused by the engine, with its reason.
        QVERIFY(console().orders()->addOrder(
            QStringLiteral("2 MOVE 1 %1 %2").arg(code(c, m_attack.source), code(c, m_attack.far))));
        QCOMPARE(t->rowCount(), 2);
        QVERIFY2(t->item(1, 3)->text().contains(QStringLiteral("A3.3")),
                 qPrintable(t->item(1, 3)->text()));
        QVERIFY(t->item(1, 3)->text() != QStringLiteral("ok"));
        QCOMPARE(storedOrders().size(), 2);

        // A line that does not parse is listed and stored nowhere.
        QVERIFY(!console().orders()->addOrder(QStringLiteral("3 FLY 2 NOWHERE")));
        QVERIFY(console().orders()->errorList()->count() >= 1);
        // The error names the order as typed, not its line in the kingdom's sheet ("line 3").
        const QString typedError = console().orders()->errorList()->item(0)->text();
        QVERIFY2(typedError.startsWith(QStringLiteral("\"3 FLY 2 NOWHERE\": ")),
                 qPrintable(typedError));
        QCOMPARE(storedOrders().size(), 2);

        // Delete the refused move again; undo brings it back, redo removes it.
        console().orders()->deleteOrder(1);
        QCOMPARE(storedOrders().size(), 1);
        m_window->document()->undoStack()->undo();
        QCOMPARE(storedOrders().size(), 2);
        m_window->document()->undoStack()->redo();
        QCOMPARE(storedOrders().size(), 1);
        QCOMPARE(console().kingdoms()->table()->item(m_attack.kingdom, 5)->text(),
                 QStringLiteral("1 action"));
        // Saved at once: the file holds the order.
        QString error;
        const auto reopened = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->current().orders[m_attack.kingdom], storedOrders());
    }

    void orderFormOffersOnlyPossibleChoices()
    {
        const Campaign &c = campaign();
        AreaAction initial;
        initial.kind = ActionKind::Assault;
        initial.source = m_attack.source;
        OrderForm form(c, m_attack.kingdom, initial, 2);
        auto *source = form.findChild<QComboBox *>(QStringLiteral("orderSource"));
        auto *target = form.findChild<QComboBox *>(QStringLiteral("orderTarget"));
        // Sources: the kingdom's own areas; targets: the source's neighbours (A3.3).
        QVERIFY(source && target);
        for (int i = 0; i < source->count(); ++i)
            QCOMPARE(c.current().state.areas[source->itemData(i).toInt()].owner, m_attack.kingdom);
        for (int i = 0; i < target->count(); ++i)
            QVERIFY(c.world.adjacent(m_attack.source, target->itemData(i).toInt()));
        target->setCurrentIndex(target->findData(m_attack.target));
        QCOMPARE(form.line(), QStringLiteral("2 ASSAULT 1 %1 %2")
                                  .arg(code(c, m_attack.source), code(c, m_attack.target)));
    }

    void twoMapClicksOpenTheOrderForm()
    {
        auto *fromMap =
            console().orders()->findChild<QPushButton *>(QStringLiteral("orderFromMap"));
        QVERIFY(fromMap);
        m_window->document()->select(-1, std::nullopt);
        fromMap->click();
        QString seen;
        QTimer::singleShot(0, this, [&seen] {
            if (auto *form = qobject_cast<OrderForm *>(QApplication::activeModalWidget())) {
                seen = form->line();
                form->reject(); // cancelled: nothing is added
            }
        });
        test::clickArea(*m_window, m_attack.source);
        test::clickArea(*m_window, m_attack.target); // opens the form
        const Campaign &c = campaign();
        QCOMPARE(seen, QStringLiteral("1 ASSAULT all %1 %2")
                           .arg(code(c, m_attack.source), code(c, m_attack.target)));
        QCOMPARE(console().orders()->kingdom(), m_attack.kingdom);
        QVERIFY(!fromMap->isChecked());
        QVERIFY(storedOrders().isEmpty());
    }

    // A3.3: From Map never proposes an order the GM did not click. A non-adjacent second click
    // and a first click on another kingdom's area propose nothing and say why.
    void fromMapProposesNothingForAreasThatCannotBeAnOrder()
    {
        auto *fromMap =
            console().orders()->findChild<QPushButton *>(QStringLiteral("orderFromMap"));
        console().orders()->setKingdom(m_attack.kingdom);
        bool formOpened = false;
        QTimer watcher;
        connect(&watcher, &QTimer::timeout, this, [&formOpened] {
            if (auto *form = qobject_cast<OrderForm *>(QApplication::activeModalWidget())) {
                formOpened = true;
                form->reject();
            }
        });
        watcher.start(0);
        QStatusBar *status = m_window->statusBar();
        const Campaign &c = campaign();

        fromMap->click();
        test::clickArea(*m_window, m_attack.source);
        test::clickArea(*m_window, m_attack.far); // not adjacent to the source
        QVERIFY(!formOpened);
        QVERIFY2(status->currentMessage().contains(QStringLiteral("is not adjacent")),
                 qPrintable(status->currentMessage()));
        QVERIFY(fromMap->isChecked()); // still picking, from the same source

        fromMap->click();                    // off
        fromMap->click();                    // on again: a fresh pick
        const int foreign = m_attack.target; // another kingdom's or unowned
        QVERIFY(c.current().state.areas[foreign].owner != m_attack.kingdom);
        test::clickArea(*m_window, foreign);
        QVERIFY2(status->currentMessage().contains(QStringLiteral("is not")),
                 qPrintable(status->currentMessage()));
        test::clickArea(*m_window, m_attack.source); // now the source
        test::clickArea(*m_window, m_attack.source); // the same area again: no order
        QVERIFY(!formOpened);
        fromMap->click(); // off
        QVERIFY(storedOrders().isEmpty());
    }

    void importedSheetWithErrorsChangesNothing()
    {
        m_window->document()->setOrders(m_attack.kingdom, {assaultLine()});
        const QStringList before = storedOrders();
        const QString sheet =
            QStringLiteral("# from the player's email\n1 MOVE 2 %1 %2\n"
                           "2 TELEPORT 3 %1\n3 MOVE 1 ZZZ %1\n")
                .arg(code(campaign(), m_attack.source), code(campaign(), m_attack.target));
        QVERIFY(!console().orders()->importSheet(sheet));
        QListWidget *errors = console().orders()->errorList();
        QVERIFY(errors->isVisibleTo(console().orders()));
        QCOMPARE(errors->count(), 2);
        QVERIFY2(errors->item(0)->text().startsWith(QStringLiteral("line 3")),
                 qPrintable(errors->item(0)->text()));
        QVERIFY2(errors->item(1)->text().startsWith(QStringLiteral("line 4")),
                 qPrintable(errors->item(1)->text()));
        QCOMPARE(storedOrders(), before);
    }

    void resolvesTheTurn()
    {
        QAction *resolve = console().resolveAction();
        QVERIFY(resolve->isEnabled());
        QCOMPARE(resolve->shortcut(), QKeySequence(Qt::Key_F5));
        resolveTheAssault();
        QVERIFY(!console().resolver()->isRunning());
        QCOMPARE(campaign().current().number, 2);
        QVERIFY(campaign().turns[0].resolved);
        QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Resolve turn 1"));
        QString error;
        const auto reopened = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->turns.size(), size_t{2});
        // The log panel shows turn 1's log; the battles dock lists its battles.
        QVERIFY(console().log()->list()->model()->rowCount() > 0);
        QVERIFY(console().battles()->list()->count() >= 1);
    }

    void A3_anUnreadableSheetIsAskedAboutFirst()
    {
        // A stored line that does not parse would leave its kingdom doing nothing: F5 asks, and
        // Cancel resolves nothing; Resolve resolves without those orders.
        m_window->document()->setOrders(m_attack.kingdom, {QStringLiteral("1 TELEPORT 3 ZZZ")});
        QStringList asked;
        int answer = 1; // Cancel
        const QuestionHook before = setQuestionHook([&](const Question &q) {
            asked << q.text;
            return answer;
        });
        console().resolveAction()->trigger();
        QCOMPARE(asked.size(), 1);
        const Kingdom &k = campaign().kingdoms[static_cast<size_t>(m_attack.kingdom)];
        QVERIFY2(asked.first().contains(
                     QStringLiteral("%1 (%2): line 1: unknown action").arg(k.name, k.id)),
                 qPrintable(asked.first()));
        QVERIFY(!console().resolver()->isRunning());
        QCOMPARE(campaign().turns.size(), size_t{1});
        answer = 0; // Resolve
        console().resolveAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
        setQuestionHook(before);
    }

    void stepsThroughABattle()
    {
        resolveTheAssault();
        chooseTheAssaultsBattle();
        const Campaign &c = campaign();
        const TurnLog &log = c.turns[0].log;
        QListWidget *battles = console().battles()->list();
        BattlesDock *dock = console().battles();
        QCOMPARE(dock->currentStep(), 0);
        const int start = console().log()->highlighted();
        QVERIFY(start >= 0);
        QVERIFY(log.is<log::BattleStarted>(static_cast<size_t>(start)));
        QVERIFY(console().battleOverlay());
        QVERIFY(console().battleOverlay()->badge().join(u'\n').contains(
            QStringLiteral("before phase 1")));

        // The arrow keys step the phases (A4.2) and the log line follows.
        battles->setFocus();
        QTest::keyClick(battles, Qt::Key_Right);
        QCOMPARE(dock->currentStep(), 1);
        const auto *phase =
            log.get<log::PhaseResolved>(static_cast<size_t>(console().log()->highlighted()));
        QVERIFY(phase);
        QCOMPARE(phase->phase, 1);
        QVERIFY(console()
                    .log()
                    ->rowText(console().log()->highlighted())
                    .startsWith(QStringLiteral("Phase 1")));
        // The badge shows what is left after this phase's losses too.
        const int attackers = phase->attackers - phase->attackerLoss;
        QVERIFY2(
            console().battleOverlay()->badge().join(u'\n').contains(QString::number(attackers)),
            qPrintable(console().battleOverlay()->badge().join(u'\n')));
        QTest::keyClick(battles, Qt::Key_End);
        QVERIFY(log.is<log::BattleEnded>(static_cast<size_t>(console().log()->highlighted())));
        QTest::keyClick(battles, Qt::Key_Left);
        QTest::keyClick(battles, Qt::Key_Home);
        QCOMPARE(dock->currentStep(), 0);
        QCOMPARE(console().log()->highlighted(), start);
    }

    void mapMarkersFollowTheSteps()
    {
        // At each step every marker on the map is the replayed state after that step's events
        // (core's replay of the turn's log, rules/area/AreaReplay.h), not only the battle's two
        // areas; and the battle's own strengths agree with its events (A4.2: each phase's
        // losses come off the strengths at its start).
        resolveTheAssault();
        chooseTheAssaultsBattle();
        const Campaign &c = campaign();
        const TurnLog &log = c.turns[0].log;
        BattlesDock *dock = console().battles();
        QVERIFY(dock->currentBattle() >= 0);
        const BattleInfo &battle =
            dock->shown()->battles[static_cast<size_t>(dock->currentBattle())];
        std::vector<int> battleEvents; // this battle's start, phases and end, in log order
        int movedIn = -1;              // A8.1: the armies that took the target, when it fell
        size_t lastOfBattle = 0;
        for (size_t i = 0; i < log.size(); ++i)
            log.visit(i, [&](const auto &e) {
                using T = std::decay_t<decltype(e)>;
                if constexpr (requires { e.battle + 0; }) {
                    if (e.battle != battle.logged.number)
                        return;
                    lastOfBattle = i;
                    if constexpr (std::is_same_v<T, log::Captured>)
                        movedIn = e.armies;
                    if constexpr (std::is_same_v<T, log::BattleStarted> ||
                                  std::is_same_v<T, log::PhaseResolved> ||
                                  std::is_same_v<T, log::BattleEnded>)
                        battleEvents.push_back(static_cast<int>(i));
                }
            });
        QVERIFY(battleEvents.size() >= 3);
        dock->first();
        int attackers = 0, defenders = 0;
        bool sawCapture = false, sawOtherAreaChanged = false;
        for (size_t step = 0; step < battleEvents.size(); ++step) {
            if (step > 0)
                QTest::keyClick(dock->list(), Qt::Key_Right);
            QCOMPARE(dock->currentStep(), static_cast<int>(step));
            const auto event = static_cast<size_t>(battleEvents[step]);
            QCOMPARE(console().log()->highlighted(), battleEvents[step]);
            QVERIFY(console().showingBattleStep());

            // Every area's markers: the replay through this step (through the survivors' return
            // at the end).
            const bool end = log.is<log::BattleEnded>(event);
            const AreaTurnState replayed =
                replayAreaTurn(c.world, c.turns[0].state, log, (end ? lastOfBattle : event) + 1);
            const TurnState &shown = console().shownState();
            QCOMPARE(shown.areas.size(), replayed.state.areas.size());
            for (size_t a = 0; a < shown.areas.size(); ++a) {
                const AreaState &s = shown.areas[a], &r = replayed.state.areas[a];
                QVERIFY2(s.owner == r.owner && s.armies == r.armies && s.ships == r.ships &&
                             s.aboard == r.aboard && s.forts == r.forts &&
                             s.population == r.population,
                         qPrintable(QStringLiteral("area %1 at step %2").arg(a).arg(step)));
                if (static_cast<int>(a) != m_attack.target &&
                    r.armies != c.turns[0].state.areas[a].armies)
                    sawOtherAreaChanged = true; // the armies that set out are not at home
            }
            QCOMPARE(shown.kingdoms, replayed.state.kingdoms);

            // The battle's strengths from its own events.
            if (const auto *started = log.get<log::BattleStarted>(event)) {
                attackers = started->attackers + started->ships;
                defenders = started->defenderArmies;
            } else if (const auto *phase = log.get<log::PhaseResolved>(event)) {
                attackers = std::max(0, phase->attackers - phase->attackerLoss);
                defenders = std::max(0, phase->defenderArmies - phase->defenderLoss);
            }
            const AreaState &target = shown.areas[static_cast<size_t>(m_attack.target)];
            const auto *ended = log.get<log::BattleEnded>(event);
            if (ended && ended->result == AreaBattleResult::Captured) {
                // The end of a capture: the target in the attacker's colour with the armies
                // that moved in (A8.1), no attackers left on the arrow.
                QVERIFY(movedIn > 0);
                QCOMPARE(target.owner, m_attack.kingdom);
                QCOMPARE(console().markerArmies(m_attack.target), movedIn);
                QCOMPARE(console().battleOverlay()->attackers(), -1);
                sawCapture = true;
                continue;
            }
            QCOMPARE(target.owner,
                     c.turns[0].state.areas[static_cast<size_t>(m_attack.target)].owner);
            QCOMPARE(console().markerArmies(m_attack.target), defenders);
            QCOMPARE(console().battleOverlay()->attackers(), attackers);
        }
        QVERIFY2(sawCapture, "the sample's attack takes its target (A8.1)");
        QVERIFY2(sawOtherAreaChanged, "beyond the target, the map shows where armies went");
        QTest::keyClick(dock->list(), Qt::Key_Right); // past the end: stays on the last step
        QCOMPARE(dock->currentStep(), static_cast<int>(battleEvents.size()) - 1);
        // Esc leaves the viewer: the current map's markers are back, no arrow, no highlight.
        QTest::keyClick(dock->list(), Qt::Key_Escape);
        QVERIFY(!console().showingBattleStep());
        QVERIFY(!console().battleOverlay());
        QCOMPARE(console().log()->highlighted(), -1);
        QCOMPARE(console().markerArmies(m_attack.target),
                 c.current().state.areas[static_cast<size_t>(m_attack.target)].armies);
        dock->list()->setCurrentRow(0); // choosing a battle again shows its first step
        QVERIFY(console().showingBattleStep());
        QCOMPARE(dock->currentStep(), 0);
    }

    void viewsTheEarlierTurnReadOnly()
    {
        resolveTheAssault();
        console().history()->showTurn(0);
        // No battle chosen any more: the map is the turn's own again (here turn 1's start).
        QVERIFY(!console().showingBattleStep());
        QCOMPARE(console().markerArmies(m_attack.target),
                 campaign().turns[0].state.areas[static_cast<size_t>(m_attack.target)].armies);
        QVERIFY(console().showingHistory());
        QVERIFY(console().orders()->showsResolvedTurn()); // its orders, read-only
        QVERIFY(!m_window->inspector()->isEnabled());     // history is read-only
        console().history()->showTurn(1);
        QVERIFY(!console().showingHistory());
        QCOMPARE(console().markerArmies(m_attack.target),
                 campaign().current().state.areas[static_cast<size_t>(m_attack.target)].armies);
        QVERIFY(!console().orders()->showsResolvedTurn());
        QVERIFY(m_window->inspector()->isEnabled());
    }

    void undoRollsTheTurnBack()
    {
        resolveTheAssault();
        const QStringList orders = campaign().turns[0].orders[m_attack.kingdom];
        const TurnState start = campaign().turns[0].state;
        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), size_t{1});
        QVERIFY(!campaign().current().resolved);
        QVERIFY(campaign().current().log.isEmpty());
        QCOMPARE(campaign().current().state, start);
        QCOMPARE(storedOrders(), orders); // the orders are back, ready to change and resolve again
        QCOMPARE(console().battles()->list()->count(), 0);
        QVERIFY(!console().showingBattleStep());
        QCOMPARE(console().markerArmies(m_attack.target),
                 start.areas[static_cast<size_t>(m_attack.target)].armies);
        QCOMPARE(console().history()->count(), 1);
        QString error;
        const auto reopened = test::take(CampaignStore::load(m_file), error);
        QVERIFY2(reopened, qPrintable(error));
        QCOMPARE(reopened->turns.size(), size_t{1}); // rolled back in the file too
        QCOMPARE(reopened->current().orders[m_attack.kingdom], orders);
        // Redo stores the same resolution again.
        m_window->document()->undoStack()->redo();
        QCOMPARE(campaign().turns.size(), size_t{2});
        QVERIFY(test::take(CampaignStore::load(m_file), error)->turns.size() == 2);
    }

    void shippedSheetsParseForEveryKingdom()
    {
        // The sample ships a full set of turn 1 orders (maps/sample-area-orders/).
        for (const Kingdom &k : campaign().kingdoms) {
            QFile f(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area-orders/%1.txt").arg(k.id));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            const OrderSheet sheet =
                parseKingdomOrderSheet(QString::fromUtf8(f.readAll()), campaign(), k.id);
            QVERIFY2(sheet.ok(), qPrintable(sheet.errorTexts().join(u'\n')));
            QVERIFY(!sheet.actions.empty());
        }
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsole)
#include "tst_console.moc"
