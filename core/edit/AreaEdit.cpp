#include "edit/AreaEdit.h"

#include "model/Limits.h"
#include "model/TurnState.h"
#include "model/World.h"
#include "model/WorldCheck.h"

#include <algorithm>

namespace muster {

namespace {
bool known(const World &world, int area)
{
    return area >= 0 && area < static_cast<int>(world.areas.size());
}

QString unknownArea(int area)
{
    return QStringLiteral("there is no area %1").arg(area);
}

QString nameProblem(const QString &name)
{
    if (name.trimmed().isEmpty())
        return QStringLiteral("an area needs a name");
    if (name.size() > limits::kMaxTextLength)
        return QStringLiteral("a name is at most %1 characters").arg(limits::kMaxTextLength);
    return {};
}

QString codeProblem(const World &world, const QString &code, int except)
{
    if (!isWellFormedCode(code))
        return malformedAreaCodeMessage(code);
    const int other = world.areaIndex(code);
    if (other >= 0 && other != except)
        return duplicateAreaCodeMessage(code);
    return {};
}

std::vector<AreaLink> &joinsOf(World &world, AreaJoin join)
{
    return join == AreaJoin::Link ? world.links : world.blocks;
}

/// An index into the areas after `removed` is taken out: -1 for the removed one itself.
int afterRemoval(int index, int removed)
{
    return index == removed ? -1 : index > removed ? index - 1 : index;
}
} // namespace

QString createArea(World &world, TurnState &state, const QString &code, const QString &name,
                   AreaTerrain terrain)
{
    if (QString p = codeProblem(world, code, -1); !p.isEmpty())
        return p;
    if (QString p = nameProblem(name); !p.isEmpty())
        return p;
    if (static_cast<qint64>(world.areas.size()) >= limits::kMaxAreas)
        return QStringLiteral("a map has at most %1 areas").arg(limits::kMaxAreas);
    world.areas.push_back({code, name.trimmed(), terrain, -1, {}});
    state.areas.resize(world.areas.size()); // A7.1: a new area starts in RETREAT, no location
    world.rebuild();
    return {};
}

QString deleteArea(World &world, TurnState &state, int area)
{
    if (!known(world, area))
        return unknownArea(area);
    world.areas.erase(world.areas.begin() + area);
    for (int &a : world.hexArea)
        a = afterRemoval(a, area);
    for (Area &a : world.areas)
        if (a.hinterland >= 0)
            a.hinterland = afterRemoval(a.hinterland, area);
    for (std::vector<AreaLink> *joins : {&world.links, &world.blocks}) {
        std::erase_if(*joins, [&](const AreaLink &l) { return l.a == area || l.b == area; });
        for (AreaLink &l : *joins) {
            l.a = afterRemoval(l.a, area);
            l.b = afterRemoval(l.b, area);
        }
    }
    removeAreaFromState(state, area);
    world.rebuild();
    return {};
}

void removeAreaFromState(TurnState &state, int area)
{
    if (area >= 0 && area < static_cast<int>(state.areas.size()))
        state.areas.erase(state.areas.begin() + area);
    for (AreaState &s : state.areas) {
        if (s.modeArea == area)
            s.mode = DefenceMode::Retreat;
        s.modeArea = afterRemoval(s.modeArea, area);
    }
}

QString renameArea(World &world, int area, const QString &name)
{
    if (!known(world, area))
        return unknownArea(area);
    if (QString p = nameProblem(name); !p.isEmpty())
        return p;
    world.areas[static_cast<size_t>(area)].name = name.trimmed();
    return {};
}

QString recodeArea(World &world, int area, const QString &code)
{
    if (!known(world, area))
        return unknownArea(area);
    if (QString p = codeProblem(world, code, area); !p.isEmpty())
        return p;
    world.areas[static_cast<size_t>(area)].code = code;
    world.rebuild();
    return {};
}

QString setAreaTerrainOf(World &world, int area, AreaTerrain terrain)
{
    if (!known(world, area))
        return unknownArea(area);
    Area &a = world.areas[static_cast<size_t>(area)];
    a.terrain = terrain;
    if (terrain != AreaTerrain::City)
        a.hinterland = -1;
    world.rebuild();
    return {};
}

QString setHinterland(World &world, int city, int hinterland)
{
    if (!known(world, city))
        return unknownArea(city);
    Area &a = world.areas[static_cast<size_t>(city)];
    if (hinterland >= 0) {
        if (!known(world, hinterland))
            return unknownArea(hinterland);
        const Area &h = world.areas[static_cast<size_t>(hinterland)];
        if (a.terrain != AreaTerrain::City)
            return hinterlandOfNonCityMessage(a.code, a.terrain);
        if (h.terrain == AreaTerrain::City || h.terrain == AreaTerrain::Sea)
            return hinterlandNotLandMessage(h.code);
        if (!world.adjacent(city, hinterland))
            return cityNotBesideHinterlandMessage(a.code, h.code);
    }
    a.hinterland = hinterland;
    return {};
}

int joinBetween(const World &world, AreaJoin join, int a, int b)
{
    const std::vector<AreaLink> &joins = join == AreaJoin::Link ? world.links : world.blocks;
    const auto it = std::find_if(joins.begin(), joins.end(), [&](const AreaLink &l) {
        return (l.a == a && l.b == b) || (l.a == b && l.b == a);
    });
    return it == joins.end() ? -1 : static_cast<int>(it - joins.begin());
}

QString toggleJoin(World &world, AreaJoin join, int a, int b)
{
    if (!known(world, a))
        return unknownArea(a);
    if (!known(world, b))
        return unknownArea(b);
    if (a == b)
        return linkToItselfMessage();
    std::vector<AreaLink> &joins = joinsOf(world, join);
    if (const int there = joinBetween(world, join, a, b); there >= 0)
        joins.erase(joins.begin() + there);
    else
        joins.push_back({a, b, {}});
    world.rebuild();
    return {};
}

} // namespace muster
