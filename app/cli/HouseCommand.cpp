// muster-cli house FILE [NAME=VALUE...]: lists a campaign's house rules (RULES R1: each ruleset
// parameter, its value, the shipped default, its limits and paragraph), or sets them as the
// console's House Rules dialog does (operations/EditHouseRules): the same values store the same
// campaign from either. A value outside its limits, or a campaign that has started, changes
// nothing.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "operations/EditHouseRules.h"
#include "setup/HouseRules.h"

namespace muster::cli {

namespace {
int house(const QStringList &arguments);

const CliCommand kHouse{QStringLiteral("house"), QStringLiteral("house FILE [NAME=VALUE...]"),
                        QStringLiteral("List a campaign's house rules, or set them in its setup "
                                       "(R1)."),
                        house};
const CliCommandRegistration registration{kHouse};

QString number(double value, bool whole)
{
    return whole ? QString::number(static_cast<qint64>(value)) : QString::number(value);
}

void list(const Campaign &c)
{
    QTextStream &out = standardOut();
    out << "parameter\tvalue\tdefault\tlimits\trule\n";
    for (const HouseRule &rule : houseRules(c.ruleset)) {
        const limits::Parameter &p = *rule.parameter;
        out << p.name << '\t' << number(rule.value, p.whole) << '\t'
            << number(rule.defaultValue, p.whole) << '\t' << number(p.min, p.whole) << ".."
            << number(p.max, p.whole) << '\t' << p.rule << '\n';
    }
    out.flush();
}

int house(const QStringList &arguments)
{
    CommandLine line(kHouse);
    line.parser().addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign."));
    line.parser().addPositionalArgument(
        QStringLiteral("NAME=VALUE..."),
        QStringLiteral("Parameters to set (none: list them with their values and limits)."));
    if (const auto done = line.parse(arguments, 1, -1))
        return *done;
    const QStringList args = line.positional();
    if (const auto listed = listWhenFileAlone(args, list))
        return *listed;
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    Campaign &c = update->campaign();
    const auto values = parseHouseRuleValues(c.ruleset, args.mid(1));
    if (!values) {
        Problems problems;
        for (Problem p : values.problems().items()) {
            p.file = args[0];
            problems.add(p);
        }
        return printProblems(problems);
    }
    return update->commit(setHouseRules(c, *values)) ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
