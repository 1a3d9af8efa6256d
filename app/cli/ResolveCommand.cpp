// muster-cli resolve FILE.muster [--dice LIST] [--json]: resolves the current turn of an area
// campaign from its stored orders (RULES part A), stores the result and the next turn, and prints
// the turn log (sentences, or the JSON events with --json).
#include "AreaTurnFiles.h"
#include "CommandLine.h"

#include "dice/Dice.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "rules/turn/TurnResolution.h"

#include <QJsonDocument>

namespace muster::cli {

namespace {
int resolve(const QStringList &arguments);

const CliCommand kResolve{
    QStringLiteral("resolve"), QStringLiteral("resolve FILE.muster [--dice LIST] [--json]"),
    QStringLiteral("Resolve the current turn of an area campaign, store it, print the log."),
    resolve};
const CliCommandRegistration registration{kResolve};

int resolve(const QStringList &arguments)
{
    CommandLine line(kResolve);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("An area campaign (.muster)."));
    p.addOption({QStringLiteral("dice"),
                 QStringLiteral("Forced dice, used before the generator (RULES R3): \"2, 1\"."),
                 QStringLiteral("LIST")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the log as JSON events.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    std::vector<int> forced;
    if (p.isSet(QStringLiteral("dice"))) {
        QString error;
        const auto parsed = parseForcedDice(p.value(QStringLiteral("dice")), &error);
        if (!parsed)
            return line.usageError(QStringLiteral("--dice: %1").arg(error));
        forced = *parsed;
    }
    auto open = openAreaCampaign(line.positional().first(), QStringLiteral("resolve"));
    if (!open || open->refusedInSetup())
        return InvalidInput;
    Campaign &c = open->campaign();
    TurnResolutionOptions options;
    options.forcedDice = forced;
    TurnResolution resolution = resolveCurrentTurn(c, options);
    const TurnLog log = resolution.log();
    applyResolution(c, std::move(resolution));
    if (!open->commit(2))
        return InvalidInput;
    QTextStream &out = standardOut();
    const LogContext context = LogContext::of(c);
    if (p.isSet(QStringLiteral("json")))
        out << QString::fromUtf8(
            QJsonDocument(logToJson(log, context)).toJson(QJsonDocument::Indented));
    else
        out << logText(log, context);
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
