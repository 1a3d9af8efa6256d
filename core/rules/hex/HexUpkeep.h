#pragma once
// The end of every day (RULES H3.1-H3.3, H7): supply status, starvation, healing, loyalty rolls
// and pending desertions.

#include "dice/Dice.h"
#include "rules/hex/HexWork.h"

#include <QHash>
#include <QString>

namespace muster::hexrules {

/// What the engine remembers about an army during one resolution.
struct ArmyDayNotes
{
    bool marchedToday = false;
    bool inSupply = true; // the status last logged
    int calamities = 0;   // H7.1: routs and heavy battle losses so far this resolution
};

/// H3.1-H3.3: applied to every army with units, in state order. `day` is the day of the week.
/// Supply is judged by the work's tracer.
void endOfDay(HexWork &work, int day, Dice &dice, QHash<QString, ArmyDayNotes> &notes);

/// H7: one loyalty roll for army `index` with `calamities` counted (the first costs nothing).
void rollLoyalty(HexWork &work, int index, int calamities, Dice &dice);

} // namespace muster::hexrules
