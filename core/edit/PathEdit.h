#pragma once
// Drawing roads and rivers (RULES H1.1) hex by hex. Each function either makes the change and
// returns an empty string, or refuses with the validator's words and changes nothing.

#include "hex/Hex.h"

#include <QString>

#include <vector>

namespace muster {

class World;
struct HexPath;

enum class PathKind
{
    Road,
    River
};

std::vector<HexPath> &pathsOf(World &world, PathKind kind);
const std::vector<HexPath> &pathsOf(const World &world, PathKind kind);

/// Adds a road or river through `hexes`: at least two, each on the map and a neighbour of the one
/// before it.
[[nodiscard]] QString addPath(World &world, PathKind kind, const std::vector<Hex> &hexes,
                              bool navigable = false);
/// Appends `next` to the end of path `index`; it must border the path's last hex.
[[nodiscard]] QString extendPath(World &world, PathKind kind, int index, Hex next);
[[nodiscard]] QString removePath(World &world, PathKind kind, int index);
[[nodiscard]] QString setNavigable(World &world, int river, bool navigable);

/// The path of that kind whose last hex is `hex` (the one to extend), -1 for none.
int pathEndingAt(const World &world, PathKind kind, Hex hex);
/// The path of that kind through `hex`, -1 for none.
int pathThrough(const World &world, PathKind kind, Hex hex);

} // namespace muster
