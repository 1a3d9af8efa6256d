#include "console/hex/HexMarchOverlay.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

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

void HexMarchOverlay::setWeekEnd(int weekHexes, std::vector<Note> notes)
{
    prepareGeometryChange();
    m_weekHexes = weekHexes;
    m_notes = std::move(notes);
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
    for (const Note &n : m_notes)
        r = r.united(QRectF(n.at, QSizeF(1, 1)));
    // Room for the notes' words, drawn right of their hexes.
    return r.adjusted(-20, -30, m_notes.empty() ? 20 : 200, 20);
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
    if (m_weekHexes < 0 || m_weekHexes + 1 >= m_path.size()) {
        paintMarchLine(*painter, m_path, m_days, m_colour);
    } else {
        // After the week's end: faded, with its own (pink) day markers.
        const QPolygonF week = m_path.mid(0, m_weekHexes + 1);
        const QPolygonF after = m_path.mid(m_weekHexes);
        std::vector<DayMarker> weekDays, afterDays;
        for (const DayMarker &d : m_days)
            (d.day > 7 ? afterDays : weekDays).push_back(d);
        QColor faded = m_colour;
        faded.setAlpha(80);
        paintMarchLine(*painter, after, afterDays, faded);
        paintMarchLine(*painter, week, weekDays, m_colour);
    }
    QFont font = painter->font();
    font.setPointSizeF(8);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    for (size_t i = 0; i < m_notes.size(); ++i) {
        const Note &n = m_notes[i];
        // Notes on one hex go one under the other.
        const auto before = std::count_if(m_notes.begin(), m_notes.begin() + long(i),
                                          [&n](const Note &o) { return o.at == n.at; });
        const double stack = double(before) * (metrics.height() + 4);
        QRectF box = metrics.boundingRect(n.text).adjusted(-3, -1, 3, 1);
        box.moveTopLeft(n.at + QPointF(12, 4 + stack));
        painter->setPen(QPen(n.alarm ? QColor(180, 20, 20) : QColor(60, 60, 60), 1));
        painter->setBrush(QColor(255, 255, 255, 220));
        painter->drawRect(box);
        painter->setPen(n.alarm ? QColor(180, 20, 20) : QColor(Qt::black));
        painter->drawText(box, Qt::AlignCenter, n.text);
    }
}

} // namespace muster
