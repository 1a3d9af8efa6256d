#pragma once
// The scene item holding the whole map. It only paints, through MapRenderer, the part of the map
// the view exposes; hit-testing is done by MapView on the geometry.

#include "render/map/MapRenderer.h"
#include "render/map/MapTileCache.h"

#include <QGraphicsItem>

namespace muster {

class MapItem : public QGraphicsItem
{
public:
    MapItem(const MapRenderer &renderer, const MapOptions &options);

    QRectF boundingRect() const override;
    /// Call after the turn state changed: repaints, redrawing only the tiles whose areas changed.
    void invalidate();
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;
    /// How the tile cache asks for another frame after showing stand-ins (MapTileCache).
    void setRepaintRequest(std::function<void()> request)
    {
        m_cache.setRepaintRequest(std::move(request));
    }

private:
    const MapRenderer &m_renderer;
    const MapOptions &m_options;
    MapTileCache m_cache;
};

} // namespace muster
