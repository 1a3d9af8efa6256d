#pragma once
// What the battle viewer draws over the map (issue 6 point 3): an arrow from the attack's source
// area to its target and, at the target, a badge with the step shown (phase, strengths, losses),
// drawn at a fixed screen size whatever the zoom.

#include <QGraphicsObject>
#include <QStringList>

namespace muster {

class BattleOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit BattleOverlay(QGraphicsItem *parent = nullptr);

    /// Shows an arrow `from` -> `to` (scene points) and the badge lines at `to`.
    void show(QPointF from, QPointF to, const QStringList &badge, const QColor &colour);
    QStringList badge() const { return m_badge; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPointF m_from;
    QPointF m_to;
    QColor m_colour;
    QStringList m_badge;
    QGraphicsItem *m_badgeItem;
};

} // namespace muster
