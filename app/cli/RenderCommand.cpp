// muster-cli render FILE OUT.(png|svg|pdf) [--scale S]: the map image, through the same renderer
// as the GUI (render/map/MapRenderer, render/export/MapExporter), with the orders layer of the
// current turn (--orders) or the results layer of the last resolved one (--results) if asked.
// Needs a QGuiApplication for fonts; main.cpp makes one (offscreen) for this command.
#include "CampaignFiles.h"
#include "CliCommand.h"
#include "ProblemOutput.h"

#include "io/OutputPath.h"
#include "model/Campaign.h"
#include "render/export/MapExporter.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/print/MapPages.h"
#include "rules/RuleSystem.h"
#include "view/KingdomView.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace muster::cli {

namespace {
int render(const QStringList &arguments);

const CliCommand kRender{
    QStringLiteral("render"),
    QStringLiteral("render FILE OUT.(png|svg|pdf) [--paper A4|A3|Letter]"),
    QStringLiteral("Draw the campaign's map at its current turn to a PNG, SVG or PDF image."),
    render};
const CliCommandRegistration registration{kRender};

/// The page options of --paper; nullopt when one is malformed.
std::optional<PageSetup> pageSetupFrom(const QCommandLineParser &parser, const MapOptions &map)
{
    PageSetup setup;
    setup.map = map;
    const QString paper = parser.value(QStringLiteral("paper")).toLower();
    if (paper == QLatin1String("a4"))
        setup.paper = QPageSize::A4;
    else if (paper == QLatin1String("a3"))
        setup.paper = QPageSize::A3;
    else if (paper == QLatin1String("letter"))
        setup.paper = QPageSize::Letter;
    else
        return std::nullopt;
    setup.orientation =
        parser.isSet(QStringLiteral("portrait")) ? QPageLayout::Portrait : QPageLayout::Landscape;
    bool ok = true;
    auto mm = [&](const QString &name) {
        bool good = false;
        const double v = parser.value(name).toDouble(&good);
        ok = ok && good && v >= 0 && v < 1000;
        return v;
    };
    setup.marginMm = mm(QStringLiteral("margin"));
    setup.overlapMm = mm(QStringLiteral("overlap"));
    setup.tiled = parser.isSet(QStringLiteral("tiled"));
    if (setup.tiled) {
        setup.hexMm = mm(QStringLiteral("tiled"));
        ok = ok && setup.hexMm >= 1; // finer would mean thousands of pages
    }
    if (!ok)
        return std::nullopt;
    return setup;
}

int render(const QStringList &arguments)
{
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
    const QCommandLineOption paperOption(
        QStringLiteral("paper"),
        QStringLiteral("PDF on pages of this paper: A4, A3 or Letter (landscape unless "
                       "--portrait), the map fitted to one page unless --tiled."),
        QStringLiteral("SIZE"));
    const QCommandLineOption portraitOption(QStringLiteral("portrait"),
                                            QStringLiteral("Portrait pages (with --paper)."));
    const QCommandLineOption marginOption(QStringLiteral("margin"),
                                          QStringLiteral("Page margins in mm (default 10)."),
                                          QStringLiteral("MM"), QStringLiteral("10"));
    const QCommandLineOption tiledOption(
        QStringLiteral("tiled"),
        QStringLiteral("Tile the map across pages, a hex HEXMM millimetres wide."),
        QStringLiteral("HEXMM"));
    const QCommandLineOption overlapOption(
        QStringLiteral("overlap"),
        QStringLiteral("What neighbouring tiled pages both show, in mm (default 10)."),
        QStringLiteral("MM"), QStringLiteral("10"));
    const QCommandLineOption ordersOption(
        QStringLiteral("orders"),
        QStringLiteral("Draw the current turn's orders: in an area campaign an arrow or marker "
                       "each, those the engine would refuse in grey; in a hex campaign every "
                       "stored march with the battles and the contact stop the engine's run "
                       "finds."));
    const QCommandLineOption resultsOption(
        QStringLiteral("results"),
        QStringLiteral("Draw the last resolved turn's orders as they were carried out, on that "
                       "turn's map."));
    const QCommandLineOption kingdomOption(
        QStringLiteral("kingdom"),
        QStringLiteral("With --orders or --results: only this kingdom's orders (its id)."),
        QStringLiteral("ID"));
    parser.addOptions({scaleOption, terrainOption, hexesOption, bareOption, paperOption,
                       portraitOption, marginOption, tiledOption, overlapOption, ordersOption,
                       resultsOption, kingdomOption});
    if (!parser.parse(arguments)) {
        return printUsageError(QStringLiteral("muster-cli render: ") + parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return Ok;
    }
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        return printUsageError(QStringLiteral(
            "muster-cli render: expected FILE and OUT; see muster-cli render --help"));
    }
    bool ok = false;
    MapExportOptions options;
    options.scale = parser.value(scaleOption).toDouble(&ok);
    if (!ok || !(options.scale > 0) || options.scale > 100) {
        return printUsageError(
            QStringLiteral("muster-cli render: --scale must be a number above 0 and at most 100"));
    }
    if (!imageFormatFor(files[1])) {
        return printUsageError(
            QStringLiteral("muster-cli render: %1: unknown image format; use .png, .svg or .pdf")
                .arg(files[1]));
    }
    if (const QString refusal = overwritesInput(files[1], {files[0]}); !refusal.isEmpty()) {
        return printUsageError(QStringLiteral("muster-cli render: ") + refusal);
    }
    options.map.colouring =
        parser.isSet(terrainOption) ? MapColouring::Terrain : MapColouring::Political;
    options.map.hexOverlay = parser.isSet(hexesOption);
    options.title = options.legend = !parser.isSet(bareOption);

    std::optional<PageSetup> pages;
    if (parser.isSet(paperOption)) {
        const std::optional<PageSetup> setup = pageSetupFrom(parser, options.map);
        if (!setup || imageFormatFor(files[1]) != ImageFormat::Pdf) {
            return printUsageError(
                QStringLiteral("muster-cli render: --paper needs a .pdf output, a paper of A4, A3 "
                               "or Letter and sizes in mm (--tiled at least 1)"));
        }
        pages = setup;
        pages->title = pages->legend = !parser.isSet(bareOption);
    }

    Problems problems;
    const std::optional<Campaign> campaign = readCampaignFile(files[0], problems);
    if (!campaign)
        return printProblems(problems);
    const MapRenderer renderer(*campaign);
    OrderLayer orders;
    MarchLayer marches;
    if (parser.isSet(ordersOption) || parser.isSet(resultsOption)) {
        const int turn = parser.isSet(resultsOption) ? lastResolvedTurn(*campaign)
                                                     : static_cast<int>(campaign->turns.size()) - 1;
        if (parser.isSet(ordersOption) && parser.isSet(resultsOption)) {
            return printUsageError(QStringLiteral(
                "muster-cli render: --orders and --results draw different turns; choose one"));
        }
        if (turn < 0)
            return printFailure(
                QStringLiteral("muster-cli render: %1 has no resolved turn to draw results of")
                    .arg(files[0]));
        // The turn drawn is the turn whose marks are drawn: its map at its start and its number
        // in the title, as the console shows an earlier turn.
        options.turn = turn;
        if (pages)
            pages->turn = turn;
        int kingdom = -1;
        if (parser.isSet(kingdomOption)) {
            kingdom = campaign->kingdomIndex(parser.value(kingdomOption));
            if (kingdom < 0)
                return printFailure(QStringLiteral("muster-cli render: %1 has no kingdom %2")
                                        .arg(files[0], parser.value(kingdomOption)));
        }
        if (ruleSystem(*campaign).hasMarches()) {
            const TurnMarchMarks marks = turnMarchMarks(*campaign, turn);
            marches = MarchLayer(renderer.geometry(), marks,
                                 marchKingdomsShown(*campaign, marks, kingdom, false));
            options.map.marches = &marches;
            if (pages)
                pages->map.marches = &marches;
        } else {
            orders = OrderLayer(
                renderer.geometry(), turnOrderMarks(*campaign, turn),
                OrderLayer::kingdomsShown(*campaign, turn, OrderLayer::Filter::Kingdom, kingdom));
            options.map.orders = &orders;
            if (pages)
                pages->map.orders = &orders;
        }
    }
    return printFailure(pages ? exportMapPdfPages(renderer, files[1], *pages)
                              : exportMapImage(renderer, files[1], options));
}
} // namespace

} // namespace muster::cli
