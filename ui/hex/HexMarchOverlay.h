#pragma once
// What a hex march plan looks like on the map: the drawn path through the hex
// centres with a day marker where each day's march ends, and the selected army's supply route
// (H3.1), green when unbroken, red when cut with a cross on the blocking hex. View > Show All
// Marches draws one per stored march, in its kingdom's colour and with no supply route.

#include "hex/Hex.h"
#include "map/MarchDrawing.h"

#include <QColor>
#include <QGraphicsObject>
#include <QPolygonF>

#include <optional>
#include <utility>
#include <vector>

namespace muster {

class HexMarchOverlay : public QGraphicsObject
{
    Q_OBJECT
public:
    using DayMarker = MarchDayMarker;

    explicit HexMarchOverlay(QGraphicsItem *parent = nullptr);

    /// The line through the centres of `start` and each hex of `path` (as `centre` places them),
    /// and a marker where each day's march ends (`days`: the day each hex is entered on).
    template <typename Centre>
    static std::pair<QPolygonF, std::vector<DayMarker>>
    march(Hex start, const std::vector<Hex> &path, const std::vector<int> &days, Centre centre)
    {
        return marchLine(start, path, days, centre);
    }

    /// The path's and the markers' colour (a dark blue unless set).
    void setColour(const QColor &colour);

    /// `path` starts at the army's hex (scene points); `supply` starts there too.
    void show(QPolygonF path, std::vector<DayMarker> days, QPolygonF supply,
              std::optional<QPointF> cutAt, bool inSupply);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QPolygonF m_path;
    std::vector<DayMarker> m_days;
    QPolygonF m_supply;
    std::optional<QPointF> m_cutAt;
    bool m_inSupply = false;
    QColor m_colour{30, 60, 200};
};

} // namespace muster
