#include "operations/SetPaper.h"

namespace muster {

OperationResult setPaper(Campaign &campaign, Paper paper)
{
    campaign.paper = paper;
    return OperationResult::changed(CampaignChange::ofDefinition(
        CampaignChange::Kind::Settings, campaign.turns.empty() ? 0 : campaign.current().number));
}

} // namespace muster
