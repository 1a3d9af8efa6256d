#pragma once
// Which part of an order an engine failure is about (A3, A5), so that a form can mark the value
// the GM has to change: the count when the source holds too few armies, ships or people; the area
// field the failure names when it is about one area (its owner, its type, its neighbours); the
// action itself when it does not fit its areas (MOVE across the sea); none when the failure is
// about the kingdom (its BPs, A3.2). The failure comes from the engine; this only says where it
// points.

#include "rules/area/AreaActions.h"
#include "rules/area/FailureReason.h"

#include <cstdint>

namespace muster {

class World;

enum class ActionField : std::uint8_t
{
    None,   // the order as a whole (the kingdom's BPs)
    Number, // its round (A2.2)
    Kind,   // the action
    Count,  // the count, with its "all" or "all but"
    Source,
    Via,    // PASSAGE's middle area
    Target, // the target, or the area of LEVY, RESERVE, DEFEND, RETREAT, AMBUSH
    Place   // the retreat or ambush location
};

/// The field of `action` that `failure` (the engine's verdict on it) is about.
ActionField failureField(const Failure &failure, const AreaAction &action, const World &world);

} // namespace muster
