// Past turns and rolling back in the GUI, offscreen: a resolved turn chosen in the turns dock shows
// its own kingdoms and its orders read-only, each with what the turn's log says became of it; after
// the campaign is reopened (an empty undo stack), Turn > Roll Back Last Turn asks, rolls back as
// one undo step and is saved at once, for area and hex campaigns alike.
#include "ConsoleTestWindow.h"
#include "TakeResult.h"
#include "console/Question.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattleStepView.h"
#include "console/document/CampaignDocument.h"
#include "console/legend/LegendDock.h"
#include "console/map/MapView.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnResolver.h"
#include "io/CampaignJson.h"
#include "operations/CloseTurn.h"
#include "orders/OrdersCheck.h"
#include "render/map/MapLegendItems.h"
#include "store/CampaignStore.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace muster;

using test::Answering;
using test::turnsInFile;

class TestConsoleHistory : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

    bool openResolvedAreaSample(const QString &file)
    {
        return test::openResolvedAreaSample(*m_window, file);
    }

    /// The legend dock's rows, and those legendSections gives for `state` on the view's options.
    QStringList legendRows()
    {
        QStringList rows;
        const QTreeWidget *list = m_window->legend()->list();
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            for (int j = 0; j < list->topLevelItem(i)->childCount(); ++j)
                rows << list->topLevelItem(i)->child(j)->text(0);
        return rows;
    }
    QStringList legendRowsOf(const TurnState &state)
    {
        QStringList rows;
        for (const LegendSection &section :
             legendSections(campaign(), state, m_window->mapView()->options()))
            for (const LegendItem &item : section.items)
                rows << item.label;
        return rows;
    }

    /// A fresh window on `file`, as after quitting and starting again.
    bool reopen(const QString &file)
    {
        m_window = test::showConsoleWindow(&m_errors);
        return m_window && m_window->openFile(file);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    void aResolvedTurnShowsItsKingdomsAndOrders()
    {
        QVERIFY(openResolvedAreaSample(m_dir.filePath(QStringLiteral("past.muster"))));
        const Campaign &c = campaign();
        const TurnRecord &first = c.turns[0];
        // A kingdom whose BPs changed in turn 1, so the two turns' rows differ.
        int kingdom = -1;
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()) && kingdom < 0; ++k)
            if (first.state.kingdoms[k].bp != c.current().state.kingdoms[k].bp &&
                !first.orders[k].isEmpty())
                kingdom = k;
        QVERIFY2(kingdom >= 0, "a kingdom spent BPs in turn 1");
        QTableWidget *kingdoms = console().kingdoms()->table();
        OrdersDock *orders = console().orders();
        console().kingdoms()->selectKingdom(kingdom);
        QCOMPARE(orders->kingdom(), kingdom);

        console().history()->showTurn(0);
        // The status bar names the turn shown as the Turns dock does.
        QCOMPARE(m_window->statusBar()->currentMessage(),
                 QStringLiteral("Showing Turn 1 read-only; choose the current turn to edit."));
        QCOMPARE(kingdoms->item(kingdom, 1)->text(),
                 QString::number(first.state.kingdoms[kingdom].bp));
        QVERIFY(orders->showsResolvedTurn());
        QCOMPARE(orders->table()->rowCount(), static_cast<int>(first.orders[kingdom].size()));
        QCOMPARE(orders->table()->horizontalHeaderItem(OrdersDock::CheckColumn)->text(),
                 QStringLiteral("Result"));
        // Read-only: no typing, no in-place edit, no button or key that changes orders.
        QVERIFY(!orders->findChild<QLineEdit *>(QStringLiteral("orderEntry"))->isEnabled());
        QCOMPARE(orders->table()->editTriggers(), QAbstractItemView::NoEditTriggers);
        for (QAction *a : orders->actions())
            QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
        // Each row's result is what the turn's own log says of its line.
        const OrdersCheck results = resolvedKingdomOrders(c, 0, kingdom);
        for (int r = 0; r < orders->table()->rowCount(); ++r) {
            const OrderLineCheck &row = results.rows[static_cast<size_t>(r)];
            const QString shown = orders->table()->item(r, OrdersDock::CheckColumn)->text();
            if (row.problem.isEmpty()) {
                QCOMPARE(shown, row.outcome);
                QVERIFY2(shown.startsWith(QLatin1String("carried out")), qPrintable(shown));
                QVERIFY(row.bpLeft >= 0);
            } else {
                QVERIFY2(shown.startsWith(row.problem), qPrintable(shown));
            }
        }

        // Back to the current turn: its kingdoms and its (empty) orders, editable again.
        console().history()->showTurn(1);
        QCOMPARE(kingdoms->item(kingdom, 1)->text(),
                 QString::number(c.current().state.kingdoms[kingdom].bp));
        QVERIFY(!orders->showsResolvedTurn());
        QCOMPARE(orders->table()->rowCount(), static_cast<int>(c.current().orders[kingdom].size()));
        QVERIFY(orders->findChild<QLineEdit *>(QStringLiteral("orderEntry"))->isEnabled());
    }

    void theResultsCountWhatTheLogSays()
    {
        // Every kingdom: as many rows carried out and failed as the turn's log has accepted and
        // failed actions of that kingdom.
        const Campaign &c = campaign();
        for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k) {
            const OrdersCheck results = resolvedKingdomOrders(c, 0, k);
            QCOMPARE(results.rows.size(), static_cast<size_t>(c.turns[0].orders[k].size()));
            int accepted = 0, failed = 0;
            for (std::size_t i = 0; i < c.turns[0].log.size(); ++i) {
                if (const auto *a = c.turns[0].log.get<log::ActionAccepted>(i))
                    accepted += a->kingdom.index == k ? 1 : 0;
                if (const auto *f = c.turns[0].log.get<log::ActionFailed>(i))
                    failed += f->kingdom.index == k ? 1 : 0;
            }
            int shownAccepted = 0, shownFailed = 0;
            for (const OrderLineCheck &row : results.rows)
                (row.failure ? shownFailed : shownAccepted) += row.problem.isEmpty() || row.failure;
            QCOMPARE(shownAccepted, accepted);
            QCOMPARE(shownFailed, failed);
        }
    }

    void anAttackThatLostItsBattleSaysHowItEnded()
    {
        // An attack the engine carried out whose battle was lost (the attackers wiped out or
        // repulsed, A4.5) is not just "carried out": its row says how its battle ended. The
        // battle is the one that starts after the action is accepted (A2.2: one at a time).
        const Campaign &c = campaign();
        const TurnLog &log = c.turns[0].log;
        OrdersDock *orders = console().orders();
        console().history()->showTurn(0);
        int lost = 0;
        const log::ActionAccepted *running = nullptr;
        for (std::size_t i = 0; i < log.size(); ++i) {
            if (const auto *accepted = log.get<log::ActionAccepted>(i))
                running = accepted;
            const auto *ended = log.get<log::BattleEnded>(i);
            if (!ended || !running ||
                (ended->result != AreaBattleResult::AttackerWipedOut &&
                 ended->result != AreaBattleResult::Repulsed))
                continue;
            console().kingdoms()->selectKingdom(running->kingdom.index);
            const QString shown =
                orders->table()->item(running->action.line - 1, OrdersDock::CheckColumn)->text();
            QCOMPARE(shown, QStringLiteral("carried out; battle %1: %2")
                                .arg(ended->battle)
                                .arg(enumName(ended->result)));
            ++lost;
        }
        QVERIFY2(lost > 0, "an attack of the sample's turn 1 loses its battle");
        console().history()->showTurn(1);
    }

    void aPhaseBadgeSaysTheStrengthsItsLogLineSays()
    {
        // At each phase of each battle of the sample's turn 1 the viewer's badge gives both sides
        // the strengths the phase's log line gives (those that fought it), then its losses and
        // what is left.
        const Campaign &c = campaign();
        const TurnRecord &turn = c.turns[0];
        const TurnBattles all = indexBattles(turn.log, c, turn.state);
        int checked = 0;
        for (const BattleInfo &b : all.battles) {
            for (const BattleStep &step : b.steps) {
                const auto *phase = turn.log.get<log::PhaseResolved>(step.event);
                if (!phase || phase->attackerShips > 0 ||
                    c.world.isSea(std::get<AreaBattleSite>(b.site).area))
                    continue;
                const BattleStepView view = battleStepView(c, turn, b, step);
                QVERIFY(view.badge.size() >= 3);
                const QString line = view.badge[1];
                const auto armies = [](int n) {
                    return n == 1 ? QStringLiteral("1 army") : QStringLiteral("%1 armies").arg(n);
                };
                QVERIFY2(line.startsWith(c.kingdoms[static_cast<size_t>(b.kingdom)].name +
                                         QLatin1Char(' ') + armies(phase->attackers) +
                                         QStringLiteral("  vs  ")),
                         qPrintable(line));
                QVERIFY2(line.endsWith(QLatin1Char(' ') + armies(phase->defenderArmies)),
                         qPrintable(line));
                QVERIFY2(view.badge[2].startsWith(QStringLiteral("losses %1 / %2; left ")
                                                      .arg(phase->attackerLoss)
                                                      .arg(phase->defenderLoss)),
                         qPrintable(view.badge[2]));
                ++checked;
            }
        }
        QVERIFY(checked > 0);
    }

    // The legend lists the marks of the map shown: looking back at turn 1, the kingdom that has
    // lost all its land since is in it again; the current turn shown, it is gone.
    void theLegendFollowsTheTurnShown()
    {
        Campaign c = campaign();
        const int lost = static_cast<int>(c.kingdoms.size()) - 1;
        for (AreaState &a : c.turns.back().state.areas)
            if (a.owner == lost)
                a.owner = 0;
        m_window->document()->setCampaign(c);
        const QString name = c.kingdoms[static_cast<size_t>(lost)].name;
        QVERIFY(!legendRows().contains(name));
        console().history()->showTurn(0);
        QCOMPARE(legendRows(), legendRowsOf(console().shownState()));
        QVERIFY2(legendRows().contains(name), qPrintable(legendRows().join(u',')));
        console().history()->showTurn(1);
        QVERIFY(!legendRows().contains(name));
    }

    void resolvesOnlyWhenTheCurrentTurnIsShown()
    {
        // F5, the Turn menu's item and the toolbar's button are one action: while a resolved turn
        // is shown it is disabled and says why, so the GM never resolves a turn other than the one
        // in view; the current turn shown again enables it.
        QAction *resolve = console().resolveAction();
        auto *menu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("turnMenu"));
        QVERIFY(menu && menu->actions().contains(resolve));
        QVERIFY(resolve->isEnabled());
        console().history()->showTurn(0);
        QVERIFY(!resolve->isEnabled());
        QVERIFY2(resolve->statusTip().contains(QLatin1String("earlier turn is shown")),
                 qPrintable(resolve->statusTip()));
        QCOMPARE(resolve->toolTip(), resolve->statusTip());
        QTest::keyClick(m_window.get(), Qt::Key_F5);
        QVERIFY(!console().resolver()->isRunning());
        QCOMPARE(campaign().turns.size(), size_t{2});
        console().history()->showTurn(1);
        QVERIFY(resolve->isEnabled());
        QVERIFY(resolve->statusTip().isEmpty());
        QVERIFY2(resolve->toolTip().contains(QLatin1String("(F5)")),
                 qPrintable(resolve->toolTip()));
    }

    void rollsBackAfterReopening()
    {
        const QString file = m_dir.filePath(QStringLiteral("past.muster"));
        QCOMPARE(turnsInFile(file), size_t{2});
        QVERIFY(reopen(file));
        const QStringList firstOrders = campaign().turns[0].orders[0];
        QVERIFY(!m_window->document()->undoStack()->canUndo()); // nothing to undo after opening
        QAction *rollBack = console().rollBackAction();
        QVERIFY(rollBack->isEnabled());
        const auto *turnMenu = m_window->menuBar()->findChild<QMenu *>(QStringLiteral("turnMenu"));
        QVERIFY(turnMenu && turnMenu->actions().contains(rollBack));

        {
            const Answering cancel(1); // "Cancel": nothing happens
            rollBack->trigger();
            QCOMPARE(cancel.asked, 1);
            QCOMPARE(campaign().turns.size(), size_t{2});
            QCOMPARE(turnsInFile(file), size_t{2});
        }
        {
            const Answering yes(0);
            rollBack->trigger();
            QCOMPARE(yes.asked, 1);
        }
        QCOMPARE(campaign().turns.size(), size_t{1});
        QVERIFY(!campaign().current().resolved);
        QVERIFY(campaign().current().log.isEmpty());
        QCOMPARE(campaign().current().orders[0], firstOrders); // ready to change and resolve again
        QCOMPARE(turnsInFile(file), size_t{1});                // saved at once
        QVERIFY(!rollBack->isEnabled());                       // turn 1 has nothing before it
        QCOMPARE(console().history()->count(), 1);

        // One undo step: Ctrl+Z brings the resolved turn back, in the file too; redo drops it.
        QCOMPARE(m_window->document()->undoStack()->undoText(),
                 QStringLiteral("Roll back to Turn 1"));
        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), size_t{2});
        QVERIFY(campaign().turns[0].resolved);
        QVERIFY(!campaign().turns[0].log.isEmpty());
        QCOMPARE(turnsInFile(file), size_t{2});
        m_window->document()->undoStack()->redo();
        QCOMPARE(turnsInFile(file), size_t{1});

        // Resolving the reopened turn again gives the same log (R2).
        QString error;
        const auto before = test::take(CampaignStore::load(file), error);
        QVERIFY2(before, qPrintable(error));
        console().resolveAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!console().resolver()->isRunning(), 20000);
        Campaign expected = *before;
        applyResolution(expected, resolveCurrentTurn(expected, {}));
        QCOMPARE(campaign().turns[0].log, expected.turns[0].log);
        QCOMPARE(campaign().current().state, expected.current().state);
    }

    void rollsBackAHexDay()
    {
        // A hex campaign with its first day advanced, stored as the CLI would leave it.
        Problems problems;
        auto hex = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                                        problems);
        QVERIFY(hex);
        TurnResolutionOptions options;
        options.maxDays = 1;
        applyResolution(*hex, resolveCurrentTurn(*hex, options));
        QCOMPARE(hex->turns.size(), size_t{2});
        const QString file = m_dir.filePath(QStringLiteral("hex.muster"));
        QString error;
        QVERIFY2(test::take(CampaignStore::create(file, *hex), error), qPrintable(error));
        QVERIFY(reopen(file));
        QAction *rollBack = console().rollBackAction();
        QVERIFY(rollBack->isEnabled());
        {
            const Answering yes(0);
            rollBack->trigger();
        }
        QCOMPARE(campaign().turns.size(), size_t{1});
        QCOMPARE(campaign().current().state, hex->turns[0].state);
        QCOMPARE(campaign().current().orders, hex->turns[0].orders);
        QCOMPARE(turnsInFile(file), size_t{1});
    }

    void cleanupTestCase()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestConsoleHistory)
#include "tst_console_history.moc"
