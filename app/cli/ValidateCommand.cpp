// muster-cli validate FILE...: checks campaign files (JSON or .muster) and reports every problem.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "setup/CampaignStart.h"

namespace muster::cli {

namespace {
int validate(const QStringList &arguments);

const CliCommand kValidate{
    QStringLiteral("validate"), QStringLiteral("validate FILE..."),
    QStringLiteral("Check campaign files (.json or .muster); list every problem found (for a "
                   ".muster file also its integrity, schema and every stored value)."),
    validate};
const CliCommandRegistration registration{kValidate};

int validate(const QStringList &arguments)
{
    CommandLine line(kValidate);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("Campaign files to check."),
                                        QStringLiteral("FILE..."));
    line.parser().addOption({{QStringLiteral("q"), QStringLiteral("quiet")},
                             QStringLiteral("Print nothing for valid files.")});
    if (const auto done = line.parse(arguments, 1, -1))
        return *done;
    const bool quiet = line.parser().isSet(QStringLiteral("quiet"));
    int result = Ok;
    for (const QString &file : line.positional()) {
        Problems problems;
        // A campaign file gets the deep check: integrity, schema and every row's values.
        const auto campaign = readCheckedCampaignFile(file, problems);
        if (!campaign) {
            printProblems(problems);
            result = InvalidInput;
        } else if (!quiet) {
            standardOut() << file << ": ok (" << rulesetKindName(campaign->ruleset.kind)
                          << " campaign \"" << campaign->name << "\", turn "
                          << campaign->current().number << (campaign->started ? "" : ", in setup")
                          << ")\n";
            // A campaign in setup may be unfinished (a map still being drawn): what stands
            // between it and Start Campaign is listed, the file being sound.
            if (!campaign->started) {
                const Problems toStart = startProblems(*campaign);
                for (const Problem &p : toStart.items())
                    standardOut() << "  before it can start: "
                                  << (p.where.isEmpty() ? QString()
                                                        : p.where + QStringLiteral(": "))
                                  << p.message << "\n";
            }
        }
    }
    standardOut().flush();
    return result;
}
} // namespace

} // namespace muster::cli
