// muster-cli autoplay FILE --turns N [--doctrine D] [--kingdom ID=D ...] [--out COPY]: a rehearsal
// of a campaign. Every kingdom is played by the autopilot (autopilot/AreaAutopilot.h,
// HexAutopilot.h) for N turns on a copy in memory (the current turn's stored orders too are
// replaced by the autopilot's), each turn resolved as `resolve` or `advance` resolves it; per
// turn, what each kingdom holds at its end: its land areas, or in a hex campaign the units of its
// armies. FILE is never changed; --out writes the played copy to a new file.
//
// Decision: a campaign still in setup is rehearsed too (its copy is started): seeing how a map
// plays before the players start is what the rehearsal is for.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "autopilot/AreaAutopilot.h"
#include "autopilot/HexAutopilot.h"
#include "operations/CloseTurn.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaParameters.h"
#include "rules/hex/HexRules.h"
#include "rules/turn/TurnResolution.h"

#include <QFileInfo>

namespace muster::cli {

namespace {
int autoplay(const QStringList &arguments);

const CliCommand kAutoplay{
    QStringLiteral("autoplay"),
    QStringLiteral("autoplay FILE --turns N [--doctrine D] [--kingdom ID=D]... [--out COPY]"),
    QStringLiteral("Rehearse a campaign: every kingdom on autopilot for N turns on a copy; print "
                   "who holds what after each turn."),
    autoplay};
const CliCommandRegistration registration{kAutoplay};

/// The most turns one rehearsal plays: each is a turn resolved and kept in memory.
constexpr int kMaxTurns = 10'000;

/// What each kingdom holds in `state`, by kingdom index: its land areas, or in a hex campaign the
/// units of its armies.
std::vector<int> landHeld(const Campaign &c, const TurnState &state)
{
    std::vector<int> held(c.kingdoms.size(), 0);
    for (const HexArmy &army : state.armies)
        if (army.kingdom >= 0 && static_cast<size_t>(army.kingdom) < held.size())
            held[static_cast<size_t>(army.kingdom)] += static_cast<int>(army.units.size());
    for (size_t a = 0; a < state.areas.size() && a < c.world.areas.size(); ++a)
        if (const int owner = state.areas[a].owner; owner >= 0 &&
                                                    static_cast<size_t>(owner) < held.size() &&
                                                    !c.world.isSea(static_cast<int>(a)))
            ++held[static_cast<size_t>(owner)];
    return held;
}

int autoplay(const QStringList &arguments)
{
    CommandLine line(kAutoplay);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("An area campaign."));
    p.addOption({QStringLiteral("turns"), QStringLiteral("Turns to play (1 to %1).").arg(kMaxTurns),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("doctrine"),
                 QStringLiteral("How every kingdom plays: %1 (default expand).")
                     .arg(doctrineNames().join(QStringLiteral(", "))),
                 QStringLiteral("D")});
    p.addOption({QStringLiteral("kingdom"),
                 QStringLiteral("One kingdom's doctrine, by id: ALD=defend (may be repeated)."),
                 QStringLiteral("ID=D")});
    p.addOption({QStringLiteral("out"),
                 QStringLiteral("Write the played copy there (a new file: .json or .muster)."),
                 QStringLiteral("COPY")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    if (!p.isSet(QStringLiteral("turns")))
        return line.usageError(QStringLiteral("--turns is needed: how many turns to play"));
    const auto turns = intOption(line, p, QStringLiteral("turns"), 1, 1, kMaxTurns);
    if (!turns)
        return Usage;
    Doctrine everyone = Doctrine::Expand;
    if (p.isSet(QStringLiteral("doctrine"))) {
        const auto d = parseDoctrine(p.value(QStringLiteral("doctrine")));
        if (!d)
            return line.usageError(QStringLiteral("--doctrine: \"%1\" is none of %2")
                                       .arg(p.value(QStringLiteral("doctrine")),
                                            doctrineNames().join(QStringLiteral(", "))));
        everyone = *d;
    }
    const QString path = line.positional().first();
    const QString copy = p.value(QStringLiteral("out"));
    if (!copy.isEmpty() && QFileInfo::exists(copy))
        return printProblem({copy,
                             0,
                             {},
                             QStringLiteral("already exists; --out writes a new file, nothing "
                                            "played")});
    auto campaign = readCampaignFileOrSay(path);
    if (!campaign)
        return InvalidInput;
    Campaign &c = *campaign;
    std::vector<Doctrine> doctrines(c.kingdoms.size(), everyone);
    for (const QString &given : p.values(QStringLiteral("kingdom"))) {
        const qsizetype eq = given.indexOf(QLatin1Char('='));
        const int k = eq > 0 ? c.kingdomIndex(given.left(eq)) : -1;
        const auto d = eq > 0 ? parseDoctrine(given.mid(eq + 1)) : std::nullopt;
        if (k < 0 || !d)
            return line.usageError(
                QStringLiteral("--kingdom %1: expected ID=DOCTRINE with a kingdom's id and one of "
                               "%2")
                    .arg(given, doctrineNames().join(QStringLiteral(", "))));
        doctrines[static_cast<size_t>(k)] = *d;
    }
    c.started = true;
    // The ruleset's numbers read once for the whole rehearsal, not once per kingdom and turn.
    const bool areas = ruleSystem(c).holdsAreas();
    const AreaRules rules{c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)};
    const hexrules::HexRules hexRules = hexrules::HexRules::fromRuleset(c.ruleset);
    const QString what =
        areas ? QStringLiteral("land areas") : QStringLiteral("units in the field");

    QTextStream &out = standardOut();
    out << "turn";
    for (const Kingdom &k : c.kingdoms)
        out << '\t' << k.id;
    out << "\t(" << what << " held at the end of each turn)\n";
    std::vector<int> most(c.kingdoms.size(), 0), mostAt(c.kingdoms.size(), 0),
        gone(c.kingdoms.size(), 0);
    for (int played = 0; played < *turns; ++played) {
        TurnRecord &turn = c.current();
        turn.orders.assign(c.kingdoms.size(), {});
        for (size_t k = 0; k < c.kingdoms.size(); ++k) {
            const KingdomView view = kingdomViewAtStart(c, static_cast<int>(k));
            turn.orders[k] = areas ? areaAutopilotSheet(rules, view, turn.seed, doctrines[k])
                                   : hexAutopilotSheet(c.world, hexRules, view, doctrines[k]);
        }
        const int number = turn.number;
        if (const OperationResult closed = applyResolution(c, resolveCurrentTurn(c));
            !closed.ok()) {
            for (const Problem &problem : closed.problems)
                printProblem(problem);
            return InvalidInput;
        }
        const std::vector<int> held = landHeld(c, c.current().state);
        out << number;
        for (size_t k = 0; k < held.size(); ++k) {
            out << '\t' << held[k];
            if (held[k] > most[k]) {
                most[k] = held[k];
                mostAt[k] = number;
            }
            if (held[k] == 0 && gone[k] == 0)
                gone[k] = number;
        }
        out << '\n';
    }
    out << "\nkingdom\tdoctrine\tmost " << what << " (turn)\t" << what << " at the end\n";
    const std::vector<int> end = landHeld(c, c.current().state);
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        out << c.kingdoms[k].id << '\t' << doctrineName(doctrines[k]) << '\t' << most[k] << " ("
            << mostAt[k] << ")\t" << end[k];
        if (gone[k] > 0)
            out << "\theld no " << what << " after turn " << gone[k];
        out << '\n';
    }
    out.flush();
    if (!copy.isEmpty()) {
        Problems problems;
        if (!writeCampaignFile(copy, c, false, problems)) {
            printProblems(problems);
            return InvalidInput;
        }
    }
    return Ok;
}
} // namespace

} // namespace muster::cli
