// muster-cli export FILE.muster OUT.json: writes a campaign file out as canonical JSON, history
// included (unless --current-only), so that import then export gives back the same bytes.
#include "CampaignFiles.h"
#include "CommandLine.h"

#include "io/CampaignFormat.h"
#include "io/OutputPath.h"

namespace muster::cli {

namespace {
int exportCampaign(const QStringList &arguments);

const CliCommand kExport{QStringLiteral("export"), QStringLiteral("export FILE.muster OUT.json"),
                         QStringLiteral("Write a campaign file out as canonical JSON."),
                         exportCampaign};
const CliCommandRegistration registration{kExport};

int exportCampaign(const QStringList &arguments)
{
    CommandLine line(kExport);
    line.parser().addPositionalArgument(QStringLiteral("FILE.muster"),
                                        QStringLiteral("The campaign file to read."));
    line.parser().addPositionalArgument(QStringLiteral("OUT.json"),
                                        QStringLiteral("The JSON file to write."));
    line.parser().addOption({{QStringLiteral("f"), QStringLiteral("force")},
                             QStringLiteral("Replace OUT if it exists.")});
    line.parser().addOption({QStringLiteral("current-only"),
                             QStringLiteral("Leave out the history: only the current turn.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QString from = line.positional().at(0), to = line.positional().at(1);
    if (const QString refusal = overwritesInput(to, {from}); !refusal.isEmpty())
        return line.usageError(refusal);
    if (!isStoreFile(from))
        return line.usageError(QStringLiteral("%1 is not a .muster campaign file").arg(from));
    if (formatForNewFile(to) != CampaignFormat::Json)
        return line.usageError(QStringLiteral("the output %1 must be a .json file").arg(to));
    return copyCampaignFile(from, to, line.parser().isSet(QStringLiteral("force")),
                            line.parser().isSet(QStringLiteral("current-only"))
                                ? HistoryMode::Omit
                                : HistoryMode::Include);
}
} // namespace

} // namespace muster::cli
