// muster-cli supply FILE: every hex army's supply status (RULES H3.1) with its route to a
// stronghold, or where that route is cut.
#include "CommandLine.h"
#include "HexCampaignFile.h"

#include "io/CampaignJson.h"
#include "rules/hex/HexSupply.h"

#include <QJsonArray>

namespace muster::cli {

namespace {
int supply(const QStringList &arguments);

QJsonArray routeJson(const std::vector<Hex> &route)
{
    QJsonArray out;
    for (Hex h : route)
        out.append(hexLabel(h));
    return out;
}

const CliCommand kSupply{QStringLiteral("supply"), QStringLiteral("supply FILE.muster [--json]"),
                         QStringLiteral("Show each hex army's supply status and route (H3.1)."),
                         supply};
const CliCommandRegistration registration{kSupply};

int supply(const QStringList &arguments)
{
    CommandLine line(kSupply);
    line.parser().addPositionalArgument(QStringLiteral("FILE.muster"),
                                        QStringLiteral("The hex campaign file."));
    line.parser().addOption({QStringLiteral("json"), QStringLiteral("Print JSON.")});
    if (const auto done = line.parse(arguments, 1, 1))
        return *done;
    const auto campaign = loadHexCampaign(line.positional().at(0));
    if (!campaign)
        return InvalidInput;
    const TurnState &state = campaign->current().state;
    const auto statuses = hexrules::traceSupply(campaign->world, state);
    QJsonArray json;
    for (size_t i = 0; i < statuses.size(); ++i) {
        const hexrules::SupplyStatus &s = statuses[i];
        const HexArmy &army = state.armies[i];
        const QString kingdom = army.kingdom >= 0
                                    ? campaign->kingdoms[static_cast<size_t>(army.kingdom)].id
                                    : QStringLiteral("-");
        QJsonObject o{{QStringLiteral("army"), army.id},
                      {QStringLiteral("kingdom"), kingdom},
                      {QStringLiteral("hex"), hexLabel(army.hex)},
                      {QStringLiteral("inSupply"), s.inSupply},
                      {QStringLiteral("reason"), hexrules::describe(s, campaign->world)},
                      {QStringLiteral("route"), routeJson(s.route)},
                      {QStringLiteral("daysOutOfSupply"), army.daysOutOfSupply}};
        if (s.cutAt)
            o.insert(QStringLiteral("cutAt"), hexLabel(*s.cutAt));
        json.append(o);
        if (line.parser().isSet(QStringLiteral("json")))
            continue;
        QStringList route;
        for (Hex h : s.route)
            route << hexLabel(h);
        standardOut() << army.id.leftJustified(6) << ' ' << kingdom.leftJustified(6) << ' '
                      << hexLabel(army.hex).leftJustified(7) << ' '
                      << (s.inSupply ? "in supply    " : "OUT of supply") << "  "
                      << hexrules::describe(s, campaign->world);
        if (!route.isEmpty())
            standardOut() << "; route " << route.join(QStringLiteral(" "));
        if (army.daysOutOfSupply > 0)
            standardOut() << "; " << army.daysOutOfSupply << " days out of supply";
        standardOut() << '\n';
    }
    if (line.parser().isSet(QStringLiteral("json")))
        standardOut() << canonicalJson(json);
    standardOut().flush();
    return Ok;
}
} // namespace

} // namespace muster::cli
