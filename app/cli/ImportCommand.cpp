// muster-cli import FILE.json OUT.muster: turns a JSON campaign into a campaign file (one without
// codes gets them, model/CampaignCodes.h).
#include "CampaignFiles.h"
#include "CommandLine.h"

#include "io/CampaignFormat.h"
#include "io/OutputPath.h"

namespace muster::cli {

namespace {
int importCampaign(const QStringList &arguments);

const CliCommand kImport{QStringLiteral("import"), QStringLiteral("import FILE.json OUT.muster"),
                         QStringLiteral("Check a JSON campaign and save it as a campaign file."),
                         importCampaign};
const CliCommandRegistration registration{kImport};

int importCampaign(const QStringList &arguments)
{
    CommandLine line(kImport);
    line.parser().addPositionalArgument(QStringLiteral("FILE.json"),
                                        QStringLiteral("The JSON campaign to read."));
    line.parser().addPositionalArgument(QStringLiteral("OUT.muster"),
                                        QStringLiteral("The campaign file to write."));
    line.parser().addOption({{QStringLiteral("f"), QStringLiteral("force")},
                             QStringLiteral("Replace OUT if it exists.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QString from = line.positional().at(0), to = line.positional().at(1);
    if (const QString refusal = overwritesInput(to, {from}); !refusal.isEmpty())
        return line.usageError(refusal);
    if (isStoreFile(from))
        return line.usageError(
            QStringLiteral("%1 is already a campaign file; import reads JSON").arg(from));
    if (formatForNewFile(to) != CampaignFormat::Store)
        return line.usageError(
            QStringLiteral(
                "the output %1 names a JSON file; import writes a campaign file (.muster)")
                .arg(to));
    return copyCampaignFile(from, to, line.parser().isSet(QStringLiteral("force")));
}
} // namespace

} // namespace muster::cli
