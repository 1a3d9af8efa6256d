#include "setup/HouseRules.h"

#include "rules/RuleSystem.h"

namespace muster {

namespace {
const QString kNumerator = QStringLiteral("Numerator");
const QString kDenominator = QStringLiteral("Denominator");

QString partnerOf(const QString &name)
{
    if (name.endsWith(kNumerator))
        return name.chopped(kNumerator.size()) + kDenominator;
    if (name.endsWith(kDenominator))
        return name.chopped(kDenominator.size()) + kNumerator;
    return {};
}
} // namespace

std::vector<HouseRule> houseRules(const Ruleset &ruleset)
{
    const Ruleset shipped = Ruleset::builtin(ruleset.kind);
    const auto list = ruleSystem(ruleset.kind).parameters();
    std::vector<HouseRule> out;
    for (const limits::Parameter &p : list) {
        const QString name = QLatin1String(p.name);
        HouseRule rule;
        rule.parameter = &p;
        rule.defaultValue = shipped.parameter(name, p.min);
        rule.value = ruleset.parameter(name, rule.defaultValue);
        const QString partner = partnerOf(name);
        if (!partner.isEmpty() && limits::findParameter(list, partner))
            rule.fractionPartner = partner;
        out.push_back(rule);
    }
    return out;
}

std::optional<Ruleset> withParameters(const Ruleset &ruleset, const QJsonObject &parameters,
                                      Problems &problems)
{
    QJsonObject json = ruleset.json;
    json.insert(QStringLiteral("parameters"), parameters);
    const size_t before = problems.size();
    std::optional<Ruleset> changed = Ruleset::fromJson(json, QStringLiteral("ruleset"), problems);
    if (problems.size() != before)
        return std::nullopt;
    return changed;
}

} // namespace muster
