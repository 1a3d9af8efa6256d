#include "rules/area/AreaRuleSystem.h"

#include "log/LogJson.h"
#include "mail/OrderOutlooks.h"
#include "pack/PlayerReport.h"
#include "pack/RoundupStandings.h"
#include "pack/SheetOrders.h"
#include "rules/area/AreaEngine.h"
#include "view/KingdomSight.h"

#include <QCoreApplication>

namespace muster {

TurnResolution AreaRuleSystem::resolveTurn(const Campaign &campaign,
                                           const TurnResolutionOptions &options) const
{
    AreaTurnResult result = resolveCurrentAreaTurn(campaign, options.forcedDice);
    TurnResolution out = closeTurn(campaign, std::move(result.log), std::move(result.next));
    out.tallies = std::move(result.tallies);
    return out;
}

TurnResolution AreaRuleSystem::resolveAsLogged(const Campaign &prefix, const TurnLog &,
                                               std::vector<int> forcedDice) const
{
    // An area turn has no decisions besides its dice.
    TurnResolutionOptions options;
    options.forcedDice = std::move(forcedDice);
    return resolveTurn(prefix, options);
}

QString AreaRuleSystem::turnName(const Campaign &campaign, size_t index) const
{
    return QCoreApplication::translate("TurnName", "Turn %1")
        .arg(campaign.turns.summary(index).number);
}

std::span<const limits::Parameter> AreaRuleSystem::parameters() const
{
    return limits::areaParameters();
}

QString AreaRuleSystem::ordersDropped(const QString &kingdoms) const
{
    return QStringLiteral("the orders of %1").arg(kingdoms);
}

void AreaRuleSystem::seeTurn(const Campaign &campaign, const ViewParameters &params,
                             const TurnRecord &turn, const TurnState &end, KingdomView &view) const
{
    areaView(campaign, params, turn, end, view);
}

std::vector<OrderOutlook> AreaRuleSystem::orderOutlook(const Campaign &campaign, int kingdom,
                                                       const QStringList &lines,
                                                       const TurnState &known) const
{
    return areaOutlook(campaign, kingdom, lines, known);
}

PackDocument AreaRuleSystem::playerReport(const Campaign &campaign, const KingdomView &view) const
{
    return areaPlayerReport(campaign, view);
}

QString AreaRuleSystem::turnsheetOrders(const Campaign &campaign, const KingdomView &view,
                                        const TurnState &holdings) const
{
    return areaSheetOrders(campaign, view, holdings);
}

void AreaRuleSystem::readSheetOrders(const Campaign &campaign, const QStringList &lines,
                                     const QStringList &asWritten, SheetReading &reading) const
{
    readAreaSheetOrders(campaign, lines, asWritten, reading);
}

void AreaRuleSystem::roundupStandings(const Campaign &campaign, const KingdomView &view,
                                      PackDocument &doc) const
{
    areaRoundupStandings(campaign, view, doc);
}

bool AreaRuleSystem::ownsEventName(log::EventType type) const
{
    return !isHexEventOfSharedName(type);
}

} // namespace muster
