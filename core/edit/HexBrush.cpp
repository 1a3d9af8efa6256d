#include "edit/HexBrush.h"

#include "model/World.h"

#include <functional>

namespace muster {

namespace {
std::vector<Hex> fill(const World &world, Hex start, const std::function<bool(int)> &alike)
{
    std::vector<Hex> out;
    const int first = world.indexOf(start);
    if (first < 0)
        return out;
    std::vector<char> reached(static_cast<size_t>(world.hexCount()), 0);
    reached[static_cast<size_t>(first)] = 1;
    std::vector<Hex> frontier{start};
    while (!frontier.empty()) {
        const Hex h = frontier.back();
        frontier.pop_back();
        out.push_back(h);
        for (const Hex n : hexNeighbours(h)) {
            const int i = world.indexOf(n);
            if (i < 0 || reached[static_cast<size_t>(i)] || !alike(i))
                continue;
            reached[static_cast<size_t>(i)] = 1;
            frontier.push_back(n);
        }
    }
    return out;
}
} // namespace

std::vector<Hex> brushHexes(const World &world, Hex centre, int radius)
{
    std::vector<Hex> out;
    for (const Hex h : hexRange(centre, std::max(radius, 0)))
        if (world.contains(h))
            out.push_back(h);
    return out;
}

std::vector<Hex> terrainFill(const World &world, Hex start)
{
    const HexTerrain terrain = world.terrainAt(start);
    return fill(world, start, [&](int i) { return world.terrainAt(world.hexAt(i)) == terrain; });
}

std::vector<Hex> areaFill(const World &world, Hex start)
{
    const int area = world.areaAt(start);
    // A world without areas has no grid of them: every hex is in none.
    if (world.hexArea.empty())
        return fill(world, start, [](int) { return true; });
    return fill(world, start, [&](int i) { return world.hexArea[static_cast<size_t>(i)] == area; });
}

namespace {
/// Sets `value` in the per-hex `layer` (terrain or area) at each of `hexes` on the map, then
/// rebuilds the world; how many hexes changed.
template <typename T>
int setEach(World &world, std::vector<T> &layer, const std::vector<Hex> &hexes, T value)
{
    int changed = 0;
    for (const Hex h : hexes) {
        const int i = world.indexOf(h);
        if (i < 0 || layer[static_cast<size_t>(i)] == value)
            continue;
        layer[static_cast<size_t>(i)] = value;
        ++changed;
    }
    world.rebuild();
    return changed;
}
} // namespace

int paintTerrain(World &world, const std::vector<Hex> &hexes, HexTerrain terrain)
{
    if (world.terrain.empty()) {
        std::vector<HexTerrain> drawn(static_cast<size_t>(world.hexCount()));
        for (int i = 0; i < world.hexCount(); ++i)
            drawn[static_cast<size_t>(i)] = world.terrainAt(world.hexAt(i));
        world.terrain = std::move(drawn);
    }
    return setEach(world, world.terrain, hexes, terrain);
}

int paintArea(World &world, const std::vector<Hex> &hexes, int area)
{
    if (area < -1 || area >= static_cast<int>(world.areas.size()))
        return 0;
    world.hexArea.resize(static_cast<size_t>(world.hexCount()), -1);
    return setEach(world, world.hexArea, hexes, area);
}

} // namespace muster
