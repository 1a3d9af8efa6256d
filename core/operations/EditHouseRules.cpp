#include "operations/EditHouseRules.h"

#include "setup/HouseRules.h"

#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
QString number(double value, bool whole)
{
    return whole ? QString::number(static_cast<qint64>(value)) : QString::number(value);
}

/// "a whole number from 1 to 100 (RULES A2.1)": a parameter's limits.
QString limitsOf(const HouseRule &rule)
{
    const limits::Parameter &p = *rule.parameter;
    QString range =
        QStringLiteral("%1 from %2 to %3")
            .arg(p.whole ? QStringLiteral("a whole number") : QStringLiteral("a number"),
                 number(p.min, p.whole), number(p.max, p.whole));
    if (rule.fractionPartner.endsWith(QLatin1String("Denominator")))
        range += QStringLiteral(", at most %1").arg(rule.fractionPartner);
    return QStringLiteral("%1 (RULES %2)").arg(range, QLatin1String(p.rule));
}

const HouseRule *ruleNamed(const std::vector<HouseRule> &rules, const QString &name)
{
    const auto it = std::find_if(rules.begin(), rules.end(), [&](const HouseRule &r) {
        return QLatin1String(r.parameter->name) == name;
    });
    return it == rules.end() ? nullptr : &*it;
}

QString unknownRule(const Ruleset &ruleset, const std::vector<HouseRule> &rules,
                    const QString &name)
{
    QStringList names;
    for (const HouseRule &r : rules)
        names << QLatin1String(r.parameter->name);
    return QStringLiteral("the %1 ruleset has no house rule \"%2\" (its parameters: %3)")
        .arg(rulesetKindName(ruleset.kind), name, names.join(QStringLiteral(", ")));
}

/// The campaign's parameters with `values` set; the problems of each value on its own.
QJsonObject withValues(const Campaign &campaign, const std::vector<HouseRule> &rules,
                       const std::vector<HouseRuleValue> &values, std::vector<Problem> &problems)
{
    QJsonObject parameters = campaign.ruleset.json.value(QStringLiteral("parameters")).toObject();
    for (const HouseRuleValue &v : values) {
        const HouseRule *rule = ruleNamed(rules, v.name);
        if (!rule) {
            problems.push_back(Problem::of(unknownRule(campaign.ruleset, rules, v.name)));
            continue;
        }
        const limits::Parameter &p = *rule->parameter;
        if (v.value < p.min || v.value > p.max || (p.whole && v.value != std::floor(v.value))) {
            problems.push_back(
                Problem::of(QStringLiteral("%1 must be %2; %3 is not")
                                .arg(v.name, limitsOf(*rule), QString::number(v.value))));
            continue;
        }
        if (p.whole)
            parameters.insert(v.name, static_cast<qint64>(v.value));
        else
            parameters.insert(v.name, v.value);
    }
    return parameters;
}
} // namespace

Result<std::vector<HouseRuleValue>> parseHouseRuleValues(const Ruleset &ruleset,
                                                         const QStringList &assignments)
{
    const std::vector<HouseRule> rules = houseRules(ruleset);
    std::vector<HouseRuleValue> out;
    Problems problems;
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        const QString name = assignment.left(equals).trimmed();
        const HouseRule *rule = equals > 0 ? ruleNamed(rules, name) : nullptr;
        if (!rule) {
            problems.add(Problem::of(
                equals > 0 ? unknownRule(ruleset, rules, name)
                           : QStringLiteral("\"%1\" is not NAME=VALUE").arg(assignment)));
            continue;
        }
        bool ok = false;
        const double value = assignment.mid(equals + 1).trimmed().toDouble(&ok);
        if (!ok) {
            problems.add(Problem::of(QStringLiteral("%1: \"%2\" is not a number; it is %3")
                                         .arg(name, assignment.mid(equals + 1), limitsOf(*rule))));
            continue;
        }
        out.push_back({name, value});
    }
    if (!problems.isEmpty())
        return failed(std::move(problems));
    return out;
}

std::vector<Problem> houseRuleProblems(const Campaign &campaign,
                                       const std::vector<HouseRuleValue> &values)
{
    if (campaign.started)
        return {Problem::of(
            QStringLiteral("the campaign has started: its house rules are fixed, so its "
                           "history replays by the numbers it was played by (RULES R1)"))};
    const std::vector<HouseRule> rules = houseRules(campaign.ruleset);
    std::vector<Problem> out;
    const QJsonObject parameters = withValues(campaign, rules, values, out);
    if (!out.empty())
        return out;
    Problems problems;
    if (withParameters(campaign.ruleset, parameters, problems))
        return out;
    // What only the values together break (a fraction above 1), said of the parameter.
    for (const Problem &p : problems.items()) {
        const QString name = p.where.section(QLatin1Char('.'), -1);
        const HouseRule *rule = ruleNamed(rules, name);
        out.push_back(
            Problem::of(rule ? QStringLiteral("%1 (%2): %3").arg(name, limitsOf(*rule), p.message)
                             : p.message));
    }
    return out;
}

OperationResult setHouseRules(Campaign &campaign, const std::vector<HouseRuleValue> &values)
{
    if (auto problems = houseRuleProblems(campaign, values); !problems.empty())
        return OperationResult::refused(std::move(problems));
    std::vector<Problem> none;
    const QJsonObject parameters = withValues(campaign, houseRules(campaign.ruleset), values, none);
    Problems problems;
    std::optional<Ruleset> ruleset = withParameters(campaign.ruleset, parameters, problems);
    return restoreHouseRules(campaign, std::move(*ruleset));
}

OperationResult restoreHouseRules(Campaign &campaign, const Ruleset &ruleset)
{
    campaign.ruleset = ruleset;
    return OperationResult::changed(CampaignChange::ofDefinition(
        CampaignChange::Kind::HouseRules, campaign.turns.empty() ? 0 : campaign.current().number));
}

} // namespace muster
