#include "AreaFields.h"

#include "RegionGrowth.h"
#include "SampleNoise.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace muster::samples {

namespace {
struct Blob
{
    double cx, cy, rx, ry;
    double at(MapPoint p) const
    {
        const double dx = (p.x - cx) / rx, dy = (p.y - cy) / ry;
        return 1 - dx * dx - dy * dy;
    }
};

// The shape of the land, in map units (x: hex widths, y: rows * 0.866) of a 44 x 30 grid.
constexpr std::array<Blob, 5> kLand{{
    {27.0, 12.0, 16.0, 11.0}, // the mainland
    {12.0, 17.5, 9.0, 4.8},   // the western peninsula
    {19.0, 5.0, 6.5, 3.6},    // the northern arm
    {38.0, 21.0, 5.0, 3.8},   // the south-eastern cape
    {5.5, 5.5, 3.6, 2.8},     // the isle off the north-west coast
}};
// A gulf bites into the land between the peninsula and the northern arm.
constexpr Blob kGulf{15.0, 10.5, 5.5, 3.0};

// Mountain spines as polylines.
constexpr std::array<std::array<MapPoint, 4>, 2> kSpines{{
    {{{20.5, 3.5}, {26.0, 8.0}, {30.5, 14.0}, {32.0, 20.5}}},
    {{{37.5, 4.0}, {39.5, 7.0}, {40.5, 10.0}, {40.5, 10.0}}},
}};

double segmentDistance(MapPoint p, MapPoint a, MapPoint b)
{
    const double vx = b.x - a.x, vy = b.y - a.y;
    const double len2 = vx * vx + vy * vy;
    double t = len2 > 0 ? ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    const double dx = p.x - (a.x + t * vx), dy = p.y - (a.y + t * vy);
    return std::sqrt(dx * dx + dy * dy);
}
} // namespace

AreaFields makeAreaFields(const World &world, std::uint64_t seed)
{
    const auto n = static_cast<size_t>(world.hexCount());
    const ValueNoise coast(seed ^ 0x1111, 7.0), wet(seed ^ 0x2222, 9.0), rough(seed ^ 0x3333, 3.0);
    const ValueNoise spine(seed ^ 0x4444, 4.0);
    AreaFields f;
    f.land.assign(n, false);
    f.elevation.assign(n, 0);
    f.moisture.assign(n, 0);
    f.ridge.assign(n, 0);
    f.roughness.assign(n, 0);
    const double width = world.columns + 0.5, height = world.rows * 0.8660254037844386;
    for (size_t i = 0; i < n; ++i) {
        const MapPoint p = mapPoint(world, static_cast<int>(i));
        double shape = -1;
        for (const Blob &b : kLand)
            shape = std::max(shape, b.at(p));
        shape -= 1.6 * std::max(0.0, kGulf.at(p));
        shape += 0.55 * (coast.at(p.x, p.y) - 0.5);
        // The ocean all round: nothing within two hexes of the map edge is land.
        const double edge = std::min({p.x, p.y, width - p.x, height - p.y});
        if (edge < 1.2)
            shape = std::min(shape, -0.1);

        double ridge = 1e9;
        for (const auto &line : kSpines)
            for (size_t k = 0; k + 1 < line.size(); ++k)
                ridge = std::min(ridge, segmentDistance(p, line[k], line[k + 1]));
        ridge += 1.4 * (spine.at(p.x, p.y) - 0.5); // spines wander a little
        f.ridge[i] = std::max(0.0, ridge);
        f.land[i] = shape > 0;
        f.elevation[i] = shape + 0.9 * std::max(0.0, 1 - f.ridge[i] / 5.0);
        // Westerly weather: the west and the coasts are wetter, the lee of the mountains drier.
        f.moisture[i] =
            std::clamp(0.75 * wet.at(p.x, p.y) + 0.35 * (1 - p.x / width) - 0.05, 0.0, 1.0);
        f.roughness[i] = rough.at(p.x, p.y, 2);
    }
    return f;
}

} // namespace muster::samples
