#pragma once
// Paints a campaign's world and a turn state onto any QPainter: the map view, PNG/SVG/PDF export
// and `muster-cli render` all draw through here, so they always look the same (ARCHITECTURE.md,
// "The console").
//
// The painter's world transform maps scene units (MapGeometry::kHexSize per hex corner) to device
// pixels; its scale picks the level of detail: hex lines and labels fade out when zoomed far out.

#include "render/map/HexStamps.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapLabels.h"
#include "render/map/SpriteCache.h"

#include <QColor>
#include <QRectF>

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

class QPainter;

namespace muster {

struct Campaign;
struct TurnState;
class MarchLayer;
class MarkSet;
class OrderLayer;
class PlayerHexLayer;
enum class Sight : std::uint8_t; // view/KingdomView.h

enum class MapColouring
{
    Political,
    Terrain
};

struct MapOptions
{
    MapColouring colouring = MapColouring::Political;
    bool hexOverlay = false;
    bool labels = true;
    /// Device pixels per screen pixel (1/96 inch): levels of detail and the thinnest lines are
    /// judged in screen pixels, so a 300 dpi page shows the names a screen would, not specks.
    double pixelRatio = 1.0;
    /// A player's map (KingdomView): per area or per hex what its reader knows; null for the
    /// GM's map, where everything is known. Out of sight is drawn as unknown: land that is not
    /// even publicly owned in one grey, and over everything out of sight a hatch.
    const std::vector<Sight> *areaSight = nullptr;
    const std::vector<Sight> *hexSight = nullptr;
    /// The areas of this kingdom get a strong outline in its colour (-1: none).
    int highlightKingdom = -1;
    /// The orders or results layer drawn over everything else (null: none).
    const OrderLayer *orders = nullptr;
    /// A hex campaign's marches layer, drawn over everything else too (null: none).
    const MarchLayer *marches = nullptr;
    /// When set, every kind of mark painted is added to it as it is drawn (MapMarks.h), so a test
    /// can hold the legend (marksOnMap) to what the map shows.
    MarkSet *drawn = nullptr;
    /// A hex player's marks for writing orders (coordinates, army ids, supply lines), drawn
    /// over everything else too (null: none).
    const PlayerHexLayer *playerMarks = nullptr;
    /// A hex campaign's export draws a ruler of columns and rows around the map
    /// (render/export/HexRuler.h): a player's map, where orders name hexes as col,row.
    bool hexRuler = false;
    /// Each kingdom's land carries its pattern (render/map/OwnerPatterns.h) over its fill, so
    /// ownership reads without colour: printed in grey, or by a colour-blind player.
    bool ownerPatterns = false;
};

class MapRenderer
{
public:
    /// Builds the geometry of the campaign's world. The campaign must outlive the renderer; call
    /// rebuild() after its world changes (a turn-state edit needs nothing).
    explicit MapRenderer(const Campaign &campaign);

    void rebuild();
    /// Every area's label gives its code beside its name ("Foxhollow FOX"), and a name that does
    /// not fit gives way to the code alone rather than to nothing: a player's map, read to write
    /// orders that name areas by code. Set once, before the first paint.
    void setAreaCodes(bool codes);
    const MapGeometry &geometry() const { return m_geometry; }
    const Campaign &campaign() const { return *m_campaign; }
    /// Everything drawn: the grid plus a margin for markers overhanging the edge.
    QRectF sceneBounds() const;

    /// Paints the part of the map inside `exposed` (scene units) for `state`.
    void paint(QPainter &painter, const QRectF &exposed, const TurnState &state,
               const MapOptions &options) const;

    // The two layers paint() is made of, for caches that keep the first as pixels
    // (MapTileCache): the base (fills of `areas`, terrain symbols or tiles, hex overlay and
    // borders of the hexes of `chunks`), which changes only with owners, and the overlay
    // (rivers, roads, markers, labels) drawn over it every frame.
    void paintBase(QPainter &painter, const std::vector<int> &chunks, const std::vector<int> &areas,
                   const TurnState &state, const MapOptions &options) const;
    void paintOverlay(QPainter &painter, const QRectF &exposed, const TurnState &state,
                      const MapOptions &options) const;
    /// The layers the overlay ends with (options.orders, options.marches, options.playerMarks):
    /// over everything else,
    /// so a map drawn without them and these painted on it has the pixels of a map drawn whole.
    void paintLayers(QPainter &painter, const QRectF &exposed, const MapOptions &options) const;
    /// The fill of an area for `state` (its owner's or its terrain's colour); its mark is added
    /// to `options.drawn`.
    /// The fill of `area`; `owned`, when given, is set to the kingdom whose fill it is.
    QColor areaFill(int area, const TurnState &state, const MapOptions &options,
                    int *owned = nullptr) const;
    /// Indices of the chunks that may draw into `exposed`.
    std::vector<int> chunksAround(const QRectF &exposed) const;

    /// How far a marker, label or outline may draw beyond its area or hex (scene units): chunks
    /// this far around an exposed rect are drawn.
    static constexpr double kOverhang = 3 * MapGeometry::kHexSize;

    /// Device pixels per scene unit of the painter's current transform.
    static double pixelsPerUnit(const QPainter &painter);

    /// True when the painter copies pixels at a plain scale: hex stamps can stand in for vectors.
    static bool stampsFit(const QPainter &painter);
    /// Opacity of the hex overlay at a scale: it fades out as hexes shrink to a few pixels.
    static double gridOpacity(double scale);

private:
    /// Fills and terrain symbols; true when the hex outlines came with them (stamped tiles).
    bool paintFills(QPainter &p, const std::vector<int> &chunks, const std::vector<int> &areas,
                    const TurnState &state, const MapOptions &options, double scale) const;
    const HexStamps &stamps(double scale, const HexStampStyle &style) const;
    void paintStamps(QPainter &p, const std::vector<int> &chunks, const HexStamps &stamps) const;
    void paintSymbolVectors(QPainter &p, const std::vector<int> &chunks, bool political,
                            double scale) const;
    void paintLines(QPainter &p, const QRectF &exposed, double scale, MarkSet *drawn) const;
    void paintGrid(QPainter &p, const std::vector<int> &chunks, double scale) const;
    void paintBorders(QPainter &p, const std::vector<int> &chunks, double scale,
                      MarkSet *drawn) const;
    /// The hatch over what a player's map does not show, and the outline of its own areas.
    void paintSight(QPainter &p, const std::vector<int> &chunks, const std::vector<int> &areas,
                    const TurnState &state, const MapOptions &options, double scale) const;
    /// The filled outline of a chunk's borders of one kind at a width in scene units, in pieces
    /// a few hexes across (cached).
    const std::vector<QPainterPath> &borderOutline(int chunk, int kind, double width) const;
    std::vector<int> visibleChunks(const QRectF &exposed) const;

    const Campaign *m_campaign;
    MapGeometry m_geometry;
    std::vector<QColor> m_kingdomColours;
    std::vector<QColor> m_ownedFills; // MapPalette::ownedFill of each, asked for every frame
    /// Per chunk and border kind, the stroked outline at the border's scene width, made on first
    /// use (drawing is const; the cache is not part of the renderer's visible state).
    mutable std::vector<
        std::array<std::optional<std::vector<QPainterPath>>, MapGeometry::kBorderKinds>>
        m_borderOutlines;
    /// Per road, its dashes at the last width drawn (one stroke per road, not per frame or band).
    mutable std::vector<std::pair<double, QPainterPath>> m_roadDashes;
    /// The stamps of the last scale drawn (screen zoom or export scale).
    mutable HexStamps m_stamps;
    /// Names and discs as pictures at the last scale drawn, and which names show there.
    mutable SpriteCache m_sprites;
    /// Which names show, placed at each of the last few scales drawn, the latest placed first: a
    /// player's pack draws its map at one scale and its printed pages at another, kingdom after
    /// kingdom, and placing the whole world's names again at each was a seventh of its time.
    mutable std::deque<std::pair<double, std::vector<AreaLabel>>> m_labels;
    bool m_areaCodes = false;
};

} // namespace muster
