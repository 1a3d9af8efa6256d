#pragma once
// The orders and results layers of the map: every area order of a turn (view/OrderMarks.h) drawn
// as an arrow from its source to its target in its kingdom's colour, or as a marker on its area,
// the way Diplomacy adjudicators draw a turn. The layout is made once per set of marks in scene
// units (arrows between the same two areas fan out instead of overlapping); paint() draws it at
// any scale, dropping first the count and round badges, then the arrowheads, as it shrinks.
//
// Styles: MOVE and MIGRATE a plain line (MIGRATE dashed), ASSAULT a heavy line, PROBE dashed,
// OVERRUN with a double head, RAID and SIEGE with a return tick at the source (their survivors
// come back, A5.5, A5.6), SHIPS and CONVOY dotted (at sea), PASSAGE bent through its middle area.
// LEVY, RESERVE and DEFEND are tags on the area; RETREAT and AMBUSH a tag with a thin line to
// their location. An order the engine refuses is drawn grey and dashed with a warning badge; on a
// resolved turn a failed or repulsed attack ends in a bar, a capture in a ring round the target.

#include "view/OrderMarks.h"

#include <QColor>
#include <QImage>
#include <QPainterPath>
#include <QPointF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

class MapGeometry;
class MarkSet;
struct Campaign;

class OrderLayer
{
public:
    /// What the layer shows of the turn's orders.
    enum class Filter
    {
        All,       // every kingdom's orders
        Kingdom,   // one kingdom's
        Neighbours // one kingdom's and those of the kingdoms owning areas next to its own
    };

    OrderLayer() = default;
    /// Lays out `marks` over `geometry`, keeping those of the kingdoms `shown` lets through
    /// (empty: all).
    OrderLayer(const MapGeometry &geometry, const TurnOrderMarks &marks,
               const std::vector<bool> &shown = {});

    /// The kingdoms a filter shows: all, `kingdom`, or it and its neighbours in `turnIndex`'s
    /// starting state. Index = kingdom; empty means all.
    static std::vector<bool> kingdomsShown(const Campaign &campaign, int turnIndex, Filter filter,
                                           int kingdom);

    struct Item
    {
        OrderMark mark;
        bool arrow = false;    // an arrow (movement) or a marker on an area
        QPainterPath path;     // the arrow's line, or the marker's line to its location
        QPointF head, headDir; // the arrowhead's tip and its unit direction
        QPointF start;         // where the arrow leaves its source
        QPointF badge;         // the round badge (A2.2)
        QPointF countAt;       // the count's label
        QPointF tag;   // a marker's tag at its smallest (LEVY, RESERVE, defence modes); tagBox()
        int row = 0;   // its row among the tags of its area
        QPointF ring;  // a capture's ring: the target's anchor
        QRectF bounds; // everything it draws lies inside (scene units)
    };

    bool isEmpty() const { return m_items.empty(); }
    bool resolved() const { return m_resolved; }
    const std::vector<Item> &items() const { return m_items; }
    /// Everything the layer draws may lie inside these bounds (scene units).
    QRectF bounds() const { return m_bounds; }

    /// Paints what of the layer lies in `exposed` (scene units); `scale` is device pixels per
    /// scene unit, `pixelRatio` as in MapOptions. Keeps the layer as an image between frames of
    /// one scale, so paint from one thread at a time.
    /// Each kind of mark drawn is added to `drawn` when given (drawn afresh, not from the image).
    void paint(QPainter &painter, const QRectF &exposed, const std::vector<QColor> &kingdomColours,
               double scale, double pixelRatio, MarkSet *drawn = nullptr) const;
    /// The marks the layer draws (MapMarks.h), for the legend: what paint() adds to `drawn`.
    void noteMarks(MarkSet &marks) const;
    /// A layer of `mark` alone, an arrow from `from` to `to` or a tag at `from` (scene units),
    /// for the legend to draw its pictures with the layer's own code.
    static OrderLayer sample(const OrderMark &mark, bool resolved, QPointF from, QPointF to);

    /// The item drawn under `scenePos` within `tolerance` scene units, -1 when none, when drawn
    /// at `scale` and `pixelRatio` as paint() takes them (a marker's tag lies where it is drawn).
    int itemAt(QPointF scenePos, double tolerance, double scale, double pixelRatio) const;
    /// Where a marker's tag is drawn at `scale` and `pixelRatio` (scene units); empty for an arrow.
    static QRectF tagBox(const Item &item, double scale, double pixelRatio);
    /// A line for the GM about item `index`: the order and what the engine made of it.
    static QString describe(const Item &item, const Campaign &campaign, bool resolved);

private:
    /// Larger than this (device pixels), the layer is not kept as an image.
    static constexpr double kMaxCachePixels = 4096.0 * 4096.0;

    void draw(QPainter &painter, const QRectF &exposed, const std::vector<QColor> &kingdomColours,
              double scale, double pixelRatio, MarkSet *drawn) const;

    std::vector<Item> m_items;
    bool m_resolved = false;
    QRectF m_bounds;
    mutable QImage m_cache;
    mutable double m_cacheScale = 0;
    mutable double m_cachePixelRatio = 0;
    mutable std::vector<QColor> m_cacheColours;
};

} // namespace muster
