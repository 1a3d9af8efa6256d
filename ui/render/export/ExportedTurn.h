#pragma once
// The turn an exported image or a printout draws: the current one, or the earlier turn the GM is
// looking at in the console, whose map, title and orders must be that turn's and not the
// current one's. An earlier turn is read from the campaign's file when it is not in memory.

#include "util/Result.h"

#include <memory>

namespace muster {

struct Campaign;
struct TurnRecord;

/// Turn `index` of `campaign` (-1, or an index past the last turn: the current one). A failure
/// naming the turn when it cannot be read (its rows damaged, the file changed), so that no
/// stand-in is ever drawn in its place.
Result<std::shared_ptr<const TurnRecord>> exportedTurn(const Campaign &campaign, int index);

} // namespace muster
