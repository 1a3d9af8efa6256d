#include "console/editor/MapEditor.h"

#include "console/commands/EditMap.h"
#include "console/document/CampaignDocument.h"
#include "console/editor/EditorDock.h"
#include "console/editor/ProblemsPanel.h"
#include "console/map/MapView.h"
#include "edit/AreaEdit.h"
#include "edit/HexBrush.h"
#include "edit/PathEdit.h"
#include "edit/SameMap.h"
#include "edit/StrongholdEdit.h"
#include "operations/EditMap.h"
#include "render/map/MapPalette.h"

#include <QAction>
#include <QDockWidget>
#include <QGraphicsScene>
#include <QGuiApplication>
#include <QMainWindow>
#include <QUndoStack>

namespace muster {

namespace {
bool shiftHeld()
{
    return QGuiApplication::keyboardModifiers() & Qt::ShiftModifier;
}

bool isBrush(EditorTool tool)
{
    return tool == EditorTool::TerrainBrush || tool == EditorTool::AreaBrush;
}

bool isPath(EditorTool tool)
{
    return tool == EditorTool::Road || tool == EditorTool::River;
}

PathKind pathKind(EditorTool tool)
{
    return tool == EditorTool::Road ? PathKind::Road : PathKind::River;
}

QString strongholdName(const World &world)
{
    for (int n = static_cast<int>(world.strongholds.size()) + 1;; ++n) {
        const QString name = MapEditor::tr("Stronghold %1").arg(n);
        if (std::none_of(world.strongholds.begin(), world.strongholds.end(),
                         [&](const Stronghold &s) { return s.name == name; }))
            return name;
    }
}
} // namespace

MapEditor::MapEditor(QMainWindow &window, CampaignDocument &document, MapView &map)
    : QObject(&window), m_window(window), m_document(document), m_map(map),
      m_editAction(new QAction(tr("&Edit Map"), this)), m_dock(new EditorDock(*this, document)),
      m_problems(new ProblemsPanel(*this, document)),
      m_problemsDock(new QDockWidget(tr("Map Problems"), &window))
{
    m_editAction->setObjectName(QStringLiteral("editMapAction"));
    m_editAction->setCheckable(true);
    m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_editAction, &QAction::toggled, this, &MapEditor::setEditing);

    m_dock->setObjectName(QStringLiteral("mapEditorDock"));
    window.addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();
    m_dock->toggleViewAction()->setVisible(false); // View > Edit Map shows and hides it
    m_problemsDock->setObjectName(QStringLiteral("mapProblemsDock"));
    m_problemsDock->setWidget(m_problems);
    window.addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);
    m_problemsDock->hide();
    m_problemsDock->toggleViewAction()->setVisible(false);
    // Closing the dock leaves the edit mode, as unchecking the action does.
    connect(m_dock, &EditorDock::closed, this, [this] { m_editAction->setChecked(false); });

    m_map.addDragHandler(this, this, true);
    connect(&m_map, &MapView::clicked, this, &MapEditor::clicked);
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::turnsChanged})
        connect(&m_document, signal, this, &MapEditor::updateAvailability);
    // After the window rebuilt the map's scene (it was connected first), put the marks back.
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::worldChanged})
        connect(&m_document, signal, this, &MapEditor::showMarks);
    updateAvailability();
}

MapEditor::~MapEditor() = default;

bool MapEditor::editing() const
{
    return m_editAction->isChecked();
}

QString MapEditor::whyNotEditable() const
{
    if (!m_document.hasCampaign())
        return tr("Open a campaign or make a new map first.");
    // Start Campaign fixes the map with the ruleset: every turn is resolved on the map the
    // campaign started with, and replays on it (R1, R2).
    if (m_document.campaign().started)
        return tr("The map is fixed once the campaign has started: its turns are resolved and "
                  "replayed on the map it started with (R1, R2). Only a campaign in setup "
                  "(File > New Campaign) can be edited.");
    return {};
}

void MapEditor::updateAvailability()
{
    const QString why = whyNotEditable();
    m_editAction->setEnabled(why.isEmpty());
    const QString tip = why.isEmpty() ? tr("Paint terrain and areas, draw roads and rivers, place "
                                           "strongholds (Ctrl+Shift+D)")
                                      : why;
    m_editAction->setToolTip(tip);
    m_editAction->setStatusTip(tip);
    if (!why.isEmpty())
        m_editAction->setChecked(false);
    m_joinFrom = -1;
}

void MapEditor::setEditing(bool on)
{
    if (on && !whyNotEditable().isEmpty()) {
        m_editAction->setChecked(false);
        return;
    }
    // The first time, the editor takes the Orders dock's place as a tab beside it: orders wait
    // while the map is drawn, and the dock needs the height for its lists.
    if (on && !m_placed) {
        m_placed = true;
        if (auto *orders = m_window.findChild<QDockWidget *>(QStringLiteral("ordersDockWidget"));
            orders && m_window.dockWidgetArea(orders) == m_window.dockWidgetArea(m_dock))
            m_window.tabifyDockWidget(orders, m_dock);
        // Most of the column's height: the tools and the areas list both show.
        m_window.resizeDocks({m_dock}, {m_window.height() * 3 / 4}, Qt::Vertical);
        // The problems are lines of text, as the log's are: a tab beside it.
        if (auto *log = m_window.findChild<QDockWidget *>(QStringLiteral("logDockWidget"));
            log && m_window.dockWidgetArea(log) == m_window.dockWidgetArea(m_problemsDock))
            m_window.tabifyDockWidget(log, m_problemsDock);
    }
    m_dock->setVisible(on);
    m_problemsDock->setVisible(on);
    if (on) {
        m_dock->raise();
        m_problemsDock->raise();
    }
    dragCancelled();
    m_joinFrom = -1;
    showMarks();
    emit editingChanged(on);
}

void MapEditor::showDocksWhileEditing()
{
    m_dock->setVisible(editing());
    m_problemsDock->setVisible(editing());
}

void MapEditor::setBrush(const EditorBrush &brush)
{
    if (brush.tool != m_brush.tool)
        m_joinFrom = -1;
    m_brush = brush;
    emit brushChanged();
}

void MapEditor::showMarks()
{
    if (m_marks)
        m_marks->setVisible(editing());
    if (m_marks || !editing() || !m_map.renderer())
        return;
    m_marks = new EditorMarks(*m_map.renderer());
    m_map.scene()->addItem(m_marks);
}

void MapEditor::refuse(const QString &message)
{
    m_lastRefusal = message;
    emit refused(message);
}

bool MapEditor::apply(const QString &label,
                      const std::function<QString(World &, TurnState &)> &edit)
{
    if (!m_document.hasCampaign() || !whyNotEditable().isEmpty()) {
        refuse(whyNotEditable());
        return false;
    }
    World world = m_document.campaign().world;
    TurnState state = m_document.campaign().current().state;
    state.areas.resize(world.areas.size());
    if (const QString why = edit(world, state); !why.isEmpty()) {
        refuse(why);
        return false;
    }
    m_lastRefusal.clear();
    emit refused(QString());
    // Nothing to undo for an edit that changed nothing (a brush over hexes already so).
    if (sameMap(world, m_document.campaign().world))
        return false;
    // Asked before the push: a refused command would still drop the redo steps.
    world.rebuild();
    if (const QStringList why = mapEditRefusal(m_document.campaign(), world, state.areas);
        !why.isEmpty()) {
        refuse(why.join(QLatin1Char('\n')));
        return false;
    }
    m_document.undoStack()->push(
        new EditMap(m_document, label, std::move(world), std::move(state.areas)));
    return true;
}

void MapEditor::paintHexes(const std::vector<Hex> &hexes)
{
    if (m_brush.tool == EditorTool::TerrainBrush || m_brush.tool == EditorTool::TerrainFill) {
        const HexTerrain terrain = m_brush.terrain;
        apply(tr("Paint %n hex(es) %1", nullptr, static_cast<int>(hexes.size()))
                  .arg(hexTerrainName(terrain)),
              [&](World &w, TurnState &) {
                  paintTerrain(w, hexes, terrain);
                  return QString();
              });
        return;
    }
    const int area = m_brush.area;
    const World &world = m_document.campaign().world;
    const QString into = area >= 0 ? world.areas[static_cast<size_t>(area)].code : tr("no area");
    apply(tr("Paint %n hex(es) into %1", nullptr, static_cast<int>(hexes.size())).arg(into),
          [&](World &w, TurnState &) {
              paintArea(w, hexes, area);
              return QString();
          });
}

void MapEditor::clicked(Hex hex, int area)
{
    if (!editing() || !m_document.hasCampaign())
        return;
    const World &world = m_document.campaign().world;
    switch (m_brush.tool) {
    case EditorTool::Select:
        return;
    case EditorTool::TerrainBrush:
    case EditorTool::AreaBrush:
        paintHexes(brushHexes(world, hex, m_brush.radius));
        return;
    case EditorTool::TerrainFill:
        paintHexes(terrainFill(world, hex));
        return;
    case EditorTool::AreaFill:
        paintHexes(areaFill(world, hex));
        return;
    case EditorTool::Road:
    case EditorTool::River:
        clickPath(hex);
        return;
    case EditorTool::Link:
    case EditorTool::Block:
        clickJoin(area);
        return;
    case EditorTool::Stronghold:
        clickStronghold(hex);
        return;
    }
}

void MapEditor::clickPath(Hex hex)
{
    const PathKind kind = pathKind(m_brush.tool);
    const int path = pathThrough(m_document.campaign().world, kind, hex);
    if (path < 0) {
        refuse(tr("Drag along neighbouring hexes to draw a %1.")
                   .arg(kind == PathKind::Road ? tr("road") : tr("river")));
        return;
    }
    if (shiftHeld()) {
        apply(kind == PathKind::Road ? tr("Remove a road") : tr("Remove a river"),
              [&](World &w, TurnState &) { return removePath(w, kind, path); });
        return;
    }
    if (kind == PathKind::River) {
        const bool navigable =
            !m_document.campaign().world.rivers[static_cast<size_t>(path)].navigable;
        apply(navigable ? tr("Make a river navigable") : tr("Make a river not navigable"),
              [&](World &w, TurnState &) { return setNavigable(w, path, navigable); });
    }
}

void MapEditor::clickJoin(int area)
{
    if (area < 0) {
        refuse(tr("Click an area: this hex belongs to none."));
        return;
    }
    if (m_joinFrom < 0) {
        m_joinFrom = area;
        refuse(tr("Now click the area to %1 with %2.")
                   .arg(m_brush.tool == EditorTool::Link ? tr("link") : tr("block"),
                        m_document.campaign().world.areas[static_cast<size_t>(area)].code));
        return;
    }
    const int from = m_joinFrom;
    m_joinFrom = -1;
    const AreaJoin join = m_brush.tool == EditorTool::Link ? AreaJoin::Link : AreaJoin::Block;
    const World &world = m_document.campaign().world;
    const bool removing = joinBetween(world, join, from, area) >= 0;
    const QString a = world.areas[static_cast<size_t>(from)].code;
    const QString b = world.areas[static_cast<size_t>(area)].code;
    const QString label = join == AreaJoin::Link
                              ? (removing ? tr("Unlink %1 and %2") : tr("Link %1 and %2"))
                              : (removing ? tr("Unblock %1 and %2") : tr("Block %1 from %2"));
    apply(label.arg(a, b), [&](World &w, TurnState &) { return toggleJoin(w, join, from, area); });
}

void MapEditor::clickStronghold(Hex hex)
{
    const World &world = m_document.campaign().world;
    const int kingdoms = static_cast<int>(m_document.campaign().kingdoms.size());
    const int there = world.strongholdAt(hex);
    const int owner = m_brush.owner;
    if (there < 0) {
        const Stronghold s{strongholdName(world), hex, owner, false};
        apply(tr("Place %1 at %2").arg(s.name, hexLabel(hex)),
              [&](World &w, TurnState &) { return placeStronghold(w, s, kingdoms); });
        return;
    }
    const QString name = world.strongholds[static_cast<size_t>(there)].name;
    if (shiftHeld()) {
        apply(tr("Remove %1").arg(name),
              [&](World &w, TurnState &) { return removeStronghold(w, there); });
        return;
    }
    apply(tr("Give %1 to %2")
              .arg(name, owner >= 0
                             ? m_document.campaign().kingdoms[static_cast<size_t>(owner)].name
                             : tr("no one")),
          [&](World &w, TurnState &) { return setStrongholdOwner(w, there, owner, kingdoms); });
}

bool MapEditor::dragPressed(Hex hex, int)
{
    if (!editing() || !m_document.hasCampaign())
        return false;
    const EditorTool tool = m_brush.tool;
    const World &world = m_document.campaign().world;
    m_movingStronghold = tool == EditorTool::Stronghold ? world.strongholdAt(hex) : -1;
    if (!isBrush(tool) && !isPath(tool) && m_movingStronghold < 0)
        return false; // clicks only: a drag pans
    m_stroking = true;
    m_strokeHexes.clear();
    m_strokeSet.clear();
    m_strokeCover = QPainterPath();
    m_lastHex.reset();
    addToStroke(hex);
    return true;
}

void MapEditor::addToStroke(Hex hex)
{
    const World &world = m_document.campaign().world;
    const MapGeometry &geometry = m_map.renderer()->geometry();
    // The pointer may skip hexes between two moves: the stroke follows the line between them.
    const std::vector<Hex> steps = m_lastHex ? hexLine(*m_lastHex, hex) : std::vector<Hex>{hex};
    for (size_t i = m_lastHex ? 1 : 0; i < steps.size(); ++i) {
        const Hex step = steps[i];
        if (isPath(m_brush.tool)) {
            // Back onto the hex before the last takes the last one back.
            if (m_strokeHexes.size() >= 2 && m_strokeHexes[m_strokeHexes.size() - 2] == step)
                m_strokeHexes.pop_back();
            else if (world.contains(step))
                m_strokeHexes.push_back(step);
            continue;
        }
        if (!isBrush(m_brush.tool))
            continue;
        for (const Hex h : brushHexes(world, step, m_brush.radius))
            if (!m_strokeSet.contains(h)) {
                m_strokeSet.insert(h);
                m_strokeHexes.push_back(h);
                m_strokeCover.addPolygon(geometry.hexPolygon(h));
                m_strokeCover.closeSubpath();
            }
    }
    m_lastHex = hex;
}

MapDragPicture MapEditor::dragMoved(QPointF scenePos, std::optional<Hex> hex, int)
{
    MapDragPicture picture;
    if (!m_stroking)
        return picture;
    if (hex && hex != m_lastHex && m_movingStronghold < 0)
        addToStroke(*hex);
    const MapGeometry &geometry = m_map.renderer()->geometry();
    if (m_movingStronghold >= 0) {
        const World &world = m_document.campaign().world;
        const Stronghold &s = world.strongholds[static_cast<size_t>(m_movingStronghold)];
        picture.line = {geometry.layout().toPixel(s.hex), scenePos};
        picture.ok =
            hex && (world.strongholdAt(*hex) < 0 || world.strongholdAt(*hex) == m_movingStronghold);
        picture.colour = QColor(60, 60, 60);
        picture.hint = hex ? tr("Move %1 to %2").arg(s.name, hexLabel(*hex)) : tr("Off the map");
        return picture;
    }
    if (isPath(m_brush.tool)) {
        for (const Hex h : m_strokeHexes)
            picture.line << geometry.layout().toPixel(h);
        picture.ok = m_strokeHexes.size() >= 2;
        picture.colour =
            m_brush.tool == EditorTool::Road ? MapPalette::road() : MapPalette::river();
        picture.hint =
            (m_brush.tool == EditorTool::Road
                 ? tr("Road of %n hex(es)", nullptr, static_cast<int>(m_strokeHexes.size()))
                 : tr("River of %n hex(es)", nullptr, static_cast<int>(m_strokeHexes.size())));
        return picture;
    }
    picture.line = {scenePos};
    picture.ok = true;
    picture.cover = m_strokeCover;
    QColor colour = m_brush.tool == EditorTool::TerrainBrush
                        ? MapPalette::hexTerrain(m_brush.terrain)
                        : QColor(40, 110, 200);
    colour.setAlpha(150);
    picture.coverColour = colour;
    picture.hint = tr("%n hex(es)", nullptr, static_cast<int>(m_strokeHexes.size()));
    return picture;
}

void MapEditor::dragDropped(std::optional<Hex> hex, int)
{
    if (!m_stroking)
        return;
    m_stroking = false;
    if (m_movingStronghold >= 0) {
        const int index = m_movingStronghold;
        m_movingStronghold = -1;
        if (!hex)
            return;
        const Hex to = *hex;
        apply(tr("Move %1 to %2")
                  .arg(m_document.campaign().world.strongholds[static_cast<size_t>(index)].name,
                       hexLabel(to)),
              [&](World &w, TurnState &) { return moveStronghold(w, index, to); });
        return;
    }
    if (isPath(m_brush.tool)) {
        commitPath();
        return;
    }
    paintHexes(m_strokeHexes);
}

void MapEditor::commitPath()
{
    const PathKind kind = pathKind(m_brush.tool);
    const std::vector<Hex> hexes = m_strokeHexes;
    if (hexes.size() < 2)
        return;
    const bool navigable = m_brush.navigable;
    // A stroke from the end of a road or river carries it on; any other starts a new one.
    const int extended = pathEndingAt(m_document.campaign().world, kind, hexes.front());
    const int n = static_cast<int>(hexes.size());
    QString label;
    if (extended >= 0)
        label = kind == PathKind::Road ? tr("Extend a road by %n hex(es)", nullptr, n - 1)
                                       : tr("Extend a river by %n hex(es)", nullptr, n - 1);
    else
        label = kind == PathKind::Road ? tr("Draw a road of %n hex(es)", nullptr, n)
                                       : tr("Draw a river of %n hex(es)", nullptr, n);
    apply(label, [&](World &w, TurnState &) {
        if (extended < 0)
            return addPath(w, kind, hexes, navigable);
        for (size_t i = 1; i < hexes.size(); ++i)
            if (QString why = extendPath(w, kind, extended, hexes[i]); !why.isEmpty())
                return why;
        return QString();
    });
}

void MapEditor::dragCancelled()
{
    m_stroking = false;
    m_movingStronghold = -1;
    m_strokeHexes.clear();
    m_strokeSet.clear();
    m_strokeCover = QPainterPath();
    m_lastHex.reset();
}

} // namespace muster
