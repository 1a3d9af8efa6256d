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
    AreaOrders orders(kingdoms);
    for (std::size_t k = 0; k < kingdoms && k < lines.size(); ++k) {
        for (const QString &line : lines[k])
            if (const auto unread = unreadLineOf(line))
                log.add(log::LineNotRead{
                    {static_cast<int>(k)}, log.intern(unread->text), log.intern(unread->reason)});
        const OrderSheet sheet = parseStoredSheet(lines[k], areas, maxActions);
        if (sheet.ok())
            orders[k] = sheet.actions;
        else
            log.add(log::SheetRejected{{static_cast<int>(k)}, log.addTexts(sheet.errorTexts())});
    }
    return orders;
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
