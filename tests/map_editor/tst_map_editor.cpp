// The map editor (ui/console/editor) driven as a GM drives it: View > Edit Map, the dock's buttons
// and fields, presses, moves and releases on the map view (points from the map geometry through the
// view's mapping). Every edit is one undo step; a refused one says why in checkWorld's words and
// changes nothing.
#include "ConsoleTestWindow.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/editor/AreaListPanel.h"
#include "console/editor/EditorDock.h"
#include "console/editor/MapEditor.h"
#include "console/editor/ProblemsPanel.h"
#include "console/map/MapView.h"
#include "edit/PathEdit.h"
#include "edit/SameMap.h"
#include "model/WorldCheck.h"
#include "operations/SetAreaState.h"
#include "setup/BlankCampaign.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace muster;

namespace {
Hex at(int col, int row)
{
    return hexFromOffset({col, row});
}

/// Makes `row` of the editor's areas list the current one, as a click on it does.
void chooseRow(QListView *list, int row)
{
    list->setCurrentIndex(list->model()->index(row, 0));
}
} // namespace

class TestMapEditor : public QObject
{
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;
    QStringList m_errors;
    QTemporaryDir m_dir;

    CampaignDocument &document() { return *m_window->document(); }
    const World &world() { return document().campaign().world; }
    MapEditor &editor() { return *m_window->mapEditor(); }
    EditorDock &dock() { return *editor().dock(); }
    MapView &map() { return *m_window->mapView(); }
    template <typename T> T *child(const char *name)
    {
        T *w = dock().findChild<T *>(QLatin1String(name));
        if (!w)
            qFatal("no %s in the editor dock", name);
        return w;
    }
    QPoint pointOf(Hex h) { return map().viewportPosOfHex(h); }
    void click(Hex h) { QTest::mouseClick(map().viewport(), Qt::LeftButton, {}, pointOf(h)); }
    void drag(const std::vector<Hex> &hexes) { test::dragAcross(map(), hexes); }
    void tool(const char *name) { QTest::mouseClick(child<QToolButton>(name), Qt::LeftButton); }
    void typeInto(const char *name, const QString &text)
    {
        auto *edit = child<QLineEdit>(name);
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    void startOn(Campaign campaign)
    {
        document().setCampaign(std::move(campaign));
        map().zoomToFit();
        editor().editAction()->setChecked(true);
        QVERIFY(editor().editing());
        QVERIFY(dock().isVisible());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_window = test::showConsoleWindow(&m_errors);
        QVERIFY(m_window);
    }

    void cleanup() { editor().editAction()->setChecked(false); }

    // A 3-area map painted on an empty campaign: create the areas, paint them, set a terrain;
    // each step undone and redone; saved as .muster and reopened the same.
    void paintThreeAreasUndoRedoSaveReopen()
    {
        startOn(blankCampaign({RulesetKind::Area, QStringLiteral("Drawn"), 12, 8, 3}));
        QUndoStack *undo = document().undoStack();
        std::vector<World> after{world()};
        const auto step = [&] { after.push_back(world()); };

        auto *newArea = child<QPushButton>("newAreaButton");
        for (int i = 0; i < 3; ++i) {
            QTest::mouseClick(newArea, Qt::LeftButton);
            step();
        }
        QCOMPARE(world().areas.size(), size_t(3));
        QCOMPARE(document().campaign().current().state.areas.size(), size_t(3));
        typeInto("areaName", QStringLiteral("Eastmarch")); // the third, chosen when created
        step();
        QCOMPARE(world().areas[2].name, QStringLiteral("Eastmarch"));

        tool("areaTool");
        child<QSpinBox>("brushSize")->setValue(2);
        auto *areas = child<QListView>("editorAreas");
        const std::vector<std::vector<Hex>> strokes{
            {at(1, 1), at(2, 2), at(1, 3), at(2, 5), at(1, 6)},
            {at(5, 1), at(5, 3), at(5, 6)},
            {at(9, 1), at(9, 3), at(9, 6)}};
        for (int a = 0; a < 3; ++a) {
            chooseRow(areas, a + 1);
            QCOMPARE(editor().brush().area, a);
            drag(strokes[static_cast<size_t>(a)]);
            step();
            QCOMPARE(world().areaAt(strokes[static_cast<size_t>(a)].back()), a);
        }
        QVERIFY(world().adjacent(0, 1));
        // A click paints one brush: a hex between the last two areas' strokes.
        child<QSpinBox>("brushSize")->setValue(1);
        chooseRow(areas, 2);
        std::optional<Hex> empty;
        for (int i = 0; i < world().hexCount() && !empty; ++i)
            if (world().hexArea[static_cast<size_t>(i)] < 0)
                empty = world().hexAt(i);
        QVERIFY(empty);
        click(*empty);
        step();
        QCOMPARE(world().areaAt(*empty), 1);

        chooseRow(areas, 3);
        auto *terrain = child<QComboBox>("areaTerrain");
        terrain->setCurrentIndex(static_cast<int>(AreaTerrain::Forest));
        emit terrain->activated(terrain->currentIndex());
        step();
        QCOMPARE(world().areas[2].terrain, AreaTerrain::Forest);

        // One undo step per edit, each undone and redone exactly.
        QCOMPARE(undo->count(), static_cast<int>(after.size()) - 1);
        for (int i = undo->count(); i > 0; --i) {
            undo->undo();
            QVERIFY2(sameMap(world(), after[static_cast<size_t>(i - 1)]),
                     qPrintable(undo->text(i - 1)));
            QCOMPARE(document().campaign().current().state.areas.size(),
                     after[static_cast<size_t>(i - 1)].areas.size());
        }
        for (int i = 1; i <= static_cast<int>(after.size()) - 1; ++i) {
            undo->redo();
            QVERIFY(sameMap(world(), after[static_cast<size_t>(i)]));
        }

        const QString file = m_dir.filePath(QStringLiteral("drawn.muster"));
        QVERIFY(m_window->saveAs(file));
        const World saved = world();
        QVERIFY2(m_window->openFile(file), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QVERIFY(sameMap(world(), saved));
        QCOMPARE(world().areas[2].name, QStringLiteral("Eastmarch"));
        QVERIFY(m_errors.isEmpty());
    }

    // A bad edit is refused with the validator's message and changes nothing.
    void badEditsAreRefusedInTheValidatorsWords()
    {
        startOn(blankCampaign({RulesetKind::Area, QStringLiteral("Refusals"), 8, 6, 3}));
        auto *newArea = child<QPushButton>("newAreaButton");
        QTest::mouseClick(newArea, Qt::LeftButton);
        QTest::mouseClick(newArea, Qt::LeftButton);
        const World before = world();
        const int steps = document().undoStack()->count();
        typeInto("areaCode", QStringLiteral("A1")); // the second area takes the first's code
        QCOMPARE(editor().lastRefusal(), QStringLiteral("area code \"A1\" is used twice"));
        QCOMPARE(child<QLineEdit>("areaCode")->text(), QStringLiteral("A2"));
        typeInto("areaCode", QStringLiteral("no spaces"));
        QCOMPARE(editor().lastRefusal(),
                 QStringLiteral("area code \"no spaces\" must be 1-12 letters, digits, - or _"));
        QVERIFY(sameMap(world(), before));
        QCOMPARE(document().undoStack()->count(), steps);
        QVERIFY(!editor().apply(QStringLiteral("jump"), [](World &w, TurnState &) {
            QString why = addPath(w, PathKind::Road, {at(0, 0), at(1, 0)});
            return why.isEmpty() ? extendPath(w, PathKind::Road, 0, at(4, 0)) : why;
        }));
        QCOMPARE(editor().lastRefusal(),
                 QStringLiteral("hex 4,0 does not border the previous hex 1,0"));
        QVERIFY(sameMap(world(), before));
        QVERIFY(child<QLabel>("editorMessage")->text().contains(QStringLiteral("does not border")));
    }

    // The problems list shows checkWorld's messages as the GM paints, and selects their place.
    void problemsFollowTheEdits()
    {
        startOn(blankCampaign({RulesetKind::Area, QStringLiteral("Problems"), 8, 6, 3}));
        QListWidget *problems = editor().problems()->list();
        QCOMPARE(problems->count(), 0);
        QTest::mouseClick(child<QPushButton>("newAreaButton"), Qt::LeftButton);
        QCOMPARE(problems->item(0)->text(),
                 QStringLiteral("area \"A1\" has no hexes on the area map"));
        tool("areaTool");
        click(at(1, 1));
        QCOMPARE(problems->count(), 0);
        click(at(6, 4)); // a second piece of the same area
        QCOMPARE(problems->count(), 1);
        QCOMPARE(
            problems->item(0)->text(),
            QStringLiteral("area \"A1\" is in pieces: hex 6,4 is not joined to hex 1,1 (A1.1)"));
        document().select(-1, std::nullopt);
        editor().problems()->showProblem(0);
        QCOMPARE(document().selectedArea(), 0);
        QCOMPARE(document().selectedHex(), std::optional<Hex>(at(6, 4)));
        // A city needs its hinterland; choosing it in the form clears the problem.
        QTest::mouseClick(child<QPushButton>("newAreaButton"), Qt::LeftButton);
        chooseRow(child<QListView>("editorAreas"), 2);
        click(at(2, 1));
        auto *terrain = child<QComboBox>("areaTerrain");
        terrain->setCurrentIndex(static_cast<int>(AreaTerrain::City));
        emit terrain->activated(terrain->currentIndex());
        QVERIFY(problems
                    ->findItems(QStringLiteral("city \"A2\" needs a hinterland (A1.1)"),
                                Qt::MatchExactly)
                    .size() == 1);
        auto *hinterland = child<QComboBox>("areaHinterland");
        hinterland->setCurrentIndex(hinterland->findData(0));
        emit hinterland->activated(hinterland->currentIndex());
        QCOMPARE(world().areas[1].hinterland, 0);
        QCOMPARE(problems->count(), 1); // only the piece left
    }

    // Roads and rivers drawn hex by hex, links and blocks between clicked areas, strongholds.
    void roadsLinksAndStrongholds()
    {
        Campaign c = blankCampaign({RulesetKind::Hex, QStringLiteral("Hexes"), 14, 10, 3});
        c.kingdoms.push_back({QStringLiteral("RED"),
                              QStringLiteral("Red"),
                              QStringLiteral("Red"),
                              QStringLiteral("#c0392b"),
                              {},
                              {},
                              {}});
        c.current().state.kingdoms.resize(1);
        startOn(std::move(c));
        tool("terrainTool");
        auto *palette = child<QComboBox>("terrainPalette");
        palette->setCurrentIndex(palette->findData(static_cast<int>(HexTerrain::Woods)));
        drag({at(2, 2), at(3, 2), at(4, 2)});
        QCOMPARE(world().terrainAt(at(3, 2)), HexTerrain::Woods);
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Paint 3 hexes woods"));

        tool("roadTool");
        drag({at(1, 5), at(2, 5), at(3, 5), at(4, 5)});
        QCOMPARE(world().roads.size(), size_t(1));
        QCOMPARE(world().roads[0].hexes.size(), size_t(4));
        drag({at(4, 5), at(5, 5), at(6, 5)}); // from its end: the same road, longer
        QCOMPARE(world().roads.size(), size_t(1));
        QCOMPARE(world().roads[0].hexes.size(), size_t(6));
        QCOMPARE(checkWorld(world()).size(), size_t(0));
        // A road along one row is straight: its bounds still have a height, so it is drawn.
        QVERIFY(!map().renderer()->geometry().roads()[0].bounds.isEmpty());
        tool("riverTool");
        drag({at(8, 1), at(8, 2), at(8, 3)});
        QCOMPARE(world().rivers.size(), size_t(1));
        QVERIFY(world().rivers[0].navigable);
        click(at(8, 2));
        QVERIFY(!world().rivers[0].navigable);

        tool("strongholdTool");
        auto *owner = child<QComboBox>("strongholdOwner");
        owner->setCurrentIndex(owner->findData(0));
        click(at(10, 7));
        QCOMPARE(world().strongholds.size(), size_t(1));
        QCOMPARE(world().strongholds[0].owner, 0);
        drag({at(10, 7), at(11, 7), at(12, 7)});
        QCOMPARE(world().strongholds[0].hex, at(12, 7));
        QVERIFY(m_errors.isEmpty());
    }

    void linksAndBlocksBetweenClickedAreas()
    {
        startOn(blankCampaign({RulesetKind::Area, QStringLiteral("Joins"), 10, 6, 3}));
        auto *newArea = child<QPushButton>("newAreaButton");
        auto *areas = child<QListView>("editorAreas");
        tool("areaTool");
        for (int a = 0; a < 3; ++a) {
            QTest::mouseClick(newArea, Qt::LeftButton);
            chooseRow(areas, a + 1);
            click(at(a == 2 ? 8 : a + 1, 2)); // the third stands apart
        }
        QVERIFY(world().adjacent(0, 1));
        QVERIFY(!world().adjacent(0, 2));
        tool("linkTool");
        click(at(1, 2));
        click(at(8, 2));
        QVERIFY(world().adjacent(0, 2));
        tool("blockTool");
        click(at(1, 2));
        click(at(2, 2));
        QVERIFY(!world().adjacent(0, 1));
        QCOMPARE(document().undoStack()->undoText(), QStringLiteral("Block A1 from A2"));
        document().undoStack()->undo();
        QVERIFY(world().adjacent(0, 1));
    }

    // An edit that would leave a state the campaign's readers refuse (population at sea, a
    // retreat location no longer adjacent, A1.2 and A7.1; an army on water, H1.2) is refused in
    // their words: saved, the campaign would not open again. No undo step, no redo step lost.
    void editsLeavingAStateTheReadersRefuseAreRefused()
    {
        startOn(blankCampaign({RulesetKind::Area, QStringLiteral("States"), 8, 6, 3}));
        auto *newArea = child<QPushButton>("newAreaButton");
        auto *areas = child<QListView>("editorAreas");
        tool("areaTool");
        for (int a = 0; a < 2; ++a) {
            QTest::mouseClick(newArea, Qt::LeftButton);
            chooseRow(areas, a + 1);
            click(at(a + 1, 2));
        }
        click(at(2, 3)); // a step to undo, so that a redo step waits
        document().undoStack()->undo();
        QVERIFY(world().adjacent(0, 1));
        AreaState held = document().campaign().current().state.areas[0];
        held.population = 3;
        held.mode = DefenceMode::Retreat;
        held.modeArea = 1;
        QVERIFY(document().apply([&](Campaign &c) { return setAreaState(c, 0, held); }).ok());
        const World before = world();
        const int steps = document().undoStack()->count();

        chooseRow(areas, 1);
        auto *terrain = child<QComboBox>("areaTerrain");
        terrain->setCurrentIndex(static_cast<int>(AreaTerrain::Sea));
        emit terrain->activated(terrain->currentIndex());
        QCOMPARE(editor().lastRefusal(),
                 QStringLiteral("A1 population: a sea area has no population or forts (A1.2)"));
        tool("blockTool");
        click(at(1, 2));
        click(at(2, 2));
        QCOMPARE(editor().lastRefusal(),
                 QStringLiteral("A1 location: \"A2\" is not adjacent to \"A1\" (A7.1)"));
        QVERIFY(sameMap(world(), before));
        QCOMPARE(document().campaign().current().state.areas[0], held);
        QCOMPARE(document().undoStack()->count(), steps);
        QVERIFY(document().undoStack()->canRedo());

        const QString file = m_dir.filePath(QStringLiteral("states.muster"));
        QVERIFY(m_window->saveAs(file));
        QVERIFY2(m_window->openFile(file), qPrintable(m_errors.join(QLatin1Char('\n'))));
        QCOMPARE(document().campaign().current().state.areas[0], held);

        Campaign hex = blankCampaign({RulesetKind::Hex, QStringLiteral("Army"), 8, 6, 3});
        HexArmy army;
        army.id = QStringLiteral("A1");
        army.hex = at(3, 3);
        army.leader = {QStringLiteral("Oswald"), 1};
        const UnitType &type = hex.ruleset.unitTypes.front();
        army.units.push_back({type.name, false, type.hp});
        hex.current().state.armies.push_back(army);
        startOn(std::move(hex));
        tool("terrainTool");
        auto *palette = child<QComboBox>("terrainPalette");
        palette->setCurrentIndex(palette->findData(static_cast<int>(HexTerrain::Water)));
        child<QSpinBox>("brushSize")->setValue(1);
        click(at(3, 3));
        QVERIFY2(editor().lastRefusal().endsWith(
                     QStringLiteral("hex 3,3 is water; armies march on land")),
                 qPrintable(editor().lastRefusal()));
        QCOMPARE(world().terrainAt(at(3, 3)), HexTerrain::Clear);
        click(at(6, 1)); // no army there
        QCOMPARE(world().terrainAt(at(6, 1)), HexTerrain::Water);
        QVERIFY(m_errors.isEmpty());
    }

    // R1, R2: turns are resolved and replay on the map a campaign started with, so the editor
    // is offered only while the campaign is set up.
    void offeredOnlyInSetup()
    {
        Campaign c = blankCampaign({RulesetKind::Area, QStringLiteral("Played"), 6, 4, 3});
        c.started = true;
        document().setCampaign(std::move(c));
        QVERIFY(!editor().editAction()->isEnabled());
        QVERIFY(editor().editAction()->toolTip().contains(QStringLiteral("started")));
        editor().editAction()->setChecked(true);
        QVERIFY(!editor().editing());
        document().setCampaign(blankCampaign({RulesetKind::Area, QStringLiteral("New"), 6, 4, 3}));
        QVERIFY(editor().editAction()->isEnabled());
    }

    // Painting stays interactive on a 256 x 256 map: a stroke is drawn over the view while the
    // pointer moves, and its one commit rebuilds the map once.
    void strokeOnABigMap()
    {
        startOn(blankCampaign({RulesetKind::Hex, QStringLiteral("Big"), 256, 256, 3}));
        map().zoomBy(8);
        map().centerOn(map().mapToScene(pointOf(at(128, 128))));
        tool("terrainTool");
        auto *palette = child<QComboBox>("terrainPalette");
        palette->setCurrentIndex(palette->findData(static_cast<int>(HexTerrain::Grass)));
        child<QSpinBox>("brushSize")->setValue(3);
        QWidget *viewport = map().viewport();
        std::vector<Hex> hexes;
        for (int col = 120; col <= 136; ++col)
            hexes.push_back(at(col, 128));
        QElapsedTimer moves;
        QTest::mousePress(viewport, Qt::LeftButton, {}, pointOf(hexes.front()));
        moves.start();
        for (size_t i = 1; i < hexes.size(); ++i)
            QTest::mouseMove(viewport, pointOf(hexes[i]));
        const double perMove =
            static_cast<double>(moves.nsecsElapsed()) / 1e6 / static_cast<double>(hexes.size() - 1);
        QElapsedTimer commit;
        commit.start();
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, pointOf(hexes.back()));
        const double commitMs = static_cast<double>(commit.nsecsElapsed()) / 1e6;
        QElapsedTimer rebuild;
        rebuild.start();
        map().setCampaign(&document().campaign()); // the reference: one rebuild of the map
        const double rebuildMs = static_cast<double>(rebuild.nsecsElapsed()) / 1e6;
        qInfo("256x256 stroke: %.2f ms per move, commit %.1f ms = %.2fx one map rebuild (%.1f ms)",
              perMove, commitMs, commitMs / rebuildMs, rebuildMs);
        QCOMPARE(world().terrainAt(at(128, 128)), HexTerrain::Grass);
        QCOMPARE(document().undoStack()->count(), 1);
        QVERIFY2(perMove < 50, "a move of the stroke must not rebuild the map");
    }
};

QTEST_MAIN(TestMapEditor)
#include "tst_map_editor.moc"
