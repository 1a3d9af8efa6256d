#include "model/Ruleset.h"

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
        if (!v.isString() || v.toString().trimmed().isEmpty()) {
            problem(problems, path + QLatin1Char('.') + QLatin1String(key),
                    QStringLiteral("expected a non-empty text"));
            ok = false;
        } else {
            *out = v.toString();
        }
    };
    auto number = [&](const char *key, double min, double max, double *out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble() || v.toDouble() < min || v.toDouble() > max) {
            problem(problems, path + QLatin1Char('.') + QLatin1String(key),
                    QStringLiteral("expected a number from %1 to %2").arg(min).arg(max));
            ok = false;
        } else {
            *out = v.toDouble();
        }
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
    number("br", 0, 1000, &t.br);
    t.veteranBr = t.br;
    if (o.contains(QLatin1String("veteranBr")))
        number("veteranBr", 0, 1000, &t.veteranBr);
    number("speed", 1, 1000, &speed);
    number("hp", 1, 1000, &hp);
    number("morale", -20, 20, &morale);
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
    if (r.name.trimmed().isEmpty())
        problem(problems, at("name"), QStringLiteral("expected the ruleset's name"));

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

    const QJsonValue units = json.value(QLatin1String("unitTypes"));
    if (r.kind == RulesetKind::Hex || !units.isUndefined()) {
        if (!units.isArray() || units.toArray().isEmpty()) {
            problem(problems, at("unitTypes"), QStringLiteral("expected a list of unit types"));
        } else {
            const QJsonArray list = units.toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                const QString p = at("unitTypes") + QStringLiteral("[%1]").arg(i);
                if (auto t = readUnitType(list.at(i), p, problems)) {
                    if (r.unitType(t->name))
                        problem(problems, p + QStringLiteral(".name"),
                                QStringLiteral("unit type \"%1\" is listed twice").arg(t->name));
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

int Ruleset::intParameter(const QString &key, int fallback) const
{
    // A ruleset file may hold any number: casting one outside int's range (1e300) is undefined
    // behaviour, so it is clamped first (the engines then clamp to what makes sense for each key).
    const double value = parameter(key, fallback);
    if (std::isnan(value))
        return fallback;
    return static_cast<int>(std::clamp(value, double(std::numeric_limits<int>::min()),
                                       double(std::numeric_limits<int>::max())));
}

} // namespace muster
