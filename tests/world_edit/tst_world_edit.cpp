// checkWorld, the one list of what a world can get wrong (RULES A1.1, H1.1), and every map edit
// operation of core/edit/: each either changes the world (and the turn state with it) or refuses
// with the validator's message and changes nothing.
#include "edit/AreaEdit.h"
#include "edit/HexBrush.h"
#include "edit/PathEdit.h"
#include "edit/StrongholdEdit.h"
#include "io/CampaignJson.h"
#include "model/TurnState.h"
#include "model/World.h"
#include "model/WorldCheck.h"
#include "setup/BlankCampaign.h"
#include "setup/CampaignStart.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace muster;

namespace {
/// A 6 x 4 map: the west half (columns 0-2) plains "WST", the east half forest "EST".
World twoAreas()
{
    World w;
    w.columns = 6;
    w.rows = 4;
    w.areas = {{QStringLiteral("WST"), QStringLiteral("West"), AreaTerrain::Plains, -1, {}},
               {QStringLiteral("EST"), QStringLiteral("East"), AreaTerrain::Forest, -1, {}}};
    w.hexArea.assign(static_cast<size_t>(w.hexCount()), 0);
    for (int row = 0; row < w.rows; ++row)
        for (int col = 3; col < w.columns; ++col)
            w.hexArea[static_cast<size_t>(row * w.columns + col)] = 1;
    w.rebuild();
    return w;
}

Hex at(int col, int row)
{
    return hexFromOffset({col, row});
}

QStringList messages(const World &w)
{
    QStringList out;
    for (const WorldProblem &p : checkWorld(w))
        out << p.message;
    return out;
}

/// The hexes of `area` on the grid, in row-major order, a hex at a time.
std::vector<Hex> gridHexes(const World &w, int area)
{
    std::vector<Hex> out;
    for (int i = 0; i < w.hexCount(); ++i)
        if (w.areaAt(w.hexAt(i)) == area)
            out.push_back(w.hexAt(i));
    return out;
}

/// detachedHexes as a flood over single hexes finds them: per area, the first hex in row-major
/// order not joined to the area's first hex.
std::vector<std::optional<Hex>> floodedDetachedHexes(const World &w)
{
    std::vector<std::optional<Hex>> out(w.areas.size());
    for (size_t a = 0; a < w.areas.size(); ++a) {
        const std::vector<Hex> hexes = gridHexes(w, static_cast<int>(a));
        if (hexes.empty())
            continue;
        QSet<Hex> joined{hexes.front()};
        std::vector<Hex> frontier{hexes.front()};
        while (!frontier.empty()) {
            const Hex h = frontier.back();
            frontier.pop_back();
            for (const Hex n : hexNeighbours(h))
                if (w.contains(n) && w.areaAt(n) == static_cast<int>(a) && !joined.contains(n)) {
                    joined.insert(n);
                    frontier.push_back(n);
                }
        }
        for (const Hex h : hexes) // in row-major order
            if (!joined.contains(h)) {
                out[a] = h;
                break;
            }
    }
    return out;
}

TurnState stateFor(const World &w)
{
    TurnState s;
    s.areas.resize(w.areas.size());
    return s;
}
} // namespace

class TestWorldEdit : public QObject
{
    Q_OBJECT

private slots:
    void wellFormedWorldHasNoProblems() { QCOMPARE(messages(twoAreas()), QStringList()); }

    // A1.1: an area is one place; a land area in two pieces borders what it does not touch.
    void A1_1_landAreaInTwoPiecesIsAProblem()
    {
        World w = twoAreas();
        w.hexArea[static_cast<size_t>(w.indexOf(at(5, 3)))] = 0; // a stray west hex in the east
        w.rebuild();
        const std::vector<WorldProblem> problems = checkWorld(w);
        QCOMPARE(problems.size(), size_t(1));
        QCOMPARE(problems[0].issue, WorldIssue::AreaInPieces);
        QCOMPARE(
            problems[0].message,
            QStringLiteral("area \"WST\" is in pieces: hex 5,3 is not joined to hex 0,0 (A1.1)"));
        QCOMPARE(problems[0].place.index, 0);
        QCOMPARE(problems[0].place.hex, std::optional<Hex>(at(5, 3)));
    }

    // A1.1: the pieces are found from the rows' stretches of one area; here against a flood of
    // the hexes one by one, on maps of every width parity, ragged areas and hexes of no area.
    void A1_1_piecesAreThoseOfAFloodHexByHex()
    {
        std::uint32_t seed = 12345;
        const auto next = [&seed](std::uint32_t bound) {
            seed = seed * 1664525u + 1013904223u;
            return (seed >> 8) % bound;
        };
        int inPieces = 0;
        for (int trial = 0; trial < 300; ++trial) {
            World w;
            w.columns = 1 + static_cast<int>(next(17));
            w.rows = 1 + static_cast<int>(next(13));
            const int areas = 1 + static_cast<int>(next(4));
            for (int a = 0; a < areas; ++a)
                w.areas.push_back({QStringLiteral("A%1").arg(a),
                                   QStringLiteral("A"),
                                   AreaTerrain::Plains,
                                   -1,
                                   {}});
            w.hexArea.resize(static_cast<size_t>(w.hexCount()));
            for (size_t i = 0; i < w.hexArea.size(); ++i) // mostly like the hex before
                w.hexArea[i] = i > 0 && next(3) != 0 ? w.hexArea[i - 1]
                                                     : static_cast<int>(next(areas + 1)) - 1;
            w.rebuild();
            for (int a = 0; a < areas; ++a) { // each area's runs give its hexes one by one
                const AreaHexes &hexes = w.areas[static_cast<size_t>(a)].hexes;
                const std::vector<Hex> expected = gridHexes(w, a);
                QCOMPARE(std::vector<Hex>(hexes.begin(), hexes.end()), expected);
                QCOMPARE(hexes.size(), expected.size());
                if (!expected.empty())
                    QCOMPARE(hexes.front(), expected.front());
            }
            const std::vector<std::optional<Hex>> detached = detachedHexes(w);
            inPieces += static_cast<int>(std::count_if(
                detached.begin(), detached.end(), [](const auto &h) { return h.has_value(); }));
            QVERIFY2(
                detached == floodedDetachedHexes(w),
                qPrintable(
                    QStringLiteral("trial %1: %2 x %3").arg(trial).arg(w.columns).arg(w.rows)));
        }
        QVERIFY2(inPieces > 100, qPrintable(QString::number(inPieces))); // areas are cut up
    }

    void A1_1_seaAreaMayLieInPieces()
    {
        World w = twoAreas();
        w.areas[0].terrain = AreaTerrain::Sea;
        w.hexArea[static_cast<size_t>(w.indexOf(at(5, 3)))] = 0;
        w.rebuild();
        QCOMPARE(messages(w), QStringList());
    }

    void A1_1_cityNeedsAnAdjacentLandHinterland()
    {
        World w = twoAreas();
        w.areas[1].terrain = AreaTerrain::City;
        w.rebuild();
        QCOMPARE(messages(w),
                 QStringList{QStringLiteral("city \"EST\" needs a hinterland (A1.1)")});
        w.areas[1].hinterland = 0;
        QCOMPARE(messages(w), QStringList());
        w.blocks.push_back({0, 1, {}});
        w.rebuild();
        QCOMPARE(messages(w),
                 QStringList{QStringLiteral(
                     "city \"EST\" is not adjacent to its hinterland \"WST\" (A1.1)")});
    }

    void roadThatJumpsIsAProblem()
    {
        World w = twoAreas();
        w.roads.push_back({{}, false, {at(0, 0), at(1, 0), at(3, 0)}});
        const std::vector<WorldProblem> problems = checkWorld(w);
        QCOMPARE(problems.size(), size_t(1));
        QCOMPARE(problems[0].message,
                 QStringLiteral("hex 3,0 does not border the previous hex 1,0"));
        QCOMPARE(problems[0].place.part, WorldPlace::Part::Road);
        QCOMPARE(problems[0].place.pathHex, 2);
    }

    void codesAndStrongholds()
    {
        World w = twoAreas();
        w.areas[1].code = QStringLiteral("WST");
        w.strongholds = {{QStringLiteral("A"), at(1, 1), -1, false},
                         {QStringLiteral("B"), at(1, 1), -1, false}};
        w.links.push_back({0, 0, {}});
        w.rebuild();
        QCOMPARE(messages(w), (QStringList{QStringLiteral("area code \"WST\" is used twice"),
                                           QStringLiteral("an area cannot be linked to itself"),
                                           QStringLiteral("two strongholds on hex 1,1")}));
        w.areas[1].code = QStringLiteral("E S");
        w.rebuild();
        QVERIFY(messages(w).contains(
            QStringLiteral("area code \"E S\" must be 1-12 letters, digits, - or _")));
    }

    // The JSON reader tells checkWorld's problems at their place in the file.
    void readerSaysAreaInPiecesAtItsPath()
    {
        Campaign c = blankCampaign({RulesetKind::Area, QStringLiteral("T"), 6, 4, 1});
        c.started = true; // in setup, a map still being drawn may have problems
        c.world = twoAreas();
        c.world.hexArea[static_cast<size_t>(c.world.indexOf(at(5, 3)))] = 0;
        c.world.rebuild();
        c.current().state = stateFor(c.world);
        Problems problems;
        QVERIFY(!readCampaignJson(writeCampaignJson(c), QStringLiteral("t.json"), problems));
        QCOMPARE(problems.size(), size_t(1));
        QCOMPARE(problems[0].where, QStringLiteral("world.areas[0]"));
        QVERIFY(problems[0].message.contains(QStringLiteral("is in pieces")));
    }

    // A campaign in setup keeps a map still being drawn (every edit is saved at once): its JSON
    // reads back, and Start Campaign names what is wrong with the map.
    void aMapBeingDrawnReadsBackInSetupAndBlocksTheStart()
    {
        Campaign c = blankCampaign({RulesetKind::Area, QStringLiteral("T"), 6, 4, 1});
        c.world = twoAreas();
        c.world.hexArea[static_cast<size_t>(c.world.indexOf(at(5, 3)))] = 0;
        c.world.rebuild();
        c.current().state = stateFor(c.world);
        Problems problems;
        const auto read =
            readCampaignJson(writeCampaignJson(c), QStringLiteral("t.json"), problems);
        QVERIFY2(read, qPrintable(problems.toString()));
        QVERIFY(!read->started);
        const Problems toStart = startProblems(*read);
        QVERIFY(std::any_of(toStart.items().begin(), toStart.items().end(), [](const Problem &p) {
            return p.where == QLatin1String("world.areas[0]") &&
                   p.message.contains(QLatin1String("is in pieces"));
        }));
    }

    void brushAndFills()
    {
        const World w = twoAreas();
        QCOMPARE(brushHexes(w, at(2, 2), 0).size(), size_t(1));
        QCOMPARE(brushHexes(w, at(2, 2), 1).size(), size_t(7));
        QCOMPARE(brushHexes(w, at(0, 0), 1).size(), size_t(3)); // clipped at the corner
        QCOMPARE(areaFill(w, at(0, 0)).size(), size_t(12));
        QCOMPARE(terrainFill(w, at(4, 1)).size(), size_t(12)); // forest from the area's terrain
    }

    void paintTerrainAndArea()
    {
        World w = twoAreas();
        QVERIFY(w.terrain.empty());
        QCOMPARE(paintTerrain(w, brushHexes(w, at(1, 1), 0), HexTerrain::Hills), 1);
        QCOMPARE(w.terrainAt(at(1, 1)), HexTerrain::Hills);
        QCOMPARE(w.terrainAt(at(4, 1)), HexTerrain::Woods); // the rest as it was drawn
        QCOMPARE(paintTerrain(w, {at(1, 1)}, HexTerrain::Hills), 0);

        QCOMPARE(paintArea(w, {at(3, 0), at(3, 1)}, 0), 2);
        QCOMPARE(w.areaAt(at(3, 1)), 0);
        QCOMPARE(w.areas[0].hexes.size(), size_t(14));
        QCOMPARE(paintArea(w, {at(0, 0)}, -1), 1);
        QCOMPARE(w.areaAt(at(0, 0)), -1);
        QCOMPARE(paintArea(w, {at(0, 0)}, 7), 0); // no such area
    }

    // A world without areas keeps no grid of them (a hex map's 16.7 million hexes of none were
    // 67 MB), and every hex is in none all the same: read, filled, painted, checked. The grid
    // comes with the first area and goes with the last.
    void worldWithoutAreasKeepsNoAreaGrid()
    {
        Campaign c = blankCampaign({RulesetKind::Hex, QStringLiteral("H"), 30, 20, 5});
        Problems problems;
        const auto read =
            readCampaignJson(writeCampaignJson(c), QStringLiteral("h.json"), problems);
        QVERIFY2(read, qPrintable(problems.toString()));
        const World *const worlds[] = {&c.world, &read->world};
        for (const World *w : worlds) {
            QVERIFY(w->hexArea.empty());
            QCOMPARE(w->areaAt(at(29, 19)), -1);
            QCOMPARE(areaFill(*w, at(3, 3)).size(), size_t(600));
            QVERIFY(checkWorld(*w).empty());
        }
        World &w = c.world;
        TurnState &s = c.current().state;
        QCOMPARE(paintArea(w, {at(1, 1)}, -1), 0);
        QVERIFY(w.hexArea.empty());
        QCOMPARE(
            createArea(w, s, QStringLiteral("ONE"), QStringLiteral("One"), AreaTerrain::Plains),
            QString());
        QCOMPARE(w.hexArea, std::vector<int>(600, -1));
        QCOMPARE(paintArea(w, {at(1, 1), at(2, 1)}, 0), 2);
        QCOMPARE(w.areaAt(at(2, 1)), 0);
        QCOMPARE(w.areas[0].hexes.size(), size_t(2));
        QCOMPARE(deleteArea(w, s, 0), QString());
        QVERIFY(w.hexArea.empty());
        QCOMPARE(w.areaAt(at(2, 1)), -1);
    }

    void createRenameRecode()
    {
        World w = twoAreas();
        TurnState s = stateFor(w);
        QCOMPARE(
            createArea(w, s, QStringLiteral("WST"), QStringLiteral("Again"), AreaTerrain::Plains),
            QStringLiteral("area code \"WST\" is used twice"));
        QCOMPARE(createArea(w, s, QStringLiteral("a b"), QStringLiteral("X"), AreaTerrain::Plains),
                 QStringLiteral("area code \"a b\" must be 1-12 letters, digits, - or _"));
        QCOMPARE(createArea(w, s, QStringLiteral("NEW"), QStringLiteral(" "), AreaTerrain::Plains),
                 QStringLiteral("an area needs a name"));
        QCOMPARE(w.areas.size(), size_t(2));
        QCOMPARE(createArea(w, s, QStringLiteral("NEW"), QStringLiteral("New"), AreaTerrain::Sea),
                 QString());
        QCOMPARE(w.areas.size(), size_t(3));
        QCOMPARE(s.areas.size(), size_t(3));
        QCOMPARE(w.areaIndex(QStringLiteral("NEW")), 2);
        QCOMPARE(renameArea(w, 2, QStringLiteral("Narrow Sea")), QString());
        QCOMPARE(w.areas[2].name, QStringLiteral("Narrow Sea"));
        QCOMPARE(recodeArea(w, 2, QStringLiteral("EST")),
                 QStringLiteral("area code \"EST\" is used twice"));
        QCOMPARE(recodeArea(w, 2, QStringLiteral("NSE")), QString());
        QCOMPARE(w.areaIndex(QStringLiteral("NSE")), 2);
        QCOMPARE(recodeArea(w, 2, QStringLiteral("NSE")), QString()); // its own code again
    }

    // Deleting an area renumbers everything that refers to areas, in the world and the state.
    void deleteAreaRemapsWorldAndState()
    {
        World w = twoAreas();
        TurnState s = stateFor(w);
        QCOMPARE(createArea(w, s, QStringLiteral("CTY"), QStringLiteral("City"), AreaTerrain::City),
                 QString());
        QCOMPARE(paintArea(w, {at(5, 3)}, 2), 1);
        QCOMPARE(setHinterland(w, 2, 1), QString());
        w.links.push_back({0, 2, QStringLiteral("bridge")});
        w.blocks.push_back({0, 1, {}});
        w.rebuild();
        s.areas[2].owner = 0;
        s.areas[2].mode = DefenceMode::Ambush;
        s.areas[2].modeArea = 1;
        s.areas[1].mode = DefenceMode::Retreat;
        s.areas[1].modeArea = 0;

        QCOMPARE(deleteArea(w, s, 0), QString());
        QCOMPARE(w.areas.size(), size_t(2));
        QCOMPARE(w.areas[1].code, QStringLiteral("CTY"));
        QCOMPARE(w.areas[1].hinterland, 0); // EST moved from 1 to 0
        QCOMPARE(w.areaAt(at(0, 0)), -1);
        QCOMPARE(w.areaAt(at(4, 0)), 0);
        QCOMPARE(w.areaAt(at(5, 3)), 1);
        QVERIFY(w.links.empty()); // it joined the deleted area
        QVERIFY(w.blocks.empty());
        QCOMPARE(s.areas.size(), size_t(2));
        QCOMPARE(s.areas[1].owner, 0);
        QCOMPARE(s.areas[1].modeArea, 0);
        QCOMPARE(s.areas[1].mode, DefenceMode::Ambush);
        QCOMPARE(s.areas[0].modeArea, -1); // it retreated into the deleted area (A7.1)
        QCOMPARE(s.areas[0].mode, DefenceMode::Retreat);
        QCOMPARE(deleteArea(w, s, 5), QStringLiteral("there is no area 5"));
    }

    void hinterlandRefusalsUseTheValidatorsWords()
    {
        World w = twoAreas();
        QCOMPARE(setHinterland(w, 1, 0),
                 QStringLiteral("only a city has a hinterland; \"EST\" is forest"));
        QCOMPARE(setAreaTerrainOf(w, 1, AreaTerrain::City), QString());
        QCOMPARE(setAreaTerrainOf(w, 0, AreaTerrain::Sea), QString());
        QCOMPARE(setHinterland(w, 1, 0),
                 QStringLiteral("hinterland \"WST\" must be a land area other than a city"));
        QCOMPARE(setAreaTerrainOf(w, 0, AreaTerrain::Plains), QString());
        QCOMPARE(toggleJoin(w, AreaJoin::Block, 0, 1), QString());
        QCOMPARE(setHinterland(w, 1, 0),
                 QStringLiteral("city \"EST\" is not adjacent to its hinterland \"WST\" (A1.1)"));
        QCOMPARE(w.areas[1].hinterland, -1);
        QCOMPARE(toggleJoin(w, AreaJoin::Block, 1, 0), QString()); // removes it
        QVERIFY(w.blocks.empty());
        QCOMPARE(setHinterland(w, 1, 0), QString());
        QCOMPARE(setAreaTerrainOf(w, 1, AreaTerrain::Plains), QString());
        QCOMPARE(w.areas[1].hinterland, -1); // only a city has one
    }

    void linksAndBlocks()
    {
        World w = twoAreas();
        TurnState s = stateFor(w);
        QCOMPARE(
            createArea(w, s, QStringLiteral("ISL"), QStringLiteral("Isle"), AreaTerrain::Plains),
            QString());
        QVERIFY(!w.adjacent(0, 2));
        QCOMPARE(toggleJoin(w, AreaJoin::Link, 0, 2), QString());
        QVERIFY(w.adjacent(0, 2));
        QCOMPARE(joinBetween(w, AreaJoin::Link, 2, 0), 0);
        QCOMPARE(toggleJoin(w, AreaJoin::Link, 1, 1),
                 QStringLiteral("an area cannot be linked to itself"));
        QCOMPARE(toggleJoin(w, AreaJoin::Link, 2, 0), QString());
        QVERIFY(!w.adjacent(0, 2));
        QVERIFY(w.adjacent(0, 1));
        QCOMPARE(toggleJoin(w, AreaJoin::Block, 0, 1), QString());
        QVERIFY(!w.adjacent(0, 1));
    }

    void roadsAndRivers()
    {
        World w = twoAreas();
        QCOMPARE(addPath(w, PathKind::Road, {at(0, 0), at(2, 0)}),
                 QStringLiteral("hex 2,0 does not border the previous hex 0,0"));
        QCOMPARE(addPath(w, PathKind::Road, {at(0, 0)}),
                 QStringLiteral("a path needs at least two hexes"));
        QCOMPARE(addPath(w, PathKind::Road, {at(0, 0), at(9, 0)}),
                 QStringLiteral("hex 9,0 is off the map (6 columns, 4 rows)"));
        QVERIFY(w.roads.empty());
        QCOMPARE(addPath(w, PathKind::Road, {at(0, 0), at(1, 0)}), QString());
        QCOMPARE(w.roadMask(at(0, 0)), std::uint8_t(1)); // east
        QCOMPARE(pathEndingAt(w, PathKind::Road, at(1, 0)), 0);
        QCOMPARE(extendPath(w, PathKind::Road, 0, at(3, 0)),
                 QStringLiteral("hex 3,0 does not border the previous hex 1,0"));
        QCOMPARE(w.roads[0].hexes.size(), size_t(2));
        QCOMPARE(extendPath(w, PathKind::Road, 0, at(2, 0)), QString());
        QCOMPARE(pathThrough(w, PathKind::Road, at(1, 0)), 0);
        QCOMPARE(messages(w), QStringList());

        QCOMPARE(addPath(w, PathKind::River, {at(0, 2), at(1, 2), at(2, 2)}, true), QString());
        QVERIFY(w.waterwayMask(at(1, 2)) != 0);
        QCOMPARE(setNavigable(w, 0, false), QString());
        QCOMPARE(w.waterwayMask(at(1, 2)), std::uint8_t(0));
        QCOMPARE(removePath(w, PathKind::River, 0), QString());
        QVERIFY(w.rivers.empty());
        QCOMPARE(removePath(w, PathKind::Road, 3), QStringLiteral("there is no road 3"));
    }

    void strongholds()
    {
        World w = twoAreas();
        const Stronghold keep{QStringLiteral("Keep"), at(1, 1), 0, true};
        QCOMPARE(placeStronghold(w, keep, 0), QStringLiteral("there is no kingdom 0"));
        QCOMPARE(placeStronghold(w, keep, 1), QString());
        QCOMPARE(w.strongholdAt(at(1, 1)), 0);
        QCOMPARE(placeStronghold(w, {QStringLiteral("Tower"), at(1, 1), -1, false}, 1),
                 QStringLiteral("two strongholds on hex 1,1"));
        QCOMPARE(placeStronghold(w, {QStringLiteral("Tower"), at(8, 1), -1, false}, 1),
                 QStringLiteral("hex 8,1 is off the map (6 columns, 4 rows)"));
        QCOMPARE(placeStronghold(w, {QStringLiteral("Tower"), at(2, 1), -1, false}, 1), QString());
        QCOMPARE(moveStronghold(w, 1, at(1, 1)), QStringLiteral("two strongholds on hex 1,1"));
        QCOMPARE(moveStronghold(w, 1, at(4, 3)), QString());
        QCOMPARE(w.strongholdAt(at(4, 3)), 1);
        QCOMPARE(setStrongholdOwner(w, 1, 0, 1), QString());
        QCOMPARE(w.strongholds[1].owner, 0);
        QCOMPARE(removeStronghold(w, 0), QString());
        QCOMPARE(w.strongholdAt(at(4, 3)), 0);
        QCOMPARE(w.strongholdAt(at(1, 1)), -1);
    }

    void blankCampaignOfAChosenSize()
    {
        const Campaign hex = blankCampaign({RulesetKind::Hex, QStringLiteral("H"), 30, 20, 5});
        QCOMPARE(hex.world.hexCount(), 600);
        QCOMPARE(hex.world.terrainAt(at(29, 19)), HexTerrain::Clear);
        QCOMPARE(hex.turns.size(), size_t(1));
        QCOMPARE(hex.current().number, 1);
        const Campaign area = blankCampaign({RulesetKind::Area, QStringLiteral("A"), 8, 6, 5});
        QVERIFY(area.world.areas.empty());
        QVERIFY(area.world.terrain.empty());
        Problems problems;
        QVERIFY2(readCampaignJson(writeCampaignJson(area), QStringLiteral("a.json"), problems),
                 qPrintable(problems.toString()));
    }
};

QTEST_GUILESS_MAIN(TestWorldEdit)
#include "tst_world_edit.moc"
