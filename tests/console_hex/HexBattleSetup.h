#pragma once
// A hex campaign with a battle in the first march (tests and the battle-dialog
// screenshot): the sample with an enemy army moved two marches from the first army, so drawing
// the first army's path into the enemy's hex and advancing fights a battle on day 1 (H4.1).

#include "model/Campaign.h"

#include <optional>

namespace muster::test {

struct HexBattleSetup
{
    Campaign campaign;
    int attacker = 0; // army index: marches
    int defender = 0; // army index: waits in `defender`'s hex
};

/// Moves the first army of another kingdom than army 0 to a free land hex two hexes from army 0
/// that army 0 can reach in a two-hex march; nullopt when the map has no such hex.
std::optional<HexBattleSetup> facingArmies(Campaign campaign);

/// Stores the attacker's march into the defender's hex as its kingdom's order for the current
/// turn (the battle of H4.1 on day 1).
void orderTheAttack(HexBattleSetup &setup);

} // namespace muster::test
