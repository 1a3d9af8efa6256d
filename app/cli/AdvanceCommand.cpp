// muster-cli advance FILE [--days N] [--dice LIST] [--json]: resolves the current hex turn day by
// day (RULES H2.1), at most to the end of the week and stopping early when opposing armies come
// within 4 hexes (H2.4), then saves the resolved turn and the next one and prints the log.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "HexCampaignFile.h"
#include "ProblemOutput.h"
#include "StandInOutput.h"

#include "dice/Dice.h"
#include "io/CampaignJson.h"
#include "io/InputFile.h"
#include "io/JsonError.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "model/Limits.h"
#include "operations/CloseTurn.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexRules.h"
#include "rules/turn/ForcedDiceCheck.h"

#include <QJsonDocument>

namespace muster::cli {

namespace {
int advance(const QStringList &arguments);

const CliCommand kAdvance{
    QStringLiteral("advance"),
    QStringLiteral("advance FILE.muster [--days N] [--dice LIST] [--decisions FILE] [--json]"),
    QStringLiteral("Resolve hex marches, battles and supply day by day (H2-H7)."), advance};
const CliCommandRegistration registration{kAdvance};

int advance(const QStringList &arguments)
{
    CommandLine line(kAdvance);
    QCommandLineParser &parser = line.parser();
    parser.addPositionalArgument(QStringLiteral("FILE.muster"),
                                 QStringLiteral("The hex campaign file."));
    parser.addOption({QStringLiteral("days"),
                      QStringLiteral("Resolve at most N days (1-7; never past the week's end)."),
                      QStringLiteral("N")});
    parser.addOption(
        {QStringLiteral("dice"),
         QStringLiteral("Forced dice used before the generator (R3), e.g. \"17,3,20\"."),
         QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("decisions"),
                      QStringLiteral("A JSON file of scripted battle decisions (see "
                                     "tests/rules/hex/README.md); otherwise the default policy."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("json"), QStringLiteral("Print the log as JSON events.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const auto days = intOption(line, parser, QStringLiteral("days"), 7, 1, 7);
    if (!days)
        return Usage;
    std::vector<int> forced;
    if (parser.isSet(QStringLiteral("dice"))) {
        const auto parsed = parseForcedDice(parser.value(QStringLiteral("dice")));
        if (!parsed)
            return line.usageError(parsed.message());
        forced = *parsed;
    }
    QJsonObject script;
    if (parser.isSet(QStringLiteral("decisions"))) {
        const QString file = parser.value(QStringLiteral("decisions"));
        const auto bytes = readInputFile(file, limits::kMaxBattleDecisionsBytes,
                                         QStringLiteral("a file of battle decisions"));
        if (!bytes)
            return printFailure(bytes);
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &pe);
        if (!doc.isObject()) {
            standardError()
                << file << ": expected a JSON object of battle decisions"
                << (pe.error
                        ? QStringLiteral(" (%1 at offset %2)").arg(jsonErrorText(pe)).arg(pe.offset)
                        : QString())
                << '\n';
            standardError().flush();
            return InvalidInput;
        }
        script = doc.object();
    }

    const QString path = line.positional().at(0);
    auto update = openHexCampaign(path);
    if (!update || update->refusedInSetup())
        return InvalidInput;
    Campaign *campaign = &update->campaign();
    hexrules::ScriptedBattleDecisions decisions(script);
    TurnResolutionOptions options;
    options.maxDays = *days;
    options.forcedDice = forced;
    options.decisions = &decisions;
    const std::vector<MissedSheet> missed = fillStandIns(*campaign); // StandInOutput.h
    TurnResolution advanced = resolveCurrentTurn(*campaign, options);
    if (const QStringList dice = forcedDiceProblems(advanced.log(), forced.size()); !dice.isEmpty())
        return refuse(
            path, QStringLiteral("nothing advanced: the forced dice do not fit these days (R3)"),
            dice);
    Problems refused;
    // Each refused march as the kingdom wrote it: its line among the kingdom's orders.
    for (const Problem &p : advanced.problems)
        refused.add({path, 0, QStringLiteral("order line %1 %2").arg(p.line).arg(p.where),
                     p.message, 0, p.kingdom});
    printWarnings(refused);
    const hexrules::HexTurnResult result = *advanced.hex;
    const TurnLog log = advanced.log();
    const int first = advanced.firstDay;
    if (!update->commit(applyResolution(*campaign, std::move(advanced))))
        return InvalidInput;

    if (parser.isSet(QStringLiteral("json"))) {
        standardOut() << canonicalJson(logToJson(log, LogContext::of(*campaign)));
    } else {
        standardOut() << logText(log, LogContext::of(*campaign));
        standardOut() << "Resolved " << result.daysResolved
                      << (result.daysResolved == 1 ? " day" : " days") << " from day " << first
                      << "; next: week " << result.next.turn << ", day " << result.nextDay << ".\n";
        const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign->ruleset);
        if (result.contact)
            standardOut() << "Opposing armies are within " << rules.contactDistance
                          << " hexes: give orders day by day (advance --days 1) (H2.4).\n";
    }
    standardOut().flush();
    printStandIns(*campaign, path, missed);
    return Ok;
}
} // namespace

} // namespace muster::cli
