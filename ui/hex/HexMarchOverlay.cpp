#include "hex/HexMarchOverlay.h"

#include <QPainter>

namespace muster {

HexMarchOverlay::HexMarchOverlay(QGraphicsItem *parent) : QGraphicsObject(parent)
{
    setZValue(60); // above the map and its markers
}

void HexMarchOverlay::show(QPolygonF path, std::vector<DayMarker> days, QPolygonF supply,
                           std::optional<QPointF> cutAt, bool inSupply)
{
    prepareGeometryChange();
    m_path = std::move(path);
    m_days = std::move(days);
    m_supply = std::move(supply);
    m_cutAt = cutAt;
    m_inSupply = inSupply;
    update();
}

void HexMarchOverlay::setColour(const QColor &colour)
{
    m_colour = colour;
    update();
}

QRectF HexMarchOverlay::boundingRect() const
{
    QRectF r = m_path.boundingRect().united(m_supply.boundingRect());
    if (m_cutAt)
        r = r.united(QRectF(*m_cutAt, QSizeF(1, 1)));
    return r.adjusted(-20, -20, 20, 20);
}

void HexMarchOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_supply.size() > 1) {
        QPen pen(m_inSupply ? QColor(20, 140, 40) : QColor(210, 20, 20), 3, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPolyline(m_supply);
    }
    if (m_cutAt) {
        QPen pen(QColor(210, 20, 20), 4);
        pen.setCosmetic(true);
        painter->setPen(pen);
        const QPointF c = *m_cutAt;
        painter->drawLine(c + QPointF(-8, -8), c + QPointF(8, 8));
        painter->drawLine(c + QPointF(-8, 8), c + QPointF(8, -8));
    }
    paintMarchLine(*painter, m_path, m_days, m_colour);
}

} // namespace muster
