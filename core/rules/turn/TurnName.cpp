#include "rules/turn/TurnName.h"

#include "rules/RuleSystem.h"

namespace muster {

QString turnName(const Campaign &campaign, size_t index)
{
    if (index >= campaign.turns.size())
        return {};
    return ruleSystem(campaign).turnName(campaign, index);
}

} // namespace muster
