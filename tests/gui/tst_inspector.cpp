// The inspector follows what the window shows, offscreen: after another campaign is opened it shows
// nothing of the one before (no area's values, no army or unit); the army chosen on a hex stays the
// one shown when another army comes onto the hex; and its values are those of the state on the
// map: an earlier turn chosen in the turns dock, a battle step, then the current turn again.
#include "ConsoleTestWindow.h"
#include "GuiSampleCampaigns.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattlesDock.h"
#include "console/commands/ChangeArmy.h"
#include "console/inspector/AreaInspector.h"
#include "console/inspector/HexInspector.h"
#include "console/inspector/InspectorPanel.h"
#include "console/turns/TurnHistoryDock.h"

#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace muster;

class TestInspector : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    CampaignDocument &document() { return *m_window->document(); }
    const Campaign &campaign() { return document().campaign(); }
    AreaInspector &areaInspector() { return *m_window->inspector()->areaInspector(); }
    HexInspector &hexInspector() { return *m_window->inspector()->hexInspector(); }
    int shownArmies()
    {
        return areaInspector().findChild<QSpinBox *>(QStringLiteral("areaArmies"))->value();
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_errors.clear();
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }
    void cleanup()
    {
        m_window.reset();
        QVERIFY2(m_errors.isEmpty(), qPrintable(m_errors.join(u'\n')));
    }

    void showsNothingOfTheCampaignOpenedBefore()
    {
        document().setCampaign(test::makeAreaCampaign());
        const auto &areas = campaign().current().state.areas;
        int area = -1;
        for (size_t a = 0; a < areas.size() && area < 0; ++a)
            if (areas[a].armies > 0 && areas[a].owner >= 0)
                area = static_cast<int>(a);
        QVERIFY(area >= 0);
        document().select(area, std::nullopt);
        QCOMPARE(shownArmies(), areas[static_cast<size_t>(area)].armies);

        // Another campaign, nothing selected in it: no field of the area shown before stays.
        test::AreaMapSpec other;
        other.seed = 11;
        document().setCampaign(test::makeAreaCampaign(other));
        QCOMPARE(areaInspector().findChild<QLabel *>(QStringLiteral("areaTitle"))->text(),
                 QStringLiteral("No area selected"));
        for (auto *spin : areaInspector().findChildren<QSpinBox *>())
            QVERIFY2(spin->text().isEmpty(), qPrintable(spin->objectName()));
        for (auto *box : areaInspector().findChildren<QComboBox *>())
            QVERIFY2(box->currentText().isEmpty(), qPrintable(box->objectName()));
        // An area chosen in it shows its own values again.
        const auto &now = campaign().current().state.areas;
        document().select(area, std::nullopt);
        QCOMPARE(areaInspector().findChild<QSpinBox *>(QStringLiteral("areaArmies"))->text(),
                 QString::number(now[static_cast<size_t>(area)].armies));

        // A hex campaign's armies and units go as well.
        document().setCampaign(test::makeHexCampaign());
        const HexArmy army = campaign().current().state.armies.front();
        document().select(-1, army.hex);
        auto *armies = hexInspector().findChild<QComboBox *>(QStringLiteral("hexArmy"));
        auto *units = hexInspector().findChild<QTableWidget *>(QStringLiteral("armyUnits"));
        auto *owner = hexInspector().findChild<QComboBox *>(QStringLiteral("armyOwner"));
        QVERIFY(armies->currentText().contains(army.id));
        QCOMPARE(units->rowCount(), static_cast<int>(army.units.size()));
        document().setCampaign(test::makeHexCampaign(20, 12));
        QCOMPARE(armies->count(), 0);
        QCOMPARE(units->rowCount(), 0);
        QCOMPARE(owner->count(), 0);
    }

    void keepsTheArmyChosenWhenAnotherComesOntoItsHex()
    {
        document().setCampaign(test::makeHexCampaign());
        const auto &armies = campaign().current().state.armies;
        QVERIFY(armies.size() >= 2);
        const HexArmy chosen = armies[1];
        document().select(-1, chosen.hex);
        auto *list = hexInspector().findChild<QComboBox *>(QStringLiteral("hexArmy"));
        QVERIFY(list->currentText().contains(chosen.id));
        // The first army of the state comes onto the hex: listed first there from now on.
        HexArmy comer = armies[0];
        comer.hex = chosen.hex;
        document().undoStack()->push(new ChangeArmy(document(), 0, comer, QStringLiteral("Move")));
        QCOMPARE(list->count(), 2);
        QVERIFY2(list->currentText().contains(chosen.id), qPrintable(list->currentText()));
        auto *units = hexInspector().findChild<QTableWidget *>(QStringLiteral("armyUnits"));
        QCOMPARE(units->rowCount(), static_cast<int>(chosen.units.size()));
    }

    // H1.2: an army the readers would refuse is refused in their words and leaves no undo step;
    // the inspector shows the army as it still is.
    void refusesAnArmyTheReadersWouldRefuse()
    {
        document().setCampaign(test::makeHexCampaign());
        const HexArmy army = campaign().current().state.armies.front();
        QVERIFY(!army.units.empty());
        document().select(-1, army.hex);
        auto *units = hexInspector().findChild<QTableWidget *>(QStringLiteral("armyUnits"));
        QCOMPARE(units->rowCount(), static_cast<int>(army.units.size()));
        QUndoStack *undo = document().undoStack();
        const int steps = undo->count();

        // Hit points beyond the unit type's.
        auto *hp = qobject_cast<QSpinBox *>(units->cellWidget(0, 2));
        QVERIFY(hp);
        hp->setValue(999);
        emit hp->editingFinished();
        QCOMPARE(undo->count(), steps);
        QCOMPARE(campaign().current().state.armies.front(), army);
        QTRY_COMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.first().contains(QLatin1String("hp")), qPrintable(m_errors.first()));
        m_errors.clear();
        QCOMPARE(qobject_cast<QSpinBox *>(units->cellWidget(0, 2))->value(), army.units.front().hp);

        // Every unit removed: the last removal is refused.
        auto *remove = hexInspector().findChild<QPushButton *>(QStringLiteral("removeUnit"));
        QVERIFY(remove);
        for (size_t n = army.units.size(); n > 1; --n) {
            units->setCurrentCell(0, 0);
            remove->click();
        }
        QCOMPARE(undo->count(), steps + static_cast<int>(army.units.size()) - 1);
        QVERIFY(m_errors.isEmpty());
        units->setCurrentCell(0, 0);
        remove->click();
        QCOMPARE(undo->count(), steps + static_cast<int>(army.units.size()) - 1);
        QCOMPARE(campaign().current().state.armies.front().units.size(), size_t(1));
        QTRY_COMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors.first().contains(QLatin1String("an army needs at least one unit")),
                 qPrintable(m_errors.first()));
        m_errors.clear();
        QCOMPARE(units->rowCount(), 1);
    }

    void showsTheStateOnTheMap()
    {
        QVERIFY(
            test::openResolvedAreaSample(*m_window, m_dir.filePath(QStringLiteral("a.muster"))));
        TurnConsole &console = *m_window->turnConsole();
        const Campaign &c = campaign();
        // An area whose armies turn 1 changed.
        int area = -1;
        for (size_t a = 0; a < c.world.areas.size() && area < 0; ++a)
            if (c.turns[0].state.areas[a].armies != c.current().state.areas[a].armies)
                area = static_cast<int>(a);
        QVERIFY2(area >= 0, "turn 1 moved armies");
        const auto at = static_cast<size_t>(area);
        document().select(area, std::nullopt);
        QCOMPARE(shownArmies(), c.current().state.areas[at].armies);
        console.history()->showTurn(0);
        QCOMPARE(shownArmies(), c.turns[0].state.areas[at].armies);
        console.history()->showTurn(1);
        QCOMPARE(shownArmies(), c.current().state.areas[at].armies);
        QVERIFY(m_window->inspector()->isEnabled());

        // A battle step: the target's defenders at the battle's start, read-only.
        BattlesDock *battles = console.battles();
        QVERIFY(battles->list()->count() > 0);
        battles->list()->setCurrentRow(0);
        QVERIFY(console.showingBattleStep());
        const int target =
            std::get<AreaBattleSite>(
                battles->shown()->battles[static_cast<size_t>(battles->currentBattle())].site)
                .area;
        QVERIFY(target >= 0);
        document().select(target, std::nullopt);
        QCOMPARE(shownArmies(), console.markerArmies(target));
        QVERIFY(!m_window->inspector()->isEnabled());
        battles->deselect();
        QCOMPARE(shownArmies(), c.current().state.areas[static_cast<size_t>(target)].armies);
        QVERIFY(m_window->inspector()->isEnabled());
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
