#include "AreaGeography.h"

#include "AreaFields.h"
#include "RegionGrowth.h"
#include "SampleRandom.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <map>
#include <numeric>

namespace muster::samples {

namespace {
constexpr int kLandHexesPerArea = 18;
constexpr int kSeaAreas = 6;
constexpr int kSmallestArea = 9;
constexpr int kCities = 4;
constexpr size_t kWetlandAreas = 5;
constexpr double kForestMoisture = 0.5;

// Which side of a mountain spine a hex lies: areas prefer not to straddle these bands, so the
// ranges come out as chains of mountain areas with uplands along their flanks.
int band(double ridge)
{
    return ridge < 1.9 ? 2 : ridge < 4.2 ? 1 : 0;
}

/// Lakes become land and specks of land become sea, so every sea hex joins the ocean.
void tidyCoast(const World &world, std::vector<bool> &land)
{
    for (const bool wantLand : {true, false}) {
        std::vector<bool> mask(land.size());
        for (size_t i = 0; i < land.size(); ++i)
            mask[i] = land[i] == wantLand;
        const std::vector<int> comp = components(world, mask);
        std::map<int, int> size;
        for (const int c : comp)
            if (c >= 0)
                ++size[c];
        int biggest = -1;
        for (const auto &[c, s] : size)
            if (biggest < 0 || s > size[biggest])
                biggest = c;
        for (size_t i = 0; i < land.size(); ++i) {
            const int c = comp[i];
            if (c < 0)
                continue;
            if (wantLand && size[c] < 6)
                land[i] = false; // specks of land sink
            if (!wantLand && c != biggest)
                land[i] = true; // lakes fill in
        }
    }
}

/// Seeds, growth and two re-centring passes over one mask.
std::vector<int> partition(const World &world, const std::vector<bool> &mask, int count,
                           const StepCost &cost, SampleRandom &random)
{
    std::vector<int> seeds = spreadSeeds(world, mask, count, 6, random);
    std::vector<int> region = growRegions(world, mask, seeds, cost);
    for (int pass = 0; pass < 3; ++pass) {
        seeds = recentredSeeds(world, region, static_cast<int>(seeds.size()));
        region = growRegions(world, mask, seeds, cost);
    }
    return region;
}

/// Folds regions smaller than `minimum` into the neighbour they share most edges with, then
/// renumbers regions from 0.
void mergeSmallRegions(const World &world, std::vector<int> &region, int minimum)
{
    for (bool changed = true; changed;) {
        changed = false;
        std::map<int, int> size;
        for (const int r : region)
            if (r >= 0)
                ++size[r];
        for (const auto &[r, s] : size) {
            if (s >= minimum)
                continue;
            std::map<int, int> shared;
            for (size_t i = 0; i < region.size(); ++i)
                if (region[i] == r)
                    for (const int nb : gridNeighbours(world, static_cast<int>(i)))
                        if (region[static_cast<size_t>(nb)] >= 0 &&
                            region[static_cast<size_t>(nb)] != r)
                            ++shared[region[static_cast<size_t>(nb)]];
            if (shared.empty())
                continue;
            const auto best = std::max_element(
                shared.begin(), shared.end(), [](auto &a, auto &b) { return a.second < b.second; });
            std::replace(region.begin(), region.end(), r, best->first);
            changed = true;
            break;
        }
    }
    std::map<int, int> renumber;
    for (const int r : region) // first appearance in row-major order: areas read top to bottom
        if (r >= 0 && !renumber.count(r))
            renumber.emplace(r, static_cast<int>(renumber.size()));
    for (int &r : region)
        if (r >= 0)
            r = renumber[r];
}

struct AreaStats
{
    double ridge = 0, elevation = 0, moisture = 0;
    int hexes = 0;
    bool coastal = false;
    int riverHexes = 0;
};

/// Spines make mountains and their flanks uplands; of the rest, the lowest wet coastal or river
/// areas become wetlands, the wettest forest, the others plains.
std::vector<AreaTerrain> chooseTerrain(const std::vector<AreaStats> &stats)
{
    std::vector<AreaTerrain> out(stats.size(), AreaTerrain::Plains);
    std::vector<size_t> lowland;
    for (size_t a = 0; a < stats.size(); ++a) {
        if (stats[a].ridge < 1.9)
            out[a] = AreaTerrain::Mountains;
        else if (stats[a].ridge < 4.0)
            out[a] = AreaTerrain::Uplands;
        else
            lowland.push_back(a);
    }
    std::vector<size_t> wet;
    for (const size_t a : lowland)
        if ((stats[a].coastal || stats[a].riverHexes > 0) && stats[a].moisture > 0.35)
            wet.push_back(a);
    std::sort(wet.begin(), wet.end(),
              [&](size_t x, size_t y) { return stats[x].elevation < stats[y].elevation; });
    for (size_t k = 0; k < wet.size() && k < kWetlandAreas; ++k)
        out[wet[k]] = AreaTerrain::Wetlands;
    for (const size_t a : lowland)
        if (out[a] == AreaTerrain::Plains && stats[a].moisture > kForestMoisture)
            out[a] = AreaTerrain::Forest;
    return out;
}

/// Rivers rise near the spines and run down the cheapest valley to the sea; one that meets an
/// earlier river joins it there as a tributary.
void drawRivers(World &world, const AreaFields &f, SampleRandom &random)
{
    // Sources: high ground at least six hexes from the sea, so the rivers have room to run.
    std::vector<int> seaDistance(static_cast<size_t>(world.hexCount()), -1);
    std::vector<int> frontier;
    for (int i = 0; i < world.hexCount(); ++i)
        if (!f.land[static_cast<size_t>(i)]) {
            seaDistance[static_cast<size_t>(i)] = 0;
            frontier.push_back(i);
        }
    for (size_t k = 0; k < frontier.size(); ++k)
        for (const int nb : gridNeighbours(world, frontier[k]))
            if (seaDistance[static_cast<size_t>(nb)] < 0) {
                seaDistance[static_cast<size_t>(nb)] =
                    seaDistance[static_cast<size_t>(frontier[k])] + 1;
                frontier.push_back(nb);
            }
    std::vector<int> sources;
    for (int i = 0; i < world.hexCount(); ++i)
        if (seaDistance[static_cast<size_t>(i)] >= 6 && f.ridge[static_cast<size_t>(i)] > 1.0 &&
            f.ridge[static_cast<size_t>(i)] < 3.0)
            sources.push_back(i);
    std::vector<bool> onRiver(static_cast<size_t>(world.hexCount()), false);
    const char *names[] = {"the Silverrun", "the Wend", "the Blackwater"};
    std::vector<int> chosen;
    for (int k = 0; k < 3 && !sources.empty(); ++k) {
        int pick = -1;
        for (int tries = 0; tries < 200 && pick < 0; ++tries) {
            const int c = sources[static_cast<size_t>(random.range(0, int(sources.size()) - 1))];
            bool farEnough = true;
            for (const int o : chosen)
                farEnough = farEnough && hexDistance(world.hexAt(c), world.hexAt(o)) >= 9;
            if (farEnough)
                pick = c;
        }
        if (pick < 0)
            break;
        chosen.push_back(pick);
        const auto path = cheapestPath(
            world, pick,
            [&](int h) {
                return !f.land[static_cast<size_t>(h)] || onRiver[static_cast<size_t>(h)];
            },
            [&](int h) { return f.land[static_cast<size_t>(h)]; },
            [&](int, int to) {
                return 1 + 8 * std::max(0.0, f.elevation[static_cast<size_t>(to)]) +
                       f.roughness[static_cast<size_t>(to)];
            });
        if (path.size() < 5)
            continue;
        HexPath river{QString::fromLatin1(names[k]), false, {}};
        for (const int h : path) {
            river.hexes.push_back(world.hexAt(h));
            onRiver[static_cast<size_t>(h)] = true;
        }
        world.rivers.push_back(river);
    }
}

/// Carves a city of 1-3 hexes out of its hinterland: on the coast when the hinterland has one,
/// touching no area but the hinterland and the sea (A1.1), and leaving the hinterland in one piece.
bool carveCity(World &world, int hinterland, int size, const std::vector<bool> &land)
{
    const int cityIndex = static_cast<int>(world.areas.size());
    auto &hexArea = world.hexArea;
    auto fits = [&](int h) {
        if (hexArea[static_cast<size_t>(h)] != hinterland)
            return false;
        for (const int nb : gridNeighbours(world, h)) {
            const int a = hexArea[static_cast<size_t>(nb)];
            if (a != hinterland && a != cityIndex && land[static_cast<size_t>(nb)])
                return false;
        }
        return true;
    };
    auto hinterlandWhole = [&] {
        std::vector<bool> mask(hexArea.size());
        for (size_t i = 0; i < hexArea.size(); ++i)
            mask[i] = hexArea[i] == hinterland;
        const std::vector<int> comp = components(world, mask);
        return *std::max_element(comp.begin(), comp.end()) == 0;
    };
    // Prefer a harbour: a hex with the most sea neighbours.
    int best = -1, bestSea = -1;
    for (int h = 0; h < world.hexCount(); ++h) {
        if (!fits(h))
            continue;
        int sea = 0;
        for (const int nb : gridNeighbours(world, h))
            sea += land[static_cast<size_t>(nb)] ? 0 : 1;
        if (sea > bestSea && sea < 4) {
            best = h;
            bestSea = sea;
        }
    }
    if (best < 0)
        return false;
    std::vector<int> taken{best};
    hexArea[static_cast<size_t>(best)] = cityIndex;
    while (static_cast<int>(taken.size()) < size) {
        int next = -1;
        for (const int t : taken)
            for (const int nb : gridNeighbours(world, t))
                if (next < 0 && fits(nb))
                    next = nb;
        if (next < 0)
            break;
        hexArea[static_cast<size_t>(next)] = cityIndex;
        taken.push_back(next);
    }
    if (!hinterlandWhole()) {
        for (const int t : taken)
            hexArea[static_cast<size_t>(t)] = hinterland;
        return false;
    }
    Area city;
    city.terrain = AreaTerrain::City;
    city.hinterland = hinterland;
    world.areas.push_back(city);
    return true;
}
} // namespace

AreaGeography makeAreaGeography(std::uint64_t seed, int columns, int rows)
{
    SampleRandom random(seed);
    AreaGeography g;
    World &world = g.world;
    world.columns = columns;
    world.rows = rows;
    const auto n = static_cast<size_t>(world.hexCount());
    AreaFields f = makeAreaFields(world, seed);
    tidyCoast(world, f.land);

    const int landHexes = static_cast<int>(std::count(f.land.begin(), f.land.end(), true));
    std::vector<int> landRegion = partition(
        world, f.land, landHexes / kLandHexesPerArea,
        [&](int from, int to) {
            return 1 + 1.2 * f.roughness[static_cast<size_t>(to)] +
                   3.0 * std::abs(band(f.ridge[static_cast<size_t>(from)]) -
                                  band(f.ridge[static_cast<size_t>(to)]));
        },
        random);
    mergeSmallRegions(world, landRegion, kSmallestArea);
    std::vector<bool> sea(n);
    for (size_t i = 0; i < n; ++i)
        sea[i] = !f.land[i];
    std::vector<int> seaRegion = partition(
        world, sea, kSeaAreas,
        [&](int, int to) { return 1 + f.roughness[static_cast<size_t>(to)]; }, random);
    mergeSmallRegions(world, seaRegion, kSmallestArea);

    const int landAreas = *std::max_element(landRegion.begin(), landRegion.end()) + 1;
    const int seaAreas = *std::max_element(seaRegion.begin(), seaRegion.end()) + 1;
    world.hexArea.assign(n, -1);
    for (size_t i = 0; i < n; ++i)
        world.hexArea[i] = f.land[i] ? landRegion[i] : landAreas + seaRegion[i];
    world.areas.assign(static_cast<size_t>(landAreas + seaAreas), Area{});
    drawRivers(world, f, random);

    // Each land area takes the terrain its hexes add up to.
    std::vector<AreaStats> stats(static_cast<size_t>(landAreas));
    std::vector<bool> river(n, false);
    for (const HexPath &r : world.rivers)
        for (const Hex h : r.hexes)
            river[static_cast<size_t>(world.indexOf(h))] = true;
    for (size_t i = 0; i < n; ++i) {
        if (!f.land[i])
            continue;
        AreaStats &s = stats[static_cast<size_t>(landRegion[i])];
        s.ridge += f.ridge[i];
        s.elevation += f.elevation[i];
        s.moisture += f.moisture[i];
        s.riverHexes += river[i] ? 1 : 0;
        ++s.hexes;
        for (const int nb : gridNeighbours(world, static_cast<int>(i)))
            s.coastal = s.coastal || !f.land[static_cast<size_t>(nb)];
    }
    for (AreaStats &s : stats) {
        s.ridge /= s.hexes;
        s.elevation /= s.hexes;
        s.moisture /= s.hexes;
    }
    const std::vector<AreaTerrain> terrain = chooseTerrain(stats);
    for (int a = 0; a < landAreas; ++a)
        world.areas[static_cast<size_t>(a)].terrain = terrain[static_cast<size_t>(a)];
    for (int a = landAreas; a < landAreas + seaAreas; ++a)
        world.areas[static_cast<size_t>(a)].terrain = AreaTerrain::Sea;

    // Cities stand in farmland or forest clearings, spread across the land.
    std::vector<int> candidates;
    for (int a = 0; a < landAreas; ++a) {
        const AreaTerrain t = world.areas[static_cast<size_t>(a)].terrain;
        if (t == AreaTerrain::Plains || t == AreaTerrain::Forest || t == AreaTerrain::Wetlands)
            candidates.push_back(a);
    }
    std::vector<Hex> centres(static_cast<size_t>(landAreas));
    world.rebuild();
    for (int a = 0; a < landAreas; ++a) {
        const auto &hexes = world.areas[static_cast<size_t>(a)].hexes;
        centres[static_cast<size_t>(a)] =
            *std::next(hexes.begin(), static_cast<std::ptrdiff_t>(hexes.size() / 2));
    }
    for (int k = 0; k < kCities && !candidates.empty(); ++k) {
        // Farthest from the cities so far; the first is the biggest plain.
        int best = -1, bestScore = -1;
        for (const int c : candidates) {
            int score = static_cast<int>(world.areas[static_cast<size_t>(c)].hexes.size());
            if (!g.cities.empty()) {
                score = 1000;
                for (const int city : g.cities)
                    score = std::min(
                        score, hexDistance(centres[static_cast<size_t>(c)],
                                           world.areas[static_cast<size_t>(city)].hexes.front()));
            }
            if (score > bestScore) {
                best = c;
                bestScore = score;
            }
        }
        candidates.erase(std::find(candidates.begin(), candidates.end(), best));
        if (carveCity(world, best, 1 + (k % 3), f.land))
            g.cities.push_back(static_cast<int>(world.areas.size()) - 1);
        else
            --k;
        world.rebuild();
    }
    g.elevation = f.elevation;
    g.moisture = f.moisture;
    return g;
}

} // namespace muster::samples
