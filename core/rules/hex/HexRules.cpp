#include "rules/hex/HexRules.h"

#include <QJsonObject>

#include <algorithm>

namespace muster::hexrules {

HexRules HexRules::fromRuleset(const Ruleset &ruleset)
{
    HexRules r;
    r.ruleset = &ruleset;
    r.hexMiles = ruleset.parameter(QStringLiteral("hexMiles"), r.hexMiles);
    r.contactDistance = ruleset.intParameter(QStringLiteral("contactDistance"), r.contactDistance);
    r.restDaysPerWeek = ruleset.intParameter(QStringLiteral("restDaysPerWeek"), r.restDaysPerWeek);
    r.firstRestDay = ruleset.intParameter(QStringLiteral("firstRestDay"), r.firstRestDay);
    r.hitTarget = ruleset.intParameter(QStringLiteral("hitTarget"), r.hitTarget);
    r.healPerRestDay = ruleset.intParameter(QStringLiteral("healPerRestDay"), r.healPerRestDay);
    r.starvationHpPerDay =
        ruleset.intParameter(QStringLiteral("starvationHpPerDay"), r.starvationHpPerDay);
    r.outOfSupplyModifier =
        ruleset.intParameter(QStringLiteral("outOfSupplyModifier"), r.outOfSupplyModifier);
    r.forcedMarchModifier =
        ruleset.intParameter(QStringLiteral("forcedMarchModifier"), r.forcedMarchModifier);
    r.surpriseModifier =
        ruleset.intParameter(QStringLiteral("surpriseModifier"), r.surpriseModifier);
    r.surpriseTurns = ruleset.intParameter(QStringLiteral("surpriseTurns"), r.surpriseTurns);
    r.advantageousTerrainModifier = ruleset.intParameter(
        QStringLiteral("advantageousTerrainModifier"), r.advantageousTerrainModifier);
    r.highlyAdvantageousTerrainModifier = ruleset.intParameter(
        QStringLiteral("highlyAdvantageousTerrainModifier"), r.highlyAdvantageousTerrainModifier);
    r.loyaltyIntervalDays =
        ruleset.intParameter(QStringLiteral("loyaltyIntervalDays"), r.loyaltyIntervalDays);
    r.maxBattleTurns = ruleset.intParameter(QStringLiteral("maxBattleTurns"), r.maxBattleTurns);

    const QJsonObject factors = ruleset.json.value(QLatin1String("terrainFactors")).toObject();
    for (int t = 0; t < kHexTerrainCount; ++t) {
        const auto terrain = static_cast<HexTerrain>(t);
        // Water is never entered on foot; a ruleset cannot make it passable by accident.
        const double fallback = terrain == HexTerrain::Water ? 0.0 : 1.0;
        const double f = terrain == HexTerrain::Water
                             ? 0.0
                             : factors.value(hexTerrainName(terrain)).toDouble(fallback);
        r.terrainFactor[static_cast<size_t>(t)] = f > 0 ? f : fallback;
    }
    r.roadFactor = ruleset.json.value(QLatin1String("roadFactor")).toDouble(r.roadFactor);
    // Guards against nonsense values that would hang or crash the engine.
    r.contactDistance = std::max(0, r.contactDistance);
    r.restDaysPerWeek = std::clamp(r.restDaysPerWeek, 0, 7);
    r.firstRestDay = std::clamp(r.firstRestDay, 1, 7);
    r.loyaltyIntervalDays = std::max(1, r.loyaltyIntervalDays);
    r.maxBattleTurns = std::max(1, r.maxBattleTurns);
    if (r.hexMiles <= 0)
        r.hexMiles = 6;
    if (r.roadFactor <= 0)
        r.roadFactor = 2.0 / 3.0;
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

int HexRules::pursuitTarget(const Unit &u) const
{
    const QString kind = unitKind(u);
    if (kind == QLatin1String("light cavalry") || kind == QLatin1String("flyer"))
        return 11;
    if (kind == QLatin1String("heavy cavalry") || kind == QLatin1String("light infantry"))
        return 14;
    return 18;
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
