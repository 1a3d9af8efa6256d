#include "hex/AllMarches.h"

#include "document/CampaignDocument.h"
#include "hex/HexMarchOverlay.h"
#include "hex/MarchEventsOverlay.h"
#include "map/MapGeometry.h"
#include "map/MapPalette.h"
#include "map/MapRenderer.h"
#include "map/MapView.h"
#include "view/MarchMarks.h"

#include <QAction>
#include <QGraphicsScene>

#include <algorithm>

namespace muster {

AllMarches::AllMarches(CampaignDocument &document, MapView &map, QObject *parent)
    : QObject(parent), m_document(document), m_map(map),
      m_action(new QAction(tr("Show All &Marches"), this))
{
    m_action->setObjectName(QStringLiteral("showAllMarchesAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_action->setStatusTip(
        tr("Draw every army's stored march of this week at once (Ctrl+Shift+M)"));
    connect(m_action, &QAction::toggled, this, &AllMarches::redraw);
    // The map's scene is rebuilt when a campaign is replaced (the items go with it), so this is
    // connected after the window's own handler and draws on the new scene.
    connect(&document, &CampaignDocument::campaignReplaced, this, &AllMarches::redraw);
    connect(&document, &CampaignDocument::stateChanged, this, &AllMarches::redraw);
    connect(&document, &CampaignDocument::worldChanged, this, &AllMarches::redraw);
    connect(&document, &CampaignDocument::ordersChanged, this, &AllMarches::redraw);
    connect(&document, &CampaignDocument::turnsChanged, this, &AllMarches::redraw);
    redraw();
}

AllMarches::~AllMarches()
{
    clear();
}

int AllMarches::shown() const
{
    return static_cast<int>(std::count_if(m_overlays.begin(), m_overlays.end(),
                                          [](const auto &o) { return !o.isNull(); }));
}

void AllMarches::setFilter(int kingdom, bool neighbours)
{
    if (kingdom == m_kingdom && neighbours == m_neighbours)
        return;
    m_kingdom = kingdom;
    m_neighbours = neighbours;
    redraw();
}

void AllMarches::clear()
{
    for (const QPointer<HexMarchOverlay> &o : m_overlays)
        delete o.data(); // null-safe; the scene may already have deleted it
    m_overlays.clear();
    delete m_events.data();
}

void AllMarches::redraw()
{
    clear();
    const bool hex =
        m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Hex;
    m_action->setEnabled(hex);
    if (!hex || !m_action->isChecked() || !m_map.renderer() || !m_map.scene())
        return;
    const Campaign &c = m_document.campaign();
    const TurnMarchMarks marks = turnMarchMarks(c, static_cast<int>(c.turns.size()) - 1);
    const std::vector<bool> shown = marchKingdomsShown(c, marks, m_kingdom, m_neighbours);
    const std::vector<QColor> colours = MapPalette::kingdoms(c);
    const MapGeometry &geometry = m_map.renderer()->geometry();
    auto centre = [&geometry](Hex h) { return geometry.hexPolygon(h).boundingRect().center(); };
    const auto add = [this](HexMarchOverlay *overlay) {
        m_map.scene()->addItem(overlay);
        m_overlays.emplace_back(overlay);
    };
    for (const MarchMark &m : marks.marches) {
        const auto k = static_cast<size_t>(m.kingdom);
        if (m.path.empty() || (!shown.empty() && (k >= shown.size() || !shown[k])))
            continue;
        const QColor colour = k < colours.size() ? colours[k].darker(140) : QColor(60, 60, 60);
        // What the army marches before the week stops, then (faded) the rest of its order.
        const std::vector<Hex> done(m.path.begin(), m.path.begin() + long(m.marched));
        const std::vector<int> doneDays(m.days.begin(), m.days.begin() + long(m.marched));
        if (!done.empty()) {
            auto [line, markers] = HexMarchOverlay::march(m.start, done, doneDays, centre);
            auto *overlay = new HexMarchOverlay;
            overlay->setColour(colour);
            overlay->setZValue(55); // under the march being planned
            overlay->show(line, std::move(markers), {}, std::nullopt, true);
            add(overlay);
        }
        if (m.marched < m.path.size()) {
            const std::vector<Hex> rest(m.path.begin() + long(m.marched), m.path.end());
            const std::vector<int> restDays(m.days.begin() + long(m.marched), m.days.end());
            const Hex from = m.marched == 0 ? m.start : m.path[m.marched - 1];
            auto [line, markers] = HexMarchOverlay::march(from, rest, restDays, centre);
            auto *overlay = new HexMarchOverlay;
            QColor faded = colour;
            faded.setAlpha(110);
            overlay->setColour(faded);
            overlay->setZValue(54);
            overlay->show(line, std::move(markers), {}, std::nullopt, true);
            add(overlay);
        }
    }
    auto *events = new MarchEventsOverlay(marks, shown, centre);
    m_map.scene()->addItem(events);
    m_events = events;
}

} // namespace muster
