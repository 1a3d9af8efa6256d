#include "edit/SameMap.h"

#include "model/World.h"

#include <algorithm>

namespace muster {

namespace {
template <typename T, typename Equal>
bool sameList(const std::vector<T> &a, const std::vector<T> &b, Equal equal)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), equal);
}

bool sameArea(const Area &a, const Area &b)
{
    return a.code == b.code && a.name == b.name && a.terrain == b.terrain &&
           a.hinterland == b.hinterland;
}

bool sameJoin(const AreaLink &a, const AreaLink &b)
{
    return a.a == b.a && a.b == b.b && a.kind == b.kind;
}

bool samePath(const HexPath &a, const HexPath &b)
{
    return a.name == b.name && a.navigable == b.navigable && a.hexes == b.hexes;
}

bool sameStronghold(const Stronghold &a, const Stronghold &b)
{
    return a.name == b.name && a.hex == b.hex && a.owner == b.owner && a.fortified == b.fortified;
}
} // namespace

bool sameMap(const World &a, const World &b)
{
    return a.columns == b.columns && a.rows == b.rows && a.terrain == b.terrain &&
           a.hexArea == b.hexArea && sameList(a.areas, b.areas, sameArea) &&
           sameList(a.links, b.links, sameJoin) && sameList(a.blocks, b.blocks, sameJoin) &&
           sameList(a.roads, b.roads, samePath) && sameList(a.rivers, b.rivers, samePath) &&
           sameList(a.strongholds, b.strongholds, sameStronghold);
}

} // namespace muster
