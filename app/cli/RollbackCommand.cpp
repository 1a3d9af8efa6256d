// muster-cli rollback FILE.muster: drops the last resolved turn, so the turn before it is current
// (and unresolved) again with its orders, ready to be changed and resolved again.
#include "AreaTurnFiles.h"
#include "CommandLine.h"

namespace muster::cli {

namespace {
int rollback(const QStringList &arguments);

const CliCommand kRollback{QStringLiteral("rollback"), QStringLiteral("rollback FILE.muster"),
                           QStringLiteral("Drop the last resolved turn of an area campaign."),
                           rollback};
const CliCommandRegistration registration{kRollback};

int rollback(const QStringList &arguments)
{
    CommandLine line(kRollback);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("An area campaign (.muster)."));
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString path = line.positional().first();
    auto open = openAreaCampaign(path, QStringLiteral("rollback"));
    if (!open)
        return InvalidInput;
    Campaign &c = open->campaign();
    if (c.turns.size() < 2) {
        standardError() << path << ": turn " << c.current().number
                        << " is the first turn; there is no resolved turn to roll back\n";
        standardError().flush();
        return InvalidInput;
    }
    const int dropped = c.current().number;
    c.turns.pop_back();
    TurnRecord &again = c.current();
    again.resolved = false;
    again.log = {};
    if (!open->commit(1))
        return InvalidInput;
    standardOut() << "Rolled back: turn " << dropped << " is gone; turn " << again.number
                  << " is current again with its orders.\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
