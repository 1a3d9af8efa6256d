#pragma once
// The links and blocks between areas, drawn over the map while it is edited (the renderer draws
// roads, rivers and strongholds; these have no mark of their own in play): a link is a dashed
// line between the two areas' anchors, a block the same line in red crossed by a bar.

#include <QGraphicsObject>

namespace muster {

class MapRenderer;

class EditorMarks : public QGraphicsObject
{
    Q_OBJECT
public:
    explicit EditorMarks(const MapRenderer &renderer);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const MapRenderer &m_renderer;
};

} // namespace muster
