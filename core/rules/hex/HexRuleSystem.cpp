#include "rules/hex/HexRuleSystem.h"

#include "log/LogJson.h"
#include "mail/OrderOutlooks.h"
#include "pack/PlayerReport.h"
#include "pack/RoundupStandings.h"
#include "pack/SheetOrders.h"
#include "rules/hex/HexAdvance.h"
#include "rules/hex/LoggedBattleDecisions.h"
#include "view/KingdomSight.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

namespace {
/// H2.4: how many days the stored hex resolution ran (it stops itself at contact or the week's
/// end, so resolving as many days gives the same stop).
int daysResolved(const TurnLog &log)
{
    int days = 0;
    for (std::size_t i = 0; i < log.size(); ++i)
        days += log.is<log::DayStarted>(i) ? 1 : 0;
    return std::max(1, days);
}
} // namespace

TurnResolution HexRuleSystem::resolveTurn(const Campaign &campaign,
                                          const TurnResolutionOptions &options) const
{
    return hexrules::advanceHexTurn(campaign, options.maxDays, options.forcedDice,
                                    options.decisions);
}

TurnResolution HexRuleSystem::resolveAsLogged(const Campaign &prefix, const TurnLog &log,
                                              std::vector<int> forcedDice) const
{
    // The GM's battle decisions are taken from the log, and the days it ran are run again.
    hexrules::LoggedBattleDecisions decisions(log);
    TurnResolutionOptions options;
    options.forcedDice = std::move(forcedDice);
    options.decisions = &decisions;
    options.maxDays = daysResolved(log);
    return resolveTurn(prefix, options);
}

QString HexRuleSystem::turnName(const Campaign &campaign, size_t index) const
{
    return QCoreApplication::translate("TurnName", "Week %1, day %2")
        .arg(campaign.turns.summary(index).stateTurn)
        .arg(hexrules::startDayOfTurn(campaign, index));
}

std::span<const limits::Parameter> HexRuleSystem::parameters() const
{
    return limits::hexParameters();
}

QString HexRuleSystem::ordersDropped(const QString &kingdoms) const
{
    // A daily hex turn starts with the marches carried on from the day before (H2.4), which come
    // back when that day is resolved again; they are not told apart from marches entered since.
    return QStringLiteral("the marches stored for it, carried on or entered (%1)").arg(kingdoms);
}

void HexRuleSystem::seeTurn(const Campaign &campaign, const ViewParameters &params,
                            const TurnRecord &turn, const TurnState &end, KingdomView &view) const
{
    hexView(campaign, params, turn, end, view);
}

std::vector<OrderOutlook> HexRuleSystem::orderOutlook(const Campaign &campaign, int kingdom,
                                                      const QStringList &lines,
                                                      const TurnState &known) const
{
    return hexOutlook(campaign, kingdom, lines, known);
}

PackDocument HexRuleSystem::playerReport(const Campaign &campaign, const KingdomView &view) const
{
    return hexPlayerReport(campaign, view);
}

QString HexRuleSystem::turnsheetOrders(const Campaign &campaign, const KingdomView &view,
                                       const TurnState &holdings) const
{
    return hexSheetOrders(campaign, view, holdings);
}

void HexRuleSystem::readSheetOrders(const Campaign &campaign, const QStringList &lines,
                                    const QStringList &asWritten, SheetReading &reading) const
{
    readHexSheetOrders(campaign, lines, asWritten, reading);
}

void HexRuleSystem::roundupStandings(const Campaign &campaign, const KingdomView &view,
                                     PackDocument &doc) const
{
    hexRoundupStandings(campaign, view, doc);
}

bool HexRuleSystem::ownsEventName(log::EventType type) const
{
    return isHexEventOfSharedName(type);
}

} // namespace muster
