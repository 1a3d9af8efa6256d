// muster-cli import-tmx MAP.tmx OUT.muster: a Tiled map as a new campaign (maps/README.md, "Tiled
// maps"), written like `import` writes a JSON campaign: whole or not at all.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "io/OutputPath.h"
#include "tiled/tmx/TmxImport.h"
#include "tiled/tmx/TmxReader.h"

namespace muster::cli {

namespace {
int importTmx(const QStringList &arguments);

const CliCommand kImportTmx{QStringLiteral("import-tmx"),
                            QStringLiteral("import-tmx MAP.tmx OUT.muster [--terrain-map FILE]"),
                            QStringLiteral("Make a new campaign from a Tiled hex map (TMX)."),
                            importTmx};
const CliCommandRegistration registration{kImportTmx};

int importTmx(const QStringList &arguments)
{
    CommandLine line(kImportTmx);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("MAP.tmx"), QStringLiteral("The Tiled map to read."));
    p.addPositionalArgument(QStringLiteral("OUT.muster"),
                            QStringLiteral("The campaign file to write (.muster or .json)."));
    p.addOption({QStringLiteral("terrain-map"),
                 QStringLiteral("A JSON file giving the terrain of tiles that have no \"terrain\" "
                                "property (maps/README.md)."),
                 QStringLiteral("FILE")});
    p.addOption({{QStringLiteral("f"), QStringLiteral("force")},
                 QStringLiteral("Replace OUT if it exists.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const QString from = line.positional().at(0), to = line.positional().at(1);
    const QString mappingFile = p.value(QStringLiteral("terrain-map"));
    if (const QString refusal = overwritesInput(to, {from, mappingFile}); !refusal.isEmpty())
        return line.usageError(refusal);
    const bool force = p.isSet(QStringLiteral("force"));
    Problems problems;
    tmx::TerrainMapping mapping;
    if (!mappingFile.isEmpty()) {
        const auto read = tmx::readTerrainMappingFile(mappingFile, problems);
        if (!read) {
            printProblems(problems);
            return InvalidInput;
        }
        mapping = *read;
    }
    const auto map = tmx::readTmxFile(from, problems);
    // The external tilesets are inputs too, known once the map names them.
    QStringList tilesets;
    if (map)
        for (const tmx::Tileset &t : map->tilesets)
            tilesets << t.file;
    if (const QString refusal = overwritesInput(to, tilesets); !refusal.isEmpty())
        return line.usageError(refusal);
    const auto campaign = map ? tmx::importMap(*map, mapping, from, problems) : std::nullopt;
    if (!campaign || !writeCampaignFile(to, *campaign, force, problems)) {
        problems.add(Problem::of(QStringLiteral("nothing written")));
        return printProblems(problems);
    }
    const World &w = campaign->world;
    standardOut() << "imported " << from << " into " << to << ": "
                  << rulesetKindName(campaign->ruleset.kind) << " campaign \"" << campaign->name
                  << "\", " << w.columns << " x " << w.rows << " hexes, " << w.areas.size()
                  << " areas, " << w.roads.size() << " roads, " << w.rivers.size() << " rivers, "
                  << w.strongholds.size() << " strongholds\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
