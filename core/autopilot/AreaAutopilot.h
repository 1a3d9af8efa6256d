#pragma once
// The autopilot of an area campaign: the order sheet of a kingdom without a player, written from
// what that kingdom knows as the turn starts (its KingdomView: its own areas whole, the rest as
// far as its sight and the ruleset's public ownership go) and never from the campaign's state,
// so that what a kingdom cannot see cannot change its orders.
//
// Legal by construction: the plan keeps its own account of the kingdom's BPs, reserve and armies
// per area, uses each area as the source of one action at most (an attack's survivors come home
// to it, A4.6; an area its own armies entered may be sticky, A6.1), and attacks or raids only
// land the kingdom does not own (A3.4, A5.5). Then the engine runs the sheet alone on the
// kingdom's view of the state and any action it refuses is dropped, so every order written has
// been checked by the engine itself. What the engine may still refuse in the real turn is what
// the kingdom could not foresee: an area it lost, or armies it lost, earlier in the same turn.
//
// Deterministic: the same view, rules and seed give the same sheet. Ties are broken by a
// generator seeded from the turn's seed and the kingdom, never by the turn's own dice.
//
// Decisions (RULES is silent on computer players): ships and the sea are left alone; an area out
// of sight is guessed to defend with kUnseenUnownedDefence if unowned and kUnseenOwnedDefence if a
// kingdom's; an attack is made only with at least half as many armies again as the defence it
// expects (A4.8 makes the larger side win), a MOVE only into land known to hold no armies.

#include "model/KingdomPlay.h"
#include "rules/area/AreaEngine.h"
#include "view/KingdomView.h"

#include <QStringList>

#include <cstdint>

namespace muster {

/// The defence level guessed for land out of the kingdom's sight.
inline constexpr int kUnseenUnownedDefence = 2;
inline constexpr int kUnseenOwnedDefence = 4;

/// The canonical order lines of `view`'s kingdom for the turn after the view (`seed` is the turn's
/// seed), following `doctrine`. None for a kingdom that holds no land.
QStringList areaAutopilotSheet(const AreaRules &rules, const KingdomView &view, std::uint64_t seed,
                               Doctrine doctrine);

/// The canonical lines of those of `actions` the engine accepts when they run alone, as `view`'s
/// kingdom's sheet, on the view's state (`seed`: the turn's): the engine's own check of a sheet a
/// kingdom's player did not write, renumbered from 1.
QStringList checkedAlone(const AreaRules &rules, const KingdomView &view,
                         std::vector<AreaAction> actions, std::uint64_t seed);

/// The same for the current turn of `campaign`, from kingdomViewAtStart (its rules and the turn's
/// seed, never its state).
QStringList areaAutopilotSheet(const Campaign &campaign, int kingdom, Doctrine doctrine);

} // namespace muster
