#include "map/MapFrameCache.h"

#include "map/MapPalette.h"

#include <QPainter>

#include <cmath>

namespace muster {

void MapFrameCache::paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
                          const MapOptions &options)
{
    const QTransform t = painter.transform();
    const QRectF bounds = m_renderer.sceneBounds();
    const double scale = t.m11();
    const bool plain = t.type() <= QTransform::TxScale && std::abs(t.m11() - t.m22()) < 1e-9;
    if (!plain || bounds.width() * scale > kMaxSide || bounds.height() * scale > kMaxSide) {
        m_renderer.paint(painter, exposed, state, options);
        return;
    }
    const bool sameOptions = options.colouring == m_options.colouring &&
                             options.hexOverlay == m_options.hexOverlay &&
                             options.labels == m_options.labels;
    if (m_image.isNull() || !sameOptions || std::abs(scale - m_scale) > 1e-9 * scale) {
        m_scale = scale;
        m_options = options;
        m_image =
            QImage(static_cast<int>(std::ceil(bounds.width() * scale)),
                   static_cast<int>(std::ceil(bounds.height() * scale)), QImage::Format_RGB32);
        m_image.fill(MapPalette::background()); // the rounded-up edge row and column too
        QPainter p(&m_image);
        p.scale(scale, scale);
        p.translate(-bounds.topLeft());
        m_renderer.paint(p, bounds, state, options);
    }
    // Copy pixels 1:1 at a whole-pixel position: no resampling, Qt's fastest drawImage path.
    const QPointF origin = t.map(bounds.topLeft());
    const QPoint at(static_cast<int>(std::lround(origin.x())),
                    static_cast<int>(std::lround(origin.y())));
    const QRect source =
        QRectF(t.mapRect(exposed).translated(-at)).toAlignedRect().intersected(m_image.rect());
    painter.save();
    painter.resetTransform();
    // Beyond the map the renderer paints background; so does the cache.
    const QRect device = t.mapRect(exposed).toAlignedRect();
    const QRect image(at, m_image.size());
    if (!image.contains(device))
        painter.fillRect(device, MapPalette::background());
    painter.drawImage(source.topLeft() + at, m_image, source);
    painter.restore();
}

} // namespace muster
