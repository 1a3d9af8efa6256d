#pragma once
// Editing a world's areas (RULES A1.1) and what joins or parts them: each function either makes
// the change and returns an empty string, or refuses with the validator's words (checkWorld's
// messages) and changes nothing. Creating or deleting an area changes the turn state with it
// (TurnState::areas is indexed like World::areas), so both are passed together.

#include "model/Terrain.h"

#include <QString>

namespace muster {

class World;
struct TurnState;

[[nodiscard]] QString createArea(World &world, TurnState &state, const QString &code,
                                 const QString &name, AreaTerrain terrain);
/// Removes the area: its hexes belong to none, its links and blocks go, a city it was the
/// hinterland of has none, and every later area's index (in the world and the state) moves down.
[[nodiscard]] QString deleteArea(World &world, TurnState &state, int area);
/// The state half of deleteArea: drops the area's state and renumbers retreat and ambush
/// locations (one that was the deleted area becomes RETREAT with no location, A7.1).
void removeAreaFromState(TurnState &state, int area);

[[nodiscard]] QString renameArea(World &world, int area, const QString &name);
[[nodiscard]] QString recodeArea(World &world, int area, const QString &code);
/// A city that becomes another terrain loses its hinterland (only a city has one).
[[nodiscard]] QString setAreaTerrainOf(World &world, int area, AreaTerrain terrain);
/// `hinterland` -1 clears it; otherwise it must be a land area other than a city, adjacent to it.
[[nodiscard]] QString setHinterland(World &world, int city, int hinterland);

/// Links join two areas whatever their hexes; blocks part two that share an edge.
enum class AreaJoin
{
    Link,
    Block
};
/// Adds a link or block between `a` and `b`, or removes the one there is.
[[nodiscard]] QString toggleJoin(World &world, AreaJoin join, int a, int b);
/// The index of the link or block between `a` and `b` (either way round), -1 for none.
int joinBetween(const World &world, AreaJoin join, int a, int b);

} // namespace muster
