#include "rules/area/StoredSheets.h"

#include "model/Campaign.h"
#include "model/UnreadLine.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaParameters.h"

namespace muster {

OrderSheet parseStoredSheet(const QStringList &lines, const AreaNameIndex &areas, int maxActions)
{
    return parseOrderSheet(lines.join(QLatin1Char('\n')), areas, maxActions);
}

AreaOrders storedOrders(const std::vector<QStringList> &lines, std::size_t kingdoms,
                        const AreaNameIndex &areas, int maxActions, TurnLog &log)
{
    std::vector<OrderSheet> sheets;
    for (std::size_t k = 0; k < kingdoms && k < lines.size(); ++k)
        sheets.push_back(parseStoredSheet(lines[k], areas, maxActions));
    return storedOrdersOf(lines, sheets, kingdoms, log);
}

AreaOrders storedOrdersOf(const std::vector<QStringList> &lines,
                          const std::vector<OrderSheet> &sheets, std::size_t kingdoms, TurnLog &log)
{
    AreaOrders orders(kingdoms);
    for (std::size_t k = 0; k < kingdoms && k < lines.size() && k < sheets.size(); ++k) {
        for (const QString &line : lines[k])
            if (const auto unread = unreadLineOf(line))
                log.add(log::LineNotRead{
                    {static_cast<int>(k)}, log.intern(unread->text), log.intern(unread->reason)});
        const OrderSheet &sheet = sheets[k];
        if (sheet.ok())
            orders[k] = sheet.actions;
        else
            log.add(log::SheetRejected{{static_cast<int>(k)}, log.addTexts(sheet.errorTexts())});
    }
    return orders;
}

namespace {
/// The current turn resolved with `sheets` read from `lines`, by `params` (the ruleset's, read
/// once by the caller: reading them is a good part of a small campaign's resolution).
AreaTurnResult resolveStored(const Campaign &campaign, const AreaParameters &params,
                             const std::vector<QStringList> &lines,
                             const std::vector<OrderSheet> &sheets,
                             const std::vector<int> &forcedDice)
{
    const AreaRules rules{campaign.world, campaign.kingdoms, params};
    const TurnRecord &turn = campaign.current();
    TurnLog log;
    const AreaOrders orders = storedOrdersOf(lines, sheets, campaign.kingdoms.size(), log);
    return resolveAreaTurn(rules, turn.state, orders, turn.seed, forcedDice, std::move(log));
}
} // namespace

AreaTurnResult resolveCurrentAreaTurnOf(const Campaign &campaign,
                                        const std::vector<QStringList> &lines,
                                        const std::vector<OrderSheet> &sheets,
                                        const std::vector<int> &forcedDice)
{
    return resolveStored(campaign, AreaParameters::fromRuleset(campaign.ruleset), lines, sheets,
                         forcedDice);
}

AreaTurnResult resolveCurrentAreaTurnWith(const Campaign &campaign,
                                          const std::vector<QStringList> &lines,
                                          const std::vector<int> &forcedDice)
{
    const AreaParameters params = AreaParameters::fromRuleset(campaign.ruleset);
    const AreaNameIndex names(campaign.world);
    std::vector<OrderSheet> sheets;
    for (std::size_t k = 0; k < campaign.kingdoms.size() && k < lines.size(); ++k)
        sheets.push_back(parseStoredSheet(lines[k], names, params.maxActions));
    return resolveStored(campaign, params, lines, sheets, forcedDice);
}

std::vector<UnreadableSheet> unreadableSheets(const Campaign &campaign)
{
    std::vector<UnreadableSheet> out;
    if (!ruleSystem(campaign).hasActionOrders() || campaign.turns.empty())
        return out;
    const TurnRecord &turn = campaign.current();
    if (turn.resolved)
        return out;
    const AreaNameIndex names(campaign.world);
    const int maxActions = AreaParameters::fromRuleset(campaign.ruleset).maxActions;
    for (std::size_t k = 0; k < turn.orders.size() && k < campaign.kingdoms.size(); ++k) {
        const OrderSheet sheet = parseStoredSheet(turn.orders[k], names, maxActions);
        if (!sheet.ok())
            out.push_back({static_cast<int>(k), sheet.errorTexts()});
    }
    return out;
}

QString unreadableSheetText(const Campaign &campaign, const UnreadableSheet &sheet)
{
    const Kingdom &k = campaign.kingdoms[static_cast<std::size_t>(sheet.kingdom)];
    return QStringLiteral("%1 (%2): %3").arg(k.name, k.id, sheet.errors.join(QStringLiteral("; ")));
}

} // namespace muster
