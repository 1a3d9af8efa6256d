#include "packs/PackMapFrame.h"

#include "model/Campaign.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapRenderer.h"
#include "render/map/PlayerHexLayer.h"
#include "view/KingdomView.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// The part of the map a kingdom's map shows: every area or hex it sees or remembers, its own
/// areas, what `marks` draws for it (its supply lines), and a margin of a few hexes round them,
/// so a kingdom in a corner of a large world gets a map of its corner. The whole map when it
/// knows nothing in particular.
QRectF knownRegion(const MapRenderer &renderer, const KingdomView &view,
                   const PlayerHexLayer *marks)
{
    const MapGeometry &geometry = renderer.geometry();
    const World &world = renderer.campaign().world;
    QRectF known;
    auto known_ = [](Sight s) { return s == Sight::Seen || s == Sight::Remembered; };
    for (int i = 0; i < world.hexCount(); ++i) {
        const Hex h = world.hexAt(i);
        const size_t hex = static_cast<size_t>(i);
        const int area = world.areaAt(h);
        const bool seen = (hex < view.hexes.size() && known_(view.hexes[hex])) ||
                          (area >= 0 && static_cast<size_t>(area) < view.areas.size() &&
                           (known_(view.areas[static_cast<size_t>(area)]) ||
                            (static_cast<size_t>(area) < view.state.areas.size() &&
                             view.state.areas[static_cast<size_t>(area)].owner == view.kingdom)));
        if (seen)
            known |= geometry.hexBounds(h);
    }
    if (marks)
        known |= marks->bounds();
    const QRectF whole = renderer.sceneBounds();
    if (known.isEmpty())
        return whole;
    const double margin = 3 * geometry.layout().width();
    return known.adjusted(-margin, -margin, margin, margin).intersected(whole);
}

/// Pixels in a kingdom's map PNG, at most (unless names would be too small to read): about
/// 1 MB of PNG, half of a pack e-mail of at most 2 MB.
constexpr double kMapPixels = 1.5e6;

} // namespace

double packMapScale(const QRectF &region, int width, double least)
{
    const double w = region.width();
    if (w <= 0 || region.height() <= 0)
        return 1.0;
    const double most = std::sqrt(kMapPixels / (w * region.height()));
    return std::clamp(std::min(width / w, most), least, 4.0);
}

PackMapFrame packMapFrame(const MapRenderer &renderer, const KingdomView &shown,
                          const PlayerHexLayer *marks, int mapWidth)
{
    const QRectF region = knownRegion(renderer, shown, marks);
    if (region == renderer.sceneBounds())
        return {{}, packMapScale(region, mapWidth, 0.05)};
    // A part of the map is drawn large enough for its names to be read on screen (8.5 px from
    // half a unit a pixel: render/map/MapLabels.h).
    return {region, packMapScale(region, mapWidth, 0.5)};
}

QImage outlinedOverview(const QImage &small, const QRectF &whole, const QRectF &region)
{
    QImage image = small;
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing, true);
    const double k = image.width() / whole.width();
    const QRectF box((region.topLeft() - whole.topLeft()) * k, region.size() * k);
    p.setPen(QPen(Qt::white, 5));
    p.drawRect(box);
    p.setPen(QPen(Qt::black, 2.5));
    p.drawRect(box);
    return image;
}

} // namespace muster
