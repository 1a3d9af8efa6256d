#include "rules/area/AreaParameters.h"

#include "model/Ruleset.h"

#include <algorithm>

namespace muster {

namespace {
// A ruleset may hold any number; nonsense ones (zero denominators, negative costs) fall back to
// something safe so a bad file can never crash or loop the engine.
int nonNegative(const Ruleset &r, const char *key, int fallback)
{
    return std::max(0, r.intParameter(QLatin1String(key), fallback));
}

Fraction fraction(const Ruleset &r, const char *numKey, const char *denKey, Fraction fallback)
{
    Fraction f{nonNegative(r, numKey, fallback.num),
               r.intParameter(QLatin1String(denKey), fallback.den)};
    if (f.den <= 0)
        f.den = fallback.den;
    return f;
}
} // namespace

AreaParameters AreaParameters::fromRuleset(const Ruleset &r)
{
    AreaParameters p;
    p.maxActions = std::clamp(r.intParameter(QStringLiteral("maxActions"), p.maxActions), 1, 1000);
    p.costAssault = nonNegative(r, "costAssault", p.costAssault);
    p.costMove = nonNegative(r, "costMove", p.costMove);
    p.costProbe = nonNegative(r, "costProbe", p.costProbe);
    p.costOverrun = nonNegative(r, "costOverrun", p.costOverrun);
    p.costRaid = nonNegative(r, "costRaid", p.costRaid);
    p.costSiege = nonNegative(r, "costSiege", p.costSiege);
    p.costShips = nonNegative(r, "costShips", p.costShips);
    p.costConvoy = nonNegative(r, "costConvoy", p.costConvoy);
    p.costPassage = nonNegative(r, "costPassage", p.costPassage);
    p.costLevyPerArmy = nonNegative(r, "costLevyPerArmy", p.costLevyPerArmy);
    p.costReservePerArmy = nonNegative(r, "costReservePerArmy", p.costReservePerArmy);
    p.fortValue = nonNegative(r, "fortValue", p.fortValue);
    p.cityFortValue = nonNegative(r, "cityFortValue", p.cityFortValue);
    p.dispersal = fraction(r, "dispersalNumerator", "dispersalDenominator", p.dispersal);
    p.dispersal.num = std::min(p.dispersal.num, p.dispersal.den); // never more than was lost
    p.ambushLossMultiplier = nonNegative(r, "ambushLossMultiplier", p.ambushLossMultiplier);
    p.raidPillagePopulation = nonNegative(r, "raidPillagePopulation", p.raidPillagePopulation);
    p.raidPillageBp = nonNegative(r, "raidPillageBp", p.raidPillageBp);
    p.siegeFortLoss = nonNegative(r, "siegeFortLoss", p.siegeFortLoss);
    p.siegePopulationLoss = nonNegative(r, "siegePopulationLoss", p.siegePopulationLoss);
    p.siegeFraction =
        fraction(r, "siegeFractionNumerator", "siegeFractionDenominator", p.siegeFraction);
    p.overrunFraction =
        fraction(r, "overrunFractionNumerator", "overrunFractionDenominator", p.overrunFraction);
    return p;
}

} // namespace muster
