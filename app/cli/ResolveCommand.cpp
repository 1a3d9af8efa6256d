// muster-cli resolve FILE.muster [--dice LIST] [--ignore-unreadable] [--json]: resolves the
// current turn of an area campaign from its stored orders (RULES part A), stores the result and the
// next turn, and prints the turn log (sentences, or the JSON events with --json).
//
// Decision: nothing of a kingdom's orders is dropped without the GM saying so. A stored sheet that
// does not parse would leave its kingdom doing nothing this turn, so the turn is not resolved
// until the sheet is corrected or --ignore-unreadable says to go on; forced dice that do not fit
// the turn (ForcedDiceCheck.h) are refused outright.
#include "AreaTurnFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"
#include "StandInOutput.h"

#include "dice/Dice.h"
#include "log/LogJson.h"
#include "log/LogText.h"
#include "operations/CloseTurn.h"
#include "rules/area/StoredSheets.h"
#include "rules/turn/ForcedDiceCheck.h"
#include "rules/turn/TurnResolution.h"

#include <QJsonDocument>

namespace muster::cli {

namespace {
int resolve(const QStringList &arguments);

const CliCommand kResolve{
    QStringLiteral("resolve"),
    QStringLiteral("resolve FILE.muster [--dice LIST] [--ignore-unreadable] [--json]"),
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
    p.addOption({QStringLiteral("ignore-unreadable"),
                 QStringLiteral("Resolve even when a kingdom's stored orders do not parse (that "
                                "kingdom does nothing this turn).")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print the log as JSON events.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    std::vector<int> forced;
    if (p.isSet(QStringLiteral("dice"))) {
        const auto parsed = parseForcedDice(p.value(QStringLiteral("dice")));
        if (!parsed)
            return line.usageError(QStringLiteral("--dice: %1").arg(parsed.message()));
        forced = *parsed;
    }
    auto open = openAreaCampaign(line.positional().first(), QStringLiteral("resolve"));
    if (!open || open->refusedInSetup())
        return InvalidInput;
    Campaign &c = open->campaign();
    const QString path = line.positional().first();
    const std::vector<UnreadableSheet> unreadable = unreadableSheets(c);
    if (!unreadable.empty() && !p.isSet(QStringLiteral("ignore-unreadable"))) {
        QStringList sheets;
        for (const UnreadableSheet &sheet : unreadable)
            sheets << unreadableSheetText(c, sheet);
        return refuse(path,
                      QStringLiteral("nothing resolved: the stored orders of %1 not parse, and a "
                                     "kingdom whose sheet does not parse does nothing this turn")
                          .arg(unreadable.size() == 1
                                   ? QStringLiteral("1 kingdom do")
                                   : QStringLiteral("%1 kingdoms do").arg(unreadable.size())),
                      sheets,
                      QStringLiteral("Store a corrected sheet (muster-cli orders FILE KINGDOM "
                                     "SHEET), or resolve with --ignore-unreadable to go on "
                                     "without those orders."));
    }
    // A kingdom with no orders gets what its policy says (StandInOutput.h).
    const std::vector<MissedSheet> missed = fillStandIns(c);
    TurnResolutionOptions options;
    options.forcedDice = forced;
    TurnResolution resolution = resolveCurrentTurn(c, options);
    const TurnLog log = resolution.log();
    if (const QStringList dice = forcedDiceProblems(log, forced.size()); !dice.isEmpty())
        return refuse(path,
                      QStringLiteral("nothing resolved: the forced dice do not fit this turn (R3)"),
                      dice);
    if (!open->commit(applyResolution(c, std::move(resolution))))
        return InvalidInput;
    QTextStream &out = standardOut();
    const LogContext context = LogContext::of(c);
    if (p.isSet(QStringLiteral("json")))
        out << QString::fromUtf8(
            QJsonDocument(logToJson(log, context)).toJson(QJsonDocument::Indented));
    else
        out << logText(log, context);
    out.flush();
    printStandIns(c, path, missed);
    return Ok;
}
} // namespace

} // namespace muster::cli
