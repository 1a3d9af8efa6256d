#include "hex/MarchEventsOverlay.h"

#include <QGraphicsSceneHoverEvent>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>
#include <map>

namespace muster {

namespace {
constexpr double kRadius = 11.0;

bool shownFor(const std::vector<bool> &shown, const std::map<QString, int> &kingdomOf,
              const QString &army)
{
    if (shown.empty())
        return true;
    const auto k = kingdomOf.find(army);
    return k != kingdomOf.end() && k->second >= 0 &&
           static_cast<std::size_t>(k->second) < shown.size() &&
           shown[static_cast<std::size_t>(k->second)];
}
} // namespace

MarchEventsOverlay::MarchEventsOverlay(const TurnMarchMarks &marks,
                                       const std::vector<bool> &kingdomsShown, Centre centre,
                                       QGraphicsItem *parent)
    : QGraphicsObject(parent)
{
    setZValue(58); // over the marches (55), under the march being planned (60)
    setAcceptHoverEvents(true);
    std::map<QString, int> kingdomOf;
    for (const MarchMark &m : marks.marches)
        kingdomOf[m.army] = m.kingdom;
    const auto shown = [&](const QString &army) {
        return shownFor(kingdomsShown, kingdomOf, army);
    };
    for (const MarchMeeting &m : marks.meetings)
        if (shown(m.attacker) || shown(m.defender))
            m_meetings.push_back({centre(m.hex), tr("Battle %1 on day %2: %3 meets %4")
                                                     .arg(m.battle)
                                                     .arg(m.day)
                                                     .arg(m.attacker, m.defender)});
    for (const MarchContact &c : marks.contacts)
        if (shown(c.first) || shown(c.second))
            m_contacts.push_back({centre(c.firstHex), centre(c.secondHex),
                                  tr("Contact at the end of day %1: %2 and %3 are within reach, "
                                     "the week stops here for daily orders (H2.4)")
                                      .arg(c.day)
                                      .arg(c.first, c.second),
                                  tr("stop day %1").arg(c.day)});
    for (const Mark &m : m_meetings)
        m_bounds |= QRectF(m.at, QSizeF(1, 1));
    for (const Contact &c : m_contacts)
        m_bounds |= QRectF(c.first, c.second).normalized() | QRectF(c.first, QSizeF(1, 1));
    m_bounds.adjust(-2 * kRadius, -2 * kRadius, 2 * kRadius + 60, 2 * kRadius);
}

QString MarchEventsOverlay::describe(QPointF at) const
{
    for (const Mark &m : m_meetings)
        if (QLineF(at, m.at).length() <= kRadius)
            return m.text;
    for (const Contact &c : m_contacts)
        if (QLineF(at, c.first).length() <= kRadius || QLineF(at, c.second).length() <= kRadius)
            return c.text;
    return {};
}

void MarchEventsOverlay::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    setToolTip(describe(event->scenePos()));
}

QRectF MarchEventsOverlay::boundingRect() const
{
    return m_bounds;
}

void MarchEventsOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor red(200, 20, 30);
    for (const Contact &c : m_contacts) {
        QPen line(red, 2.5, Qt::DashLine);
        line.setCosmetic(true);
        painter->setPen(line);
        painter->drawLine(c.first, c.second);
        // A stop sign at each army: a red octagon with a white bar.
        for (const QPointF &p : {c.first, c.second}) {
            QPolygonF octagon;
            for (int i = 0; i < 8; ++i) {
                const double a = (22.5 + 45.0 * i) * M_PI / 180.0;
                octagon << p + QPointF(kRadius * std::cos(a), kRadius * std::sin(a));
            }
            painter->setPen(QPen(Qt::white, 1.5));
            painter->setBrush(red);
            painter->drawPolygon(octagon);
            painter->fillRect(QRectF(p.x() - kRadius * 0.55, p.y() - 1.5, kRadius * 1.1, 3),
                              Qt::white);
        }
        // The day it stops, beside the line's middle.
        QFont font = painter->font();
        font.setPointSizeF(7.5);
        font.setBold(true);
        painter->setFont(font);
        const QPointF middle = (c.first + c.second) / 2;
        const QRectF box(middle + QPointF(kRadius * 0.8, -8), QSizeF(52, 16));
        painter->setPen(QPen(red, 1));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(red);
        painter->drawText(box, Qt::AlignCenter, c.day);
    }
    for (const Mark &m : m_meetings) {
        // Two crossed blades in a white disc: a battle.
        painter->setPen(QPen(red, 1.5));
        painter->setBrush(Qt::white);
        painter->drawEllipse(m.at, kRadius, kRadius);
        QPen blade(red, 2.5);
        blade.setCapStyle(Qt::RoundCap);
        painter->setPen(blade);
        const double d = kRadius * 0.55;
        painter->drawLine(m.at + QPointF(-d, -d), m.at + QPointF(d, d));
        painter->drawLine(m.at + QPointF(-d, d), m.at + QPointF(d, -d));
    }
}

} // namespace muster
