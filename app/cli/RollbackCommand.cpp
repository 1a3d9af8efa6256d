// muster-cli rollback FILE.muster: drops the last resolved turn (an area turn, or a hex day or
// week), so the turn before it is current (and unresolved) again with its orders, ready to be
// changed and resolved again.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "operations/RollBack.h"
#include "rules/turn/TurnName.h"

namespace muster::cli {

namespace {
int rollback(const QStringList &arguments);

const CliCommand kRollback{QStringLiteral("rollback"), QStringLiteral("rollback FILE.muster"),
                           QStringLiteral("Drop the last resolved turn (area or hex campaign)."),
                           rollback};
const CliCommandRegistration registration{kRollback};

int rollback(const QStringList &arguments)
{
    CommandLine line(kRollback);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("A campaign file (.muster)."));
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString path = line.positional().first();
    if (!isStoreFile(path)) {
        return printProblem({path,
                             0,
                             {},
                             QStringLiteral("rollback works on a campaign store (.muster); "
                                            "import the JSON first with \"muster-cli import\"")});
    }
    auto open = CampaignUpdate::open(path);
    if (!open)
        return InvalidInput;
    Campaign &c = open->campaign();
    const QString dropped = turnName(c, c.turns.size() - 1);
    const QString entered = rollBackDrops(c);
    if (!open->commit(rollBackTurn(c)))
        return InvalidInput;
    const QString again = turnName(c, c.turns.size() - 1);
    standardOut() << "Rolled back: " << dropped << " is gone"
                  << (entered.isEmpty() ? QString() : QStringLiteral(", with ") + entered) << "; "
                  << again << " is current again with its orders.\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
