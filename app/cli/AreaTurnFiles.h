#pragma once
// What the area-turn commands (orders, resolve, rollback) share: opening a campaign file for a
// change and refusing anything that is not an area campaign file, with one message naming it.

#include "CampaignUpdate.h"

#include <memory>

namespace muster::cli {

/// Opens FILE.muster for an area-turn command (locked until committed, CampaignUpdate); prints the
/// problem and returns null when the file is not a campaign file, cannot be opened for a change,
/// or is not an area campaign.
std::unique_ptr<CampaignUpdate> openAreaCampaign(const QString &path, const QString &command);

} // namespace muster::cli
