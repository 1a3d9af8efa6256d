#include "console/map/MapItem.h"

#include "model/Campaign.h"

#include <QStyleOptionGraphicsItem>

namespace muster {

MapItem::MapItem(const MapRenderer &renderer, const MapOptions &options)
    : m_renderer(renderer), m_options(options), m_cache(renderer)
{
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption); // gives exposedRect
}

QRectF MapItem::boundingRect() const
{
    return m_renderer.sceneBounds();
}

void MapItem::invalidate()
{
    // The tile cache keeps its tiles: each is drawn again only if the fills of the areas it shows
    // changed (a new world comes with a new item and cache).
    update();
}

void MapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect.isEmpty() ? boundingRect() : option->exposedRect;
    m_cache.paint(*painter, exposed, m_renderer.campaign().current().state, m_options);
}

} // namespace muster
