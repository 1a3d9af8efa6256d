#pragma once
// Drawing the maps of the players' packs: one renderer over the world's geometry (MapDrawing)
// draws the roundup's map, the overview and any kingdom's map from that kingdom's own view, over
// the part of the world it knows (PackMapFrame.h), as a PNG and as PDF pages on the campaign's
// paper; MapDrawings hands renderers out to the workers that draw kingdoms' maps at once. Only
// packs/PlayerPacks.cpp uses it: its functions are defined here, inline.

#include "model/Campaign.h"
#include "model/Paper.h"
#include "packs/PackMapFrame.h"
#include "render/export/MapExporter.h"
#include "render/map/MapRenderer.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/PlayerHexLayer.h"
#include "render/print/MapPages.h"
#include "rules/RuleSystem.h"
#include "rules/turn/TurnName.h"
#include "util/Result.h"
#include "view/KingdomView.h"
#include "view/OrderMarks.h"

#include <QImage>
#include <QMutex>
#include <QPdfWriter>
#include <QRectF>
#include <QString>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

namespace muster {

/// A renderer for the packs' maps, used by one thread at a time: the world's geometry is built
/// once for it, and each kingdom's map it draws is drawn from that kingdom's own view, over the
/// part of the world it knows (knownRegion).
struct MapDrawing
{
    Campaign drawn;
    std::unique_ptr<MapRenderer> renderer;
    int width = 0;         // pixels across a map PNG, as far as its scale allows
    double wholeScale = 1; // the roundup's map: the whole map `width` pixels across
    Paper paper = Paper::A4;

    QString turnTitle; // the turn as the console names it, for the maps' titles

    MapDrawing(const Campaign &c, int turnIndex, int mapWidth, Paper paperChosen)
        : width(mapWidth), paper(paperChosen),
          turnTitle(turnName(c, static_cast<size_t>(turnIndex)))
    {
        const int turn = c.turns[static_cast<size_t>(turnIndex)].number;
        drawn.name = c.name;
        drawn.seed = c.seed;
        drawn.ruleset = c.ruleset;
        drawn.world = c.world;
        drawn.kingdoms = c.kingdoms;
        drawn.turns.resize(1);
        drawn.turns.front().number = turn;
        renderer = std::make_unique<MapRenderer>(drawn);
        // Players write orders by area code: their maps and the roundup's give each area's.
        renderer->setAreaCodes(true);
        wholeScale = packMapScale(renderer->sceneBounds(), width, 0.05);
    }

    /// The public map small, without patterns or names: where each kingdom's map lies.
    Result<QImage> drawOverview(const KingdomView &everyone)
    {
        drawn.turns.front().state = everyone.state;
        MapExportOptions o;
        o.scale = std::min(1.0, kOverviewWidth / renderer->sceneBounds().width());
        o.title = false;
        o.legend = false;
        o.map.areaSight = ruleSystem(everyone.kind).seesHexes() ? nullptr : &everyone.areas;
        o.map.hexSight = ruleSystem(everyone.kind).seesHexes() ? &everyone.hexes : nullptr;
        return renderExportImage(*renderer, o);
    }

    /// The export options of `view`'s map of `region` at `scale`; its sight vectors must
    /// outlive them.
    MapExportOptions optionsFor(const KingdomView &view, const std::vector<Sight> &areas,
                                const std::vector<Sight> &hexes, const QString &suffix,
                                const QRectF &region, double scale) const
    {
        MapExportOptions o;
        o.region = region;
        o.scale = scale;
        o.titleSuffix = suffix;
        if (ruleSystem(view.kind).seesHexes())
            o.map.hexSight = &hexes;
        else
            o.map.areaSight = &areas;
        o.map.highlightKingdom = view.kingdom;
        // Owners read without colour too: on a page printed in grey, to a colour-blind player.
        o.map.ownerPatterns = true;
        o.titleTurn = turnTitle;
        // A hex player writes marches by col,row: the ruler round the map gives them.
        o.map.hexRuler = ruleSystem(view.kind).hasMarches();
        return o;
    }

    /// The pages of the map `o` draws on the campaign's paper: one when its names can be read
    /// there at 7 points, else tiled at that size after a key page.
    PageSetup pagesFor(const MapExportOptions &o, const QString &paperSuffix) const
    {
        PageSetup setup;
        setup.paper = pageSizeOf(paper);
        const QRectF region = o.region.isEmpty() ? renderer->sceneBounds() : o.region;
        setup.orientation =
            region.width() >= region.height() ? QPageLayout::Landscape : QPageLayout::Portrait;
        setup.region = o.region;
        setup.minLabelPoints = 7;
        setup.key = true;
        setup.numbered = true;
        // Printed at 150 dpi: names of 7 points are 15 pixels high.
        setup.rasterDpi = 150;
        setup.map = o.map;
        setup.titleSuffix = paperSuffix;
        setup.titleTurn = o.titleTurn;
        return setup;
    }

    /// The public map, the roundup's: the whole map as every kingdom knows it.
    Result<QImage> drawPublic(const KingdomView &everyone, const QString &suffix)
    {
        drawn.turns.front().state = everyone.state;
        return renderExportImage(*renderer, optionsFor(everyone, everyone.areas, everyone.hexes,
                                                       suffix, {}, wholeScale));
    }

    /// The map as `view`'s kingdom knows it, of the part and at the scale of `frame`, with `orders`
    /// or `marches` (its own orders of the turn and what became of them) and, in a hex
    /// campaign, `marks` (what it writes its marches from) over it; its PDF on the campaign's
    /// paper written to `pdf` meanwhile, while the renderer draws this kingdom's state.
    Result<QImage> draw(const KingdomView &view, const PackMapFrame &frame, const QString &suffix,
                        const OrderLayer *orders, const MarchLayer *marches,
                        const PlayerHexLayer *marks, const QString &pdf)
    {
        drawn.turns.front().state = view.state;
        MapExportOptions o =
            optionsFor(view, view.areas, view.hexes, suffix, frame.region, frame.scale);
        o.map.orders = orders;
        o.map.marches = marches;
        o.map.playerMarks = marks;
        auto image = renderExportImage(*renderer, o);
        if (!image)
            return image;
        QPdfWriter writer(pdf);
        writer.setResolution(300);
        // A page's title is narrower than the PNG's: the kingdom's name alone.
        PageSetup pages =
            pagesFor(o, QStringLiteral("as %1 knows it")
                            .arg(drawn.kingdoms[static_cast<size_t>(view.kingdom)].name));
        // The key to tiled pages is the map just drawn, scaled.
        pages.keyImage = *image;
        pages.keyImageRect = exportMapRect(*renderer, o);
        writer.setPageLayout(pageLayoutOf(pages));
        writer.setTitle(drawn.name + QStringLiteral(": ") + suffix);
        writer.setCreator(QStringLiteral("Muster"));
        if (auto painted = paintMapPages(*renderer, writer, pages); !painted)
            return failed(QStringLiteral("Cannot write %1: %2").arg(pdf, painted.message()));
        return image;
    }
};

/// The renderers the kingdoms' maps are drawn with, one for each worker drawing at a time: a
/// worker takes one that is free (or a new one) and gives it back when its map is drawn. Every
/// renderer draws a kingdom's map whole from its own view, so a map is the same pixels whichever
/// draws it.
class MapDrawings
{
public:
    MapDrawings(const Campaign &c, int turnIndex, int mapWidth, Paper paper)
        : m_campaign(c), m_turnIndex(turnIndex), m_width(mapWidth), m_paper(paper)
    {}

    std::unique_ptr<MapDrawing> take()
    {
        {
            const QMutexLocker lock(&m_mutex);
            if (!m_free.empty()) {
                std::unique_ptr<MapDrawing> drawing = std::move(m_free.back());
                m_free.pop_back();
                return drawing;
            }
        }
        return std::make_unique<MapDrawing>(m_campaign, m_turnIndex, m_width, m_paper);
    }

    void give(std::unique_ptr<MapDrawing> drawing)
    {
        const QMutexLocker lock(&m_mutex);
        m_free.push_back(std::move(drawing));
    }

private:
    const Campaign &m_campaign;
    int m_turnIndex, m_width;
    Paper m_paper;
    QMutex m_mutex;
    std::vector<std::unique_ptr<MapDrawing>> m_free;
};

/// What a kingdom's map is drawn from besides its view: the same for every kingdom, read by
/// every worker at once.
struct MapInputs
{
    const Campaign &campaign;
    int kingdom = -1;
    int mapWidth = 0;
    const TurnOrderMarks &turnMarks;
    const TurnMarchMarks &turnMarches;
    const QImage &overview; // the public map small
    QRectF world;           // the scene's bounds, all the overview shows
};

/// A kingdom's map as a PNG's pixels, and the overview with where it lies outlined.
struct KingdomMaps
{
    QImage map, overview;
};

/// Draws the kingdom's map with `maps` as `shown` (its `view` with what it remembers), its PDF
/// written to `pdf` meanwhile, and its overview with its part outlined.
inline Result<KingdomMaps> drawKingdomMap(MapDrawing &maps, const MapInputs &in,
                                          const KingdomView &view, const KingdomView &shown,
                                          const QString &suffix, const QString &pdf)
{
    const Campaign &c = in.campaign;
    // A kingdom's map carries its own orders of the turn with their results (never another
    // kingdom's: the layers keep this kingdom's marks only); in a hex campaign the hexes its
    // armies marched.
    std::vector<bool> own(c.kingdoms.size(), false);
    own[static_cast<size_t>(in.kingdom)] = true;
    std::optional<OrderLayer> ownOrders;
    std::optional<MarchLayer> ownMarches;
    std::optional<PlayerHexLayer> marks;
    if (ruleSystem(c).hasActionOrders()) {
        ownOrders.emplace(maps.renderer->geometry(), in.turnMarks, own);
    } else {
        ownMarches.emplace(maps.renderer->geometry(), in.turnMarches, own,
                           MarchLayer::Parts{false, false});
        marks.emplace(maps.renderer->geometry(), c.world, view);
    }
    const PackMapFrame frame =
        packMapFrame(*maps.renderer, shown, marks ? &*marks : nullptr, in.mapWidth);
    auto map = maps.draw(shown, frame, suffix, ownOrders ? &*ownOrders : nullptr,
                         ownMarches ? &*ownMarches : nullptr, marks ? &*marks : nullptr, pdf);
    if (!map)
        return failed(map.problems());
    return KingdomMaps{std::move(map).value(),
                       outlinedOverview(in.overview, in.world, frame.region)};
}

} // namespace muster
