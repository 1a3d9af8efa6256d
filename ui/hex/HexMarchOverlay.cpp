#include "hex/HexMarchOverlay.h"

#include <QPainter>

namespace muster {

namespace {
constexpr double kMarkerRadius = 7.0;
}

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
    if (m_path.size() > 1) {
        QPen pen(m_colour, 4);
        pen.setCosmetic(true);
        pen.setCapStyle(Qt::RoundCap);
        painter->setPen(pen);
        painter->drawPolyline(m_path);
    }
    QFont font = painter->font();
    font.setPointSizeF(7);
    font.setBold(true);
    painter->setFont(font);
    for (const DayMarker &d : m_days) {
        const QRectF r(d.at - QPointF(kMarkerRadius, kMarkerRadius),
                       QSizeF(2 * kMarkerRadius, 2 * kMarkerRadius));
        painter->setPen(QPen(m_colour, 1.5));
        painter->setBrush(d.day > 7 ? QColor(250, 200, 200) : QColor(Qt::white));
        painter->drawEllipse(r);
        painter->setPen(Qt::black);
        painter->drawText(r, Qt::AlignCenter, QString::number(d.day));
    }
}

} // namespace muster
