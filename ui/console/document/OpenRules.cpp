#include "console/document/OpenRules.h"

#include "console/document/CampaignDocument.h"
#include "rules/RuleSystem.h"

namespace muster {

const RuleSystem *openRules(const CampaignDocument &document)
{
    return document.hasCampaign() ? &ruleSystem(document.campaign()) : nullptr;
}

} // namespace muster
