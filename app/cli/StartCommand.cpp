// muster-cli start FILE: ends a campaign's setup (operations/EndSetup, as Campaign > Start
// Campaign does) after its checks (core/setup/CampaignStart.h): the validator's, at least one
// kingdom, every kingdom holding something on the map. From then on the ruleset and world are fixed
// (RULES R1) and turn 1 is played.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "operations/EndSetup.h"
#include "setup/CampaignStart.h"

namespace muster::cli {

namespace {
int start(const QStringList &arguments);

const CliCommand kStart{QStringLiteral("start"), QStringLiteral("start FILE"),
                        QStringLiteral("End a new campaign's setup: check it and fix its ruleset "
                                       "and map, so turn 1 can be played."),
                        start};
const CliCommandRegistration registration{kStart};

int start(const QStringList &arguments)
{
    CommandLine line(kStart);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("A campaign in setup (.muster or .json)."));
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString path = line.positional().first();
    auto open = CampaignUpdate::open(path);
    if (!open)
        return InvalidInput;
    Campaign &c = open->campaign();
    Problems problems = startProblems(c);
    if (!problems.isEmpty()) {
        Problems told;
        for (Problem p : problems.items()) {
            p.file = path;
            told.add(std::move(p));
        }
        told.add({path, 0, {}, QStringLiteral("not started")});
        return printProblems(told);
    }
    // The problems above are the operation's own (startProblems), printed each with the file.
    if (!open->commit(endSetup(c)))
        return InvalidInput;
    standardOut() << "started " << path << ": " << rulesetKindName(c.ruleset.kind) << " campaign \""
                  << c.name << "\"; turn " << c.current().number << " is current\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
