#include "CaseLog.h"

#include "log/LogJson.h"
#include "log/LogText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace muster::test {

namespace {

QString compact(const QJsonValue &v)
{
    if (v.isObject())
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    return v.toVariant().toString();
}

QStringList citedRules(const TurnLog &log, std::size_t event)
{
    return eventRule(log, event).split(QStringLiteral(", "), Qt::SkipEmptyParts);
}

QString citesOwnParagraph(const QString &caseName, const QJsonObject &expect, const TurnLog &log)
{
    const QString paragraph = caseParagraph(caseName);
    if (paragraph.isEmpty())
        return QStringLiteral("the case's name does not start with a paragraph id (\"A4.8-...\")");
    QStringList seen;
    int citing = -1;
    for (std::size_t e = 0; e < log.size(); ++e) {
        const QStringList rules = citedRules(log, e);
        if (citing < 0 && rules.contains(paragraph))
            citing = static_cast<int>(e);
        for (const QString &r : rules)
            if (!seen.contains(r))
                seen << r;
    }
    const QString uncited = expect.value(QLatin1String("uncited")).toString();
    if (!uncited.isEmpty())
        return citing < 0 ? QString()
                          : QStringLiteral(
                                "event %1 cites %2, but the case says no event can (\"uncited\": "
                                "%3): drop \"uncited\"")
                                .arg(citing)
                                .arg(paragraph, uncited);
    if (citing >= 0)
        return {};
    return QStringLiteral("case %1 checks %2, but no event of its log cites %2 (the log cites %3); "
                          "make the log say where %2 applies, or give \"uncited\" with the reason")
        .arg(caseName, paragraph, seen.join(QStringLiteral(", ")));
}

} // namespace

Ruleset caseRuleset(RulesetKind kind, const QJsonObject &caseFile)
{
    Ruleset ruleset = Ruleset::builtin(kind);
    for (const QString &group : {QStringLiteral("parameters"), QStringLiteral("terrainFactors")}) {
        if (!caseFile.contains(group))
            continue;
        QJsonObject merged = ruleset.json.value(group).toObject();
        const QJsonObject overrides = caseFile.value(group).toObject();
        for (auto it = overrides.begin(); it != overrides.end(); ++it)
            merged.insert(it.key(), it.value());
        ruleset.json.insert(group, merged);
    }
    return ruleset;
}

QString unknownCaseKey(const QJsonObject &caseFile, QStringList fileKeys, QStringList expectKeys)
{
    fileKeys << QStringLiteral("title") << QStringLiteral("kingdoms")
             << QStringLiteral("parameters") << QStringLiteral("seed") << QStringLiteral("dice")
             << QStringLiteral("orders") << QStringLiteral("expect");
    expectKeys << QStringLiteral("events") << QStringLiteral("noEvents")
               << QStringLiteral("uncited");
    for (const QString &key : caseFile.keys())
        if (!fileKeys.contains(key))
            return QStringLiteral("unknown key \"%1\"").arg(key);
    for (const QString &key : caseFile.value(QLatin1String("expect")).toObject().keys())
        if (!expectKeys.contains(key))
            return QStringLiteral("expect: unknown key \"%1\"").arg(key);
    return {};
}

QString caseParagraph(const QString &caseName)
{
    static const QRegularExpression id(QStringLiteral("^([ARH]\\d+(?:\\.\\d+)?)(?:-|$)"));
    return id.match(caseName).captured(1);
}

bool logEventMatches(const TurnLog &log, std::size_t event, const LogContext &context,
                     const QJsonValue &expected)
{
    const QJsonObject want =
        expected.isString() ? QJsonObject{{QStringLiteral("type"), expected}} : expected.toObject();
    const QJsonObject json = eventToJson(log, event, context);
    for (auto it = want.begin(); it != want.end(); ++it) {
        if (it.key() == QLatin1String("textContains")) {
            if (!json.value(QLatin1String("text")).toString().contains(it.value().toString()))
                return false;
        } else if (json.value(it.key()) != it.value()) {
            return false;
        }
    }
    return true;
}

QString checkCaseLog(const QString &caseName, const QJsonObject &expect, const TurnLog &log,
                     const LogContext &context)
{
    std::size_t at = 0;
    for (const QJsonValue &want : expect.value(QLatin1String("events")).toArray()) {
        while (at < log.size() && !logEventMatches(log, at, context, want))
            ++at;
        if (at == log.size())
            return QStringLiteral("expected event %1 not found (in order)").arg(compact(want));
        ++at;
    }
    for (const QJsonValue &unwanted : expect.value(QLatin1String("noEvents")).toArray())
        for (std::size_t e = 0; e < log.size(); ++e)
            if (logEventMatches(log, e, context, unwanted))
                return QStringLiteral("unexpected event %1: %2")
                    .arg(compact(unwanted), eventSentence(log, e, context));
    return citesOwnParagraph(caseName, expect, log);
}

} // namespace muster::test
