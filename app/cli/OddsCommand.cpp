// muster-cli odds FILE HEX [--attacker ARMY] [--runs N] [--seed S] [--json]: the odds of the battle
// at HEX (RULES H4-H6, H4.4) as the current turn stands: the army whose march order ends there
// (or ARMY) against the army holding it, fought N times by the engine's own battle code with the
// default policy. Prints each outcome's chance with its 95% interval and the expected losses.
#include "CommandLine.h"
#include "HexCampaignFile.h"
#include "ProblemOutput.h"

#include "io/CampaignJson.h"
#include "rules/hex/BattleOdds.h"

#include <QJsonArray>

namespace muster::cli {

namespace {
int odds(const QStringList &arguments);

const CliCommand kOdds{
    QStringLiteral("odds"),
    QStringLiteral("odds FILE.muster HEX [--attacker ARMY] [--runs N] [--seed S] [--json]"),
    QStringLiteral("Simulate the battle a march into HEX would fight: chances and losses (H4)."),
    odds};
const CliCommandRegistration registration{kOdds};

QString armyName(const Campaign &campaign, const HexArmy &army)
{
    const QString kingdom =
        army.kingdom >= 0 && static_cast<size_t>(army.kingdom) < campaign.kingdoms.size()
            ? campaign.kingdoms[static_cast<size_t>(army.kingdom)].id
            : QStringLiteral("unowned");
    return QStringLiteral("army %1 (%2)").arg(army.id, kingdom);
}

QString percent(double p)
{
    return QString::number(100 * p, 'f', 1) + QLatin1Char('%');
}

QJsonObject lossJson(const hexrules::LossDistribution &d)
{
    return {{QStringLiteral("mean"), d.mean()},
            {QStringLiteral("margin"), d.margin()},
            {QStringLiteral("sd"), d.standardDeviation()},
            {QStringLiteral("p10"), d.percentile(0.1)},
            {QStringLiteral("p90"), d.percentile(0.9)}};
}

QString lossText(const hexrules::LossDistribution &d, int decimals)
{
    return QStringLiteral("%1 +- %2 (sd %3; 10%-90%: %4 to %5)")
        .arg(d.mean(), 0, 'f', decimals)
        .arg(d.margin(), 0, 'f', decimals)
        .arg(d.standardDeviation(), 0, 'f', decimals)
        .arg(d.percentile(0.1))
        .arg(d.percentile(0.9));
}

int odds(const QStringList &arguments)
{
    CommandLine line(kOdds);
    QCommandLineParser &p = line.parser();
    p.addPositionalArgument(QStringLiteral("FILE.muster"), QStringLiteral("The hex campaign."));
    p.addPositionalArgument(QStringLiteral("HEX"),
                            QStringLiteral("The battle hex, \"col,row\": held by the defender."));
    p.addOption({QStringLiteral("attacker"),
                 QStringLiteral("The army that attacks (default: the army whose march order for "
                                "this turn ends in HEX)."),
                 QStringLiteral("ARMY")});
    p.addOption({QStringLiteral("runs"),
                 QStringLiteral("How many times to fight the battle (default 10000)."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("seed"),
                 QStringLiteral("The simulation's dice seed (default 1; never the campaign's)."),
                 QStringLiteral("S")});
    p.addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (const auto done = line.parse(arguments, 2, 2))
        return *done;
    const auto runs = intOption(line, p, QStringLiteral("runs"), 10000, 1, 10000000);
    const auto seed = intOption(line, p, QStringLiteral("seed"), 1, 0, 2147483647);
    if (!runs || !seed)
        return Usage;
    const QString path = line.positional().at(0);
    const auto hex = parseHexLabel(line.positional().at(1));
    if (!hex)
        return line.usageError(QStringLiteral("\"%1\" is not a hex; give it as \"col,row\"")
                                   .arg(line.positional().at(1)));
    const auto campaign = loadHexCampaign(path);
    if (!campaign)
        return InvalidInput;
    QString attacker = p.value(QStringLiteral("attacker"));
    if (attacker.isEmpty()) {
        attacker = hexrules::marchingInto(*campaign, *hex);
        if (attacker.isEmpty()) {
            return printProblem(
                Problem{path,
                        0,
                        {},
                        QStringLiteral("no march order of this turn ends in hex %1 held by an "
                                       "opposing army; name the attacker with --attacker")
                            .arg(hexLabel(*hex))});
        }
    }
    const auto setup = hexrules::plannedBattle(*campaign, attacker, *hex);
    if (!setup)
        return printProblem(Problem{path, 0, {}, setup.message()});
    const hexrules::BattleOdds result =
        hexrules::simulateBattle(*setup, {}, *runs, static_cast<std::uint64_t>(*seed));
    using hexrules::OddsOutcome;
    const OddsOutcome outcomes[3] = {OddsOutcome::AttackerWins, OddsOutcome::DefenderWins,
                                     OddsOutcome::Nobody};
    if (p.isSet(QStringLiteral("json"))) {
        const char *names[3] = {"attackerWins", "defenderWins", "nobody"};
        QJsonObject chances;
        for (int o = 0; o < 3; ++o) {
            const auto ci = result.interval(outcomes[o]);
            chances.insert(QLatin1String(names[o]),
                           QJsonObject{{QStringLiteral("chance"), result.chance(outcomes[o])},
                                       {QStringLiteral("low"), ci.low},
                                       {QStringLiteral("high"), ci.high}});
        }
        QJsonArray sides;
        for (int s = 0; s < 2; ++s)
            sides.append(
                QJsonObject{{QStringLiteral("army"), setup->armies[s].id},
                            {QStringLiteral("outOfSupply"), setup->outOfSupply[s]},
                            {QStringLiteral("brLost"), lossJson(result.losses[s].br)},
                            {QStringLiteral("unitsLost"), lossJson(result.losses[s].units)}});
        standardOut() << canonicalJson(
            QJsonObject{{QStringLiteral("hex"), hexLabel(*hex)},
                        {QStringLiteral("runs"), result.runs},
                        {QStringLiteral("seed"), *seed},
                        {QStringLiteral("chances"), chances},
                        {QStringLiteral("sides"), sides},
                        {QStringLiteral("meanTurns"), result.meanTurns()}});
        standardOut().flush();
        return Ok;
    }
    QTextStream &out = standardOut();
    const HexArmy &a = setup->armies[0];
    const HexArmy &d = setup->armies[1];
    out << "Battle at hex " << hexLabel(*hex) << " ("
        << hexTerrainName(campaign->world.terrainAt(*hex)) << "): " << armyName(*campaign, a)
        << " attacks " << armyName(*campaign, d) << " (H4.1), from the start of turn "
        << campaign->current().number << ".\n";
    for (int s = 0; s < 2; ++s)
        out << "  " << setup->armies[s].id << ": " << setup->armies[s].units.size() << " units, "
            << (setup->outOfSupply[s] ? "out of supply (H3.2)" : "in supply")
            << (setup->armies[s].forcedMarchDays > 0
                    ? QStringLiteral(", %1 forced-march days (H2.3)")
                          .arg(setup->armies[s].forcedMarchDays)
                    : QString())
            << '\n';
    out << result.runs << " runs of the engine's battle (seed " << *seed
        << ", default decisions), chances with their 95% interval:\n";
    const QString who[3] = {a.id + QStringLiteral(" wins"), d.id + QStringLiteral(" wins"),
                            QStringLiteral("nobody wins")};
    for (int o = 0; o < 3; ++o) {
        const auto ci = result.interval(outcomes[o]);
        out << "  " << who[o].leftJustified(14)
            << percent(result.chance(outcomes[o])).rightJustified(6) << "  (" << percent(ci.low)
            << " to " << percent(ci.high) << ")\n";
    }
    out << "expected losses by the battle's end, pursuit included (mean +- 95% margin):\n";
    for (int s = 0; s < 2; ++s)
        out << "  " << setup->armies[s].id.leftJustified(6) << " BR "
            << lossText(result.losses[s].br, 2) << "; units " << lossText(result.losses[s].units, 2)
            << '\n';
    out << "battle turns: " << QString::number(result.meanTurns(), 'f', 2) << " on average\n";
    out << "Supply, forced marches and the armies are as they stand now; the week's other marches "
           "and battles may change them before the armies meet.\n";
    out.flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
