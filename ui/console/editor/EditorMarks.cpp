#include "console/editor/EditorMarks.h"

#include "model/Campaign.h"
#include "render/map/MapRenderer.h"

#include <QPainter>

#include <cmath>

namespace muster {

namespace {
const QColor kLink(30, 90, 170);
const QColor kBlock(190, 30, 30);
} // namespace

EditorMarks::EditorMarks(const MapRenderer &renderer) : m_renderer(renderer)
{
    setZValue(4); // over the selection outline
}

QRectF EditorMarks::boundingRect() const
{
    return m_renderer.sceneBounds();
}

void EditorMarks::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const World &world = m_renderer.campaign().world;
    const MapGeometry &geometry = m_renderer.geometry();
    painter->setRenderHint(QPainter::Antialiasing);
    const auto draw = [&](const AreaLink &join, const QColor &colour, bool block) {
        if (join.a < 0 || join.b < 0 || join.a >= static_cast<int>(world.areas.size()) ||
            join.b >= static_cast<int>(world.areas.size()))
            return;
        const QPointF a = geometry.area(join.a).anchor, b = geometry.area(join.b).anchor;
        QPen halo(QColor(255, 255, 255, 220), 5);
        halo.setCosmetic(true);
        painter->setPen(halo);
        painter->drawLine(a, b);
        QPen pen(colour, 2.5, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawLine(a, b);
        if (!block)
            return;
        const QPointF mid = (a + b) / 2, d = b - a;
        const double length = std::hypot(d.x(), d.y());
        if (length < 1e-6)
            return;
        const QPointF across = QPointF(-d.y(), d.x()) / length * MapGeometry::kHexSize * 0.6;
        QPen bar(colour, 4, Qt::SolidLine, Qt::RoundCap);
        bar.setCosmetic(true);
        painter->setPen(bar);
        painter->drawLine(mid - across, mid + across);
    };
    for (const AreaLink &l : world.links)
        draw(l, kLink, false);
    for (const AreaLink &b : world.blocks)
        draw(b, kBlock, true);
}

} // namespace muster
