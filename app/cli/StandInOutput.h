#pragma once
// muster-cli resolve and advance: the stand-ins of the current turn's missed sheets written
// before the turn is resolved (operations/FillMissedOrders.h), and said on stderr once it is
// stored, so that a sheet forgotten is noticed (the turn can still be rolled back, and the
// stand-ins with it).

#include "operations/FillMissedOrders.h"

namespace muster::cli {

/// Writes the stand-ins into the campaign's current turn; the ones written.
std::vector<MissedSheet> fillStandIns(Campaign &campaign);

/// One warning per stand-in: "FILE: no orders from Caldoria (CAL): the autopilot played it
/// (expand) (5 lines)".
void printStandIns(const Campaign &campaign, const QString &path,
                   const std::vector<MissedSheet> &written);

} // namespace muster::cli
