#pragma once
// View > Orders: the orders layer of the map (render/map/OrderLayer) for the turn shown — the
// current turn's orders with the engine's verdict on each, or an earlier turn's orders as they
// were carried out — and its kingdom filter (all kingdoms, the orders dock's kingdom, or it and
// its neighbours). It rebuilds the layer when the orders, the turn shown or the filter change,
// and hands it to the window's view options; the map's tooltips describe the order under the
// pointer, and a click on a resolved order that fought a battle opens that battle in the viewer.

#include "render/map/OrderLayer.h"

#include <QObject>
#include <QPoint>

#include <optional>

class QAction;
class QActionGroup;

namespace muster {

class CampaignDocument;
class MapView;
class TurnConsole;

class OrdersOnMap : public QObject
{
    Q_OBJECT
public:
    OrdersOnMap(CampaignDocument &document, MapView &map, TurnConsole &console, QObject *parent);

    /// View > Orders (checkable).
    QAction *action() const { return m_toggle; }
    /// The filter's choices, one checked.
    QList<QAction *> filterActions() const;
    /// The layer to draw; null while View > Orders is off.
    const OrderLayer *layer() const { return m_layer ? &*m_layer : nullptr; }
    OrderLayer::Filter filter() const;
    void setFilter(OrderLayer::Filter filter);
    /// The kingdom the filter shows (the orders dock's), -1 while it shows every kingdom.
    int filterKingdom() const;

signals:
    /// The layer was rebuilt, switched on or off: the map's options need it again.
    void changed();
    /// The filter or its kingdom changed (the hex marches follow it too).
    void filterChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void rebuild();
    /// A click at `pos` (the map's viewport): the battle of the resolved order there, if any.
    void clickedAt(QPoint pos);

    CampaignDocument &m_document;
    MapView &m_map;
    TurnConsole &m_console;
    QAction *m_toggle;
    QActionGroup *m_filters;
    QAction *m_all, *m_kingdom, *m_neighbours;
    std::optional<OrderLayer> m_layer;
    QPoint m_pressedAt;
};

} // namespace muster
