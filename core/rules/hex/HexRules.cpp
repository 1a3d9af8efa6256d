#include "rules/hex/HexRules.h"

#include "model/Limits.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace muster::hexrules {

namespace {

double movementFactor(const QJsonValue &v, double fallback)
{
    const double f = v.toDouble(fallback);
    return std::isnan(f) || f <= 0
               ? fallback
               : std::clamp(f, limits::kMinMovementFactor, limits::kMaxMovementFactor);
}

/// The numbers of `ruleset`; each one it lacks is the shipped one. Reading the shipped ruleset
/// itself (`shipped` null), a missing number is a broken build, not a campaign to play.
HexRules read(const Ruleset &ruleset, const HexRules *shipped)
{
    HexRules r;
    r.ruleset = &ruleset;
    const QJsonObject given = ruleset.json.value(QLatin1String("parameters")).toObject();
    auto require = [&](const QJsonObject &object, const QString &key) {
        if (!shipped && !object.contains(key))
            qFatal("the shipped hex ruleset has no \"%s\"", qPrintable(key));
    };
    // A ruleset read from a file has been checked against model/Limits.h; one built in code may
    // hold anything, so each value is brought into the same range here (no overflow of a throw's
    // modifier, no endless battle, no zero-mile hex).
    auto bounded = [&](const char *key, double fallback) {
        require(given, QLatin1String(key));
        const limits::Parameter *p =
            limits::findParameter(limits::hexParameters(), QLatin1String(key));
        Q_ASSERT_X(p, "HexRules", "every hex parameter is listed in model/Limits.cpp");
        double v = ruleset.parameter(QLatin1String(key), fallback);
        if (!p || std::isnan(v))
            return fallback;
        if (p->whole)
            v = std::floor(v);
        return std::clamp(v, p->min, p->max);
    };
    auto number = [&](const char *key, int HexRules::*member) {
        r.*member = static_cast<int>(bounded(key, shipped ? shipped->*member : 0));
    };
    r.hexMiles = bounded("hexMiles", shipped ? shipped->hexMiles : 1);
    number("contactDistance", &HexRules::contactDistance);
    number("restDaysPerWeek", &HexRules::restDaysPerWeek);
    number("firstRestDay", &HexRules::firstRestDay);
    number("hitTarget", &HexRules::hitTarget);
    number("healPerRestDay", &HexRules::healPerRestDay);
    number("starvationHpPerDay", &HexRules::starvationHpPerDay);
    number("outOfSupplyModifier", &HexRules::outOfSupplyModifier);
    number("forcedMarchModifier", &HexRules::forcedMarchModifier);
    number("surpriseModifier", &HexRules::surpriseModifier);
    number("surpriseTurns", &HexRules::surpriseTurns);
    number("advantageousTerrainModifier", &HexRules::advantageousTerrainModifier);
    number("highlyAdvantageousTerrainModifier", &HexRules::highlyAdvantageousTerrainModifier);
    number("loyaltyIntervalDays", &HexRules::loyaltyIntervalDays);
    number("maxBattleTurns", &HexRules::maxBattleTurns);

    const QJsonObject factors = ruleset.json.value(QLatin1String("terrainFactors")).toObject();
    for (int t = 0; t < kHexTerrainCount; ++t) {
        const auto terrain = static_cast<HexTerrain>(t);
        // Water is never entered on foot; a ruleset cannot make it passable by accident.
        if (terrain == HexTerrain::Water)
            continue;
        require(factors, hexTerrainName(terrain));
        const double fallback = shipped ? shipped->terrainFactor[static_cast<size_t>(t)] : 1.0;
        r.terrainFactor[static_cast<size_t>(t)] =
            movementFactor(factors.value(hexTerrainName(terrain)), fallback);
    }
    require(ruleset.json, QStringLiteral("roadFactor"));
    r.roadFactor = movementFactor(ruleset.json.value(QLatin1String("roadFactor")),
                                  shipped ? shipped->roadFactor : 1.0);
    return r;
}

} // namespace

const HexRules &HexRules::defaults()
{
    static const Ruleset builtin = Ruleset::builtin(RulesetKind::Hex);
    static const HexRules shipped = read(builtin, nullptr);
    return shipped;
}

HexRules HexRules::fromRuleset(const Ruleset &ruleset)
{
    return read(ruleset, &defaults());
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
