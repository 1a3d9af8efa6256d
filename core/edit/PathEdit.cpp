#include "edit/PathEdit.h"

#include "model/Limits.h"
#include "model/World.h"
#include "model/WorldCheck.h"

#include <algorithm>

namespace muster {

namespace {
QString stepProblem(const World &world, const std::vector<Hex> &before, Hex next)
{
    if (!world.contains(next))
        return hexOffMapMessage(next, world);
    if (!before.empty() && hexDistance(before.back(), next) != 1)
        return pathGapMessage(next, before.back());
    if (static_cast<qint64>(before.size()) >= limits::kMaxPathHexes)
        return QStringLiteral("a path has at most %1 hexes").arg(limits::kMaxPathHexes);
    return {};
}

bool known(const World &world, PathKind kind, int index)
{
    return index >= 0 && index < static_cast<int>(pathsOf(world, kind).size());
}

QString unknownPath(PathKind kind, int index)
{
    return (kind == PathKind::Road ? QStringLiteral("there is no road %1")
                                   : QStringLiteral("there is no river %1"))
        .arg(index);
}
} // namespace

std::vector<HexPath> &pathsOf(World &world, PathKind kind)
{
    return kind == PathKind::Road ? world.roads : world.rivers;
}

const std::vector<HexPath> &pathsOf(const World &world, PathKind kind)
{
    return kind == PathKind::Road ? world.roads : world.rivers;
}

QString addPath(World &world, PathKind kind, const std::vector<Hex> &hexes, bool navigable)
{
    std::vector<Hex> drawn;
    for (const Hex h : hexes) {
        if (QString p = stepProblem(world, drawn, h); !p.isEmpty())
            return p;
        drawn.push_back(h);
    }
    if (drawn.size() < 2)
        return QStringLiteral("a path needs at least two hexes");
    pathsOf(world, kind).push_back({{}, kind == PathKind::River && navigable, std::move(drawn)});
    world.rebuild();
    return {};
}

QString extendPath(World &world, PathKind kind, int index, Hex next)
{
    if (!known(world, kind, index))
        return unknownPath(kind, index);
    std::vector<Hex> &hexes = pathsOf(world, kind)[static_cast<size_t>(index)].hexes;
    if (QString p = stepProblem(world, hexes, next); !p.isEmpty())
        return p;
    hexes.push_back(next);
    world.rebuild();
    return {};
}

QString removePath(World &world, PathKind kind, int index)
{
    if (!known(world, kind, index))
        return unknownPath(kind, index);
    std::vector<HexPath> &paths = pathsOf(world, kind);
    paths.erase(paths.begin() + index);
    world.rebuild();
    return {};
}

QString setNavigable(World &world, int river, bool navigable)
{
    if (!known(world, PathKind::River, river))
        return unknownPath(PathKind::River, river);
    world.rivers[static_cast<size_t>(river)].navigable = navigable;
    world.rebuild();
    return {};
}

int pathEndingAt(const World &world, PathKind kind, Hex hex)
{
    const std::vector<HexPath> &paths = pathsOf(world, kind);
    for (size_t i = 0; i < paths.size(); ++i)
        if (!paths[i].hexes.empty() && paths[i].hexes.back() == hex)
            return static_cast<int>(i);
    return -1;
}

int pathThrough(const World &world, PathKind kind, Hex hex)
{
    const std::vector<HexPath> &paths = pathsOf(world, kind);
    for (size_t i = 0; i < paths.size(); ++i)
        if (std::find(paths[i].hexes.begin(), paths[i].hexes.end(), hex) != paths[i].hexes.end())
            return static_cast<int>(i);
    return -1;
}

} // namespace muster
