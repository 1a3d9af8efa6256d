#include "console/battles/BattleOverlay.h"

#include "render/map/MapGeometry.h"
#include "render/map/MapPalette.h"

#include <QFontMetrics>
#include <QGraphicsView>
#include <QPainter>
#include <QtMath>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;

/// The badge: fixed pixel size, centred below its anchor point.
class BadgeItem : public QGraphicsItem
{
public:
    explicit BadgeItem(QGraphicsItem *parent) : QGraphicsItem(parent)
    {
        setFlag(QGraphicsItem::ItemIgnoresTransformations);
    }
    /// `above`: the badge sits above its anchor (so it never covers an arrow from below).
    void setLines(const QStringList &lines, bool above)
    {
        prepareGeometryChange();
        m_lines = lines;
        QFont f;
        f.setPointSizeF(10);
        f.setBold(true);
        const QFontMetrics fm(f);
        int width = 0;
        for (const QString &l : m_lines)
            width = std::max(width, fm.horizontalAdvance(l));
        const double height = fm.height() * m_lines.size() + 10;
        m_rect = QRectF(-width / 2.0 - 8, above ? -4 - height : 4, width + 16, height);
        m_font = f;
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-2, -2, 2, 2); }
    /// In device pixels about the item's position.
    QRectF rect() const { return m_rect; }
    void paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        if (m_lines.isEmpty())
            return;
        p->setRenderHint(QPainter::Antialiasing);
        p->setPen(QPen(QColor(40, 20, 20), 1.5));
        p->setBrush(QColor(255, 250, 235, 235));
        p->drawRoundedRect(m_rect, 6, 6);
        p->setFont(m_font);
        const QFontMetrics fm(m_font);
        for (int i = 0; i < m_lines.size(); ++i)
            p->drawText(QRectF(m_rect.left(), m_rect.top() + 5 + i * fm.height(), m_rect.width(),
                               fm.height()),
                        Qt::AlignCenter, m_lines[i]);
    }

private:
    QStringList m_lines;
    QRectF m_rect;
    QFont m_font;
};
} // namespace

BattleOverlay::BattleOverlay(QGraphicsItem *parent)
    : QGraphicsObject(parent), m_badgeItem(new BadgeItem(this))
{
    setZValue(3); // above the map, the hover and the selection outlines
}

void BattleOverlay::show(QPointF from, QPointF to, const QStringList &badge, const QColor &colour)
{
    prepareGeometryChange();
    m_from = from;
    m_to = to;
    m_colour = colour;
    m_badge = badge;
    // On the far side of the target from the source, so the arrow stays visible.
    const bool above = from.y() >= to.y(); // level arrows (hex neighbours): above, clear of
                                           // the counters drawn below a hex's centre
    static_cast<BadgeItem *>(m_badgeItem)->setLines(badge, above);
    // Clear of the target's name (up to 0.9 hex above its anchor) and of its army marker and fort
    // pips (down to 0.85 hex below), whatever the zoom.
    m_badgeAt = to + QPointF(0, above ? -0.95 * kS : 0.95 * kS);
    m_badgeItem->setPos(m_badgeAt);
    setVisible(true);
    update();
}

void BattleOverlay::keepBadgeIn(const QGraphicsView &view)
{
    const QRectF room = QRectF(view.viewport()->rect()).adjusted(4, 4, -4, -4);
    const QRectF badge = static_cast<const BadgeItem *>(m_badgeItem)
                             ->rect()
                             .translated(view.mapFromScene(m_badgeAt));
    const auto into = [](double low, double high, double roomLow, double roomHigh) {
        if (high - low > roomHigh - roomLow)
            return roomLow - low; // wider than the view: its start in view
        return low < roomLow ? roomLow - low : high > roomHigh ? roomHigh - high : 0.0;
    };
    const QPointF shift(into(badge.left(), badge.right(), room.left(), room.right()),
                        into(badge.top(), badge.bottom(), room.top(), room.bottom()));
    const double scale = view.transform().m11();
    m_badgeItem->setPos(m_badgeAt + (scale > 0 ? shift / scale : QPointF()));
}

QRect BattleOverlay::badgeRectIn(const QGraphicsView &view) const
{
    return static_cast<const BadgeItem *>(m_badgeItem)
        ->rect()
        .translated(view.mapFromScene(m_badgeItem->pos()))
        .toAlignedRect();
}

void BattleOverlay::setAttackers(int count, const QColor &fill)
{
    m_attackers = count;
    m_attackersFill = fill;
    update();
}

QPointF BattleOverlay::attackersAt() const
{
    // A third of the way along the arrow: off the source's own marker, clear of the target's.
    return QLineF(m_from, m_to).pointAt(0.35);
}

QRectF BattleOverlay::boundingRect() const
{
    const double margin = QLineF(m_from, m_to).length() * 0.3 + 1.2 * kS;
    return QRectF(m_from, m_to).normalized().adjusted(-margin, -margin, margin, margin);
}

void BattleOverlay::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QLineF line(m_from, m_to);
    p->setRenderHint(QPainter::Antialiasing);
    if (line.length() <= 0) {
        // No known origin (a hex battle whose attacker did not march in this turn): a ring.
        for (const auto &[colour, width] : {std::pair{QColor(Qt::white), 9}, {m_colour, 5}}) {
            QPen pen(colour, width);
            pen.setCosmetic(true);
            p->setPen(pen);
            p->setBrush(Qt::NoBrush);
            p->drawEllipse(m_to, 0.95 * kS, 0.95 * kS);
        }
        return;
    }
    // Stop short of the target's army marker (a disc of 0.36 hex round the anchor, MapMarkers)
    // so its count stays readable under the arrow's head.
    // Likewise leave the source's own marker and name readable. A short arrow (a hex battle's,
    // from the neighbouring hex) keeps its whole tail: it would be all head otherwise.
    const bool shortArrow = line.length() < 3 * kS;
    const double stop =
        shortArrow ? 0.35 * line.length() : std::min(0.8 * kS, 0.45 * line.length());
    const QPointF tip = line.pointAt(1.0 - stop / line.length());
    const QPointF tail =
        shortArrow ? m_from : line.pointAt(std::min(0.6 * kS, 0.3 * line.length()) / line.length());
    const double head = std::min(line.length() * 0.25, 0.9 * kS);
    const double angle = std::atan2(line.dy(), line.dx());
    QPolygonF arrow;
    arrow << tip << tip - QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * head
          << tip - QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * head;
    // A white halo under the kingdom's colour keeps the arrow visible on any fill.
    for (const auto &[colour, width] : {std::pair{QColor(Qt::white), 10}, {m_colour, 6}}) {
        QPen pen(colour, width);
        pen.setCosmetic(true); // the same thickness at every zoom
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        p->setPen(pen);
        p->drawLine(tail, tip);
        p->setBrush(m_colour);
        p->drawPolygon(arrow);
    }
    if (m_attackers < 0)
        return;
    // The attackers on their way, drawn like an area's army marker (render/map/MapMarkers) but
    // larger and with a white rim, so it reads as "these are the ones attacking".
    const double r = 0.42 * kS;
    const QPointF at = attackersAt();
    const QRectF disc(at.x() - r, at.y() - r, 2 * r, 2 * r);
    p->setPen(QPen(Qt::white, 0.12 * kS));
    p->setBrush(m_attackersFill);
    p->drawEllipse(disc);
    p->setPen(QPen(QColor(28, 26, 23), 0.05 * kS));
    p->setBrush(Qt::NoBrush);
    p->drawEllipse(disc.adjusted(0.06 * kS, 0.06 * kS, -0.06 * kS, -0.06 * kS));
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(static_cast<int>(0.45 * kS));
    f.setBold(true);
    p->setFont(f);
    p->setPen(MapPalette::textOn(m_attackersFill));
    p->drawText(disc, Qt::AlignCenter, QString::number(m_attackers));
}

} // namespace muster
