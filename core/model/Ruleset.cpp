#include "model/Ruleset.h"

#include "model/Limits.h"
#include "model/Terrain.h"
#include "util/Elide.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <limits>

namespace muster {

QString rulesetKindName(RulesetKind k)
{
    return k == RulesetKind::Area ? QStringLiteral("area") : QStringLiteral("hex");
}

namespace {
void problem(Problems &problems, const QString &where, const QString &message)
{
    problems.add({{}, 0, where, message});
}

// One number of a ruleset: present, within [min, max], and whole when `whole`. The message has the
// words of the campaign reader's (JsonFields::integer), so a GM reads one style of refusal.
bool checkNumber(const QJsonValue &v, double min, double max, bool whole, const QString &where,
                 Problems &problems)
{
    const bool number = v.isDouble() && std::isfinite(v.toDouble());
    const double d = v.toDouble();
    if (number && d >= min && d <= max && (!whole || d == std::floor(d)))
        return true;
    const QString got = v.isUndefined() ? QStringLiteral("nothing")
                        : number        ? QString::number(d, 'g', 17)
                                        : QStringLiteral("a value of another kind");
    problem(problems, where,
            QStringLiteral("expected %1 from %2 to %3, got %4")
                .arg(whole ? QStringLiteral("a whole number") : QStringLiteral("a number"))
                .arg(min)
                .arg(max)
                .arg(got));
    return false;
}

/// The parameters of the ruleset shipped with Muster, read without checking (they are the
/// defaults every check compares with).
QJsonObject shippedParameters(RulesetKind kind)
{
    QFile f(QStringLiteral(":/rulesets/%1.json").arg(rulesetKindName(kind)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll())
        .object()
        .value(QLatin1String("parameters"))
        .toObject();
}

/// The "parameters" of a ruleset of `kind`: every key known, every value in its range
/// (model/Limits.h), each fraction at most 1. A parameter left out takes the engine's default.
void checkParameters(const QJsonObject &params, RulesetKind kind, const QString &path,
                     Problems &problems)
{
    const auto list =
        kind == RulesetKind::Area ? limits::areaParameters() : limits::hexParameters();
    QStringList names;
    for (const limits::Parameter &p : list)
        names << QLatin1String(p.name);
    for (auto it = params.begin(); it != params.end(); ++it) {
        const QString where = path + QLatin1Char('.') + it.key();
        const limits::Parameter *p = limits::findParameter(list, it.key());
        if (!p)
            problem(problems, where,
                    QStringLiteral("unknown %1 ruleset parameter (expected one of: %2)")
                        .arg(rulesetKindName(kind), names.join(QStringLiteral(", "))));
        else
            checkNumber(it.value(), p->min, p->max, p->whole, where, problems);
    }
    if (kind != RulesetKind::Area)
        return;
    // A half of a fraction left out takes the shipped default, as the engine does.
    const QJsonObject shipped = shippedParameters(kind);
    const auto value = [&](const QString &key) {
        return params.contains(key) ? params.value(key) : shipped.value(key);
    };
    for (const char *fraction : {"dispersal", "siegeFraction", "overrunFraction"}) {
        const QString num = QLatin1String(fraction) + QStringLiteral("Numerator");
        const QString den = QLatin1String(fraction) + QStringLiteral("Denominator");
        if (value(num).isDouble() && value(den).isDouble() &&
            value(num).toDouble() > value(den).toDouble())
            problem(problems, path + QLatin1Char('.') + num,
                    QStringLiteral("%1 over %2 is more than 1: a loss fraction is at most the "
                                   "whole strength")
                        .arg(value(num).toDouble())
                        .arg(value(den).toDouble()));
    }
}

/// What the public roundup ranks the kingdoms by (R1): in an area campaign their population, as in
/// Dark Age, or their areas; in a hex campaign their strongholds. Left out, the first. A value the
/// roundup does not know would rank by one measure while saying it ranks by another.
void checkVictory(const QJsonObject &json, RulesetKind kind, const QString &where,
                  Problems &problems)
{
    const QJsonValue v = json.value(QLatin1String("victory"));
    if (v.isUndefined())
        return;
    const QStringList measures =
        kind == RulesetKind::Area
            ? QStringList{QStringLiteral("population"), QStringLiteral("areas")}
            : QStringList{QStringLiteral("strongholds")};
    if (v.isString() && measures.contains(v.toString()))
        return;
    const QString ranks =
        QStringLiteral("%1 campaign ranks its kingdoms by %2")
            .arg(kind == RulesetKind::Area ? QStringLiteral("an area") : QStringLiteral("a hex"),
                 measures.join(QStringLiteral(" or ")));
    problem(problems, where,
            v.isString()
                ? QStringLiteral("unknown measure of victory \"%1\" (%2)")
                      .arg(elided(v.toString()), ranks)
                : QStringLiteral("expected the measure of victory as a text (%1)").arg(ranks));
}

/// A hex ruleset's movement factors (H2.2): each "terrainFactors" entry names a land terrain.
void checkMovementFactors(const QJsonObject &json, const QString &path, Problems &problems)
{
    const QJsonValue factors = json.value(QLatin1String("terrainFactors"));
    if (!factors.isUndefined() && !factors.isObject())
        problem(problems, path + QStringLiteral(".terrainFactors"),
                QStringLiteral("expected an object of terrain factors"));
    const QJsonObject o = factors.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString where = path + QStringLiteral(".terrainFactors.") + it.key();
        const auto terrain = parseHexTerrain(it.key());
        if (!terrain || *terrain == HexTerrain::Water)
            problem(problems, where,
                    QStringLiteral("unknown land terrain (water is never entered, H2.2)"));
        else
            checkNumber(it.value(), limits::kMinMovementFactor, limits::kMaxMovementFactor, false,
                        where, problems);
    }
    if (json.contains(QLatin1String("roadFactor")))
        checkNumber(json.value(QLatin1String("roadFactor")), limits::kMinMovementFactor,
                    limits::kMaxMovementFactor, false, path + QStringLiteral(".roadFactor"),
                    problems);
}

/// The ruleset's own keys: one Muster does not know (a typo such as "victroy") is refused like an
/// unknown parameter, since its value would otherwise be silently replaced by the default. The
/// movement factors are the hex ruleset's only.
void checkKeys(const QJsonObject &json, RulesetKind kind, const QString &path, Problems &problems)
{
    QStringList known{QStringLiteral("format"),   QStringLiteral("version"),
                      QStringLiteral("name"),     QStringLiteral("kind"),
                      QStringLiteral("victory"),  QStringLiteral("parameters"),
                      QStringLiteral("unitTypes")};
    if (kind == RulesetKind::Hex)
        known << QStringLiteral("terrainFactors") << QStringLiteral("roadFactor");
    for (auto it = json.begin(); it != json.end(); ++it)
        if (!known.contains(it.key()))
            problem(problems, path + QLatin1Char('.') + it.key(),
                    QStringLiteral("unknown %1 ruleset key (expected one of: %2)")
                        .arg(rulesetKindName(kind), known.join(QStringLiteral(", "))));
}

std::optional<UnitType> readUnitType(const QJsonValue &value, const QString &path,
                                     Problems &problems)
{
    if (!value.isObject()) {
        problem(problems, path, QStringLiteral("expected an object describing a unit type"));
        return std::nullopt;
    }
    const QJsonObject o = value.toObject();
    UnitType t;
    bool ok = true;
    auto text = [&](const char *key, QString *out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isString() || v.toString().trimmed().isEmpty() ||
            v.toString().size() > limits::kMaxTextLength) {
            problem(problems, path + QLatin1Char('.') + QLatin1String(key),
                    QStringLiteral("expected a non-empty text of at most %1 characters")
                        .arg(limits::kMaxTextLength));
            ok = false;
        } else {
            *out = v.toString();
        }
    };
    auto number = [&](const char *key, double min, double max, bool whole, double *out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (checkNumber(v, min, max, whole, path + QLatin1Char('.') + QLatin1String(key), problems))
            *out = v.toDouble();
        else
            ok = false;
    };
    text("name", &t.name);
    text("kind", &t.kind);
    static const QStringList kinds{
        QStringLiteral("light infantry"), QStringLiteral("heavy infantry"),
        QStringLiteral("missile"),        QStringLiteral("light cavalry"),
        QStringLiteral("heavy cavalry"),  QStringLiteral("flyer")};
    if (!t.kind.isEmpty() && !kinds.contains(t.kind)) {
        problem(problems, path + QStringLiteral(".kind"),
                QStringLiteral("unknown unit kind \"%1\" (expected one of: %2)")
                    .arg(t.kind, kinds.join(QStringLiteral(", "))));
        ok = false;
    }
    double speed = 0, hp = 0, morale = 0;
    const auto whole = [&](const char *key, limits::Range r, double *out) {
        number(key, static_cast<double>(r.min), static_cast<double>(r.max), true, out);
    };
    number("br", 0, limits::kMaxUnitBr, false, &t.br);
    t.veteranBr = t.br;
    if (o.contains(QLatin1String("veteranBr")))
        number("veteranBr", 0, limits::kMaxUnitBr, false, &t.veteranBr);
    whole("speed", limits::kUnitSpeed, &speed);
    whole("hp", limits::kUnitHp, &hp);
    whole("morale", limits::kUnitMorale, &morale);
    t.speed = static_cast<int>(speed);
    t.hp = static_cast<int>(hp);
    t.morale = static_cast<int>(morale);
    return ok ? std::optional<UnitType>(t) : std::nullopt;
}
} // namespace

std::optional<Ruleset> Ruleset::fromJson(const QJsonObject &json, const QString &path,
                                         Problems &problems)
{
    const size_t before = problems.size();
    auto at = [&](const char *key) { return path + QLatin1Char('.') + QLatin1String(key); };
    Ruleset r;
    r.json = json;

    if (json.value(QLatin1String("format")).toString() != QLatin1String("muster-ruleset"))
        problem(problems, at("format"), QStringLiteral("expected \"muster-ruleset\""));
    const QJsonValue version = json.value(QLatin1String("version"));
    if (!version.isDouble() || version.toInt() < 1)
        problem(problems, at("version"), QStringLiteral("expected a whole number from 1"));
    else if (version.toInt() > kFormatVersion)
        problem(problems, at("version"),
                QStringLiteral("ruleset version %1 is newer than this Muster reads (%2); "
                               "update Muster")
                    .arg(version.toInt())
                    .arg(kFormatVersion));
    r.name = json.value(QLatin1String("name")).toString();
    if (r.name.trimmed().isEmpty() || r.name.size() > limits::kMaxTextLength)
        problem(problems, at("name"),
                QStringLiteral("expected the ruleset's name, at most %1 characters")
                    .arg(limits::kMaxTextLength));

    const QString kind = json.value(QLatin1String("kind")).toString();
    if (kind == QLatin1String("area"))
        r.kind = RulesetKind::Area;
    else if (kind == QLatin1String("hex"))
        r.kind = RulesetKind::Hex;
    else
        problem(
            problems, at("kind"),
            QStringLiteral("unknown ruleset kind \"%1\" (expected \"area\" or \"hex\")").arg(kind));

    const QJsonValue params = json.value(QLatin1String("parameters"));
    if (!params.isObject())
        problem(problems, at("parameters"), QStringLiteral("expected an object of parameters"));
    else if (kind == QLatin1String("area") || kind == QLatin1String("hex"))
        checkParameters(params.toObject(), r.kind, at("parameters"), problems);
    if (kind == QLatin1String("area") || kind == QLatin1String("hex")) {
        checkKeys(json, r.kind, path, problems);
        checkVictory(json, r.kind, at("victory"), problems);
    }
    if (r.kind == RulesetKind::Hex)
        checkMovementFactors(json, path, problems);

    const QJsonValue units = json.value(QLatin1String("unitTypes"));
    if (r.kind == RulesetKind::Hex || !units.isUndefined()) {
        if (!units.isArray() || units.toArray().isEmpty() ||
            units.toArray().size() > limits::kMaxUnitTypes) {
            problem(
                problems, at("unitTypes"),
                QStringLiteral("expected a list of 1 to %1 unit types").arg(limits::kMaxUnitTypes));
        } else {
            const QJsonArray list = units.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const QString p = at("unitTypes") + QStringLiteral("[%1]").arg(i);
                if (auto t = readUnitType(list.at(i), p, problems)) {
                    if (r.m_unitIndex.contains(t->name))
                        problem(problems, p + QStringLiteral(".name"),
                                QStringLiteral("unit type \"%1\" is listed twice").arg(t->name));
                    else
                        r.m_unitIndex.insert(t->name, static_cast<int>(r.unitTypes.size()));
                    r.unitTypes.push_back(*t);
                }
            }
        }
    }
    if (problems.size() != before)
        return std::nullopt;
    return r;
}

Ruleset Ruleset::builtin(RulesetKind kind)
{
    const QString file = QStringLiteral(":/rulesets/%1.json").arg(rulesetKindName(kind));
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("built-in ruleset %s is missing from the program", qPrintable(file));
    Problems problems;
    auto r = fromJson(QJsonDocument::fromJson(f.readAll()).object(), QStringLiteral("ruleset"),
                      problems);
    if (!r)
        qFatal("built-in ruleset %s is invalid: %s", qPrintable(file),
               qPrintable(problems.toString()));
    return *r;
}

const UnitType *Ruleset::unitType(const QString &unitName) const
{
    // The index answers for the table as read; one changed since (built in code) is searched.
    const int i = m_unitIndex.value(unitName, -1);
    if (i >= 0 && static_cast<size_t>(i) < unitTypes.size() &&
        unitTypes[static_cast<size_t>(i)].name == unitName)
        return &unitTypes[static_cast<size_t>(i)];
    if (i < 0 && static_cast<size_t>(m_unitIndex.size()) == unitTypes.size() && !unitTypes.empty())
        return nullptr;
    for (const UnitType &t : unitTypes)
        if (t.name == unitName)
            return &t;
    return nullptr;
}

double Ruleset::parameter(const QString &key, double fallback) const
{
    const QJsonValue v = json.value(QLatin1String("parameters")).toObject().value(key);
    return v.isDouble() ? v.toDouble() : fallback;
}

} // namespace muster
