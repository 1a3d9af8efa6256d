#include "console/turns/TurnMapOverlay.h"

#include "console/map/MapView.h"

#include <QStyleOptionGraphicsItem>

namespace muster {

TurnMapOverlay::TurnMapOverlay(const MapView &view, TurnState state)
    : m_view(view), m_state(std::move(state))
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // gives exposedRect
    setZValue(0.5); // over the current map, under the hover and selection outlines
    // A whole second map: cached in device pixels (Qt keeps only the part in view), so hover
    // and badge repaints blit it instead of painting every area again.
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    // The view's options (the orders layer above all) are in the cached pixels too.
    connect(&view, &MapView::optionsChanged, this, &TurnMapOverlay::redraw);
}

void TurnMapOverlay::setState(TurnState state)
{
    m_state = std::move(state);
    redraw();
}

void TurnMapOverlay::redraw()
{
    // The device cache is dropped, not only marked for repainting: when the map is larger than
    // the view, Qt caches just the part in view, and a view that scrolls or grows before the
    // next frame (the battle viewer centres each battle; the window is resized) has only the
    // strip scrolled in repainted, keeping the old pixels everywhere else.
    setCacheMode(QGraphicsItem::NoCache);
    setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    update();
}

QRectF TurnMapOverlay::boundingRect() const
{
    return m_view.renderer() ? m_view.renderer()->sceneBounds() : QRectF();
}

void TurnMapOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_view.renderer())
        return;
    const QRectF exposed = option->exposedRect.isEmpty() ? boundingRect() : option->exposedRect;
    m_view.renderer()->paint(*painter, exposed, m_state, m_view.options());
}

} // namespace muster
