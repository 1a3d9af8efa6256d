#pragma once
// Placing strongholds (RULES H1.1, H3.1) on a world's hexes. Each function either makes the change
// and returns an empty string, or refuses with the validator's words and changes nothing.

#include "hex/Hex.h"

#include <QString>

namespace muster {

class World;
struct Stronghold;

/// `kingdoms`: how many kingdoms the campaign has (an owner is one of them, or -1 for none).
[[nodiscard]] QString placeStronghold(World &world, const Stronghold &stronghold, int kingdoms);
[[nodiscard]] QString moveStronghold(World &world, int index, Hex to);
[[nodiscard]] QString removeStronghold(World &world, int index);
[[nodiscard]] QString setStrongholdOwner(World &world, int index, int owner, int kingdoms);

} // namespace muster
