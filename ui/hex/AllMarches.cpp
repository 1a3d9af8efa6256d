#include "hex/AllMarches.h"

#include "document/CampaignDocument.h"
#include "hex/HexMarchOverlay.h"
#include "map/MapGeometry.h"
#include "map/MapPalette.h"
#include "map/MapRenderer.h"
#include "map/MapView.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/MarchSchedule.h"

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

void AllMarches::clear()
{
    for (const QPointer<HexMarchOverlay> &o : m_overlays)
        delete o.data(); // null-safe; the scene may already have deleted it
    m_overlays.clear();
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
    const TurnRecord &turn = c.current();
    const hexrules::HexOrders orders = hexrules::parseHexOrders(
        turn.orders, c.world, turn.state, hexrules::HexRules::fromRuleset(c.ruleset));
    const std::vector<QColor> colours = MapPalette::kingdoms(c);
    const MapGeometry &geometry = m_map.renderer()->geometry();
    auto centre = [&geometry](Hex h) { return geometry.hexPolygon(h).boundingRect().center(); };
    for (const hexrules::HexMarchOrder &order : orders.marches) {
        const auto army = std::find_if(turn.state.armies.begin(), turn.state.armies.end(),
                                       [&order](const HexArmy &a) { return a.id == order.army; });
        if (army == turn.state.armies.end() || order.path.empty())
            continue;
        const hexrules::MarchSchedule schedule =
            hexrules::scheduleMarch(c, *army, order.path, order.restDays);
        auto [line, markers] = HexMarchOverlay::march(army->hex, order.path, schedule.days, centre);
        auto *overlay = new HexMarchOverlay;
        const auto k = static_cast<size_t>(army->kingdom);
        overlay->setColour(k < colours.size() ? colours[k].darker(140) : QColor(60, 60, 60));
        overlay->setZValue(55); // under the march being planned
        overlay->show(line, std::move(markers), {}, std::nullopt, true);
        m_map.scene()->addItem(overlay);
        m_overlays.emplace_back(overlay);
    }
}

} // namespace muster
