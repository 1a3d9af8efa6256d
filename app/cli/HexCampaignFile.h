#pragma once
// What the hex commands (march, advance, supply) share: loading a hex campaign with a clear
// refusal for an area campaign, saving the turns they change (the day of the week a resolution
// starts on is in core: rules/hex/HexAdvance.h).

#include "model/Campaign.h"

#include <QString>

#include <optional>

namespace muster::cli {

/// Loads `path` and checks it is a hex campaign; prints problems and returns nullopt otherwise.
std::optional<Campaign> loadHexCampaign(const QString &path);

/// Saves the last `turns` turns to a .muster file (one transaction), or the whole campaign to a
/// JSON file. Prints the problem and returns false on failure.
bool saveHexCampaign(const QString &path, const Campaign &campaign, int turns);

} // namespace muster::cli
