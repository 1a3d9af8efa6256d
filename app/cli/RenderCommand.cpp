// muster-cli render FILE OUT.(png|svg|pdf) [--scale S]: the map image, through the same renderer
// as the GUI (render/map/MapRenderer, render/export/MapExporter). Needs a QGuiApplication for
// fonts; main.cpp makes one (offscreen) for this command.
#include "CampaignFiles.h"
#include "CliCommand.h"

#include "export/MapExporter.h"
#include "model/Campaign.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace muster::cli {

namespace {
int render(const QStringList &arguments);

const CliCommand kRender{
    QStringLiteral("render"), QStringLiteral("render FILE OUT.(png|svg|pdf)"),
    QStringLiteral("Draw the campaign's map at its current turn to a PNG, SVG or PDF image."),
    render};
const CliCommandRegistration registration{kRender};

int render(const QStringList &arguments)
{
    QTextStream err(stderr);
    QCommandLineParser parser;
    parser.setApplicationDescription(kRender.summary);
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("Campaign file (.muster or .json)."));
    parser.addPositionalArgument(QStringLiteral("OUT"),
                                 QStringLiteral("Image to write; .png, .svg or .pdf."));
    const QCommandLineOption scaleOption(
        QStringLiteral("scale"),
        QStringLiteral("Pixels (PNG) or points (SVG, PDF) per map unit; at 1 a hex is 35 px wide."),
        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption terrainOption(QStringLiteral("terrain"),
                                           QStringLiteral("Colour by terrain, not by owner."));
    const QCommandLineOption hexesOption(QStringLiteral("hexes"),
                                         QStringLiteral("Draw the hex overlay."));
    const QCommandLineOption bareOption(QStringLiteral("bare"),
                                        QStringLiteral("No title and no legend."));
    parser.addOptions({scaleOption, terrainOption, hexesOption, bareOption});
    if (!parser.parse(arguments)) {
        err << "muster-cli render: " << parser.errorText() << '\n';
        return Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return Ok;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        err << "muster-cli render: expected FILE and OUT; see muster-cli render --help\n";
        return Usage;
    }
    bool ok = false;
    MapExportOptions options;
    options.scale = parser.value(scaleOption).toDouble(&ok);
    if (!ok || !(options.scale > 0) || options.scale > 100) {
        err << "muster-cli render: --scale must be a number above 0 and at most 100\n";
        return Usage;
    }
    if (!imageFormatFor(files[1])) {
        err << "muster-cli render: " << files[1]
            << ": unknown image format; use .png, .svg or .pdf\n";
        return Usage;
    }
    options.map.colouring =
        parser.isSet(terrainOption) ? MapColouring::Terrain : MapColouring::Political;
    options.map.hexOverlay = parser.isSet(hexesOption);
    options.title = options.legend = !parser.isSet(bareOption);

    Problems problems;
    const std::optional<Campaign> campaign = readCampaignFile(files[0], problems);
    if (!campaign) {
        err << problems.toString() << '\n';
        return InvalidInput;
    }
    const MapRenderer renderer(*campaign);
    QString error;
    if (!exportMapImage(renderer, files[1], options, &error)) {
        err << error << '\n';
        return InvalidInput;
    }
    return Ok;
}
} // namespace

} // namespace muster::cli
