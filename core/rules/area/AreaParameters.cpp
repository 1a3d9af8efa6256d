#include "rules/area/AreaParameters.h"

#include "model/Limits.h"
#include "model/Ruleset.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace muster {

namespace {

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

/// The parameters of `r`; each one it lacks is the shipped one. Reading the shipped ruleset
/// itself (`shipped` null), a missing parameter is a broken build, not a campaign to play.
AreaParameters read(const Ruleset &r, const AreaParameters *shipped)
{
    const QJsonObject given = r.json.value(QLatin1String("parameters")).toObject();
    // A ruleset read from a file has been checked against model/Limits.h; one built in code may
    // hold anything, so every value is brought into the same range here: the engine's arithmetic
    // is only safe within it (no overflow, no zero denominator, no endless loop).
    auto number = [&](const char *key, int fallback) {
        if (!shipped && !given.contains(QLatin1String(key)))
            qFatal("the shipped area ruleset has no parameter \"%s\"", key);
        const limits::Parameter *p =
            limits::findParameter(limits::areaParameters(), QLatin1String(key));
        Q_ASSERT_X(p, "AreaParameters", "every area parameter is listed in model/Limits.cpp");
        const double v = std::floor(r.parameter(QLatin1String(key), fallback));
        if (!p || std::isnan(v))
            return fallback;
        return static_cast<int>(std::clamp(v, p->min, p->max));
    };
    // A fraction of at most 1: never more than the strength it is taken of.
    auto fraction = [&](const char *numKey, const char *denKey, Fraction AreaParameters::*member) {
        const Fraction fallback = shipped ? shipped->*member : Fraction{};
        Fraction f{number(numKey, fallback.num), number(denKey, fallback.den)};
        f.num = std::min(f.num, f.den);
        return f;
    };
    AreaParameters p;
    p.maxActions = number("maxActions", shipped ? shipped->maxActions : 1);
    for (const auto &[key, member] : kCounts)
        p.*member = number(key, shipped ? shipped->*member : 0);
    p.dispersal =
        fraction("dispersalNumerator", "dispersalDenominator", &AreaParameters::dispersal);
    p.siegeFraction = fraction("siegeFractionNumerator", "siegeFractionDenominator",
                               &AreaParameters::siegeFraction);
    p.overrunFraction = fraction("overrunFractionNumerator", "overrunFractionDenominator",
                                 &AreaParameters::overrunFraction);
    return p;
}

} // namespace

const AreaParameters &AreaParameters::defaults()
{
    static const AreaParameters shipped = read(Ruleset::builtin(RulesetKind::Area), nullptr);
    return shipped;
}

AreaParameters AreaParameters::fromRuleset(const Ruleset &r)
{
    return read(r, &defaults());
}

} // namespace muster
