#pragma once
// What a hex march plan looks like on the map: the drawn path through the hex
// centres with a day marker where each day's march ends, and the selected army's supply route
// (H3.1), green when unbroken, red when cut with a cross on the blocking hex. The part of a
// planned path after the week's end is faded, and short notes say where the week ends and where
// the army goes out of supply or starves. View > Show All
// Marches draws one per stored march, in its kingdom's colour and with no supply route.

#include "hex/Hex.h"
#include "render/map/MarchDrawing.h"

#include <QColor>
#include <QGraphicsObject>
#include <QPolygonF>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace muster {

class HexMarchOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    using DayMarker = MarchDayMarker; // laid out by marchLine (render/map/MarchDrawing.h)

    explicit HexMarchOverlay(QGraphicsItem *parent = nullptr);

    /// A word on the map beside a hex of the path: where the week ends, where the army goes out
    /// of supply or starves (`alarm`: in red).
    struct Note
    {
        QPointF at;
        QString text;
        bool alarm = false;
    };

    /// The path's and the markers' colour (a dark blue unless set).
    void setColour(const QColor &colour);

    /// `path` starts at the army's hex (scene points); `supply` starts there too.
    void show(QPolygonF path, std::vector<DayMarker> days, QPolygonF supply,
              std::optional<QPointF> cutAt, bool inSupply);

    /// The path's first `weekHexes` hexes are marched this week; the rest is drawn faded (-1:
    /// all of it is marched). `notes` are drawn over the path.
    void setWeekEnd(int weekHexes, std::vector<Note> notes);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPolygonF m_path;
    std::vector<DayMarker> m_days;
    QPolygonF m_supply;
    std::optional<QPointF> m_cutAt;
    bool m_inSupply = false;
    int m_weekHexes = -1;
    std::vector<Note> m_notes;
    QColor m_colour{30, 60, 200};
};

} // namespace muster
