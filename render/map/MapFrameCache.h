#pragma once
// A cache of the whole map drawn at the view's current zoom, for the zoomed-out end where a frame
// draws thousands of areas: panning then copies pixels instead of drawing the map again. Used only
// while the whole map at that zoom fits in kMaxSide x kMaxSide pixels; it is redrawn after an edit
// (invalidate), a change of view options, or a change of zoom.

#include "map/MapRenderer.h"

#include <QImage>

namespace muster {

class MapFrameCache
{
public:
    static constexpr int kMaxSide = 2560; // about a full-screen overview: redrawing it stays quick

    explicit MapFrameCache(const MapRenderer &renderer) : m_renderer(renderer) {}

    void invalidate() { m_image = QImage(); }
    /// Paints `exposed` like MapRenderer::paint, from the cache when the painter's transform is a
    /// plain scale and translation and the map fits; otherwise through the renderer.
    void paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
               const MapOptions &options);

private:
    const MapRenderer &m_renderer;
    QImage m_image;
    double m_scale = 0;
    MapOptions m_options;
};

} // namespace muster
