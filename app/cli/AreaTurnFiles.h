#pragma once
// What the area-turn commands (orders, resolve, rollback) share: opening a campaign store for
// writing and refusing anything that is not an area campaign, with one message naming the file.

#include "model/Campaign.h"
#include "store/CampaignStore.h"

#include <memory>

namespace muster::cli {

struct OpenCampaign
{
    std::unique_ptr<CampaignStore> store;
    Campaign campaign;
};

/// Opens FILE.muster for an area-turn command; prints the problem and returns nullopt when the
/// file is not a store, cannot be opened, or is not an area campaign.
std::optional<OpenCampaign> openAreaCampaign(const QString &path, const QString &command);

} // namespace muster::cli
