// muster-cli info FILE: a summary of a campaign: name, kind, turn, kingdoms and what they hold.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"
#include "setup/KingdomRoster.h"

#include <algorithm>

namespace muster::cli {

namespace {
int info(const QStringList &arguments);

const CliCommand kInfo{QStringLiteral("info"), QStringLiteral("info FILE"),
                       QStringLiteral("Summarise a campaign: turn, kingdoms, map and army counts."),
                       info};
const CliCommandRegistration registration{kInfo};

struct Holdings
{
    int areas = 0;  // its territory (territories)
    int armies = 0; // armies in owned areas and aboard ships, or hex armies (H1.2)
    int ships = 0;
    int strongholds = 0;
};

/// Per kingdom, then one more row for "no owner".
std::vector<Holdings> holdings(const Campaign &c)
{
    std::vector<Holdings> out(c.kingdoms.size() + 1);
    auto row = [&](int owner) -> Holdings & {
        return out[owner < 0 ? c.kingdoms.size() : static_cast<size_t>(owner)];
    };
    const TurnState &s = c.current().state;
    for (size_t a = 0; a < s.areas.size() && a < c.world.areas.size(); ++a) {
        const AreaState &as = s.areas[a];
        Holdings &h = row(as.owner);
        h.armies += as.armies + as.aboard;
        h.ships += as.ships;
    }
    const std::vector<int> land = territories(c.world, s, c.kingdoms.size());
    for (std::size_t k = 0; k < out.size(); ++k)
        out[k].areas = land[k]; // the last row, like the last count, is no one's
    for (const HexArmy &army : s.armies)
        ++row(army.kingdom).armies;
    for (const Stronghold &sh : c.world.strongholds)
        ++row(sh.owner).strongholds;
    return out;
}

void printKingdoms(const Campaign &c, QTextStream &out)
{
    const std::vector<Holdings> held = holdings(c);
    const TurnState &s = c.current().state;
    int nameWidth = 7;
    for (const Kingdom &k : c.kingdoms)
        nameWidth = std::max(nameWidth, static_cast<int>(k.id.size() + k.name.size()) + 1);
    out << "kingdoms: " << c.kingdoms.size() << '\n';
    if (c.kingdoms.empty())
        return;
    out << "  " << QStringLiteral("kingdom").leftJustified(nameWidth) << "  areas  armies  ships"
        << "  strongholds     BP  reserve (armies/ships)  nationality\n";
    auto numbers = [&](const Holdings &h) {
        out << QString::number(h.areas).rightJustified(7)
            << QString::number(h.armies).rightJustified(8)
            << QString::number(h.ships).rightJustified(7)
            << QString::number(h.strongholds).rightJustified(13);
    };
    for (size_t k = 0; k < c.kingdoms.size(); ++k) {
        const Kingdom &kingdom = c.kingdoms[k];
        const KingdomState ks = k < s.kingdoms.size() ? s.kingdoms[k] : KingdomState{};
        out << "  " << (kingdom.id + QLatin1Char(' ') + kingdom.name).leftJustified(nameWidth);
        numbers(held[k]);
        out << QString::number(ks.bp).rightJustified(7)
            << QStringLiteral("%1/%2").arg(ks.armyReserve).arg(ks.shipReserve).rightJustified(24)
            << "  " << kingdom.nationality << '\n';
    }
    const Holdings &none = held.back();
    if (none.areas || none.armies || none.ships || none.strongholds) {
        out << "  " << QStringLiteral("(none)").leftJustified(nameWidth);
        numbers(none);
        out << '\n';
    }
}

int info(const QStringList &arguments)
{
    CommandLine line(kInfo);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("A campaign file (.json or .muster)."));
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const QString file = line.positional().first();
    Problems problems;
    const auto c = readCampaignFile(file, problems);
    if (!c) {
        printProblems(problems);
        return InvalidInput;
    }
    const World &w = c->world;
    const TurnRecord &turn = c->current();
    int seas = 0, cities = 0, orders = 0;
    for (const Area &a : w.areas) {
        seas += a.terrain == AreaTerrain::Sea ? 1 : 0;
        cities += a.terrain == AreaTerrain::City ? 1 : 0;
    }
    for (const QStringList &lines : turn.orders)
        orders += static_cast<int>(lines.size());
    QTextStream &out = standardOut();
    out << "file: " << file << '\n'
        << "name: " << c->name << '\n'
        << "kind: " << rulesetKindName(c->ruleset.kind) << " (ruleset \"" << c->ruleset.name
        << "\")\n"
        << "turn: " << turn.number << " (" << c->turns.size() - 1 << " resolved before it; "
        << orders << " order lines so far)\n"
        << "map: " << w.columns << " x " << w.rows << " hexes, " << w.areas.size() << " areas";
    if (!w.areas.empty())
        out << " (" << seas << " sea, " << cities << " cities)";
    out << ", " << w.rivers.size() << " rivers, " << w.roads.size() << " roads, "
        << w.strongholds.size() << " strongholds\n";
    out << "game code: "
        << (c->gameCode.isEmpty() ? QStringLiteral("none (give codes: muster-cli codes --give)")
                                  : c->gameCode + QStringLiteral(" (the player codes: muster-cli "
                                                                 "codes)"))
        << '\n';
    printKingdoms(*c, out);
    if (!turn.state.armies.empty())
        out << "hex armies: " << turn.state.armies.size() << '\n';
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
