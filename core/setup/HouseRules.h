#pragma once
// The ruleset parameters a GM may change while setting a campaign up (RULES R1: every [house]
// number is a parameter): each with its RULES paragraph, its range (model/Limits.h), the shipped
// default (resources/rulesets/*.json) and the campaign's value. Once the campaign has started
// they are fixed, so its history replays by the numbers it was played by.

#include "model/Limits.h"
#include "model/Ruleset.h"
#include "util/Problems.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace muster {

struct HouseRule
{
    const limits::Parameter *parameter = nullptr; // name, range, whole, RULES id
    double defaultValue = 0;                      // the shipped ruleset's
    double value = 0;                             // the campaign's (the default when it has none)
    /// Area fractions (A4.8): the numerator of the pair this denominator belongs to, or the other
    /// way round; empty for a parameter that is no half of a fraction.
    QString fractionPartner;
};

/// Every parameter of the ruleset's kind, in the order of the limits table.
std::vector<HouseRule> houseRules(const Ruleset &ruleset);

/// `ruleset` with its "parameters" replaced by `parameters`, checked as a ruleset file is (every
/// value within its limits, a fraction at most 1); nullopt with the problems otherwise, and
/// nothing else changes.
std::optional<Ruleset> withParameters(const Ruleset &ruleset, const QJsonObject &parameters,
                                      Problems &problems);

} // namespace muster
