#pragma once
// R3: forced dice replay what was rolled at the table, so a list that does not fit the dice a turn
// draws is a mistake in the list rather than a choice. The engine rolls instead of a value that
// does not fit its die (and logs it); this names every such value, and the values left over once
// the turn had drawn all its dice, so that a resolution is not stored as the one the GM asked for.

#include "log/TurnLog.h"

#include <QStringList>

#include <cstddef>

namespace muster {

/// One sentence per problem with the `forcedGiven` forced values of the turn that left `log`:
/// "forced value 1 of 5: d6 for the kingdom order, place 6: 5 (forced 9 does not fit a d6; rolled
/// instead)", "2 of the 5 forced values were not used: the turn rolled 3 dice". Empty when every
/// value was used by a die it fits.
QStringList forcedDiceProblems(const TurnLog &log, std::size_t forcedGiven);

} // namespace muster
