#pragma once
// What the engine's run of a hex turn's marches says will happen, drawn over all marches: a
// battle mark where opposing armies meet (H4.1, H2.5), and where the resolution stops because
// opposing armies end a day within reach (H2.4), a stop sign at each army joined by a dashed
// line. The marks come from core (view/MarchMarks); each has a tooltip saying what and when.

#include "view/MarchMarks.h"

#include <QGraphicsObject>

#include <functional>

namespace muster {

class MarchEventsOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    using Centre = std::function<QPointF(Hex)>;

    /// The marks of armies of `kingdomsShown` (index = kingdom; empty: every kingdom).
    MarchEventsOverlay(const TurnMarchMarks &marks, const std::vector<bool> &kingdomsShown,
                       Centre centre, QGraphicsItem *parent = nullptr);

    int meetings() const { return static_cast<int>(m_meetings.size()); }
    int contacts() const { return static_cast<int>(m_contacts.size()); }
    /// What the mark nearest `at` (scene point, within its radius) says; empty when none.
    QString describe(QPointF at) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    struct Mark
    {
        QPointF at;
        QString text;
    };
    struct Contact
    {
        QPointF first, second;
        QString text, day; // the tooltip; "stop day 3" on the map
    };
    std::vector<Mark> m_meetings;
    std::vector<Contact> m_contacts;
    QRectF m_bounds;
};

} // namespace muster
