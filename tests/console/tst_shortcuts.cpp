// Every key the README names, sent with QTest::keyClick to the main window as the GM would press
// it, and its effect checked: the window's menu actions (dialogs they open are closed unseen),
// the map's own keys, the orders dock, Resolve Turn, the battle viewer's stepper, and in a hex
// campaign the march planner and Advance Day / Week. The README's keys are read from the README
// itself, so a key added there without a test here fails.
#include "ConsoleTestWindow.h"
#include "TestSupport.h"
#include "console/MainWindow.h"
#include "console/battles/BattlesDock.h"
#include "console/document/CampaignDocument.h"
#include "console/editor/MapEditor.h"
#include "console/help/RulesReference.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchOverlay.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/map/MapView.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnResolver.h"
#include "setup/BlankCampaign.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <set>

using namespace muster;

namespace {

/// The keys the README names: every `code` or **bold** piece (split at " / ") that reads as a
/// key ("Ctrl+Shift+S", "F6", "Home", "+").
QStringList readmeKeys()
{
    const QRegularExpression key(QStringLiteral(
        R"(^(?:(?:Ctrl|Shift|Alt)\+)*(?:F\d{1,2}|\+|-|Ins|Del|Home|End|Esc|Escape|Enter|Return|Left|Right|Up|Down)$|^(?:(?:Ctrl|Shift|Alt)\+)+[A-Z0-9]$)"));
    QStringList keys;
    for (const QString &quoted : test::matchesInSourceFile(
             QStringLiteral("README.md"),
             QRegularExpression(QStringLiteral(R"(`([^`\n]+)`|\*\*([^*\n]+)\*\*)"))))
        for (const QString &part : quoted.split(QStringLiteral(" / "))) {
            const QString k = part.trimmed();
            if (key.match(k).hasMatch() && !keys.contains(k))
                keys << k;
        }
    return keys;
}

/// Closes every modal dialog as soon as it opens (File > Open's file dialog, the print page
/// setup, ...), counting them.
struct ClosingDialogs
{
    QTimer timer;
    int closed = 0;
    ClosingDialogs()
    {
        timer.setInterval(20);
        QObject::connect(&timer, &QTimer::timeout, [this] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                ++closed;
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                else
                    modal->close();
            }
        });
        timer.start();
    }
};

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    std::set<QString> m_sent; // the README spellings exercised so far

    MapView *map() { return m_window->mapView(); }
    TurnConsole &console() { return *m_window->turnConsole(); }
    const Campaign &campaign() { return m_window->document()->campaign(); }

    /// The enabled action of the window that `keys` triggers (null: none).
    QAction *actionFor(const QKeySequence &keys)
    {
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->shortcuts().contains(keys) && a->isEnabled())
                return a;
        return nullptr;
    }

    /// Sends `readme` (the README's spelling) to `target` as a key click; the window is active.
    void press(const QString &readme, QWidget *target, Qt::Key key,
               Qt::KeyboardModifiers modifiers = {})
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        target->setFocus();
        QTest::keyClick(target, key, modifiers);
        m_sent.insert(readme);
    }

    /// Presses a key bound to a window action and checks that action fired once.
    void pressAction(const QString &readme, Qt::Key key, Qt::KeyboardModifiers modifiers = {},
                     QWidget *target = nullptr)
    {
        QAction *action = actionFor(QKeySequence(QKeyCombination(modifiers, key)));
        QVERIFY2(action, qPrintable(readme + QStringLiteral(": no enabled action has this key")));
        QSignalSpy fired(action, &QAction::triggered);
        press(readme, target ? target : map()->viewport(), key, modifiers);
        QVERIFY2(fired.count() == 1,
                 qPrintable(readme + QStringLiteral(" did not fire ") + action->text()));
    }

    bool openArea()
    {
        return test::openSampleAs(*m_window,
                                  QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"),
                                  m_dir.filePath(QStringLiteral("keys.muster")));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(openArea());
    }

    void fileAndPrintKeysOpenTheirDialogs()
    {
        ClosingDialogs closing;
        // New Campaign, Open, Save As, Import / Export JSON, Export Map Image, Print, Print
        // Preview.
        const struct
        {
            const char *readme;
            Qt::Key key;
            Qt::KeyboardModifiers modifiers;
        } keys[] = {
            {"Ctrl+N", Qt::Key_N, Qt::ControlModifier},
            {"Ctrl+O", Qt::Key_O, Qt::ControlModifier},
            {"Ctrl+Shift+S", Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier},
            {"Ctrl+I", Qt::Key_I, Qt::ControlModifier},
            {"Ctrl+E", Qt::Key_E, Qt::ControlModifier},
            {"Ctrl+Shift+E", Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier},
            {"Ctrl+P", Qt::Key_P, Qt::ControlModifier},
            {"Ctrl+Shift+P", Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier},
        };
        for (const auto &k : keys) {
            const int before = closing.closed;
            pressAction(QString::fromLatin1(k.readme), k.key, k.modifiers);
            QVERIFY2(
                closing.closed > before,
                qPrintable(QStringLiteral("%1 opened no dialog").arg(QLatin1String(k.readme))));
        }
        QVERIFY(m_window->document()->hasCampaign()); // every dialog cancelled: nothing changed
    }

    void viewKeysChangeTheMap()
    {
        QAction *hexes = actionFor(QKeySequence(tr("Ctrl+H")));
        QVERIFY(hexes);
        const bool hexesOn = hexes->isChecked();
        pressAction(QStringLiteral("Ctrl+H"), Qt::Key_H, Qt::ControlModifier);
        QCOMPARE(hexes->isChecked(), !hexesOn);
        QAction *labels = actionFor(QKeySequence(tr("Ctrl+L")));
        const bool labelsOn = labels->isChecked();
        pressAction(QStringLiteral("Ctrl+L"), Qt::Key_L, Qt::ControlModifier);
        QCOMPARE(labels->isChecked(), !labelsOn);
        pressAction(QStringLiteral("Ctrl+2"), Qt::Key_2, Qt::ControlModifier);
        QVERIFY(actionFor(QKeySequence(tr("Ctrl+2")))->isChecked());
        pressAction(QStringLiteral("Ctrl+1"), Qt::Key_1, Qt::ControlModifier);
        QVERIFY(actionFor(QKeySequence(tr("Ctrl+1")))->isChecked());
        const bool patternsOn = map()->options().ownerPatterns;
        pressAction(QStringLiteral("Ctrl+3"), Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(map()->options().ownerPatterns, !patternsOn);
        pressAction(QStringLiteral("Ctrl+3"), Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(map()->options().ownerPatterns, patternsOn);
        QVERIFY(!map()->options().orders);
        pressAction(QStringLiteral("Ctrl+Shift+O"), Qt::Key_O,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(map()->options().orders);
        pressAction(QStringLiteral("Ctrl+Shift+O"), Qt::Key_O,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!map()->options().orders);
        // View > Edit Map, offered on a campaign in setup (the sample has started); the sample
        // again afterwards, for the keys after these.
        m_window->document()->setCampaign(
            blankCampaign({RulesetKind::Area, QStringLiteral("Keys"), 8, 6, 1}));
        pressAction(QStringLiteral("Ctrl+Shift+D"), Qt::Key_D,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->mapEditor()->editing());
        pressAction(QStringLiteral("Ctrl+Shift+D"), Qt::Key_D,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!m_window->mapEditor()->editing());
        QVERIFY(openArea());
    }

    void zoomKeys()
    {
        map()->zoomToFit();
        const double fitted = map()->zoom();
        pressAction(QStringLiteral("Ctrl++"), Qt::Key_Plus, Qt::ControlModifier);
        QVERIFY(map()->zoom() > fitted * 1.01);
        QVERIFY(!map()->fitted());
        pressAction(QStringLiteral("Ctrl+0"), Qt::Key_0, Qt::ControlModifier);
        QVERIFY(map()->fitted());
        QCOMPARE(map()->zoom(), fitted);
        pressAction(QStringLiteral("Ctrl+-"), Qt::Key_Minus, Qt::ControlModifier);
        QVERIFY(map()->zoom() < fitted * 0.99);
        // The map's own keys while it has the focus.
        map()->zoomToFit();
        press(QStringLiteral("+"), map(), Qt::Key_Plus);
        QVERIFY(map()->zoom() > fitted * 1.01);
        press(QStringLiteral("Home"), map(), Qt::Key_Home);
        QVERIFY(map()->fitted());
        press(QStringLiteral("-"), map(), Qt::Key_Minus);
        QVERIFY(map()->zoom() < fitted * 0.99);
        map()->zoomToFit();
    }

    void f1OpensTheRulesReference()
    {
        pressAction(QStringLiteral("F1"), Qt::Key_F1);
        QVERIFY(m_window->rulesReference());
        RulesReference *reference = m_window->rulesReference();
        QVERIFY(reference->isVisible());
        // F3 / Shift+F3 walk the search's matches in the reference's own window.
        QVERIFY(QTest::qWaitForWindowActive(reference));
        reference->searchField()->setText(QStringLiteral("ambush"));
        const int first = reference->currentMatch();
        QVERIFY(first >= 1 && reference->matchCount() > 2);
        QTest::keyClick(reference->searchField(), Qt::Key_F3);
        m_sent.insert(QStringLiteral("F3"));
        QCOMPARE(reference->currentMatch(), first % reference->matchCount() + 1);
        QTest::keyClick(reference->searchField(), Qt::Key_F3, Qt::ShiftModifier);
        m_sent.insert(QStringLiteral("Shift+F3"));
        QCOMPARE(reference->currentMatch(), first);
        reference->hide();
    }

    void ordersDockKeys()
    {
        ClosingDialogs closing;
        OrdersDock *orders = console().orders();
        int kingdom = 0;
        while (campaign().current().orders.at(size_t(kingdom)).size() < 2)
            ++kingdom;
        orders->setKingdom(kingdom);
        QTableWidget *table = orders->table();
        const QStringList start = campaign().current().orders.at(size_t(kingdom));
        auto lines = [&] { return campaign().current().orders.at(size_t(kingdom)); };

        // Row keys work with the focus in the dock.
        table->setCurrentCell(0, 1);
        pressAction(QStringLiteral("Ctrl+Down"), Qt::Key_Down, Qt::ControlModifier, table);
        // The rows keep their numbers (rounds, A2.2); the actions move.
        auto action = [](const QString &line) { return line.section(QLatin1Char(' '), 1); };
        QCOMPARE(action(lines().at(1)), action(start.at(0)));
        pressAction(QStringLiteral("Ctrl+Up"), Qt::Key_Up, Qt::ControlModifier, table);
        QCOMPARE(lines(), start);

        table->setCurrentCell(0, 1);
        int before = closing.closed;
        pressAction(QStringLiteral("Ctrl+Return"), Qt::Key_Return, Qt::ControlModifier, table);
        QVERIFY(closing.closed > before); // the order form
        before = closing.closed;
        pressAction(QStringLiteral("Ins"), Qt::Key_Insert, {}, table);
        QVERIFY(closing.closed > before);
        before = closing.closed;
        pressAction(QStringLiteral("Ctrl+Shift+V"), Qt::Key_V,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(closing.closed > before); // the sheet dialog
        before = closing.closed;
        pressAction(QStringLiteral("Ctrl+Shift+I"), Qt::Key_I,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(closing.closed > before); // the file dialog
        QCOMPARE(lines(), start);

        pressAction(QStringLiteral("Ctrl+M"), Qt::Key_M, Qt::ControlModifier);
        QVERIFY(orders->pickingFromMap());
        pressAction(QStringLiteral("Ctrl+M"), Qt::Key_M, Qt::ControlModifier);
        QVERIFY(!orders->pickingFromMap());

        // Del removes the selected order as one undo step; Ctrl+Z and Ctrl+Shift+Z walk it.
        table->setCurrentCell(0, 1);
        pressAction(QStringLiteral("Del"), Qt::Key_Delete, {}, table);
        QCOMPARE(lines().size(), start.size() - 1);
        pressAction(QStringLiteral("Ctrl+Z"), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(lines(), start);
        pressAction(QStringLiteral("Ctrl+Shift+Z"), Qt::Key_Z,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(lines().size(), start.size() - 1);
        pressAction(QStringLiteral("Ctrl+Z"), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(lines(), start);
    }

    void f5ResolvesAndTheBattleViewerSteps()
    {
        pressAction(QStringLiteral("F5"), Qt::Key_F5);
        QVERIFY(QTest::qWaitFor([this] { return campaign().turns.size() == 2; }, 20000));
        QVERIFY(QTest::qWaitFor([this] { return !console().resolver()->isRunning(); }, 20000));
        BattlesDock *battles = console().battles();
        QVERIFY(battles->shown() && !battles->shown()->battles.empty());
        int b = 0;
        while (battles->shown()->battles[size_t(b)].steps.size() < 3)
            ++b;
        battles->selectBattle(b);
        const int last = static_cast<int>(battles->shown()->battles[size_t(b)].steps.size()) - 1;
        QListWidget *list = battles->list();
        press(QStringLiteral("End"), list, Qt::Key_End);
        QCOMPARE(battles->currentStep(), last);
        press(QStringLiteral("Home"), list, Qt::Key_Home);
        QCOMPARE(battles->currentStep(), 0);
        press(QStringLiteral("Right"), list, Qt::Key_Right);
        QCOMPARE(battles->currentStep(), 1);
        press(QStringLiteral("Left"), list, Qt::Key_Left);
        QCOMPARE(battles->currentStep(), 0);
        QVERIFY(console().showingBattleStep());
        press(QStringLiteral("Esc"), list, Qt::Key_Escape);
        QCOMPARE(battles->currentBattle(), -1);
        QVERIFY(!console().showingBattleStep());
    }

    void hexKeys()
    {
        QVERIFY(test::openSampleAs(*m_window,
                                   QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                                   m_dir.filePath(QStringLiteral("keys-hex.muster"))));
        HexMarchPlanner &planner = *m_window->hexConsole()->planner();
        const HexArmy army = campaign().current().state.armies.at(0);
        // A plan of one step to a free neighbour; Escape drops it, Enter stores it.
        std::optional<Hex> to;
        for (Hex h : hexRing(army.hex, 1)) {
            const auto &armies = campaign().current().state.armies;
            if (campaign().world.contains(h) &&
                campaign().world.terrainAt(h) != HexTerrain::Water &&
                std::none_of(armies.begin(), armies.end(), [&](const HexArmy &a) {
                    return a.id != army.id && hexDistance(a.hex, h) < 2;
                }))
                to = h;
        }
        QVERIFY(to);
        auto plan = [&] {
            planner.hexClicked(army.hex);
            planner.hexClicked(*to);
            return !planner.path().empty();
        };
        QVERIFY(plan());
        press(QStringLiteral("Escape"), map(), Qt::Key_Escape);
        QVERIFY(planner.path().empty());
        QVERIFY(plan());
        const int kingdom = army.kingdom;
        press(QStringLiteral("Enter"), map(), Qt::Key_Return);
        QCOMPARE(campaign().current().orders.at(size_t(kingdom)).size(), 1);

        // A second army's march, then Ctrl+Shift+M shows both stored marches at once, and
        // they stay while another army is picked.
        AllMarches *all = m_window->hexConsole()->allMarches();
        QCOMPARE(all->shown(), 0);
        const HexArmy second = campaign().current().state.armies.at(1);
        std::optional<Hex> to2;
        for (Hex h : hexRing(second.hex, 1))
            if (campaign().world.contains(h) && h != *to &&
                campaign().world.terrainAt(h) != HexTerrain::Water &&
                std::none_of(campaign().current().state.armies.begin(),
                             campaign().current().state.armies.end(),
                             [h](const HexArmy &a) { return a.hex == h; }))
                to2 = h;
        QVERIFY(to2);
        planner.clear();
        planner.hexClicked(second.hex);
        planner.hexClicked(*to2);
        QVERIFY(planner.store());
        planner.clear();
        pressAction(QStringLiteral("Ctrl+Shift+M"), Qt::Key_M,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(all->shown(), 2);
        planner.hexClicked(army.hex);
        QCOMPARE(all->shown(), 2);
        planner.clear();
        pressAction(QStringLiteral("Ctrl+Shift+M"), Qt::Key_M,
                    Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(all->shown(), 0);

        HexAdvanceActions *advancing = m_window->hexConsole()->advancing();
        advancing->askAction()->setChecked(false); // the battles' defaults, no dialogs
        const size_t turns = campaign().turns.size();
        QSignalSpy done(advancing, &HexAdvanceActions::finished);
        pressAction(QStringLiteral("Shift+F6"), Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(done.wait(20000));
        QCOMPARE(campaign().turns.size(), turns + 1);
        pressAction(QStringLiteral("F6"), Qt::Key_F6);
        QVERIFY(done.count() == 2 || done.wait(20000));
        QCOMPARE(campaign().turns.size(), turns + 2);
    }

    void everyKeyOfTheReadmeWasSent()
    {
        const QStringList keys = readmeKeys();
        QVERIFY(keys.size() > 30);
        for (const QString &k : keys)
            QVERIFY2(m_sent.count(k), qPrintable(QStringLiteral("%1 is in the README but no test "
                                                                "sends it")
                                                     .arg(k)));
    }

    void cleanupTestCase()
    {
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
