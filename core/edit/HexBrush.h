#pragma once
// Painting a world's hexes, as a map editor's brushes do: which hexes a brush or a fill covers,
// and giving those hexes a terrain or an area. Each paint rebuilds the world (World::rebuild).

#include "hex/Hex.h"
#include "model/Terrain.h"

#include <vector>

namespace muster {

class World;

/// The hexes on the map within `radius` steps of `centre` (radius 0: the centre alone).
std::vector<Hex> brushHexes(const World &world, Hex centre, int radius);
/// The hexes of the same terrain as `start` joined to it through hexes of that terrain.
std::vector<Hex> terrainFill(const World &world, Hex start);
/// The hexes of the same area as `start` (or of no area) joined to it through such hexes.
std::vector<Hex> areaFill(const World &world, Hex start);

/// Gives `hexes` the terrain; returns how many changed. A world drawn by area terrain alone
/// (no hex terrain) first gets each hex's terrain as drawn (World::terrainAt).
int paintTerrain(World &world, const std::vector<Hex> &hexes, HexTerrain terrain);
/// Puts `hexes` into `area` (-1: into none); returns how many changed, 0 for an unknown area.
int paintArea(World &world, const std::vector<Hex> &hexes, int area);

} // namespace muster
