#pragma once
// The armies destroyed, the battles fought and the armies gone out of supply in the days a hex
// resolution logged (rules/hex/HexDaysEvents.h), in one sentence for the GM: after Advance Day or
// Week in the status bar, and above the log of every resolved hex turn.

#include <QString>

namespace muster {

class TurnLog;

/// "1 army destroyed: A1 (day 6). No battle. 1 army out of supply: A1 (day 1)."; "" when the
/// log holds no day of a hex campaign.
QString hexDaysText(const TurnLog &log);

} // namespace muster
