// muster-cli march FILE ARMY HEX...: sets an army's march path for the week (RULES H2.1), in place
// of any order it had (operations/SetMarch). The path is checked first (neighbouring hexes, no
// water, not off the map, not through an enemy army); a bad path changes nothing.
#include "CommandLine.h"
#include "HexCampaignFile.h"
#include "ProblemOutput.h"

#include "i18n/PluralForms.h"
#include "operations/SetMarch.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexPathfinding.h"
#include "rules/hex/MarchSchedule.h"

#include <QRegularExpression>

namespace muster::cli {

namespace {
int march(const QStringList &arguments);

const CliCommand kMarch{QStringLiteral("march"),
                        QStringLiteral("march FILE.muster ARMY HEX... [--rest DAYS]"),
                        QStringLiteral("Set a hex army's march path for the week (H2.1)."), march};
const CliCommandRegistration registration{kMarch};

int march(const QStringList &arguments)
{
    CommandLine line(kMarch);
    line.parser().addPositionalArgument(QStringLiteral("FILE.muster"),
                                        QStringLiteral("The hex campaign file."));
    line.parser().addPositionalArgument(QStringLiteral("ARMY"), QStringLiteral("The army's id."));
    line.parser().addPositionalArgument(QStringLiteral("HEX..."),
                                        QStringLiteral("Hexes to enter in order, as \"col,row\"."));
    line.parser().addOption({QStringLiteral("rest"),
                             QStringLiteral("Rest days of the week, e.g. \"5,6,7\" (H2.3; default "
                                            "from the ruleset). Fewer rest days mean forced "
                                            "marches."),
                             QStringLiteral("DAYS")});
    if (const auto done = line.parse(arguments, 3, -1))
        return *done;
    const QStringList args = line.positional();
    const QString path = args.at(0);
    auto update = openHexCampaign(path);
    if (!update)
        return InvalidInput;
    Campaign *campaign = &update->campaign();
    const TurnRecord &turn = campaign->current();
    const hexrules::HexRules rules = hexrules::HexRules::fromRuleset(campaign->ruleset);

    QStringList words{args.at(1), QStringLiteral("MARCH")};
    words << args.mid(2);
    if (line.parser().isSet(QStringLiteral("rest"))) {
        words << QStringLiteral("REST");
        words << line.parser()
                     .value(QStringLiteral("rest"))
                     .split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    }
    const auto read = hexrules::parseMarchOrder(words.join(QLatin1Char(' ')), -1, campaign->world,
                                                turn.state, rules);
    if (!read || !*read) {
        return printProblem(
            {path,
             0,
             {},
             QStringLiteral("order \"%1\" rejected: %2")
                 .arg(words.join(QLatin1Char(' ')),
                      read ? QStringLiteral("it is no march") : read.problems()[0].message)});
    }
    const std::optional<hexrules::HexMarchOrder> &order = *read;
    // One march order per army: the new path replaces the old one where it stands.
    if (!update->commit(setMarch(*campaign, *order)))
        return InvalidInput;
    const HexArmy *army = hexrules::armyNamed(turn.state, order->army);
    std::vector<Hex> walk{army->hex};
    walk.insert(walk.end(), order->path.begin(), order->path.end());
    const double miles = hexrules::marchPathMiles(campaign->world, rules, walk);
    const int speed = rules.armySpeed(*army);
    standardOut() << hexrules::marchOrderLine(*order) << '\n'
                  << counted(QT_TRANSLATE_N_NOOP("muster", "%n hex(es)"),
                             static_cast<int>(order->path.size()))
                  << ", " << miles << " miles at " << speed << " miles a day (H2.2)\n";
    // A march set late in the week may have no day left to march on (H2.3): said, not left to
    // be found when nothing moves. The schedule counts next week's days from 8.
    const hexrules::MarchSchedule schedule =
        hexrules::scheduleMarch(*campaign, *army, order->path, order->restDays);
    if (!schedule.days.empty() && schedule.days.front() >= 8)
        standardOut() << "The week is at day " << hexrules::nextDayOfWeek(*campaign) << " and "
                      << order->army
                      << " rests on every day left of it: it sets out next week (H2.3; --rest "
                         "DAYS sets other rest days).\n";
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
