#pragma once
// The marches layer of a hex campaign's map, drawn over everything else by the map renderer (on
// screen, in exported images and pages): every army's stored march in its kingdom's colour with
// its day markers, solid as far as the engine's run takes it and faded beyond; a battle mark where
// opposing armies meet (H4.1, H2.5); and where the week stops because opposing armies end a day
// within reach (H2.4), a stop sign at each army, a dashed line between them and the day. The
// marks are core's (view/MarchMarks); this only lays them out and paints them.

#include "render/map/MarchDrawing.h"
#include "view/MarchMarks.h"

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <cstdint>
#include <vector>

class QPainter;

namespace muster {

class MapGeometry;
class MarkSet;
enum class MapMark : std::uint8_t;

/// What a marches layer draws besides the hexes each army marched.
struct MarchLayerParts
{
    bool rests = true;  // the rest of each order, faded, beyond where the army gets
    bool events = true; // battles and the contact stop
};

class MarchLayer
{
public:
    struct Line
    {
        int kingdom = -1;
        QPolygonF points; // scene units, from the army's hex
        std::vector<MarchDayMarker> days;
        bool faded = false; // beyond where the army gets
    };
    struct Meeting
    {
        QPointF at;
        QString text;
    };
    struct Contact
    {
        QPointF first, second;
        int day = 0;
        QString text;
    };

    using Parts = MarchLayerParts;

    MarchLayer() = default;
    /// Lays out the marches of the kingdoms `shown` lets through (index = kingdom; empty: all),
    /// and the battles and contacts that involve one of their armies. A player's map (its pack)
    /// takes what its armies marched only: the rest of an order may lead out of its sight, and a
    /// contact names where an enemy stood.
    MarchLayer(const MapGeometry &geometry, const TurnMarchMarks &marks,
               const std::vector<bool> &shown = {}, Parts parts = {});

    bool isEmpty() const { return m_lines.empty() && m_meetings.empty() && m_contacts.empty(); }
    /// The marches drawn (an army's march is one or two lines: marched, and the rest).
    int marches() const { return m_marches; }
    const std::vector<Line> &lines() const { return m_lines; }
    const std::vector<Meeting> &meetings() const { return m_meetings; }
    const std::vector<Contact> &contacts() const { return m_contacts; }
    /// Everything the layer draws lies inside these bounds (scene units).
    QRectF bounds() const { return m_bounds; }
    /// What the battle or contact mark at `at` (scene units, within `tolerance`) says; empty
    /// when there is none.
    QString describe(QPointF at, double tolerance) const;

    /// Paints what lies in `exposed` (scene units) in the kingdoms' `colours`; each kind of mark
    /// drawn is added to `drawn` when given.
    void paint(QPainter &painter, const QRectF &exposed, const std::vector<QColor> &colours,
               MarkSet *drawn = nullptr) const;
    /// The marks the layer draws (MapMarks.h), for the legend: what paint() adds to `drawn`.
    void noteMarks(MarkSet &marks) const;
    /// The legend's pictures of a march (faded: the rest of an order), a battle and a stop,
    /// centred on `centre` about two hexes of `hexSize` wide.
    static void paintSample(QPainter &painter, MapMark kind, QPointF centre, double hexSize,
                            const QColor &colour);

private:
    int m_marches = 0;
    std::vector<Line> m_lines;
    std::vector<Meeting> m_meetings;
    std::vector<Contact> m_contacts;
    QRectF m_bounds;
};

} // namespace muster
