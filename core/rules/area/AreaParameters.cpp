#include "rules/area/AreaParameters.h"

#include "model/Limits.h"
#include "model/Ruleset.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace muster {

namespace {
// A ruleset read from a file has been checked against model/Limits.h; one built in code may hold
// anything, so every value is brought into the same range here: the engine's arithmetic is only
// safe within it (no overflow, no zero denominator, no endless loop).
int bounded(const Ruleset &r, const char *key, int fallback)
{
    const limits::Parameter *p =
        limits::findParameter(limits::areaParameters(), QLatin1String(key));
    Q_ASSERT_X(p, "AreaParameters", "every area parameter is listed in model/Limits.cpp");
    const double v = std::floor(r.parameter(QLatin1String(key), fallback));
    if (!p || std::isnan(v))
        return fallback;
    return static_cast<int>(std::clamp(v, p->min, p->max));
}

/// A fraction of at most 1 (the numerator is bounded by the denominator).
Fraction fraction(const Ruleset &r, const char *numKey, const char *denKey, Fraction fallback)
{
    Fraction f{bounded(r, numKey, fallback.num), bounded(r, denKey, fallback.den)};
    f.num = std::min(f.num, f.den);
    return f;
}

/// The whole-number parameters, each read under its own name.
constexpr std::pair<const char *, int AreaParameters::*> kCounts[] = {
    {"costAssault", &AreaParameters::costAssault},
    {"costMove", &AreaParameters::costMove},
    {"costProbe", &AreaParameters::costProbe},
    {"costOverrun", &AreaParameters::costOverrun},
    {"costRaid", &AreaParameters::costRaid},
    {"costSiege", &AreaParameters::costSiege},
    {"costShips", &AreaParameters::costShips},
    {"costConvoy", &AreaParameters::costConvoy},
    {"costPassage", &AreaParameters::costPassage},
    {"costLevyPerArmy", &AreaParameters::costLevyPerArmy},
    {"costReservePerArmy", &AreaParameters::costReservePerArmy},
    {"fortValue", &AreaParameters::fortValue},
    {"cityFortValue", &AreaParameters::cityFortValue},
    {"ambushLossMultiplier", &AreaParameters::ambushLossMultiplier},
    {"raidPillagePopulation", &AreaParameters::raidPillagePopulation},
    {"raidPillageBp", &AreaParameters::raidPillageBp},
    {"siegeFortLoss", &AreaParameters::siegeFortLoss},
    {"siegePopulationLoss", &AreaParameters::siegePopulationLoss},
};
} // namespace

AreaParameters AreaParameters::fromRuleset(const Ruleset &r)
{
    AreaParameters p;
    p.maxActions = bounded(r, "maxActions", p.maxActions);
    for (const auto &[key, member] : kCounts)
        p.*member = bounded(r, key, p.*member);
    p.dispersal = fraction(r, "dispersalNumerator", "dispersalDenominator", p.dispersal);
    p.siegeFraction =
        fraction(r, "siegeFractionNumerator", "siegeFractionDenominator", p.siegeFraction);
    p.overrunFraction =
        fraction(r, "overrunFractionNumerator", "overrunFractionDenominator", p.overrunFraction);
    return p;
}

} // namespace muster
