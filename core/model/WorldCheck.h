#pragma once
// The rules a world must keep, whoever made it: the JSON reader (io/WorldJson.cpp), `muster-cli
// validate` through it, and the map editor all ask checkWorld(), so a GM sees the same sentence
// for the same mistake wherever it was made. What a file's syntax can get wrong (a missing field,
// a code that names no area) stays with the reader; this is what a well-formed world can still
// get wrong.

#include "hex/Hex.h"
#include "model/Terrain.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster {

class World;

/// What a world problem is about, so a reader can name its place (a JSON path) and an editor can
/// show it (select the area or the hex).
struct WorldPlace
{
    enum class Part
    {
        Area,
        Link,
        Block,
        Road,
        River,
        Stronghold
    };
    Part part = Part::Area;
    int index = -1;   // into the world's list of that part
    QString field;    // "code", "hinterland", "between", "hexes", "hex"; empty: the whole item
    int pathHex = -1; // roads and rivers: the hex of the path the problem is at, -1 for none
    std::optional<Hex> hex; // a hex on the map to show, when the problem has one
};

enum class WorldIssue
{
    MalformedCode,
    DuplicateCode,
    AreaWithoutHexes,
    AreaInPieces,
    CityWithoutHinterland,
    HinterlandOfNonCity,
    HinterlandNotLand,
    CityNotBesideHinterland,
    LinkToItself,
    PathTooShort,
    PathHexOffMap,
    PathGap,
    StrongholdOffMap,
    StrongholdsOnOneHex
};

struct WorldProblem
{
    WorldIssue issue;
    WorldPlace place;
    QString message; // a sentence fragment, as in Problem::message
};

/// Every problem of `world` (rebuilt: adjacency and each area's hexes are read), in the order of
/// its parts: areas, links, blocks, roads, rivers, strongholds.
std::vector<WorldProblem> checkWorld(const World &world);

/// Area codes and kingdom ids: 1-12 letters, digits, - or _ (never ".", the area map's "none").
bool isWellFormedCode(const QString &code);
QString malformedAreaCodeMessage(const QString &code);
QString duplicateAreaCodeMessage(const QString &code);
/// A road or river step from `previous` to `next` that is not to a neighbour (RULES H1.1).
QString pathGapMessage(Hex next, Hex previous);
QString hexOffMapMessage(Hex hex, const World &world);
QString strongholdsOnOneHexMessage(Hex hex);
QString linkToItselfMessage();
QString hinterlandOfNonCityMessage(const QString &code, AreaTerrain terrain);
QString hinterlandNotLandMessage(const QString &hinterland);
QString cityNotBesideHinterlandMessage(const QString &city, const QString &hinterland);

/// Per area of a rebuilt world, the first hex (row-major) that is not joined to the area's first
/// hex through the area's own hexes; nullopt for an area in one piece.
std::vector<std::optional<Hex>> detachedHexes(const World &world);

} // namespace muster
