#pragma once
// What a planned march does to its army by the end of the week, day by day, judged as the engine
// judges it (H2.2-H2.4, H3.1, H3.2): where the army ends each day on the march's schedule
// (MarchSchedule.h), whether it is in supply there by the supply tracer the engine asks at each
// day's end (HexSupply.h), and what starving costs it, applied as the engine's own events apply
// (HexReplay.h). The other armies stand where they are; no battle is fought (the odds of one are
// BattleOdds'). Hexes scheduled after day 7 are never marched: the engine starts a new week
// without orders (HexAdvance.h), so the forecast ends with the week.

#include "hex/Hex.h"
#include "rules/hex/HexSupply.h"
#include "rules/hex/MarchSchedule.h"

#include <vector>

namespace muster {

struct Campaign;
struct HexArmy;

namespace hexrules {

struct MarchDayForecast
{
    int day = 0;          // of the week, the campaign's next day to 7
    Hex at;               // where the army ends the day
    bool marched = false; // it entered a hex that day
    SupplyStatus supply;  // at the day's end (H3.1)
    int units = 0;        // units left after the day's starvation (H3.2)
    int unitsStarved = 0; // units the day's starvation destroyed
};

struct MarchForecast
{
    std::vector<MarchDayForecast> days; // every day left in the week, rest days too
    MarchSchedule schedule;             // the day each hex of the path is entered on
    int weekHexes = 0;           // the hexes of the path entered by day 7; the rest are dropped
    int firstDayOutOfSupply = 0; // the first day ending out of supply (0: none this week)
    int firstUnitStarved = 0;    // the first day a unit starves away (0: none)
    int destroyed = 0;           // the day the army's last unit starves away (0: not this week)
    /// The last day of the week the army marches on (0: none).
    int lastMarchDay() const
    {
        return weekHexes > 0 ? schedule.days[static_cast<size_t>(weekHexes - 1)] : 0;
    }
};

/// The forecast of `army` (one of the current turn's armies) marching `path` from the campaign's
/// next day, resting on `restDays` (the ruleset's default when empty); `supply` follows the
/// campaign's current state.
MarchForecast forecastMarch(const Campaign &campaign, const HexArmy &army,
                            const std::vector<Hex> &path, SupplyTracer &supply,
                            std::vector<int> restDays = {});

} // namespace hexrules
} // namespace muster
