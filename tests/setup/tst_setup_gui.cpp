// Setting a campaign up in the console, through its own actions: File > New Campaign, Kingdoms >
// Edit Kingdoms (two kingdoms added, renamed, recoloured with the colour warning, a refused id,
// starting BPs, a kingdom removed with its areas, undo and redo, each change saved at once),
// the inspector giving an area and a hex army to a new kingdom, Campaign > House Rules (a change, a
// refused out-of-limit value, fractions kept at most 1), Start Campaign (refused with its problems,
// then started, undone) and everything read-only once started.
#include "ConsoleTestWindow.h"
#include "TestSupport.h"

#include "TakeResult.h"
#include "console/editor/MapEditor.h"
#include "console/editor/ProblemsPanel.h"
#include "console/setup/HouseRulesDialog.h"
#include "console/setup/KingdomsEditor.h"
#include "console/setup/NewCampaignDialog.h"
#include "console/setup/SetupConsole.h"
#include "console/turns/TurnConsole.h"
#include "io/CampaignJson.h"
#include "setup/BlankCampaign.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace muster;

namespace {
/// Replaces the text of `edit` as typed, then Enter (editingFinished).
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

QAction *action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

/// The sample `name` put back in setup (it has played no turn) and kept in `file`, opened.
bool openSampleInSetup(MainWindow &window, const QString &file,
                       const QString &name = QStringLiteral("sample-area.json"))
{
    Problems problems;
    auto c = readCampaignJsonFile(test::sourcePath(QStringLiteral("maps/") + name), problems);
    if (!c)
        return false;
    c->started = false;
    QString error;
    if (!test::take(CampaignStore::create(file, *c), error))
        return false;
    return window.openFile(file);
}

} // namespace

class TestSetupGui : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        m_errors.clear();
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }
    void cleanup()
    {
        KingdomsEditor::setColourChooser({});
        m_window.reset();
    }

    void newCampaignDialogOpensACampaignInSetup()
    {
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<NewCampaignDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            seen = true;
            dialog->kindBox()->setCurrentIndex(1); // hex
            QCOMPARE(dialog->nameEdit()->text(), QStringLiteral("New hex campaign"));
            dialog->nameEdit()->setText(QStringLiteral("The Western Marches"));
            dialog->columnsBox()->setValue(20);
            dialog->rowsBox()->setValue(12);
            // Beyond the largest seed: refused, the dialog stays.
            dialog->seedEdit()->setText(QStringLiteral("9999999999999999"));
            dialog->accept();
            QVERIFY(dialog->isVisible());
            QVERIFY(dialog->problemLabel()->text().contains(QLatin1String("0 to")));
            dialog->seedEdit()->setText(QStringLiteral("1234"));
            dialog->accept();
        });
        action(*m_window, "newCampaignAction")->trigger();
        QVERIFY(seen);
        const Campaign &c = m_window->document()->campaign();
        QCOMPARE(c.name, QStringLiteral("The Western Marches"));
        QCOMPARE(c.ruleset.kind, RulesetKind::Hex);
        QCOMPARE(c.world.columns, 20);
        QCOMPARE(c.world.rows, 12);
        QCOMPARE(c.seed, std::uint64_t{1234});
        QVERIFY(!c.started);
        // In setup no turn is played, and the tip says why.
        QAction *week = action(*m_window, "advanceWeek");
        QVERIFY(!week->isEnabled());
        QVERIFY(week->statusTip().contains(QLatin1String("Start Campaign")));
        QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("setupLabel"))
                    ->isVisibleTo(m_window.get()));
        QVERIFY(m_window->setupConsole()->startAction()->isEnabled());
    }

    void kingdomsEditorChangesAreUndoStepsSavedAtOnce()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("setup.muster"));
        QVERIFY(openSampleInSetup(*m_window, file));
        CampaignDocument &doc = *m_window->document();
        QUndoStack *stack = doc.undoStack();
        const size_t before = doc.campaign().kingdoms.size();
        action(*m_window, "editKingdomsAction")->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QVERIFY(editor && editor->isVisible());
        QCOMPARE(editor->list()->count(), static_cast<int>(before));

        // Two kingdoms added: two undo steps, in the file at once, with distinct ids.
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        QCOMPARE(doc.campaign().kingdoms.size(), before + 2);
        QCOMPARE(stack->count(), 2);
        QCOMPARE(test::storedCampaign(file).kingdoms.size(), before + 2);
        QCOMPARE(editor->currentKingdom(), static_cast<int>(before) + 1);
        QVERIFY(doc.campaign().kingdoms[before].id != doc.campaign().kingdoms[before + 1].id);

        // Renamed, and its id changed; a bad id is refused in the reader's words.
        const int k = static_cast<int>(before);
        editor->selectKingdom(k);
        type(editor->nameEdit(), QStringLiteral("Westmarch"));
        type(editor->idEdit(), QStringLiteral("WST"));
        QCOMPARE(doc.campaign().kingdoms[before].name, QStringLiteral("Westmarch"));
        QCOMPARE(test::storedCampaign(file).kingdoms[before].id, QStringLiteral("WST"));
        QCOMPARE(stack->count(), 4);
        type(editor->idEdit(), QStringLiteral("no good!"));
        QCOMPARE(doc.campaign().kingdoms[before].id, QStringLiteral("WST"));
        QCOMPARE(editor->idEdit()->text(), QStringLiteral("WST"));
        QVERIFY2(editor->problemLabel()->text().contains(QLatin1String("must be 1-12 letters")),
                 qPrintable(editor->problemLabel()->text()));
        type(editor->emailEdit(), QStringLiteral("not an address"));
        QVERIFY(editor->problemLabel()->text().contains(QLatin1String("e-mail")));
        type(editor->emailEdit(), QStringLiteral("west@players.example"));
        QCOMPARE(doc.campaign().kingdoms[before].email, QStringLiteral("west@players.example"));
        QCOMPARE(stack->count(), 5);

        // A colour close to another kingdom's is taken, with a warning naming it.
        const QColor near = QColor::fromString(doc.campaign().kingdoms[0].colour).darker(104);
        KingdomsEditor::setColourChooser([near](QWidget *, const QColor &) { return near; });
        QTest::mouseClick(editor->colourButton(), Qt::LeftButton);
        QCOMPARE(doc.campaign().kingdoms[before].colour, near.name());
        QVERIFY2(editor->colourWarning()->text().contains(doc.campaign().kingdoms[0].name),
                 qPrintable(editor->colourWarning()->text()));
        // Sage green and the first kingdom's rose are far apart to most eyes and nearly one
        // colour to a deuteranope: the warning says so (and the change is undone again).
        KingdomsEditor::setColourChooser(
            [](QWidget *, const QColor &) { return QColor(QStringLiteral("#7fa878")); });
        QTest::mouseClick(editor->colourButton(), Qt::LeftButton);
        QVERIFY2(editor->colourWarning()->text().contains(doc.campaign().kingdoms[0].name) &&
                     editor->colourWarning()->text().contains(QLatin1String("to a deuteranope")),
                 qPrintable(editor->colourWarning()->text()));
        stack->undo();
        QCOMPARE(doc.campaign().kingdoms[before].colour, near.name());
        KingdomsEditor::setColourChooser(
            [](QWidget *, const QColor &) { return QColor(QStringLiteral("#00ffaa")); });
        QTest::mouseClick(editor->colourButton(), Qt::LeftButton);
        QCOMPARE(doc.campaign().kingdoms[before].colour, QStringLiteral("#00ffaa"));
        QVERIFY(editor->colourWarning()->text().isEmpty());

        // Starting BPs and reserves, within limits.
        editor->bpBox()->setValue(25);
        editor->armyReserveBox()->setValue(4);
        QCOMPARE(doc.campaign().current().state.kingdoms[before].bp, 25);
        QCOMPARE(test::storedCampaign(file).current().state.kingdoms[before].armyReserve, 4);
        QCOMPARE(editor->bpBox()->maximum(), static_cast<int>(limits::kCount.max));

        // Undo and redo step through them, the file following.
        const int steps = stack->count();
        stack->undo(); // the army reserve
        stack->undo(); // the BPs
        QCOMPARE(doc.campaign().current().state.kingdoms[before].bp, 0);
        QCOMPARE(editor->bpBox()->value(), 0);
        stack->undo(); // the second colour
        QCOMPARE(doc.campaign().kingdoms[before].colour, near.name());
        QCOMPARE(test::storedCampaign(file).kingdoms[before].colour, near.name());
        stack->redo();
        stack->redo();
        stack->redo();
        QCOMPARE(stack->count(), steps);
        QCOMPARE(test::storedCampaign(file).current().state.kingdoms[before].bp, 25);

        // The inspector gives an area to the new kingdom.
        const int area = 0;
        doc.select(area, std::nullopt);
        auto *owner = m_window->findChild<QComboBox *>(QStringLiteral("areaOwner"));
        QVERIFY(owner);
        QCOMPARE(owner->itemText(k + 1), QStringLiteral("Westmarch"));
        owner->setCurrentIndex(k + 1);
        emit owner->activated(k + 1);
        QCOMPARE(doc.campaign().current().state.areas[area].owner, k);

        // Removing a kingdom that holds areas asks first; its areas become unowned.
        const auto owned = [&doc](int kingdom) {
            const auto &areas = doc.campaign().current().state.areas;
            return std::count_if(areas.begin(), areas.end(),
                                 [kingdom](const AreaState &a) { return a.owner == kingdom; });
        };
        const QString second = doc.campaign().kingdoms[1].name;
        const auto held = owned(1);
        QVERIFY(held > 0);
        editor->selectKingdom(1);
        {
            test::Answering cancel(1);
            QTest::mouseClick(editor->removeButton(), Qt::LeftButton);
            QCOMPARE(cancel.asked, 1);
            QCOMPARE(doc.campaign().kingdoms.size(), before + 2);
        }
        {
            test::Answering remove(0);
            QTest::mouseClick(editor->removeButton(), Qt::LeftButton);
            QCOMPARE(remove.asked, 1);
        }
        QCOMPARE(doc.campaign().kingdoms.size(), before + 1);
        QCOMPARE(test::storedCampaign(file).kingdoms.size(), before + 1);
        QCOMPARE(doc.campaign().current().state.areas[area].owner, k - 1); // moved down
        stack->undo();
        QCOMPARE(doc.campaign().kingdoms[1].name, second);
        QCOMPARE(owned(1), held);
        QCOMPARE(test::storedCampaign(file).kingdoms.size(), before + 2);
        QVERIFY(m_errors.isEmpty());
    }

    void aNewKingdomIsGivenAHexArmyWithTheInspector()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("hex.muster"));
        QVERIFY(openSampleInSetup(*m_window, file, QStringLiteral("sample-hex.json")));
        CampaignDocument &doc = *m_window->document();
        action(*m_window, "editKingdomsAction")->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QVERIFY(!editor->bpBox()->isVisibleTo(editor)); // BPs are area rules (A1.3)
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        const int k = static_cast<int>(doc.campaign().kingdoms.size()) - 1;
        const Hex hex = doc.campaign().current().state.armies.front().hex;
        doc.select(doc.campaign().world.areaAt(hex), hex);
        auto *owner = m_window->findChild<QComboBox *>(QStringLiteral("armyOwner"));
        QVERIFY(owner && owner->isEnabled());
        QCOMPARE(owner->itemText(k + 1), doc.campaign().kingdoms[static_cast<size_t>(k)].name);
        owner->setCurrentIndex(k + 1);
        emit owner->activated(k + 1);
        QCOMPARE(doc.campaign().current().state.armies.front().kingdom, k);
        QCOMPARE(test::storedCampaign(file).current().state.armies.front().kingdom, k);
    }

    void houseRulesChangeInSetupOnly()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("rules.muster"));
        QVERIFY(openSampleInSetup(*m_window, file));
        CampaignDocument &doc = *m_window->document();
        action(*m_window, "houseRulesAction")->trigger();
        HouseRulesDialog *dialog = m_window->setupConsole()->houseRulesDialog();
        QVERIFY(dialog && dialog->isVisible());
        QTableWidget *table = dialog->table();
        QCOMPARE(table->rowCount(), static_cast<int>(limits::areaParameters().size()));
        QCOMPARE(table->item(0, HouseRulesDialog::ParameterColumn)->text(),
                 QStringLiteral("maxActions"));
        QCOMPARE(table->item(0, HouseRulesDialog::RuleColumn)->text(), QStringLiteral("A2.1"));
        QCOMPARE(table->item(0, HouseRulesDialog::DefaultColumn)->text(), QStringLiteral("16"));
        QCOMPARE(table->item(0, HouseRulesDialog::LimitsColumn)->text(),
                 QStringLiteral("1 to 1000"));

        // A value beyond the limits cannot be typed in.
        auto *actions = qobject_cast<QSpinBox *>(dialog->valueBox(QStringLiteral("maxActions")));
        QVERIFY(actions);
        actions->setFocus();
        actions->selectAll();
        QTest::keyClicks(actions, QStringLiteral("5000"));
        QCOMPARE(actions->text(), QStringLiteral("500")); // the last 0 was refused
        QVERIFY(dialog->isVisible());
        actions->setValue(20);
        // A fraction's numerator is kept at most its denominator (A9.1).
        auto *numerator =
            qobject_cast<QSpinBox *>(dialog->valueBox(QStringLiteral("dispersalNumerator")));
        auto *denominator =
            qobject_cast<QSpinBox *>(dialog->valueBox(QStringLiteral("dispersalDenominator")));
        denominator->setValue(3);
        numerator->setValue(5);
        QCOMPARE(numerator->value(), 3);
        numerator->setValue(2);
        const int steps = doc.undoStack()->count();
        QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QCOMPARE(doc.undoStack()->count(), steps + 1); // one step for the dialog
        QCOMPARE(doc.campaign().ruleset.parameter(QStringLiteral("maxActions"), 0), 20.0);
        QCOMPARE(doc.campaign().ruleset.parameter(QStringLiteral("dispersalNumerator"), 0), 2.0);
        QCOMPARE(
            test::storedCampaign(file).ruleset.parameter(QStringLiteral("dispersalDenominator"), 0),
            3.0);
        doc.undoStack()->undo();
        QCOMPARE(doc.campaign().ruleset.parameter(QStringLiteral("maxActions"), 0), 16.0);
        QCOMPARE(test::storedCampaign(file).ruleset.parameter(QStringLiteral("maxActions"), 0),
                 16.0);
        doc.undoStack()->redo();

        // Started, the rules are shown but fixed.
        QVERIFY(m_window->setupConsole()->startCampaign());
        action(*m_window, "houseRulesAction")->trigger();
        dialog = m_window->setupConsole()->houseRulesDialog();
        QVERIFY(dialog->startedNote()->isVisibleTo(dialog));
        QVERIFY(dialog->valueBox(QStringLiteral("maxActions"))->isReadOnly());
        QVERIFY(!dialog->buttons()->button(QDialogButtonBox::Ok));
        dialog->close();
        QVERIFY(m_errors.isEmpty());
    }

    void startCampaignChecksThenStartsUndoably()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("start.muster"));
        QVERIFY(openSampleInSetup(*m_window, file));
        CampaignDocument &doc = *m_window->document();
        QAction *resolve = m_window->turnConsole()->resolveAction();
        QVERIFY(!resolve->isEnabled());
        QVERIFY(resolve->statusTip().contains(QLatin1String("Start Campaign")));

        // A kingdom holding nothing stops the start, with every problem listed.
        action(*m_window, "editKingdomsAction")->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        m_window->setupConsole()->startAction()->trigger();
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors[0].contains(QLatin1String("holds nothing on the map")),
                 qPrintable(m_errors[0]));
        QVERIFY(!doc.campaign().started);
        doc.undoStack()->undo(); // the kingdom added

        m_window->setupConsole()->startAction()->trigger();
        QCOMPARE(m_errors.size(), 1);
        QVERIFY(doc.campaign().started);
        QVERIFY(test::storedCampaign(file).started);
        QCOMPARE(doc.campaign().current().number, 1);
        QVERIFY(resolve->isEnabled());
        QVERIFY(!m_window->setupConsole()->startAction()->isEnabled());
        QVERIFY(!m_window->findChild<QLabel *>(QStringLiteral("setupLabel"))
                     ->isVisibleTo(m_window.get()));
        // The kingdoms are shown, fixed.
        QVERIFY(editor->startedNote()->isVisibleTo(editor));
        QVERIFY(!editor->addButton()->isEnabled());
        QVERIFY(!editor->nameEdit()->isEnabled());

        // Undo puts it back in setup.
        doc.undoStack()->undo();
        QVERIFY(!doc.campaign().started);
        QVERIFY(!test::storedCampaign(file).started);
        QVERIFY(!resolve->isEnabled());
        QVERIFY(editor->addButton()->isEnabled());
        doc.undoStack()->redo();
        QVERIFY(doc.campaign().started);
    }

    void mapProblemsCallTheMapReadyOnlyWhenTheCampaignCanStart()
    {
        QTemporaryDir dir;
        QVERIFY(openSampleInSetup(*m_window, dir.filePath(QStringLiteral("ready.muster"))));
        CampaignDocument &doc = *m_window->document();
        MapEditor *map = m_window->mapEditor();
        map->editAction()->setChecked(true);
        QLabel *verdict = map->problems()->verdict();
        const auto judged = [map] { return !map->problems()->judgePending(); };
        const QString ready = QStringLiteral("No problems: the map is ready.");
        QTRY_VERIFY(judged()); // said once the edits pause
        QCOMPARE(verdict->text(), ready);

        // A kingdom holding nothing: the map itself is whole, but Start Campaign refuses the
        // campaign, and the map's problems say so in its words, naming the kingdom.
        action(*m_window, "editKingdomsAction")->trigger();
        KingdomsEditor *editor = m_window->setupConsole()->kingdomsEditor();
        QTest::mouseClick(editor->addButton(), Qt::LeftButton);
        const QString added = doc.campaign().kingdoms.back().name;
        QCOMPARE(map->problems()->list()->count(), 0);
        QTRY_VERIFY(judged());
        QVERIFY2(verdict->text().contains(added + QStringLiteral(" holds nothing on the map")),
                 qPrintable(verdict->text()));
        m_window->setupConsole()->startAction()->trigger();
        QCOMPARE(m_errors.size(), 1);
        QVERIFY2(m_errors[0].contains(added + QStringLiteral(" holds nothing on the map")),
                 qPrintable(m_errors[0]));
        // No JSON path is said to the GM: a refused id names the kingdom.
        editor->selectKingdom(static_cast<int>(doc.campaign().kingdoms.size()) - 1);
        type(editor->idEdit(), QStringLiteral("no good!"));
        QVERIFY2(editor->problemLabel()->text().startsWith(
                     QStringLiteral("Not changed: %1's id: ").arg(added)),
                 qPrintable(editor->problemLabel()->text()));
        for (const QString &said : {verdict->text(), m_errors[0], editor->problemLabel()->text()})
            QVERIFY2(!said.contains(QLatin1String("kingdoms[")), qPrintable(said));
        QVERIFY(!doc.campaign().started);

        // Without it the map is ready, and the campaign starts.
        doc.undoStack()->undo();
        QTRY_VERIFY(judged());
        QCOMPARE(verdict->text(), ready);
        map->editAction()->setChecked(false);
        m_window->setupConsole()->startAction()->trigger();
        QCOMPARE(m_errors.size(), 1);
        QVERIFY(doc.campaign().started);
    }

private:
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestSetupGui)
#include "tst_setup_gui.moc"
