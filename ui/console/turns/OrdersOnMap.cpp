#include "console/turns/OrdersOnMap.h"

#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/OrdersDock.h"
#include "console/turns/TurnConsole.h"
#include "console/turns/TurnHistoryDock.h"
#include "model/Campaign.h"
#include "orders/TurnOrders.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMouseEvent>

namespace muster {

OrdersOnMap::OrdersOnMap(CampaignDocument &document, MapView &map, TurnConsole &console,
                         QObject *parent)
    : QObject(parent), m_document(document), m_map(map), m_console(console),
      m_toggle(new QAction(tr("&Orders on the Map"), this)), m_filters(new QActionGroup(this)),
      m_all(new QAction(tr("Orders of &All Kingdoms"), this)),
      m_kingdom(new QAction(tr("Orders of the &Orders Dock's Kingdom"), this)),
      m_neighbours(new QAction(tr("Orders of That Kingdom and Its &Neighbours"), this))
{
    m_toggle->setObjectName(QStringLiteral("ordersOnMapAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    m_toggle->setToolTip(
        tr("Draw every order of the turn shown on the map: before resolving, with what the engine "
           "would refuse; for an earlier turn, what became of each (Ctrl+Shift+O)"));
    for (QAction *a : {m_all, m_kingdom, m_neighbours}) {
        a->setCheckable(true);
        m_filters->addAction(a);
    }
    m_all->setObjectName(QStringLiteral("ordersOfAllAction"));
    m_kingdom->setObjectName(QStringLiteral("ordersOfKingdomAction"));
    m_neighbours->setObjectName(QStringLiteral("ordersOfNeighboursAction"));
    m_all->setChecked(true);

    connect(m_toggle, &QAction::toggled, this, &OrdersOnMap::rebuild);
    m_map.viewport()->installEventFilter(this);
    connect(m_filters, &QActionGroup::triggered, this, [this] {
        rebuild();
        emit filterChanged();
    });
    connect(&m_document, &CampaignDocument::ordersChanged, this, &OrdersOnMap::rebuild);
    connect(&m_document, &CampaignDocument::turnsChanged, this, &OrdersOnMap::rebuild);
    connect(&m_document, &CampaignDocument::stateChanged, this, &OrdersOnMap::rebuild);
    connect(&m_document, &CampaignDocument::worldChanged, this, &OrdersOnMap::rebuild);
    connect(&m_document, &CampaignDocument::campaignReplaced, this, &OrdersOnMap::rebuild);
    // After the console's own connections: its turn shown is up to date when these run.
    connect(m_console.history(), &TurnHistoryDock::turnChosen, this, &OrdersOnMap::rebuild);
    connect(m_console.orders(), &OrdersDock::kingdomChanged, this, [this] {
        if (filter() != OrderLayer::Filter::All) {
            rebuild();
            emit filterChanged();
        }
    });
}

QList<QAction *> OrdersOnMap::filterActions() const
{
    return {m_all, m_kingdom, m_neighbours};
}

OrderLayer::Filter OrdersOnMap::filter() const
{
    if (m_kingdom->isChecked())
        return OrderLayer::Filter::Kingdom;
    if (m_neighbours->isChecked())
        return OrderLayer::Filter::Neighbours;
    return OrderLayer::Filter::All;
}

int OrdersOnMap::filterKingdom() const
{
    return filter() == OrderLayer::Filter::All ? -1 : m_console.orders()->kingdom();
}

void OrdersOnMap::setFilter(OrderLayer::Filter filter)
{
    (filter == OrderLayer::Filter::Kingdom      ? m_kingdom
     : filter == OrderLayer::Filter::Neighbours ? m_neighbours
                                                : m_all)
        ->setChecked(true);
    rebuild();
    emit filterChanged();
}

bool OrdersOnMap::eventFilter(QObject *watched, QEvent *event)
{
    // Watches the map's clicks without taking them: selection and order entry go on as before.
    // The event is a mouse event only for these two types (UBSan checks the downcast).
    const bool press = event->type() == QEvent::MouseButtonPress;
    if (watched == m_map.viewport() && (press || event->type() == QEvent::MouseButtonRelease)) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        const QPoint at = mouse->position().toPoint();
        if (mouse->button() == Qt::LeftButton) {
            if (press)
                m_pressedAt = at;
            else if ((at - m_pressedAt).manhattanLength() < QApplication::startDragDistance())
                clickedAt(at);
        }
    }
    return QObject::eventFilter(watched, event);
}

void OrdersOnMap::clickedAt(QPoint pos)
{
    if (!m_layer || !m_layer->resolved())
        return;
    const double tolerance = 5 / std::max(m_map.zoom(), 1e-9); // as the map's tooltips
    const double ratio = m_map.options().pixelRatio;
    const int item = m_layer->itemAt(m_map.mapToScene(pos), tolerance, m_map.zoom() * ratio, ratio);
    if (item < 0)
        return;
    const int battle = m_layer->items()[static_cast<size_t>(item)].mark.battle;
    if (battle > 0)
        m_console.openBattle(battle);
}

void OrdersOnMap::rebuild()
{
    m_layer.reset();
    if (m_toggle->isChecked() && m_document.hasCampaign() && m_map.renderer()) {
        const Campaign &c = m_document.campaign();
        const int current = static_cast<int>(c.turns.size()) - 1;
        const int turn = m_console.shownTurn() >= 0 ? m_console.shownTurn() : current;
        // The current turn's marks come from the run the orders dock reads too.
        TurnOrders *held = turn == current ? m_document.turnOrders() : nullptr;
        m_layer.emplace(
            m_map.renderer()->geometry(), held ? held->marks() : turnOrderMarks(c, turn),
            OrderLayer::kingdomsShown(c, turn, filter(), m_console.orders()->kingdom()));
    }
    emit changed();
}

} // namespace muster
