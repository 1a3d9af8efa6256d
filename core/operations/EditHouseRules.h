#pragma once
// Setting a campaign's house rules (RULES R1: every [house] number is a ruleset parameter a GM may
// change while setting the campaign up). `muster-cli house` and the console's House Rules dialog
// set them here, so the same values store the same campaign from either; once the campaign has
// started they are fixed, so its history replays by the numbers it was played by.

#include "operations/CampaignChange.h"

#include "model/Campaign.h"
#include "util/Result.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// One parameter's new value.
struct HouseRuleValue
{
    QString name; // "armySpeed"
    double value = 0;
    bool operator==(const HouseRuleValue &) const = default;
};

/// NAME=VALUE texts as values; a failure naming the parameter and its limits for a value that is
/// no number, and naming the ruleset's parameters for a name it has none of.
Result<std::vector<HouseRuleValue>> parseHouseRuleValues(const Ruleset &ruleset,
                                                         const QStringList &assignments);

/// The problems setHouseRules would refuse `values` with, in words; empty when it would set them.
std::vector<Problem> houseRuleProblems(const Campaign &campaign,
                                       const std::vector<HouseRuleValue> &values);
/// Sets each parameter of `values` as the campaign's own. Refused, changing nothing, once the
/// campaign has started, for a name its ruleset has no parameter of, a value outside the
/// parameter's limits (or not whole where it must be), and a fraction's numerator above its
/// denominator (A4.8): each problem names the parameter and its limits.
OperationResult setHouseRules(Campaign &campaign, const std::vector<HouseRuleValue> &values);
/// Puts back the ruleset the campaign had (the undo of setHouseRules).
OperationResult restoreHouseRules(Campaign &campaign, const Ruleset &ruleset);

} // namespace muster
