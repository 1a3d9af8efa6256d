// map_editor_demo: the map editor as resources/screenshots/map-editor-area.png and
// map-editor-hex.png show it:
//   screenshot OUT.png --size 1600x1000 -- map_editor_demo area|hex|refused
// A blank campaign is drawn through the editor's own edits (areas painted as blobs, a city
// still without its hinterland so the problems list has something to say; or a hex map's
// terrain, road, river and stronghold), then a brush stroke is pressed and moved over the map and
// never released, so the stroke's cover shows. "refused" is the area map with Northmarch peopled,
// and the editor's refusal to make it sea.
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/editor/AreaListPanel.h"
#include "console/editor/EditorDock.h"
#include "console/editor/MapEditor.h"
#include "console/map/MapView.h"
#include "edit/AreaEdit.h"
#include "edit/HexBrush.h"
#include "edit/PathEdit.h"
#include "edit/StrongholdEdit.h"
#include "operations/SetAreaState.h"
#include "setup/BlankCampaign.h"

#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QSpinBox>
#include <QTimer>

using namespace muster;

namespace {
Hex at(int col, int row)
{
    return hexFromOffset({col, row});
}

void send(QWidget *to, QEvent::Type type, QPoint point, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, QPointF(point), QPointF(to->mapToGlobal(point)),
                      type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton, buttons, {});
    QApplication::sendEvent(to, &event);
}

void drawAreas(MapEditor &editor)
{
    struct Blob
    {
        const char *code, *name;
        AreaTerrain terrain;
        Hex centre;
        int radius;
    };
    const Blob blobs[] = {{"NRT", "Northmarch", AreaTerrain::Plains, at(8, 6), 5},
                          {"FEN", "The Fens", AreaTerrain::Wetlands, at(19, 7), 5},
                          {"HIL", "Grey Hills", AreaTerrain::Uplands, at(10, 15), 5},
                          {"WOD", "Darkwood", AreaTerrain::Forest, at(21, 16), 4},
                          {"YRK", "Yorick", AreaTerrain::City, at(14, 10), 1},
                          {"SEA", "Narrow Sea", AreaTerrain::Sea, at(30, 10), 6}};
    int index = 0;
    for (const Blob &b : blobs) {
        editor.apply(QStringLiteral("demo"), [&](World &w, TurnState &s) {
            QString why = createArea(w, s, QLatin1String(b.code), QLatin1String(b.name), b.terrain);
            paintArea(w, brushHexes(w, b.centre, b.radius), index);
            return why;
        });
        ++index;
    }
    editor.apply(QStringLiteral("demo"), [](World &w, TurnState &) {
        paintArea(w, {at(2, 17)}, 1); // a stray Fens hex: "in pieces"
        return toggleJoin(w, AreaJoin::Link, 0, 5);
    });
}

void drawHexes(MapEditor &editor)
{
    editor.apply(QStringLiteral("demo"), [](World &w, TurnState &) {
        paintTerrain(w, brushHexes(w, at(9, 8), 4), HexTerrain::Woods);
        paintTerrain(w, brushHexes(w, at(24, 6), 3), HexTerrain::Hills);
        paintTerrain(w, brushHexes(w, at(26, 5), 1), HexTerrain::Mountains);
        paintTerrain(w, brushHexes(w, at(16, 16), 3), HexTerrain::Swamp);
        std::vector<Hex> road;
        for (int col = 2; col <= 30; ++col)
            road.push_back(at(col, 12));
        QString why = addPath(w, PathKind::Road, road);
        std::vector<Hex> river;
        for (int row = 0; row <= 19; ++row)
            river.push_back(at(18, row));
        if (why.isEmpty())
            why = addPath(w, PathKind::River, river, true);
        if (why.isEmpty())
            why = placeStronghold(w, {QStringLiteral("Vossburg"), at(12, 12), -1, true}, 0);
        return why;
    });
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const bool hex = QApplication::arguments().value(1) == QLatin1String("hex");
    const bool refused = QApplication::arguments().value(1) == QLatin1String("refused");
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document()->setCampaign(blankCampaign(
        {hex ? RulesetKind::Hex : RulesetKind::Area, QStringLiteral("Drawn by hand"), 36, 22, 7}));
    MapEditor &editor = *window.mapEditor();
    editor.editAction()->setChecked(true);
    hex ? drawHexes(editor) : drawAreas(editor);
    EditorDock &dock = *editor.dock();
    dock.chooseTool(hex ? EditorTool::TerrainBrush : EditorTool::AreaBrush);
    dock.findChild<QSpinBox *>(QStringLiteral("brushSize"))->setValue(2);
    if (!hex)
        dock.areas()->chooseArea(refused ? 0 : 3);
    if (refused) {
        AreaState peopled = window.document()->campaign().current().state.areas[0];
        peopled.population = 4;
        window.document()->apply([&](Campaign &c) { return setAreaState(c, 0, peopled); });
        editor.apply(QStringLiteral("demo"), [](World &w, TurnState &) {
            return setAreaTerrainOf(w, 0, AreaTerrain::Sea);
        });
        return QApplication::exec();
    }
    QTimer::singleShot(800, &window, [&window, hex] {
        MapView *map = window.mapView();
        map->zoomBy(1.3);
        map->centerOn(map->mapToScene(map->viewportPosOfHex(hex ? at(14, 9) : at(18, 11))));
        QWidget *viewport = map->viewport();
        const std::vector<Hex> stroke =
            hex ? std::vector<Hex>{at(4, 3), at(6, 4), at(8, 3), at(10, 4), at(12, 3)}
                : std::vector<Hex>{at(24, 18), at(26, 19), at(28, 18), at(29, 16)};
        send(viewport, QEvent::MouseButtonPress, map->viewportPosOfHex(stroke.front()),
             Qt::LeftButton);
        for (const Hex h : stroke)
            send(viewport, QEvent::MouseMove, map->viewportPosOfHex(h), Qt::LeftButton);
    });
    return QApplication::exec();
}
