// A GM's first campaign from nothing to its first resolved turn, all through the window's own
// actions and widgets, offscreen: File > New Campaign (the dialog filled and accepted), three land
// areas made and painted with the area brush by drags on the map (area 1 borders area 2, area 2
// borders area 3), Kingdoms > Edit Kingdoms (two kingdoms, named, BPs), the inspector giving each
// an area with armies, Campaign > Start Campaign; every one of those steps undone and redone
// through the Edit menu's Undo and Redo, the campaign the same as before and after. Then File >
// Save As (its file dialog), the window closed, the file opened in a fresh window with File > Open
// (its file dialog) and checked, an ASSAULT between the kingdoms typed in the orders dock and Turn
// > Resolve Turn: turn 2 is current and the log has the battle.
#include "ConsoleTestWindow.h"
#include "TestSupport.h"

#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/editor/EditorDock.h"
#include "console/editor/MapEditor.h"
#include "console/inspector/InspectorPanel.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/setup/KingdomsEditor.h"
#include "console/setup/NewCampaignDialog.h"
#include "console/setup/SetupConsole.h"
#include "edit/SameMap.h"
#include "io/CampaignJson.h"
#include "log/AreaEvents.h"
#include "log/TurnLog.h"
#include "model/WorldCheck.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace muster;

namespace {
Hex at(int col, int row)
{
    return hexFromOffset({col, row});
}

/// Replaces the text of `edit` as typed, then Enter (editingFinished).
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

/// Replaces the text of a line edit or spin box as typed, without Enter.
void retype(QWidget *field, const QString &text)
{
    field->setFocus();
    if (auto *edit = qobject_cast<QLineEdit *>(field))
        edit->selectAll();
    else if (auto *spin = qobject_cast<QAbstractSpinBox *>(field))
        spin->selectAll();
    QTest::keyClicks(field, text);
}

/// Clicks row `row` of a list or table view.
void clickRow(QAbstractItemView *view, int row)
{
    const QModelIndex index = view->model()->index(row, 0);
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
}

/// Answers the modal file dialog the next action opens with `path`; `*seen` when it was there.
void answerFileDialog(QObject *context, bool *seen, const QString &path)
{
    QTimer::singleShot(0, context, [seen, path] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *seen = true;
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, protected there
    });
}
} // namespace

class TestNewCampaign : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;

    CampaignDocument &document() { return *m_window->document(); }
    const Campaign &campaign() { return document().campaign(); }
    const World &world() { return campaign().world; }
    MapView &map() { return *m_window->mapView(); }
    EditorDock &dock() { return *m_window->mapEditor()->dock(); }
    QString errors() const { return m_errors.join(QLatin1Char('\n')); }

    QAction *action(const char *name)
    {
        auto *a = m_window->findChild<QAction *>(QLatin1String(name));
        if (!a)
            qFatal("no action %s", name);
        return a;
    }
    /// An action the window names by its text only (Save As, Open, Zoom to Fit).
    QAction *actionText(const QString &text)
    {
        for (QAction *a : m_window->findChildren<QAction *>())
            if (a->text() == text)
                return a;
        qFatal("no action %s", qPrintable(text));
    }
    /// The Edit menu's Undo (0) or Redo (1), as the GM picks them.
    QAction *editMenu(int which)
    {
        for (QMenu *menu : m_window->menuBar()->findChildren<QMenu *>())
            if (menu->title() == MainWindow::tr("&Edit"))
                return menu->actions().at(which);
        qFatal("no Edit menu");
    }
    template <typename T> T *inDock(const char *name)
    {
        T *w = dock().findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no %s in the editor dock", name);
        return w;
    }
    template <typename T> T *inInspector(const char *name)
    {
        T *w = m_window->inspector()->findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no %s in the inspector", name);
        return w;
    }

    QPoint pointOf(Hex h) { return map().viewportPosOfHex(h); }
    void drag(const std::vector<Hex> &hexes) { test::dragAcross(map(), hexes); }

    /// The step just made (the campaign was `before` it) is one undo step named `text`: Edit >
    /// Undo puts the campaign back as it was (its whole JSON text), Edit > Redo makes it again.
    void undoAndRedo(const QByteArray &before, const QString &text)
    {
        QUndoStack *stack = document().undoStack();
        const QByteArray after = writeCampaignJson(campaign());
        QVERIFY2(after != before, qPrintable(text));
        const int count = stack->count();
        QCOMPARE(stack->undoText(), text);
        QAction *undo = editMenu(0);
        QAction *redo = editMenu(1);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(stack->undoText()), qPrintable(undo->text()));
        undo->trigger();
        QCOMPARE(stack->index(), count - 1);
        QVERIFY2(writeCampaignJson(campaign()) == before, qPrintable(text));
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(stack->index(), count);
        QCOMPARE(stack->count(), count);
        QVERIFY2(writeCampaignJson(campaign()) == after, qPrintable(text));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }
    void cleanupTestCase() { m_window.reset(); }

    void fromAnEmptyCampaignToTheFirstResolvedTurn()
    {
        // File > New Campaign: an area campaign of 12 x 8 hexes with a fixed seed.
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            auto *dialog = qobject_cast<NewCampaignDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            asked = true;
            dialog->kindBox()->setCurrentIndex(0); // area
            retype(dialog->nameEdit(), QStringLiteral("The Three Shires"));
            retype(dialog->columnsBox(), QStringLiteral("12"));
            retype(dialog->rowsBox(), QStringLiteral("8"));
            retype(dialog->seedEdit(), QStringLiteral("1234"));
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QVERIFY(buttons && buttons->button(QDialogButtonBox::Ok));
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        action("newCampaignAction")->trigger();
        QVERIFY(asked);
        QCOMPARE(campaign().name, QStringLiteral("The Three Shires"));
        QCOMPARE(campaign().ruleset.kind, RulesetKind::Area);
        QCOMPARE(world().columns, 12);
        QCOMPARE(world().rows, 8);
        QCOMPARE(campaign().seed, std::uint64_t{1234});
        QVERIFY(!campaign().started);
        QVERIFY(world().areas.empty());
        QVERIFY(campaign().kingdoms.empty());
        QCOMPARE(document().undoStack()->count(), 0);
        QVERIFY(!editMenu(0)->isEnabled());

        // The map editor opens on the blank map.
        MapEditor &editor = *m_window->mapEditor();
        QVERIFY(editor.editing());
        QVERIFY(action("editMapAction")->isChecked());
        QVERIFY(dock().isVisible());
        actionText(MainWindow::tr("Zoom to &Fit"))->trigger();

        // Three land areas, each made with New Area.
        auto *newArea = inDock<QPushButton>("newAreaButton");
        for (int a = 0; a < 3; ++a) {
            const QByteArray before = writeCampaignJson(campaign());
            QTest::mouseClick(newArea, Qt::LeftButton);
            QCOMPARE(world().areas.size(), size_t(a + 1));
            QCOMPARE(campaign().current().state.areas.size(), size_t(a + 1));
            QCOMPARE(world().areas[static_cast<size_t>(a)].code, QStringLiteral("A%1").arg(a + 1));
            QVERIFY(!world().isSea(a));
            undoAndRedo(before, QStringLiteral("Create area A%1").arg(a + 1));
        }

        // Painted with the area brush: three bands of columns, side by side.
        QTest::mouseClick(inDock<QToolButton>("areaTool"), Qt::LeftButton);
        QCOMPARE(editor.brush().tool, EditorTool::AreaBrush);
        retype(inDock<QSpinBox>("brushSize"), QStringLiteral("2"));
        QCOMPARE(editor.brush().radius, 1);
        auto *areas = inDock<QListView>("editorAreas");
        const std::vector<std::vector<Hex>> strokes{{at(1, 1), at(1, 3), at(1, 5), at(1, 6)},
                                                    {at(4, 1), at(4, 3), at(4, 5), at(4, 6)},
                                                    {at(7, 1), at(7, 3), at(7, 5), at(7, 6)}};
        for (int a = 0; a < 3; ++a) {
            clickRow(areas, a + 1); // row 0 is "no area"
            QCOMPARE(editor.brush().area, a);
            const World was = world();
            const QByteArray before = writeCampaignJson(campaign());
            drag(strokes[static_cast<size_t>(a)]);
            for (const Hex &h : strokes[static_cast<size_t>(a)])
                QCOMPARE(world().areaAt(h), a);
            QVERIFY(!sameMap(world(), was));
            int painted = 0; // one step for the whole stroke, however many hexes it covered
            for (size_t i = 0; i < world().hexArea.size(); ++i)
                painted += world().hexArea[i] != was.hexArea[i];
            undoAndRedo(before, QStringLiteral("Paint %1 hexes into A%2").arg(painted).arg(a + 1));
            QVERIFY2(editor.lastRefusal().isEmpty(), qPrintable(editor.lastRefusal()));
        }
        QVERIFY(world().adjacent(0, 1));
        QVERIFY(world().adjacent(1, 2));
        QVERIFY(!world().adjacent(0, 2));
        QStringList problems;
        for (const WorldProblem &p : checkWorld(world()))
            problems << p.message;
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

        // Done drawing: View > Edit Map off, clicks on the map select again.
        action("editMapAction")->trigger();
        QVERIFY(!editor.editing());

        // Kingdoms > Edit Kingdoms: two kingdoms, named, with ids and starting BPs.
        action("editKingdomsAction")->trigger();
        KingdomsEditor *kingdoms = m_window->setupConsole()->kingdomsEditor();
        QVERIFY(kingdoms && kingdoms->isVisible());
        const QStringList names{QStringLiteral("Westmarch"), QStringLiteral("Eastmarch")};
        const QStringList ids{QStringLiteral("WST"), QStringLiteral("EST")};
        for (int k = 0; k < 2; ++k) {
            QByteArray before = writeCampaignJson(campaign());
            QTest::mouseClick(kingdoms->addButton(), Qt::LeftButton);
            QCOMPARE(campaign().kingdoms.size(), size_t(k + 1));
            QCOMPARE(kingdoms->currentKingdom(), k);
            undoAndRedo(before, QStringLiteral("Add the kingdom New kingdom 1"));
            clickRow(kingdoms->list(), k);
            QCOMPARE(kingdoms->currentKingdom(), k);

            before = writeCampaignJson(campaign());
            type(kingdoms->nameEdit(), names[k]);
            QCOMPARE(campaign().kingdoms[static_cast<size_t>(k)].name, names[k]);
            undoAndRedo(before, QStringLiteral("Set the name of New kingdom 1 to ") + names[k]);

            clickRow(kingdoms->list(), k);
            before = writeCampaignJson(campaign());
            type(kingdoms->idEdit(), ids[k]);
            QCOMPARE(campaign().kingdoms[static_cast<size_t>(k)].id, ids[k]);
            undoAndRedo(before, QStringLiteral("Set the id of %1 to %2").arg(names[k], ids[k]));

            clickRow(kingdoms->list(), k);
            before = writeCampaignJson(campaign());
            retype(kingdoms->bpBox(), QStringLiteral("10")); // taken on Enter, not per digit
            QTest::keyClick(kingdoms->bpBox(), Qt::Key_Return);
            QCOMPARE(campaign().current().state.kingdoms[static_cast<size_t>(k)].bp, 10);
            QVERIFY(kingdoms->isVisible());
            undoAndRedo(before, QStringLiteral("Set the starting BPs of %1 to 10").arg(names[k]));
        }
        QVERIFY2(kingdoms->problemLabel()->text().isEmpty(),
                 qPrintable(kingdoms->problemLabel()->text()));
        kingdoms->close();

        // The inspector gives Westmarch A1 with 5 armies and Eastmarch A2 with 2; A3 stays free.
        const int holdings[2][2] = {{0, 5}, {1, 2}};
        for (int k = 0; k < 2; ++k) {
            const int area = holdings[k][0];
            test::clickArea(*m_window, area);
            QCOMPARE(document().selectedArea(), area);
            auto *owner = inInspector<QComboBox>("areaOwner");
            QCOMPARE(owner->itemText(k + 1), names[k]);
            QByteArray before = writeCampaignJson(campaign());
            owner->setFocus();
            // The combo's keyboard search, past the interval that joins the last one's letters.
            QTest::qWait(QApplication::keyboardInputInterval() + 50);
            QTest::keyClick(owner, names[k].front().toLatin1());
            QCOMPARE(owner->currentIndex(), k + 1);
            QCOMPARE(campaign().current().state.areas[static_cast<size_t>(area)].owner, k);
            undoAndRedo(before, QStringLiteral("Give Area %1 to %2").arg(area + 1).arg(names[k]));

            before = writeCampaignJson(campaign());
            retype(inInspector<QSpinBox>("areaArmies"), QString::number(holdings[k][1]));
            QCOMPARE(campaign().current().state.areas[static_cast<size_t>(area)].armies,
                     holdings[k][1]);
            undoAndRedo(
                before,
                QStringLiteral("Set armies in Area %1 to %2").arg(area + 1).arg(holdings[k][1]));
        }

        // Campaign > Start Campaign.
        {
            const QByteArray before = writeCampaignJson(campaign());
            QAction *start = action("startCampaignAction");
            QVERIFY(start->isEnabled());
            start->trigger();
            QVERIFY2(m_errors.isEmpty(), qPrintable(errors()));
            QVERIFY(campaign().started);
            undoAndRedo(before, QStringLiteral("Start the campaign"));
            QVERIFY(campaign().started);
            QVERIFY(!action("editMapAction")->isEnabled()); // the map is fixed now
            QVERIFY(action("resolveTurnAction")->isEnabled());
        }

        // File > Save As, through its dialog.
        const QString file = m_dir.filePath(QStringLiteral("three-shires.muster"));
        bool saveShown = false;
        answerFileDialog(this, &saveShown, file);
        actionText(MainWindow::tr("Save &As..."))->trigger();
        QVERIFY(saveShown);
        QVERIFY2(m_errors.isEmpty(), qPrintable(errors()));
        QCOMPARE(document().filePath(), file);
        QVERIFY(!document().hasUnsavedChanges());
        const QByteArray saved = writeCampaignJson(campaign(), HistoryMode::Include);
        const World savedWorld = world();
        QCOMPARE(writeCampaignJson(test::storedCampaign(file)), saved);

        // Closed, and opened in a fresh window with File > Open.
        QVERIFY(m_window->close());
        m_window.reset();
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        bool openShown = false;
        answerFileDialog(this, &openShown, file);
        actionText(MainWindow::tr("&Open..."))->trigger();
        QVERIFY(openShown);
        QVERIFY2(m_errors.isEmpty(), qPrintable(errors()));
        QCOMPARE(document().filePath(), file);
        QCOMPARE(writeCampaignJson(campaign()), saved);
        QVERIFY(sameMap(world(), savedWorld));
        QCOMPARE(world().areas.size(), size_t(3));
        QVERIFY(world().adjacent(0, 1) && world().adjacent(1, 2) && !world().adjacent(0, 2));
        QVERIFY(campaign().started);
        QCOMPARE(campaign().kingdoms.size(), size_t(2));
        for (int k = 0; k < 2; ++k) {
            QCOMPARE(campaign().kingdoms[static_cast<size_t>(k)].name, names[k]);
            QCOMPARE(campaign().kingdoms[static_cast<size_t>(k)].id, ids[k]);
            const AreaState &held =
                campaign().current().state.areas[static_cast<size_t>(holdings[k][0])];
            QCOMPARE(held.owner, k);
            QCOMPARE(held.armies, holdings[k][1]);
        }
        QCOMPARE(campaign().current().state.areas[2].owner, -1);
        QCOMPARE(campaign().current().number, 1);
        QVERIFY(!action("editMapAction")->isEnabled());

        // Westmarch's order, typed in the orders dock: an assault from A1 on Eastmarch's A2.
        TurnConsole &console = *m_window->turnConsole();
        clickRow(console.kingdoms()->table(), 0);
        QCOMPARE(console.orders()->kingdom(), 0);
        auto *entry = console.orders()->findChild<QLineEdit *>(QStringLiteral("orderEntry"));
        QVERIFY(entry && entry->isEnabled());
        {
            const QByteArray before = writeCampaignJson(campaign());
            type(entry, QStringLiteral("1 ASSAULT 4 A1 A2"));
            QVERIFY(entry->text().isEmpty());
            QTableWidget *orders = console.orders()->table();
            QCOMPARE(orders->rowCount(), 1);
            QCOMPARE(orders->item(0, OrdersDock::CheckColumn)->text(), QStringLiteral("ok"));
            QCOMPARE(orders->item(0, OrdersDock::BpColumn)->text(), QStringLiteral("8")); // A3.1
            QCOMPARE(campaign().current().orders[0],
                     QStringList{QStringLiteral("1 ASSAULT 4 A1 A2")});
            undoAndRedo(before, QStringLiteral("Add order 1 ASSAULT 4 A1 A2"));
            QCOMPARE(test::storedCampaign(file).current().orders[0],
                     campaign().current().orders[0]);
        }

        // Turn > Resolve Turn (F5), waited for as the console tests do.
        QAction *resolve = action("resolveTurnAction");
        QCOMPARE(resolve->shortcut(), QKeySequence(Qt::Key_F5));
        QVERIFY(resolve->isEnabled());
        {
            // The other kingdom sent no orders: F5 says so, and the GM resolves as it is.
            const test::Answering resolveAnyway(0);
            resolve->trigger();
            QCOMPARE(resolveAnyway.asked, 1);
        }
        QTRY_COMPARE_WITH_TIMEOUT(campaign().turns.size(), size_t{2}, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!console.resolver()->isRunning(), 20000);
        QVERIFY2(m_errors.isEmpty(), qPrintable(errors()));
        QCOMPARE(campaign().current().number, 2);
        QVERIFY(campaign().turns[0].resolved);
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Resolve turn 1"));
        QCOMPARE(test::turnsInFile(file), size_t{2});

        // The log has the battle of Westmarch's assault on A2.
        const TurnLog &log = campaign().turns[0].log;
        int battle = -1;
        for (size_t i = 0; i < log.size() && battle < 0; ++i)
            if (const auto *started = log.get<log::BattleStarted>(i))
                if (started->area.index == 1 && started->from.index == 0 &&
                    started->kingdom.index == 0 && started->defender.index == 1) {
                    QCOMPARE(started->verb, ActionKind::Assault);
                    QCOMPARE(started->attackers, 4);
                    battle = static_cast<int>(i);
                }
        QVERIFY2(battle >= 0, "the assault's battle is in turn 1's log");
        QVERIFY(console.log()->list()->model()->rowCount() > battle);
        QVERIFY2(console.log()->rowText(battle).contains(QStringLiteral("A2")),
                 qPrintable(console.log()->rowText(battle)));
        QVERIFY(console.battles()->list()->count() >= 1);
    }
};

QTEST_MAIN(TestNewCampaign)
#include "tst_new_campaign.moc"
