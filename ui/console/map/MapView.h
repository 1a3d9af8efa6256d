#pragma once
// The map on screen: a QGraphicsView over one scene item that paints through MapRenderer, plus two
// outline items for the hovered and the selected area or hex. Pans by dragging, arrow keys or
// scroll bars; zooms with the wheel (about the cursor), +/- and Home (zoom to fit). A map opened or
// fitted stays fitted to the view as the window is resized, until the GM zooms. A press that a drag
// handler takes (MapDrag.h) draws an order instead of panning; Esc cancels it.

#include "console/map/FrameTimes.h"
#include "console/map/MapDrag.h"
#include "hex/Hex.h"
#include "render/map/MapRenderer.h"

#include <QGraphicsView>
#include <QPointer>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QGraphicsPathItem;

namespace muster {

class MapItem;

class MapView : public QGraphicsView
{
    Q_OBJECT
public:
    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    /// Shows `campaign` (nullptr: nothing). The campaign must outlive the view or be replaced.
    void setCampaign(const Campaign *campaign);
    const MapRenderer *renderer() const { return m_renderer.get(); }

    const MapOptions &options() const { return m_options; }
    /// Sets how the map is drawn and repaints it; optionsChanged() tells the items drawn over it
    /// with these options (an earlier turn's map).
    void setOptions(const MapOptions &options);

    /// Repaints after the turn state changed.
    void refresh();
    void setSelection(int area, std::optional<Hex> hex);

    /// Fits the whole map in the view, and keeps it fitted on resize until the next zoom.
    void zoomToFit();
    void zoomBy(double factor);
    /// Whether the map follows the view's size (opened or fitted, not zoomed since).
    bool fitted() const { return m_fitted; }
    /// Device pixels per scene unit.
    double zoom() const;
    /// Where an area's label sits, in viewport coordinates (for tests and tooltips).
    QPoint viewportPosOfArea(int area) const;
    QPoint viewportPosOfHex(Hex hex) const;

    /// Asks `handler` about every press from now on, while `owner` lives; `first`: before the
    /// handlers added until now (the map editor's strokes come before orders).
    void addDragHandler(QObject *owner, MapDragHandler *handler, bool first = false);
    /// Whether a handler's drag is under way (beyond the start distance).
    bool dragging() const { return m_drag && m_dragStarted; }
    /// What the drag under way draws (empty when none).
    const MapDragPicture &dragPicture() const { return m_picture; }
    /// The time each frame of the map took to paint, since the view was made or they were
    /// cleared (FrameTimes.h: MUSTER_FRAME_LOG=1 writes each one to stderr).
    FrameTimes &frameTimes() { return m_frames; }

signals:
    /// setOptions() was called: what draws with options() draws again.
    void optionsChanged();
    /// The pointer moved onto another hex (nullopt: off the map); area is -1 outside areas.
    void hovered(std::optional<Hex> hex, int area);
    /// A click without dragging on the map.
    void clicked(Hex hex, int area);
    /// A press on `hex` (in `area`) that no drag handler took began to pan the map.
    void panStarted(Hex hex, int area);
    /// A frame of the map was painted, in `ms` milliseconds.
    void framePainted(double ms);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    /// Esc ends a drag under way before any shortcut on the map takes it.
    bool event(QEvent *event) override;
    /// The drag's line and hint, in viewport coordinates over the map.
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void resizeEvent(QResizeEvent *event) override;
    /// Tooltips: the order under the pointer when the orders layer is shown; each frame's
    /// paint time.
    bool viewportEvent(QEvent *event) override;

private:
    QPainterPath outlineOf(int area, std::optional<Hex> hex) const;
    int areaAt(Hex hex) const;
    void setDragPicture(MapDragPicture picture);
    /// Ends the drag of the current press (no drop), restoring panning.
    void endDrag();
    QRect dragPictureRect() const;

    QGraphicsScene *m_scene;
    std::unique_ptr<MapRenderer> m_renderer;
    MapItem *m_item = nullptr;
    QGraphicsPathItem *m_hoverItem = nullptr;
    QGraphicsPathItem *m_selectionHalo = nullptr;
    QGraphicsPathItem *m_selectionItem = nullptr;
    MapOptions m_options;
    bool m_fitted = true; // follow the view's size until the GM zooms
    std::optional<Hex> m_hoveredHex;
    QPoint m_pressPos;
    std::vector<std::pair<QPointer<QObject>, MapDragHandler *>> m_dragHandlers;
    MapDragHandler *m_drag = nullptr; // the handler that took this press
    bool m_dragStarted = false;       // moved beyond the start distance
    std::optional<Hex> m_panFrom;     // a press no handler took, until it pans
    MapDragPicture m_picture;
    FrameTimes m_frames;
};

} // namespace muster
