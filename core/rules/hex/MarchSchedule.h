#pragma once
// When a planned march enters each hex of its path: the day of the week, as the engine marches
// (H2.2, H2.3): the day's miles carry over within the day only, the first hex of a day may always
// be entered, and rest days are skipped. Used to show a march before it is resolved (the march
// planner on the map, the orders dock's Days column).

#include "hex/Hex.h"

#include <vector>

namespace muster {

struct Campaign;
struct HexArmy;

namespace hexrules {

struct MarchSchedule
{
    std::vector<int> days; // per hex of the path, its day of the week (8 and more: next week)
    double miles = 0;      // the path's terrain cost (terrain factors, roads, rivers)
    /// The last day marched, 0 for an empty path.
    int lastDay() const { return days.empty() ? 0 : days.back(); }
};

/// The schedule of `army` marching `path` from the campaign's next day, resting on `restDays`
/// (the ruleset's default rest days when empty).
MarchSchedule scheduleMarch(const Campaign &campaign, const HexArmy &army,
                            const std::vector<Hex> &path, std::vector<int> restDays = {});

} // namespace hexrules
} // namespace muster
