#include "console/hex/HexMarchPlanner.h"

#include "console/commands/SetMarchCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/hex/HexMarchOverlay.h"
#include "console/map/MapView.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapPalette.h"
#include "render/map/MapRenderer.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/HexSupply.h"
#include "rules/hex/MarchSchedule.h"

#include <QAction>
#include <QGraphicsScene>
#include <QUndoStack>

#include <algorithm>

namespace muster {

namespace {
QString capitalised(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

bool isHexCampaign(const CampaignDocument &d)
{
    const RuleSystem *rules = openRules(d);
    return rules && rules->hasMarches();
}
} // namespace

HexMarchPlanner::HexMarchPlanner(CampaignDocument &document, MapView &map, QObject *parent)
    : QObject(parent), m_document(document), m_map(map),
      m_store(new QAction(tr("Store March"), this)), m_clear(new QAction(tr("Clear March"), this))
{
    m_store->setObjectName(QStringLiteral("storeMarch"));
    m_store->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    m_store->setShortcutContext(Qt::WidgetShortcut);
    m_store->setStatusTip(tr("Store the drawn path as the army's march order (Enter on the map)"));
    m_clear->setObjectName(QStringLiteral("clearMarch"));
    m_clear->setShortcut(QKeySequence(Qt::Key_Escape));
    m_clear->setShortcutContext(Qt::WidgetShortcut);
    map.addDragHandler(this, this);
    map.addAction(m_store);
    map.addAction(m_clear);
    connect(m_store, &QAction::triggered, this, [this] { store(); });
    connect(m_clear, &QAction::triggered, this, &HexMarchPlanner::clear);
    connect(&map, &MapView::clicked, this, [this](Hex hex, int) { hexClicked(hex); });
    // A new campaign, turn or state makes the plan stale (the army may have moved or gone). The
    // supply tracer is made for one world: a new campaign or an edited world needs a new one
    // (before the plan is drawn again), a new turn or state does not.
    connect(&document, &CampaignDocument::campaignReplaced, this, [this] {
        m_supply.reset();
        clear();
    });
    connect(&document, &CampaignDocument::worldChanged, this, [this] {
        m_supply.reset();
        redraw();
    });
    connect(&document, &CampaignDocument::turnsChanged, this, &HexMarchPlanner::clear);
    connect(&document, &CampaignDocument::stateChanged, this, &HexMarchPlanner::redraw);
    updateActions();
}

HexMarchPlanner::~HexMarchPlanner()
{
    delete m_overlay; // null-safe; the scene may already have deleted it
}

HexMarchOverlay *HexMarchPlanner::overlay() const
{
    return m_overlay;
}

hexrules::SupplyTracer &HexMarchPlanner::supply()
{
    const Campaign &c = m_document.campaign();
    if (!m_supply)
        m_supply = std::make_unique<hexrules::SupplyTracer>(c.world, c.current().state);
    else
        m_supply->follow(c.current().state); // the current turn may be another one by now
    return *m_supply;
}

int HexMarchPlanner::armyIndex(const QString &id) const
{
    if (!isHexCampaign(m_document) || id.isEmpty())
        return -1;
    const auto &armies = m_document.campaign().current().state.armies;
    for (size_t i = 0; i < armies.size(); ++i)
        if (armies[i].id == id)
            return static_cast<int>(i);
    return -1;
}

int HexMarchPlanner::armyAt(Hex hex) const
{
    if (!isHexCampaign(m_document))
        return -1;
    const auto &armies = m_document.campaign().current().state.armies;
    for (size_t i = 0; i < armies.size(); ++i)
        if (armies[i].hex == hex)
            return static_cast<int>(i);
    return -1;
}

void HexMarchPlanner::hexClicked(Hex hex)
{
    if (!isHexCampaign(m_document))
        return;
    const auto &armies = m_document.campaign().current().state.armies;
    const int clicked = armyAt(hex);
    const int planned = armyIndex(m_army);
    if (clicked >= 0 && clicked == planned) {
        m_path.clear(); // clicking the army again starts its path afresh
    } else if (clicked >= 0 &&
               (planned < 0 || !hexrules::opposing(armies[static_cast<size_t>(clicked)],
                                                   armies[static_cast<size_t>(planned)]))) {
        m_army = armies[static_cast<size_t>(clicked)].id; // a friendly army: plan that one
        m_path.clear();
    } else if (planned < 0 || !extendTo(hex)) {
        return;
    }
    redraw();
}

bool HexMarchPlanner::extendTo(Hex hex)
{
    const int planned = armyIndex(m_army);
    if (planned < 0)
        return false;
    // Extend by the cheapest route to `hex`; it may end in an enemy's hex (an attack, H4.1) but
    // never passes through one.
    const Campaign &c = m_document.campaign();
    const auto &armies = c.current().state.armies;
    const HexArmy &army = armies[static_cast<size_t>(planned)];
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    const Hex from = m_path.empty() ? army.hex : m_path.back();
    if (from == hex)
        return false;
    const auto route = hexrules::findMarchRoute(c.world, rules, from, hex, [&](Hex h) {
        const int a = armyAt(h);
        return a >= 0 && hexrules::opposing(armies[static_cast<size_t>(a)], army);
    });
    if (!route.found)
        return false;
    m_path.insert(m_path.end(), route.hexes.begin() + 1, route.hexes.end());
    return true;
}

QString HexMarchPlanner::whyNot(Hex hex) const
{
    const int planned = armyIndex(m_army);
    if (planned < 0)
        return {};
    const Campaign &c = m_document.campaign();
    const HexArmy &army = c.current().state.armies[static_cast<size_t>(planned)];
    // The straight line from the path's end: core names the first hex on it that no march may
    // enter; a line it accepts is blocked elsewhere, by enemies on every other way.
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    hexrules::HexMarchOrder order{army.id, m_path, hexrules::defaultRestDays(rules)};
    const std::vector<Hex> line = hexLine(m_path.empty() ? army.hex : m_path.back(), hex);
    order.path.insert(order.path.end(), line.begin() + 1, line.end());
    if (const auto read = hexrules::parseMarchOrder(hexrules::marchOrderLine(order), -1, c.world,
                                                    c.current().state, rules);
        !read)
        return read.problems()[0].message;
    return tr("every way to %1 passes an enemy army, where the march would stop (H4.1)")
        .arg(hexLabel(hex));
}

bool HexMarchPlanner::dragPressed(Hex hex, int)
{
    m_dragArmy.clear();
    m_dragStarted = false;
    const int index = armyAt(hex);
    if (index < 0)
        return false;
    const HexArmy &army = m_document.campaign().current().state.armies[static_cast<size_t>(index)];
    if (army.kingdom < 0)
        return false; // an unowned army takes no orders (H7.2): the map pans
    // Nothing changes until the press becomes a drag: a click keeps its meaning (hexClicked).
    m_dragArmy = army.id;
    return true;
}

void HexMarchPlanner::dragTo(std::optional<Hex> hex)
{
    if (hex == m_dragHex)
        return;
    m_dragHex = hex;
    const int index = armyIndex(m_army);
    if (!hex) {
        m_dragProblem = tr("off the map");
        return;
    }
    const Hex start = m_document.campaign().current().state.armies[static_cast<size_t>(index)].hex;
    m_dragProblem.clear();
    if (*hex == start) {
        m_path.clear(); // back at the start: no march yet
    } else if (const auto back = std::find(m_path.begin(), m_path.end(), *hex);
               back != m_path.end()) {
        m_path.erase(back + 1, m_path.end()); // dragged back over its own path
    } else if (!extendTo(*hex)) {
        m_dragProblem = whyNot(*hex);
    }
    redraw();
}

MapDragPicture HexMarchPlanner::dragMoved(QPointF scenePos, std::optional<Hex> hex, int)
{
    if (!m_dragStarted) {
        // The press became a drag: plan this army afresh.
        m_dragStarted = true;
        m_army = m_dragArmy;
        m_path.clear();
        m_dragHex.reset();
        m_dragProblem.clear();
        redraw();
    }
    const int index = armyIndex(m_army);
    if (index < 0 || !m_map.renderer())
        return {};
    dragTo(hex);
    const Campaign &c = m_document.campaign();
    const HexArmy &army = c.current().state.armies[static_cast<size_t>(index)];
    const MapGeometry &geometry = m_map.renderer()->geometry();
    MapDragPicture picture;
    const Hex end = m_path.empty() ? army.hex : m_path.back();
    // The path itself is the planner's overlay; the drag adds the stretch to the pointer.
    picture.line = QPolygonF{geometry.hexPolygon(end).boundingRect().center(), scenePos};
    picture.colour = MapPalette::kingdom(c, army.kingdom);
    picture.ok = m_dragProblem.isEmpty() && !m_path.empty();
    if (!m_dragProblem.isEmpty())
        picture.hint = tr("%1: no march to %2: %3")
                           .arg(army.id, hex ? hexLabel(*hex) : tr("here"), m_dragProblem);
    else if (m_path.empty())
        picture.hint = tr("%1: drag along the hexes to march through").arg(army.id);
    else
        picture.hint = tr("%1 MARCH to %2: %n hex(es)", nullptr, static_cast<int>(m_path.size()))
                           .arg(army.id, hexLabel(m_path.back())) +
                       daysText() + weekEndText();
    return picture;
}

void HexMarchPlanner::dragDropped(std::optional<Hex> hex, int)
{
    dragTo(hex);
    m_dragStarted = false;
    const int index = armyIndex(m_army);
    if (index < 0)
        return;
    const Campaign &c = m_document.campaign();
    const HexArmy &army = c.current().state.armies[static_cast<size_t>(index)];
    QString problem = m_dragProblem;
    if (problem.isEmpty() && m_path.empty())
        problem = tr("dropped on its own hex");
    if (problem.isEmpty()) {
        // The order check the dock shows: the march as stored must be one core accepts.
        const hexrules::HexMarchOrder order{
            army.id, m_path, hexrules::defaultRestDays(hexrules::HexRules::fromRuleset(c.ruleset))};
        if (const auto read = hexrules::parseMarchOrder(hexrules::marchOrderLine(order),
                                                        army.kingdom, c.world, c.current().state,
                                                        hexrules::HexRules::fromRuleset(c.ruleset));
            !read)
            problem = read.problems()[0].message;
    }
    if (!problem.isEmpty()) {
        const QString id = army.id;
        clear();
        emit dragMessage(tr("No march stored for %1: %2.").arg(id, problem));
        return;
    }
    const QString id = army.id; // stored below, with the orders changing under `army`
    const int hexes = m_forecast.weekHexes;
    const int dropped = static_cast<int>(m_path.size()) - hexes;
    if (hexes == 0) {
        clear();
        emit dragMessage(tr("No march stored for %1: it has no day left this week to march on; "
                            "a new week starts without orders (H2.3, H2.4).")
                             .arg(id));
    } else if (store()) {
        emit dragMessage(tr("Stored the march of %1: %n hex(es).", nullptr, hexes).arg(id) +
                         (dropped > 0
                              ? QStringLiteral(" ") + capitalised(droppedText(dropped)) + u'.'
                              : QString()));
    }
}

void HexMarchPlanner::dragCancelled()
{
    if (m_dragStarted) // Esc during a drag: its march is dropped, nothing stored
        clear();
    m_dragStarted = false;
    m_dragArmy.clear();
}

void HexMarchPlanner::planDays()
{
    m_forecast = {};
    const int index = armyIndex(m_army);
    if (index < 0)
        return;
    const Campaign &c = m_document.campaign();
    m_forecast = hexrules::forecastMarch(c, c.current().state.armies[static_cast<size_t>(index)],
                                         m_path, supply());
}

QString HexMarchPlanner::daysText() const
{
    if (m_forecast.weekHexes == 0)
        return tr(", none this week: no day of it is left to march on (H2.3)");
    const int first = m_forecast.schedule.days.front();
    const int last = m_forecast.lastMarchDay();
    return first == last ? tr(", day %1").arg(first) : tr(", days %1-%2").arg(first).arg(last);
}

QString HexMarchPlanner::weekEndText() const
{
    const int week = m_forecast.weekHexes;
    const int dropped = static_cast<int>(m_path.size()) - week;
    if (dropped == 0)
        return {};
    const QString end =
        week > 0 ? tr("; the week ends on day 7 at %1, after %n hex(es): ", nullptr, week)
                       .arg(hexLabel(m_path[static_cast<size_t>(week - 1)]))
                 : QStringLiteral("; ");
    return end + droppedText(dropped);
}

QString HexMarchPlanner::droppedText(int dropped)
{
    // The engine marches no day after the 7th: a week fully resolved starts the next one without
    // orders (advanceHexTurn, H2.4 in core's decisions), so what the path holds after day 7 is
    // never marched. The order keeps only the first week (store() cuts it there, so the orders
    // dock shows what will happen); the rest is planned again next week.
    return tr("the last %n hex(es) fall after day 7 and are not marched: a new week starts "
              "without orders (H2.4)",
              nullptr, dropped);
}

QString HexMarchPlanner::supplyText(const HexArmy &army) const
{
    const hexrules::MarchForecast &f = m_forecast;
    if (f.firstDayOutOfSupply == 0)
        return m_path.empty() ? tr("in supply (H3.1)") : tr("in supply every day to day 7 (H3.1)");
    const auto out = std::find_if(f.days.begin(), f.days.end(),
                                  [](const auto &d) { return !d.supply.inSupply; });
    const QString why = describe(out->supply, m_document.campaign().world);
    const QString where =
        out->at == army.hex && !out->marched ? why : tr("at %1, %2").arg(hexLabel(out->at), why);
    QString text =
        tr("out of supply from day %1 (%2), each unit losing %n hit point(s) a day", nullptr,
           hexrules::HexRules::fromRuleset(m_document.campaign().ruleset).starvationHpPerDay)
            .arg(out->day)
            .arg(where);
    if (f.destroyed > 0)
        text += tr(": starved to death on day %1").arg(f.destroyed);
    else if (f.firstUnitStarved > 0)
        text +=
            tr(": units starve away from day %1, %n left on day 7", nullptr, f.days.back().units)
                .arg(f.firstUnitStarved);
    text += QStringLiteral(" (H3.1, H3.2)");
    return text;
}

void HexMarchPlanner::redraw()
{
    const int index = armyIndex(m_army);
    if (index < 0 || !m_map.renderer() || !m_map.scene()) {
        delete m_overlay;
        updateActions();
        m_summary.clear();
        emit planChanged(m_summary);
        return;
    }
    planDays();
    const Campaign &c = m_document.campaign();
    const HexArmy &army = c.current().state.armies[static_cast<size_t>(index)];
    const MapGeometry &geometry = m_map.renderer()->geometry();
    auto centre = [&geometry](Hex h) { return geometry.hexPolygon(h).boundingRect().center(); };
    // The week's part of the path is drawn as a march; what falls after day 7 faded, as it will
    // not be marched, with where the week ends and where the army starves said on the map.
    const size_t week = static_cast<size_t>(m_forecast.weekHexes);
    auto [path, markers] = marchLine(army.hex, m_path, days(), centre);
    const hexrules::SupplyStatus status = supply().statusOf(army);
    QPolygonF route;
    for (Hex h : status.route)
        route << centre(h);
    std::optional<QPointF> cut;
    if (status.cutAt)
        cut = centre(*status.cutAt);
    if (!m_overlay) {
        m_overlay = new HexMarchOverlay;
        m_map.scene()->addItem(m_overlay);
    }
    std::vector<HexMarchOverlay::Note> notes;
    if (week < m_path.size())
        notes.push_back(
            {centre(week > 0 ? m_path[week - 1] : army.hex), tr("week ends (day 7)"), false});
    for (const hexrules::MarchDayForecast &d : m_forecast.days) {
        if (d.day == m_forecast.firstDayOutOfSupply && !m_path.empty())
            notes.push_back({centre(d.at), tr("day %1: out of supply").arg(d.day), true});
        if (d.day == m_forecast.destroyed)
            notes.push_back({centre(d.at), tr("day %1: starved to death").arg(d.day), true});
    }
    m_overlay->show(path, std::move(markers), route, cut, status.inSupply);
    m_overlay->setWeekEnd(static_cast<int>(week), std::move(notes));
    updateActions();

    m_summary =
        m_path.empty()
            ? tr("%1: click hexes to draw its march; %2.").arg(army.id, supplyText(army))
            : tr("%1: %n hex(es), %2 miles at %3 miles a day", nullptr,
                 static_cast<int>(m_path.size()))
                      .arg(army.id)
                      .arg(miles(), 0, 'f', 1)
                      .arg(double(hexrules::HexRules::fromRuleset(c.ruleset).armySpeed(army)), 0,
                           'f', 0) +
                  daysText() + QStringLiteral("; ") + supplyText(army) + weekEndText() +
                  (week > 0 ? tr(". Enter stores it (H2.2).") : tr(" (H2.2)."));
    emit planChanged(m_summary);
}

bool HexMarchPlanner::store()
{
    const int index = armyIndex(m_army);
    if (index < 0 || m_path.empty())
        return false;
    const Campaign &c = m_document.campaign();
    const HexArmy &army = c.current().state.armies[static_cast<size_t>(index)];
    if (army.kingdom < 0)
        return false; // an unowned army takes no orders (H7.2)
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(c.ruleset);
    // One order per army (H2.1), stored as muster-cli march stores it, with only the hexes the
    // week holds: the engine never marches the rest (droppedText).
    const std::vector<Hex> week(m_path.begin(), m_path.begin() + m_forecast.weekHexes);
    if (week.empty())
        return false;
    m_document.undoStack()->push(
        new SetMarchCommand(m_document, {army.id, week, hexrules::defaultRestDays(rules)},
                            tr("March %1").arg(army.id)));
    return true;
}

void HexMarchPlanner::clear()
{
    m_army.clear();
    m_path.clear();
    m_forecast = {};
    redraw();
}

void HexMarchPlanner::updateActions()
{
    const bool planning = armyIndex(m_army) >= 0;
    m_store->setEnabled(planning && !m_path.empty());
    m_clear->setEnabled(planning);
}

} // namespace muster
