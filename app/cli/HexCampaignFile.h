#pragma once
// What the hex commands (march, advance, supply) share: a hex campaign loaded to read, or opened
// for a change (locked until committed, CampaignUpdate), with a clear refusal for an area
// campaign (the day of the week a resolution starts on is in core: rules/hex/HexAdvance.h).

#include "CampaignUpdate.h"

#include "model/Campaign.h"

#include <QString>

#include <memory>
#include <optional>

namespace muster::cli {

/// Loads `path` and checks it is a hex campaign; prints problems and returns nullopt otherwise.
std::optional<Campaign> loadHexCampaign(const QString &path);

/// Opens `path` for a change and checks it is a hex campaign; prints problems and returns null
/// otherwise. commit() saves it.
std::unique_ptr<CampaignUpdate> openHexCampaign(const QString &path);

} // namespace muster::cli
