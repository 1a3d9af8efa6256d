// Render benchmark: a generated 5,000-area map drawn at 1920x1080 with the hex overlay on (whole
// map, and a panning view at working zoom), from scratch and through the view's tile cache, the
// whole map with the orders layer of 1,600 orders against the same frame without it, and a
// 256x256-hex map exported to PNG with its time and the process's peak memory.
#include "GeneratedCampaign.h"
#include "GuiSampleCampaigns.h"
#include "render/export/MapExporter.h"
#include "render/map/MapRenderer.h"
#include "render/map/MapTileCache.h"
#include "render/map/OrderLayer.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace muster;

namespace {
double medianMs(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

long peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024; // Linux: kilobytes
}

/// Median time of drawing `frames` frames of `scale` centred on successive points of the map.
double frameMs(const MapRenderer &renderer, const Campaign &campaign, double scale, bool pan,
               const MapOptions &options, int frames, MapTileCache *cache = nullptr)
{
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    const QRectF bounds = renderer.sceneBounds();
    std::vector<double> times;
    for (int i = 0; i < frames; ++i) {
        const QSizeF view(1920 / scale, 1080 / scale);
        QPointF topLeft = bounds.center() - QPointF(view.width() / 2, view.height() / 2);
        if (pan) // a slow diagonal pan across the map, as when dragging
            topLeft += QPointF((i - frames / 2) * 40.0, (i - frames / 2) * 25.0);
        QElapsedTimer t;
        t.start();
        QPainter p(&image);
        p.scale(scale, scale);
        p.translate(-topLeft);
        if (cache)
            cache->paint(p, QRectF(topLeft, view), campaign.current().state, options);
        else
            renderer.paint(p, QRectF(topLeft, view), campaign.current().state, options);
        p.end();
        times.push_back(t.nsecsElapsed() / 1e6);
    }
    return medianMs(times);
}
} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);

    QElapsedTimer t;
    t.start();
    const Campaign big = test::generateAreaCampaign(5000, 8, 1, 42);
    const double generateMs = t.nsecsElapsed() / 1e6;
    t.restart();
    const MapRenderer renderer(big);
    const double geometryMs = t.nsecsElapsed() / 1e6;
    std::printf(
        "5,000-area map: %d x %d hexes, %zu areas (generated in %.0f ms, geometry %.0f ms)\n",
        big.world.columns, big.world.rows, big.world.areas.size(), generateMs, geometryMs);

    MapOptions options;
    options.hexOverlay = true;
    const QRectF bounds = renderer.sceneBounds();
    const double fit = std::min(1920 / bounds.width(), 1080 / bounds.height());
    const double whole = frameMs(renderer, big, fit, false, options, 15);
    std::printf("whole map, hex overlay on, 1920x1080 (a hex is %.1f px): from scratch median "
                "%.1f ms/frame\n",
                fit * MapGeometry::kHexSize * 1.732, whole);
    {
        MapTileCache cache(renderer);
        const double first = frameMs(renderer, big, fit, false, options, 1, &cache);
        const double cached = frameMs(renderer, big, fit, true, options, 15, &cache);
        std::printf("whole map through the view's tile cache (MapTileCache): first frame %.1f ms, "
                    "then median %.1f ms/frame (goal <= 8)\n",
                    first, cached);
    }
    {
        // The orders layer of a full turn over the whole map: 1,600 orders (200 per kingdom, as
        // 100 kingdoms of 16 actions give), every kind of action, between neighbouring areas.
        TurnOrderMarks marks;
        const int areaCount = static_cast<int>(big.world.areas.size());
        const ActionKind kinds[] = {ActionKind::Move,    ActionKind::Assault, ActionKind::Probe,
                                    ActionKind::Overrun, ActionKind::Raid,    ActionKind::Siege,
                                    ActionKind::Ships,   ActionKind::Passage, ActionKind::Migrate,
                                    ActionKind::Levy,    ActionKind::Defend,  ActionKind::Retreat};
        for (int i = 0; i < 1600; ++i) {
            OrderMark m;
            m.kingdom = i % static_cast<int>(big.kingdoms.size());
            m.action.number = 1 + i % 16;
            m.action.kind = kinds[i % std::size(kinds)];
            m.action.source = (i * 37) % areaCount;
            const auto &n = big.world.neighbours(m.action.source);
            m.action.target = n.empty() ? m.action.source : n[static_cast<size_t>(i) % n.size()];
            m.action.via = m.action.target;
            m.action.location = m.action.source;
            m.count = 1 + i % 5;
            m.outcome = i % 9 == 0 ? OrderMark::Outcome::Refused : OrderMark::Outcome::CarriedOut;
            marks.marks.push_back(m);
        }
        const OrderLayer layer(renderer.geometry(), marks);
        MapOptions withOrders = options;
        withOrders.orders = &layer;
        MapTileCache cache(renderer);
        frameMs(renderer, big, fit, false, options, 1, &cache);
        std::vector<double> plain, layered;
        for (int round = 0; round < 15; ++round) { // side by side, so both see the same load
            plain.push_back(frameMs(renderer, big, fit, false, options, 1, &cache));
            layered.push_back(frameMs(renderer, big, fit, false, withOrders, 1, &cache));
        }
        std::printf("whole map through the tile cache with the orders layer of 1,600 orders: "
                    "median %.1f ms/frame against %.1f ms without, %.2fx (goal <= 1.5x)\n",
                    medianMs(layered), medianMs(plain), medianMs(layered) / medianMs(plain));
    }
    for (double zoom : {0.5, 1.0}) {
        MapTileCache cache(renderer);
        const double scratch = frameMs(renderer, big, zoom, true, options, 5);
        // A zoom step drops every tile: its first frame draws all it shows.
        MapTileCache fresh(renderer);
        const double zoomStep = frameMs(renderer, big, zoom, false, options, 1, &fresh);
        // The first pass over a region draws its tiles; the second is what panning back and forth
        // costs, and what every frame costs once the GM works in one region.
        const double cold = frameMs(renderer, big, zoom, true, options, 15, &cache);
        const double warm = frameMs(renderer, big, zoom, true, options, 15, &cache);
        // As the view does it: the tiles of the zoom before stand in while new ones are drawn
        // for about MapTileCache::kFrameBudgetMs per frame.
        MapTileCache progressive(renderer);
        frameMs(renderer, big, zoom / 1.25, false, options, 1, &progressive);
        progressive.setRepaintRequest([] {});
        std::vector<double> steps;
        do
            steps.push_back(frameMs(renderer, big, zoom, false, options, 1, &progressive));
        while (progressive.incomplete() && steps.size() < 200);
        std::printf("  zoom step to %.1f with stand-ins: %zu frames until complete, longest %.1f "
                    "ms, median %.1f ms\n",
                    zoom, steps.size(), *std::max_element(steps.begin(), steps.end()),
                    medianMs(steps));
        std::printf("zoom %.1f (hex %.0f px wide), hex overlay and labels on, whole 1920x1080 "
                    "frames: from scratch %.1f ms; tile cache: first frame after a zoom step "
                    "%.1f ms, panning first pass %.1f ms, then %.1f ms/frame (medians; goal <= "
                    "16)\n",
                    zoom, zoom * MapGeometry::kHexSize * 1.732, scratch, zoomStep, cold, warm);
    }
    {
        // After an edit only the tiles showing the changed area are drawn again.
        Campaign edited = big;
        const MapRenderer editedRenderer(edited);
        MapTileCache cache(editedRenderer);
        frameMs(editedRenderer, edited, 1.0, false, options, 1, &cache);
        std::vector<double> times;
        for (int i = 0; i < 9; ++i) {
            auto &areaStates = edited.turns.back().state.areas;
            // An area near the middle of the view, so its tiles are on screen.
            const auto hex =
                editedRenderer.geometry().hexAt(bounds.center() + QPointF(i * 60.0, i * 20.0));
            const int area = hex ? edited.world.areaAt(*hex) : -1;
            if (area < 0)
                continue;
            auto &owner = areaStates[static_cast<size_t>(area)].owner;
            owner = (owner + 1) % 8;
            times.push_back(frameMs(editedRenderer, edited, 1.0, false, options, 1, &cache));
        }
        std::printf("zoom 1.0, a frame after one area changed owner: median %.1f ms\n",
                    medianMs(times));
    }

    QTemporaryDir dir;
    const Campaign hex = test::makeHexCampaign(256, 256);
    const MapRenderer hexRenderer(hex);
    MapExportOptions exportOptions;
    exportOptions.scale = 1.0;
    exportOptions.map.hexOverlay = true;
    const QSize size = exportImageSize(hexRenderer, exportOptions);
    const long rssBefore = peakRssMb();
    t.restart();
    const QString png = dir.filePath(QStringLiteral("hex256.png"));
    if (const auto exported = exportMapImage(hexRenderer, png, exportOptions); !exported) {
        std::fprintf(stderr, "%s\n", qPrintable(exported.message()));
        return 1;
    }
    const double exportMs = t.nsecsElapsed() / 1e6;
    std::printf(
        "256x256-hex map to PNG: %d x %d px (%.0f MB as one RGB32 image), %.0f ms, file %.1f "
        "MB; peak RSS %ld MB before, %ld MB after\n",
        size.width(), size.height(), size.width() * 4.0 * size.height() / (1 << 20), exportMs,
        QFileInfo(png).size() / 1048576.0, rssBefore, peakRssMb());
    return 0;
}
