#pragma once
// What the hex commands (march, advance, supply) share: loading a hex campaign with a clear
// refusal for an area campaign, saving the turns they change, and the day of the week the next
// resolution starts on.

#include "model/Campaign.h"

#include <QString>

#include <optional>

namespace muster::cli {

/// Loads `path` and checks it is a hex campaign; prints problems and returns nullopt otherwise.
std::optional<Campaign> loadHexCampaign(const QString &path);

/// Saves the last `turns` turns to a .muster file (one transaction), or the whole campaign to a
/// JSON file. Prints the problem and returns false on failure.
bool saveHexCampaign(const QString &path, const Campaign &campaign, int turns);

/// The day of the week (1-7) the current turn starts on: the day after the last day resolved in
/// the previous turn's log (H2.1, H2.4 daily turns), 1 for a new campaign. Kept in the log, so no
/// extra field is needed in the file.
int nextDayOfWeek(const Campaign &campaign);

} // namespace muster::cli
