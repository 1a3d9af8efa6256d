#include "rules/area/AreaParameters.h"

#include "model/Ruleset.h"

#include <QJsonObject>

#include <algorithm>
#include <utility>

namespace muster {

namespace {

/// The whole-number parameters, each read under its own name and never negative.
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
    auto number = [&](const char *key, int fallback) {
        if (!shipped && !given.contains(QLatin1String(key)))
            qFatal("the shipped area ruleset has no parameter \"%s\"", key);
        return r.intParameter(QLatin1String(key), fallback);
    };
    // A ruleset may hold any number: nonsense (a negative cost, a zero denominator) falls back to
    // something safe, so a bad file can never crash or loop the engine.
    auto fraction = [&](const char *numKey, const char *denKey, Fraction AreaParameters::*member) {
        const Fraction fallback = shipped ? shipped->*member : Fraction{};
        Fraction f{std::max(0, number(numKey, fallback.num)), number(denKey, fallback.den)};
        if (f.den <= 0)
            f.den = fallback.den;
        return f;
    };
    AreaParameters p;
    p.maxActions = std::clamp(number("maxActions", shipped ? shipped->maxActions : 1), 1, 1000);
    for (const auto &[key, member] : kCounts)
        p.*member = std::max(0, number(key, shipped ? shipped->*member : 0));
    p.dispersal =
        fraction("dispersalNumerator", "dispersalDenominator", &AreaParameters::dispersal);
    p.dispersal.num = std::min(p.dispersal.num, p.dispersal.den); // never more than was lost
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
