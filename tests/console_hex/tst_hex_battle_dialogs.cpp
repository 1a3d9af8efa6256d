// The battle-turn dialogs of a hex advance, offscreen ("in a hex
// campaign draw a path, advance, and handle a battle dialog with defaults"): an army's path is
// drawn by clicking hexes into an enemy's hex and stored; Advance Week runs the engine in a worker
// thread and the GM's decisions come up as modal dialogs (RULES H4.2 steps 1, 3, 5, 7; H5; H4.4).
// Accepting every preselected default stores the same turn, byte for byte, as the default policy
// (`muster-cli advance`); a heroic foray and a different casualty choice reach the log; undo rolls
// the advance back; Cancel discards it. The battle-turn and withdrawal dialogs show the odds of
// the GM's choices (core's simulation, off the GUI thread), which follow every change; the Battle
// Odds dock shows the battle a stored march would fight.
#include "ConsoleTestWindow.h"
#include "HexBattleSetup.h"
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/BattleOutcomeDialogs.h"
#include "console/hex/BattleTurnDialog.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/hex/MarchOdds.h"
#include "console/hex/OddsJob.h"
#include "console/hex/OddsPanel.h"
#include "console/map/MapView.h"
#include "io/CampaignJson.h"
#include "log/LogBinary.h"
#include "rules/turn/TurnResolution.h"
#include "store/CampaignStore.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace muster;

namespace {

/// What a dialog showed when it came up, before the test changed anything.
struct Seen
{
    QString kind; // the dialog's objectName
    QString battle;
    int turn = 0;
    QString army;                 // casualties: the side taking the hits
    std::vector<int> preselected; // casualties: the ticked units
};

std::vector<int> ticked(const QListWidget *list)
{
    std::vector<int> out;
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->checkState() == Qt::Checked)
            out.push_back(list->item(row)->data(Qt::UserRole).toInt());
    return out;
}

/// Answers battle dialogs as they come up (found as the active modal widget): records them,
/// lets `change` alter one, then clicks OK.
class DialogDriver : public QObject
{
public:
    std::vector<Seen> seen;
    std::function<void(BattleDialog &)> change;
    bool escape = false; // press Escape instead of clicking OK

    DialogDriver()
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogDriver::poll);
        m_timer.start(20);
    }

private:
    void poll()
    {
        auto *dialog = qobject_cast<BattleDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog == m_last)
            return;
        m_last = dialog;
        Seen s{dialog->objectName(), dialog->question().battle, dialog->question().turn, {}, {}};
        if (auto *c = qobject_cast<CasualtyDialog *>(dialog)) {
            s.army = dialog->question().sides[c->side()].id;
            s.preselected = ticked(c->findChild<QListWidget *>(QStringLiteral("casualties")));
        }
        seen.push_back(s);
        if (change)
            change(*dialog);
        if (escape) {
            QTest::keyClick(dialog, Qt::Key_Escape);
            return;
        }
        auto *ok = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))
                       ->button(QDialogButtonBox::Ok);
        QTest::mouseClick(ok, Qt::LeftButton);
    }
    QTimer m_timer;
    QPointer<BattleDialog> m_last;
};

/// The events of type T in `log`.
template <typename T> std::vector<const T *> events(const TurnLog &log)
{
    std::vector<const T *> out;
    for (size_t i = 0; i < log.size(); ++i)
        if (const T *e = log.get<T>(i))
            out.push_back(e);
    return out;
}

std::vector<int> ints(const TurnLog &log, NumberList list)
{
    const std::span<const int> numbers = log.numbers(list);
    return {numbers.begin(), numbers.end()};
}

/// Byte-identical logs: the same events with the same fields, in the stored form too.
bool sameLog(const TurnLog &a, const TurnLog &b)
{
    return a == b && encodeLog(a.canonical()) == encodeLog(b.canonical());
}

hexrules::BattleDecisions *const kDefaultPolicy = nullptr;

/// What `muster-cli advance` stores for the campaign's next week with `decisions`.
TurnResolution resolveWeek(const Campaign &campaign, hexrules::BattleDecisions *decisions)
{
    TurnResolutionOptions options;
    options.decisions = decisions;
    return resolveCurrentTurn(campaign, options);
}

} // namespace

class TestHexBattleDialogs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    test::HexBattleSetup m_setup;
    QString m_file;

    /// The number of turns in the campaign file (saved by the worker).
    size_t storedTurns()
    {
        QString error;
        const auto stored = test::take(CampaignStore::load(m_file), error);
        return stored ? stored->turns.size() : 0;
    }

    const Campaign &campaign() { return m_window->document()->campaign(); }
    HexAdvanceActions &advancing() { return *m_window->hexConsole()->advancing(); }
    void clickHex(Hex h)
    {
        MapView *map = m_window->mapView();
        map->centerOn(map->renderer()->geometry().hexPolygon(h).boundingRect().center());
        QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->viewportPosOfHex(h));
    }
    /// Advances the week and waits; the resolved turn's log.
    TurnLog advanceWeek(bool expectApplied = true)
    {
        QSignalSpy done(&advancing(), &HexAdvanceActions::finished);
        const size_t turns = campaign().turns.size();
        advancing().weekAction()->trigger();
        if (!done.wait(30000) || done.front().at(0).toBool() != expectApplied)
            return {};
        return campaign().turns.at(turns - 1).log;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        Problems problems;
        auto sample = readCampaignJsonFile(
            QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), problems);
        QVERIFY(sample);
        auto setup = test::facingArmies(*sample);
        QVERIFY2(setup, "the sample has a hex two marches from its first army");
        m_setup = *setup;
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        m_window->document()->setCampaign(m_setup.campaign);
        m_file = m_dir.filePath(QStringLiteral("battle.muster"));
        QVERIFY(m_window->saveAs(m_file));
        advancing().askAction()->setChecked(true);
    }

    void drawPathIntoTheEnemy()
    {
        const auto &armies = campaign().current().state.armies;
        const HexArmy attacker = armies.at(size_t(m_setup.attacker));
        const Hex enemy = armies.at(size_t(m_setup.defender)).hex;
        clickHex(attacker.hex);
        clickHex(enemy); // the path may end in an enemy's hex: an attack (H4.1)
        HexMarchPlanner &planner = *m_window->hexConsole()->planner();
        QCOMPARE(planner.army(), attacker.id);
        QCOMPARE(planner.path().size(), size_t(2));
        QCOMPARE(planner.path().back(), enemy);
        QVERIFY(planner.store());
        QCOMPARE(campaign().current().orders.at(size_t(attacker.kingdom)).size(), 1);
    }

    void marchOddsShowTheStoredMarch()
    {
        // While the path is drawn the dock shows its battle; once the plan is put away, the
        // stored march into the selected hex: as core simulates it.
        MarchOdds &odds = *m_window->hexConsole()->marchOdds();
        QVERIFY(odds.dock()->toggleViewAction()->isVisible());
        QVERIFY(odds.dock()->isVisible()); // brought to the front by the plan's battle
        QVERIFY2(odds.battle().contains(QLatin1String("the march being drawn")),
                 qPrintable(odds.battle()));
        m_window->hexConsole()->planner()->clear();
        const auto &armies = campaign().current().state.armies;
        const HexArmy &attacker = armies.at(size_t(m_setup.attacker));
        const Hex enemy = armies.at(size_t(m_setup.defender)).hex;
        m_window->document()->select(-1, enemy);
        QTRY_VERIFY_WITH_TIMEOUT(odds.panel()->isFinished(), 30000);
        QVERIFY2(odds.battle().startsWith(attacker.id + QStringLiteral(" attacks ")) &&
                     odds.battle().contains(QLatin1String("stored march")),
                 qPrintable(odds.battle()));
        QString error;
        const auto setup =
            test::take(hexrules::plannedBattle(campaign(), attacker.id, enemy), error);
        QVERIFY2(setup, qPrintable(error));
        const hexrules::BattleOdds core =
            hexrules::simulateBattle(*setup, {}, OddsJob::kRuns, OddsJob::kSeed);
        const hexrules::BattleOdds &shown = odds.panel()->odds();
        QCOMPARE(shown.runs, OddsJob::kRuns);
        for (int o = 0; o < 3; ++o)
            QCOMPARE(shown.outcomes[o], core.outcomes[o]);
        const QString table =
            odds.panel()->findChild<QLabel *>(QStringLiteral("oddsTable"))->text();
        QVERIFY(table.contains(attacker.id));
        // Each side in its kingdom's colour, as the map draws it.
        const QString colour =
            QColor(campaign().kingdoms.at(size_t(attacker.kingdom)).colour).name();
        QVERIFY2(table.contains(colour), qPrintable(table));
        // A hex nobody marches into has no battle to show.
        m_window->document()->select(-1, attacker.hex);
        QVERIFY(odds.battle().isEmpty());
        QVERIFY(!odds.panel()->setup());
    }

    void defaultsGiveTheDefaultPolicysTurn()
    {
        // RULES R-determinism: what `muster-cli advance` stores for the same campaign.
        const TurnResolution expected = resolveWeek(campaign(), kDefaultPolicy);
        QVERIFY(!events<log::HexBattleStarted>(expected.resolved.log).empty());
        const size_t turns = campaign().turns.size();
        const int steps = m_window->document()->undoStack()->count();

        DialogDriver driver;
        const Hex battleHex = campaign().current().state.armies.at(size_t(m_setup.defender)).hex;
        driver.change = [this, battleHex](BattleDialog &d) {
            // The map shows the battle while the GM decides.
            QCOMPARE(m_window->document()->selectedHex(), std::optional<Hex>(battleHex));
            // The preselection is the default policy's: every unit on the field, no forays,
            // nobody surprised, no modifier, the winner pursues.
            if (auto *t = qobject_cast<BattleTurnDialog *>(&d)) {
                for (int s = 0; s < 2; ++s) {
                    const QString n = QString::number(s);
                    auto *list = t->findChild<QListWidget *>(QStringLiteral("participants") + n);
                    QCOMPARE(ticked(list), d.question().sides[s].onField);
                    QCOMPARE(t->findChild<QDoubleSpinBox *>(QStringLiteral("foray") + n)->value(),
                             0.0);
                    if (d.question().turn == 1) {
                        QVERIFY(!t->findChild<QCheckBox *>(QStringLiteral("surprised") + n)
                                     ->isChecked());
                        QCOMPARE(
                            t->findChild<QSpinBox *>(QStringLiteral("situational") + n)->value(),
                            0);
                    }
                }
            }
            if (auto *p = qobject_cast<PursuitDialog *>(&d))
                QVERIFY(p->pursues());
        };
        const TurnLog log = advanceWeek();
        QVERIFY(!log.isEmpty());
        QVERIFY(!driver.seen.empty());
        QCOMPARE(driver.seen.front().kind, QStringLiteral("battleTurnDialog"));
        QCOMPARE(driver.seen.front().turn, 1);
        QVERIFY(!events<log::HexBattleStarted>(log).empty());
        QVERIFY(!events<log::HexBattleEnded>(log).empty());
        // The status bar names the battle fought (from the log's events).
        const auto &armies = m_setup.campaign.current().state.armies;
        const QString fought =
            QStringLiteral("1 battle: %1 attacked %2 at %3 (day 1).")
                .arg(armies.at(size_t(m_setup.attacker)).id, armies.at(size_t(m_setup.defender)).id,
                     hexLabel(battleHex));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(fought),
                 qPrintable(m_window->statusBar()->currentMessage()));
        // Byte-identical turn and log (R2).
        QVERIFY(sameLog(log, expected.resolved.log));
        QVERIFY(campaign().current() == expected.next);
        QCOMPARE(m_window->document()->undoStack()->count(), steps + 1);
        QCOMPARE(storedTurns(), turns + 1);

        // H4.2 step 5: each preselected casualty set is the one the engine removed.
        int casualtyDialogs = 0;
        for (const Seen &s : driver.seen) {
            if (s.kind != QLatin1String("battleCasualtyDialog"))
                continue;
            ++casualtyDialogs;
            bool found = false;
            for (const log::UnitsDefeated *e : events<log::UnitsDefeated>(log))
                if (log.text(e->battle) == s.battle && e->turn == s.turn &&
                    log.text(e->army) == s.army && e->hits > 0) { // hits, not a foray
                    QCOMPARE(ints(log, e->units), s.preselected);
                    found = true;
                }
            QVERIFY2(found, qPrintable(s.battle + QLatin1Char(' ') + s.army));
        }
        qInfo("%d dialogs, %d of them casualties", int(driver.seen.size()), casualtyDialogs);

        m_window->document()->undoStack()->undo();
        QCOMPARE(campaign().turns.size(), turns);
        QVERIFY(!campaign().current().resolved);
        QCOMPARE(storedTurns(), turns);
    }

    void aForayAndAChosenCasualtyReachTheLog()
    {
        DialogDriver driver;
        std::vector<int> chosen;
        QString chosenArmy;
        driver.change = [&](BattleDialog &d) {
            if (d.objectName() == QLatin1String("battleTurnDialog") && d.question().turn == 1)
                d.findChild<QDoubleSpinBox *>(QStringLiteral("foray0"))->setValue(1.0);
            if (auto *c = qobject_cast<CasualtyDialog *>(&d); c && chosen.empty()) {
                // Every participating unit instead of the minimal set.
                auto *list = c->findChild<QListWidget *>(QStringLiteral("casualties"));
                for (int row = 0; row < list->count(); ++row)
                    list->item(row)->setCheckState(Qt::Checked);
                chosen = ticked(list);
                chosenArmy = d.question().sides[c->side()].id;
            }
        };
        const TurnLog log = advanceWeek();
        QVERIFY(!log.isEmpty());
        const auto forays = events<log::HeroicForay>(log);
        QCOMPARE(forays.size(), size_t(1));
        QCOMPARE(forays.front()->br.points(), 1.0);
        QCOMPARE(log.text(forays.front()->army),
                 campaign().turns.at(0).state.armies.at(size_t(m_setup.attacker)).id);
        QVERIFY2(!chosen.empty(), "a side took hits in the battle");
        bool found = false;
        for (const log::UnitsDefeated *e : events<log::UnitsDefeated>(log))
            if (log.text(e->army) == chosenArmy && ints(log, e->units) == chosen)
                found = true;
        QVERIFY(found);
        m_window->document()->undoStack()->undo();
    }

    void nobodyWithdrawingFightsOnLikeTheScript()
    {
        // H4.2 step 7: unticking every withdrawal keeps the battle going; later battle turns ask
        // again for both sides, listing only the units still on the field. Same result as the
        // script that allows no withdrawal (ScriptedBattleDecisions, as `muster-cli --decisions`).
        hexrules::ScriptedBattleDecisions script(
            QJsonObject{{QStringLiteral("withdraw"), QJsonArray()}});
        const TurnResolution expected = resolveWeek(campaign(), &script);
        DialogDriver driver;
        int laterTurns = 0;
        driver.change = [&](BattleDialog &d) {
            for (const QString &name : {QStringLiteral("withdraw0"), QStringLiteral("withdraw1")})
                if (auto *box = d.findChild<QCheckBox *>(name))
                    box->setChecked(false);
            if (d.objectName() == QLatin1String("battleTurnDialog") && d.question().turn > 1) {
                ++laterTurns;
                for (int s = 0; s < 2; ++s) {
                    auto *list =
                        d.findChild<QListWidget *>(QStringLiteral("participants%1").arg(s));
                    QCOMPARE(ticked(list), d.question().sides[s].onField);
                    // Only the units still on the field: their BR is the side's BR on the field.
                    double br = 0;
                    for (int i : d.question().sides[s].onField)
                        br += d.question().sides[s].unitBr.at(size_t(i));
                    QCOMPARE(br, d.question().sides[s].brOnField);
                }
            }
        };
        const TurnLog log = advanceWeek();
        QVERIFY(!log.isEmpty());
        QVERIFY(laterTurns > 0);
        QVERIFY(events<log::Withdrawal>(log).empty());
        QVERIFY(sameLog(log, expected.resolved.log));
        m_window->document()->undoStack()->undo();
    }

    void escapeMeansTheDefaults()
    {
        // Changes made in a dialog and then escaped are dropped: the default policy's turn.
        const TurnResolution expected = resolveWeek(campaign(), kDefaultPolicy);
        DialogDriver driver;
        driver.escape = true;
        driver.change = [](BattleDialog &d) {
            if (auto *foray = d.findChild<QDoubleSpinBox *>(QStringLiteral("foray0")))
                foray->setValue(2.0);
            if (auto *box = d.findChild<QCheckBox *>(QStringLiteral("withdraw1")))
                box->setChecked(true);
        };
        const TurnLog log = advanceWeek();
        QVERIFY(!log.isEmpty());
        QVERIFY(driver.seen.size() > 1);
        QVERIFY(sameLog(log, expected.resolved.log));
        m_window->document()->undoStack()->undo();
    }

    void invalidChoiceIsRefusedInTheDialog()
    {
        DialogDriver driver;
        bool refused = false;
        driver.change = [&](BattleDialog &d) {
            if (d.objectName() != QLatin1String("battleTurnDialog") || refused)
                return;
            auto *list = d.findChild<QListWidget *>(QStringLiteral("participants0"));
            for (int row = 0; row < list->count(); ++row)
                list->item(row)->setCheckState(Qt::Unchecked);
            auto *ok = d.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))
                           ->button(QDialogButtonBox::Ok);
            auto *problem = d.findChild<QLabel *>(QStringLiteral("problem"));
            refused = !ok->isEnabled() && problem->isVisibleTo(&d) &&
                      problem->text().contains(QLatin1String("at least one"));
            list->item(0)->setCheckState(Qt::Checked);
            QVERIFY(ok->isEnabled());
            d.findChild<QCheckBox *>(QStringLiteral("defaultsForRest"))->setChecked(true);
        };
        QVERIFY(!advanceWeek().isEmpty());
        QVERIFY(refused);
        QCOMPARE(driver.seen.size(), size_t(1)); // "defaults for the rest": no more dialogs
        m_window->document()->undoStack()->undo();
    }

    void dialogsShowTheOddsOfTheChoices()
    {
        DialogDriver driver;
        int turnDialogs = 0, withdrawalDialogs = 0, casualtyDialogs = 0;
        QStringList problems;
        const auto finished = [](OddsPanel *panel) {
            return QTest::qWaitFor([panel] { return panel->isFinished(); }, 30000);
        };
        driver.change = [&](BattleDialog &d) {
            OddsPanel *panel = d.oddsPanel();
            if (qobject_cast<CasualtyDialog *>(&d) || qobject_cast<PursuitDialog *>(&d)) {
                ++casualtyDialogs;
                if (panel)
                    problems << QStringLiteral("odds in the middle of a battle turn");
                return;
            }
            if (!panel) {
                problems << QStringLiteral("no odds in ") + d.objectName();
                return;
            }
            if (!finished(panel)) {
                problems << QStringLiteral("the odds never finished");
                return;
            }
            // What the panel shows is core's simulation of the battle as it stands.
            const hexrules::BattleOdds core = hexrules::simulateBattle(
                *panel->setup(), panel->choices(), OddsJob::kRuns, OddsJob::kSeed);
            for (int o = 0; o < 3; ++o)
                if (panel->odds().outcomes[o] != core.outcomes[o] ||
                    panel->odds().runs != OddsJob::kRuns)
                    problems << QStringLiteral("the panel's odds are not core's");
            using hexrules::OddsOutcome;
            const double before = panel->odds().chance(OddsOutcome::AttackerWins);
            if (auto *t = qobject_cast<BattleTurnDialog *>(&d); t && d.question().turn == 1) {
                ++turnDialogs;
                // H5: a surprised defender makes no throws for three turns: better odds.
                d.findChild<QCheckBox *>(QStringLiteral("surprised1"))->setChecked(true);
                if (panel->isFinished() || !finished(panel))
                    problems << QStringLiteral("the odds did not follow the surprise");
                if (!panel->choices().surprised[1] ||
                    panel->odds().chance(OddsOutcome::AttackerWins) <= before)
                    problems << QStringLiteral("surprise did not raise the attacker's odds");
                d.findChild<QCheckBox *>(QStringLiteral("surprised1"))->setChecked(false);
                finished(panel);
            }
            if (auto *w = qobject_cast<WithdrawalDialog *>(&d)) {
                ++withdrawalDialogs;
                const bool other = w->withdraws(1);
                d.findChild<QCheckBox *>(QStringLiteral("withdraw0"))->setChecked(true);
                finished(panel);
                // The attacker withdrawing now ends the battle: it cannot win any more.
                if (panel->odds().chance(OddsOutcome::AttackerWins) != 0.0 ||
                    panel->odds().chance(other ? OddsOutcome::Nobody : OddsOutcome::DefenderWins) !=
                        1.0)
                    problems << QStringLiteral("withdrawing did not end the battle in the odds");
                d.findChild<QCheckBox *>(QStringLiteral("withdraw0"))->setChecked(false);
                finished(panel);
            }
        };
        QVERIFY(!advanceWeek().isEmpty());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(turnDialogs >= 1);
        qInfo("odds checked in %d battle-turn and %d withdrawal dialogs; %d without odds",
              turnDialogs, withdrawalDialogs, casualtyDialogs);
        m_window->document()->undoStack()->undo();
    }

    void askOffDecidesSilentlyAndCancelDiscards()
    {
        advancing().askAction()->setChecked(false);
        DialogDriver driver;
        const size_t turns = campaign().turns.size();
        QVERIFY(!advanceWeek().isEmpty());
        QVERIFY(driver.seen.empty());
        m_window->document()->undoStack()->undo();

        QSignalSpy done(&advancing(), &HexAdvanceActions::finished);
        QVERIFY(advancing().advance(7));
        QVERIFY(!advancing().advance(7)); // one at a time
        advancing().cancel();
        QVERIFY(done.wait(30000));
        QCOMPARE(done.front().at(0).toBool(), false);
        QVERIFY(done.front().at(1).toString().contains(QLatin1String("nothing changed")));
        QCOMPARE(campaign().turns.size(), turns);
        QCOMPARE(storedTurns(), turns); // a turn the worker saved is taken out of the file again
        advancing().askAction()->setChecked(true);
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }
};

QTEST_MAIN(TestHexBattleDialogs)
#include "tst_hex_battle_dialogs.moc"
