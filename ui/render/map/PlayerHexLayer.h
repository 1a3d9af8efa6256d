#pragma once
// What a hex player's map (its pack) carries for writing a march from it (RULES H2.1): the
// coordinates "col,row" written in the hexes that matter to the kingdom (its armies', its
// strongholds', the hexes where it saw enemy armies), each army's id on its counter, and the
// supply line of each of its armies in supply (H3.1: the road or waterway route to a stronghold).
// Drawn over everything else, as the marches layer is; the column and row ruler around the map
// is the export's (render/export/HexRuler.h). Everything comes from the kingdom's view: supply is
// traced over the armies it saw, so a line never shows where an unseen enemy stands.

#include "hex/Hex.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace muster {

class MapGeometry;
class MarkSet;
struct World;
struct KingdomView;

class PlayerHexLayer
{
public:
    /// A coordinate written in a hex, or the ids of the armies in one, centred on `at`.
    struct Label
    {
        Hex hex;
        QString text;
        QPointF at; // scene units; an army tag's is the hex centre (its counter's size is the
                    // scale's)
        int kingdom = -1;
    };
    struct SupplyLine
    {
        QString army;
        QPolygonF points; // scene units, the army's hex first
    };

    PlayerHexLayer() = default;
    PlayerHexLayer(const MapGeometry &geometry, const World &world, const KingdomView &view);

    bool isEmpty() const { return m_coordinates.empty() && m_tags.empty() && m_supply.empty(); }
    const std::vector<Label> &coordinates() const { return m_coordinates; }
    const std::vector<Label> &armyTags() const { return m_tags; }
    const std::vector<SupplyLine> &supplyLines() const { return m_supply; }
    /// Everything the layer draws lies inside these bounds (scene units).
    QRectF bounds() const { return m_bounds; }

    /// Paints what lies in `exposed` (scene units) at `scale` device pixels per scene unit; each
    /// kind of mark drawn is added to `drawn` when given.
    void paint(QPainter &painter, const QRectF &exposed, const std::vector<QColor> &colours,
               double scale, MarkSet *drawn = nullptr) const;
    /// The marks the layer draws (MapMarks.h), for the legend: what paint() adds to `drawn`.
    void noteMarks(MarkSet &marks) const;

    /// The pictures of the legend (MapLegendItems), drawn as the map draws them about (0, 0).
    static void paintCoordinateSwatch(QPainter &painter, double scale);
    static void paintTagSwatch(QPainter &painter, const QColor &colour, double scale);
    static void paintSupplySwatch(QPainter &painter, const QPolygonF &line);

private:
    std::vector<Label> m_coordinates, m_tags;
    std::vector<SupplyLine> m_supply;
    QRectF m_bounds;
};

} // namespace muster
