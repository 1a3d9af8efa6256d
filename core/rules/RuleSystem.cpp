#include "rules/RuleSystem.h"

#include "rules/area/AreaRuleSystem.h"
#include "rules/hex/HexRuleSystem.h"

namespace muster {

const RuleSystem &ruleSystem(RulesetKind kind)
{
    static const AreaRuleSystem area;
    static const HexRuleSystem hex;
    switch (kind) {
    case RulesetKind::Area:
        return area;
    case RulesetKind::Hex:
        return hex;
    }
    return area; // not reached: the switch names every kind
}

} // namespace muster
