// muster-cli kingdoms FILE [set KINGDOM FIELD=VALUE... | add [FIELD=VALUE...] | remove KINGDOM]:
// lists a campaign's kingdoms (with who plays each, its policy for a missed sheet, its autopilot's
// doctrine and how many turns in a row its player has missed), or changes them as the console's
// kingdoms editor and kingdoms dock do (operations/EditKingdoms): the same edit stores the same
// campaign from either. A value the operation refuses changes nothing.
#include "CampaignFiles.h"
#include "CampaignUpdate.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "model/StandIns.h"
#include "operations/EditKingdoms.h"
#include "render/map/MapPalette.h"
#include "rules/RuleSystem.h"

namespace muster::cli {

namespace {
int kingdoms(const QStringList &arguments);

const CliCommand kKingdoms{
    QStringLiteral("kingdoms"),
    QStringLiteral("kingdoms FILE [set KINGDOM FIELD=VALUE... | add [FIELD=VALUE...] | remove "
                   "KINGDOM]"),
    QStringLiteral("List a campaign's kingdoms, or set their fields, add or remove one (A1.3)."),
    kingdoms};
const CliCommandRegistration registration{kKingdoms};

void list(const Campaign &c)
{
    const bool counts = ruleSystem(c).hasBuildPoints();
    QTextStream &out = standardOut();
    out << "id\tname\tnationality\tcolour\temail\tcontact\tplayer\tmissedOrders\tdoctrine"
           "\tmissedTurns";
    if (counts)
        out << "\tbp\tarmyReserve\tshipReserve";
    out << '\n';
    // The turns in a row, up to the last resolved one, that had a stand-in for the player's sheet.
    const std::size_t last = c.turns.size() >= 2 ? c.turns.size() - 2 : 0;
    const auto &states = c.current().state.kingdoms;
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const Kingdom &kingdom = c.kingdoms[k];
        out << kingdom.id << '\t' << kingdom.name << '\t' << kingdom.nationality << '\t'
            << kingdom.colour << '\t' << kingdom.email << '\t' << kingdom.contact << '\t'
            << (kingdom.hasPlayer ? "yes" : "no") << '\t' << missedOrdersName(kingdom.missedOrders)
            << '\t' << doctrineName(kingdom.doctrine) << '\t'
            << (kingdom.hasPlayer && c.turns.size() >= 2
                    ? missedInARowAt(c, static_cast<int>(k), last)
                    : 0);
        if (counts) {
            const KingdomState s = k < states.size() ? states[k] : KingdomState{};
            out << '\t' << s.bp << '\t' << s.armyReserve << '\t' << s.shipReserve;
        }
        out << '\n';
    }
    out.flush();
}

/// FIELD=VALUE arguments as fields; nullopt (the problem printed) when one is malformed.
std::optional<KingdomFields> fieldsOf(const CommandLine &line, const QStringList &assignments)
{
    KingdomFields fields;
    for (const QString &assignment : assignments) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            line.usageError(
                QStringLiteral("\"%1\" is not FIELD=VALUE (the fields: %2)")
                    .arg(assignment, KingdomFields::names().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        if (const auto wrong = fields.set(assignment.left(equals), assignment.mid(equals + 1))) {
            line.usageError(*wrong);
            return std::nullopt;
        }
    }
    return fields;
}

/// The index of the kingdom with id `id`; -1 (the problem printed) when there is none.
int kingdomNamed(CampaignUpdate &update, const QString &id)
{
    const int k = KingdomIndex(update.campaign().kingdoms).find(id);
    if (k < 0)
        printProblem({update.path(), 0, {}, QStringLiteral("there is no kingdom %1").arg(id)});
    return k;
}

int kingdoms(const QStringList &arguments)
{
    CommandLine line(kKingdoms);
    line.parser().addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The campaign."));
    line.parser().addPositionalArgument(
        QStringLiteral("ACTION"),
        QStringLiteral("set KINGDOM FIELD=VALUE..., add [FIELD=VALUE...] or remove KINGDOM; "
                       "none lists the kingdoms. Fields: %1.")
            .arg(KingdomFields::names().join(QStringLiteral(", "))));
    if (const auto done = line.parse(arguments, 1, -1))
        return *done;
    const QStringList args = line.positional();
    if (const auto listed = listWhenFileAlone(args, list))
        return *listed;
    const QString action = args[1];
    const bool named = action == QLatin1String("set") || action == QLatin1String("remove");
    if (!named && action != QLatin1String("add"))
        return line.usageError(QStringLiteral("unknown action \"%1\"").arg(action));
    if (named && args.size() < 3)
        return line.usageError(QStringLiteral("%1 needs the kingdom's id").arg(action));
    if (action == QLatin1String("remove") && args.size() > 3)
        return line.usageError(QStringLiteral("remove takes one kingdom"));
    if (action == QLatin1String("set") && args.size() < 4)
        return line.usageError(QStringLiteral("set needs FIELD=VALUE"));
    const auto fields = fieldsOf(line, args.mid(named ? 3 : 2));
    if (!fields)
        return Usage;
    auto update = CampaignUpdate::open(args[0]);
    if (!update)
        return InvalidInput;
    Campaign &c = update->campaign();
    if (action == QLatin1String("add")) {
        Kingdom kingdom = newKingdom(c, MapPalette::sea().name());
        KingdomState start;
        fields->applyTo(kingdom, start);
        return update->commit(addKingdom(c, kingdom, start)) ? Ok : InvalidInput;
    }
    const int k = kingdomNamed(*update, args[2]);
    if (k < 0)
        return InvalidInput;
    const OperationResult result =
        action == QLatin1String("set") ? editKingdom(c, k, *fields) : removeKingdom(c, k);
    return update->commit(result) ? Ok : InvalidInput;
}
} // namespace

} // namespace muster::cli
