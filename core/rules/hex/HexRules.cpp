#include "rules/hex/HexRules.h"

#include "model/Limits.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace muster::hexrules {

namespace {
// A ruleset read from a file has been checked against model/Limits.h; one built in code may hold
// anything, so each value is brought into the same range here (no overflow of a throw's modifier,
// no endless battle, no zero-mile hex).
double bounded(const Ruleset &r, const char *key, double fallback)
{
    const limits::Parameter *p = limits::findParameter(limits::hexParameters(), QLatin1String(key));
    Q_ASSERT_X(p, "HexRules", "every hex parameter is listed in model/Limits.cpp");
    double v = r.parameter(QLatin1String(key), fallback);
    if (!p || std::isnan(v))
        return fallback;
    if (p->whole)
        v = std::floor(v);
    return std::clamp(v, p->min, p->max);
}

int boundedInt(const Ruleset &r, const char *key, int fallback)
{
    return static_cast<int>(bounded(r, key, fallback));
}

double movementFactor(const QJsonValue &v, double fallback)
{
    const double f = v.toDouble(fallback);
    return std::isnan(f) || f <= 0
               ? fallback
               : std::clamp(f, limits::kMinMovementFactor, limits::kMaxMovementFactor);
}
} // namespace

HexRules HexRules::fromRuleset(const Ruleset &ruleset)
{
    HexRules r;
    r.ruleset = &ruleset;
    r.hexMiles = bounded(ruleset, "hexMiles", r.hexMiles);
    r.contactDistance = boundedInt(ruleset, "contactDistance", r.contactDistance);
    r.restDaysPerWeek = boundedInt(ruleset, "restDaysPerWeek", r.restDaysPerWeek);
    r.firstRestDay = boundedInt(ruleset, "firstRestDay", r.firstRestDay);
    r.hitTarget = boundedInt(ruleset, "hitTarget", r.hitTarget);
    r.healPerRestDay = boundedInt(ruleset, "healPerRestDay", r.healPerRestDay);
    r.starvationHpPerDay = boundedInt(ruleset, "starvationHpPerDay", r.starvationHpPerDay);
    r.outOfSupplyModifier = boundedInt(ruleset, "outOfSupplyModifier", r.outOfSupplyModifier);
    r.forcedMarchModifier = boundedInt(ruleset, "forcedMarchModifier", r.forcedMarchModifier);
    r.surpriseModifier = boundedInt(ruleset, "surpriseModifier", r.surpriseModifier);
    r.surpriseTurns = boundedInt(ruleset, "surpriseTurns", r.surpriseTurns);
    r.advantageousTerrainModifier =
        boundedInt(ruleset, "advantageousTerrainModifier", r.advantageousTerrainModifier);
    r.highlyAdvantageousTerrainModifier = boundedInt(ruleset, "highlyAdvantageousTerrainModifier",
                                                     r.highlyAdvantageousTerrainModifier);
    r.loyaltyIntervalDays = boundedInt(ruleset, "loyaltyIntervalDays", r.loyaltyIntervalDays);
    r.maxBattleTurns = boundedInt(ruleset, "maxBattleTurns", r.maxBattleTurns);

    const QJsonObject factors = ruleset.json.value(QLatin1String("terrainFactors")).toObject();
    for (int t = 0; t < kHexTerrainCount; ++t) {
        const auto terrain = static_cast<HexTerrain>(t);
        // Water is never entered on foot; a ruleset cannot make it passable by accident.
        r.terrainFactor[static_cast<size_t>(t)] =
            terrain == HexTerrain::Water
                ? 0.0
                : movementFactor(factors.value(hexTerrainName(terrain)), 1.0);
    }
    r.roadFactor = movementFactor(ruleset.json.value(QLatin1String("roadFactor")), r.roadFactor);
    return r;
}

double HexRules::unitBr(const Unit &u) const
{
    const UnitType *t = type(u);
    return t ? (u.veteran ? t->veteranBr : t->br) : 0.0;
}

int HexRules::unitSpeed(const Unit &u) const
{
    const UnitType *t = type(u);
    return t ? t->speed : 0;
}

int HexRules::unitMaxHp(const Unit &u) const
{
    const UnitType *t = type(u);
    return t ? t->hp : 1;
}

int HexRules::unitMorale(const Unit &u) const
{
    const UnitType *t = type(u);
    return t ? t->morale : 0;
}

QString HexRules::unitKind(const Unit &u) const
{
    const UnitType *t = type(u);
    return t ? t->kind : QString();
}

bool HexRules::isCavalryOrFlyer(const Unit &u) const
{
    const QString k = unitKind(u);
    return k == QLatin1String("light cavalry") || k == QLatin1String("heavy cavalry") ||
           k == QLatin1String("flyer");
}

int HexRules::armySpeed(const HexArmy &army) const
{
    int speed = 0;
    for (const Unit &u : army.units) {
        const int s = unitSpeed(u);
        speed = speed == 0 ? s : std::min(speed, s);
    }
    return speed;
}

double HexRules::armyBr(const HexArmy &army) const
{
    double br = 0;
    for (const Unit &u : army.units)
        br += unitBr(u);
    return br;
}

double HexRules::entryCost(const World &world, Hex from, Hex to) const
{
    const int index = world.indexOf(to);
    if (index < 0)
        return -1;
    const double factor = terrainFactor[static_cast<size_t>(world.terrainAt(to))];
    if (factor <= 0)
        return -1;
    const int d = hexDirectionTo(from, to);
    if (d < 0)
        return -1;
    const bool road = (world.roadMask(from) >> d) & 1u;
    // A road ignores the terrain it crosses: the factor is 2/3 of a clear hex (H2.2, book).
    return road ? hexMiles * roadFactor : hexMiles * factor;
}

} // namespace muster::hexrules
