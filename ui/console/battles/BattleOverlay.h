#pragma once
// What the battle viewer draws over the map: an arrow from the attack's
// source area (or hex) to its target and, at the target, a badge with the step shown (phase,
// strengths, losses; battle turn, BR, throws, morale), drawn at a fixed screen size whatever the
// zoom. Area battles add the attackers' marker on the arrow with their strength at that step; a
// hex battle whose attacker's origin is not known gets a ring round the battle hex instead.

#include <QGraphicsObject>
#include <QStringList>

class QGraphicsView;

namespace muster {

class BattleOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit BattleOverlay(QGraphicsItem *parent = nullptr);

    /// Shows an arrow `from` -> `to` (scene points) and the badge lines at `to`.
    void show(QPointF from, QPointF to, const QStringList &badge, const QColor &colour);
    QStringList badge() const { return m_badge; }
    QPointF from() const { return m_from; }
    QPointF to() const { return m_to; }
    /// The attackers' marker near the arrow's source: `count` armies in `fill` (-1: none).
    void setAttackers(int count, const QColor &fill);
    int attackers() const { return m_attackers; }
    /// Where the attackers' marker is drawn (scene units).
    QPointF attackersAt() const;

    /// Moves the badge as little as it takes to lie wholly in `view`'s viewport (a battle near
    /// the map's edge at the zoom the GM works at puts half of it outside), as the view is now.
    void keepBadgeIn(const QGraphicsView &view);
    /// The badge's rectangle in `view`'s viewport.
    QRect badgeRectIn(const QGraphicsView &view) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPointF m_from;
    QPointF m_to;
    QColor m_colour;
    QStringList m_badge;
    int m_attackers = -1;
    QColor m_attackersFill;
    QGraphicsItem *m_badgeItem;
    QPointF m_badgeAt; // where the badge hangs from, before keepBadgeIn
};

} // namespace muster
