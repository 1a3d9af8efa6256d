#pragma once
// A drag on the map that gives an order instead of panning: MapView asks each handler on a press
// whether the drag is its own (an area order from one of the kingdom's areas, a hex army's march),
// and the map pans as before when none takes it. Once the pointer has moved beyond
// QApplication::startDragDistance the handler says what to draw and what a drop there would do;
// a press released before that is a plain click (MapView::clicked), so clicking is unchanged.

#include "hex/Hex.h"

#include <QColor>
#include <QPainterPath>
#include <QPolygonF>
#include <QString>

#include <optional>

namespace muster {

/// What the map draws while a drag is under way: a light overlay on the view, not on the scene.
struct MapDragPicture
{
    QPolygonF line; // scene coordinates, from where the drag started to the pointer
    QString hint;   // what a drop here would do, or why nothing can be dropped here
    bool ok = false;
    QColor colour;      // the line's; the hint is red when a drop is not ok
    QPainterPath cover; // scene coordinates: hexes a drop would change (a brush stroke), filled
    QColor coverColour;
};

class MapDragHandler
{
public:
    virtual ~MapDragHandler() = default;
    /// Whether a press on `hex` (in `area`, -1 outside areas) starts this handler's drag.
    virtual bool dragPressed(Hex hex, int area) = 0;
    /// The pointer is at `scenePos` (over `hex` in `area`, none off the map), beyond the start
    /// distance.
    virtual MapDragPicture dragMoved(QPointF scenePos, std::optional<Hex> hex, int area) = 0;
    /// Released after dragging: the order is proposed or stored here, or the handler says why not.
    virtual void dragDropped(std::optional<Hex> hex, int area) = 0;
    /// The drag ended without a drop: Esc, or the press was a click after all.
    virtual void dragCancelled() = 0;
};

} // namespace muster
