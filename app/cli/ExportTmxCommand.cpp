// muster-cli export-tmx FILE OUT.tmx: a campaign's world as a Tiled map, to draw on further in
// Tiled; import-tmx reads it back to the same world.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "io/OutputPath.h"
#include "render/map/MapPalette.h"
#include "tiled/tmx/TmxExport.h"

namespace muster::cli {

namespace {
int exportTmx(const QStringList &arguments);

const CliCommand kExportTmx{
    QStringLiteral("export-tmx"), QStringLiteral("export-tmx FILE.muster OUT.tmx"),
    QStringLiteral("Write a campaign's world as a Tiled map (TMX)."), exportTmx};
const CliCommandRegistration registration{kExportTmx};

int exportTmx(const QStringList &arguments)
{
    CommandLine line(kExportTmx);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("The campaign (.muster or .json)."));
    line.parser().addPositionalArgument(QStringLiteral("OUT.tmx"),
                                        QStringLiteral("The Tiled map to write."));
    line.parser().addOption({{QStringLiteral("f"), QStringLiteral("force")},
                             QStringLiteral("Replace OUT if it exists.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    if (const QString refusal = overwritesInput(line.positional().at(1), {line.positional().at(0)});
        !refusal.isEmpty())
        return line.usageError(refusal);
    const auto campaign = readCampaignFileOrSay(line.positional().at(0));
    if (!campaign)
        return InvalidInput;
    return printFailure(
        tmx::exportTmxFile(*campaign, {MapPalette::hexTerrainRgb(), MapPalette::areaTerrainRgb()},
                           line.positional().at(1), line.parser().isSet(QStringLiteral("force"))));
}
} // namespace

} // namespace muster::cli
