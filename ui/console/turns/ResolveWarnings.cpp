#include "console/turns/ResolveWarnings.h"

#include "log/LogContext.h"
#include "log/LogText.h"
#include "model/Campaign.h"
#include "model/UnreadLine.h"
#include "orders/TurnOrders.h"
#include "rules/RuleSystem.h"
#include "rules/area/StoredSheets.h"
#include "view/OrderMarks.h"

#include <map>
#include <set>
#include <utility>

namespace muster {

namespace {
QString kingdomName(const Campaign &c, std::size_t k)
{
    return ResolveWarnings::tr("%1 (%2)").arg(c.kingdoms[k].name, c.kingdoms[k].id);
}

/// "Kingdom of Aldmark (ALD), 2 MOVE 2 HCS FOX: HCS is not adjacent to FOX (A3.3)"
QString failingText(const QString &kingdom, const QString &line, const QString &reason,
                    const QString &rule)
{
    const QString why = rule.isEmpty() ? reason : ResolveWarnings::tr("%1 (%2)").arg(reason, rule);
    return ResolveWarnings::tr("%1, %2: %3").arg(kingdom, line, why);
}

/// The first `most` of `items`, then how many more: a big campaign's question still fits on the
/// screen, and the Orders and Kingdoms docks list them all.
QStringList firstOf(const QStringList &items, qsizetype most)
{
    if (items.size() <= most)
        return items;
    return items.first(most) << ResolveWarnings::tr("... and %n more", nullptr,
                                                    static_cast<int>(items.size() - most));
}
} // namespace

QString ResolveWarnings::text() const
{
    constexpr qsizetype kMostNames = 20;
    constexpr qsizetype kMostLines = 15;
    QStringList parts;
    if (!withoutOrders.isEmpty())
        parts << tr("%n kingdom(s) sent no orders and will do nothing this turn: %1", nullptr,
                    static_cast<int>(withoutOrders.size()))
                     .arg(firstOf(withoutOrders, kMostNames).join(QStringLiteral(", ")));
    if (!unreadable.isEmpty())
        parts << tr("The orders of %n kingdom(s) do not parse, so they would do nothing this turn:",
                    nullptr, static_cast<int>(unreadable.size())) +
                     QLatin1Char('\n') + firstOf(unreadable, kMostLines).join(QLatin1Char('\n'));
    if (!failing.isEmpty())
        parts << tr("%n order(s) will fail:", nullptr, static_cast<int>(failing.size())) +
                     QLatin1Char('\n') + firstOf(failing, kMostLines).join(QLatin1Char('\n'));
    return parts.join(QStringLiteral("\n\n"));
}

ResolveWarnings resolveWarnings(const Campaign &campaign, TurnOrders &orders)
{
    ResolveWarnings out;
    if (!ruleSystem(campaign).hasActionOrders() || campaign.turns.empty() ||
        campaign.current().resolved)
        return out;
    const TurnRecord &turn = campaign.current();
    std::set<int> rejected; // sheets refused whole: their lines are not listed one by one
    for (std::size_t k = 0; k < turn.orders.size() && k < campaign.kingdoms.size(); ++k)
        if (const OrderSheet &sheet = orders.sheet(static_cast<int>(k)); !sheet.ok()) {
            out.unreadable << unreadableSheetText(campaign,
                                                  {static_cast<int>(k), sheet.errorTexts()});
            rejected.insert(static_cast<int>(k));
        }
    // The failing lines by kingdom, then in sheet order (stored line N is sheet line N).
    std::map<std::pair<std::size_t, int>, QString> failing;
    for (std::size_t k = 0; k < campaign.kingdoms.size(); ++k) {
        const QStringList lines = k < turn.orders.size() ? turn.orders[k] : QStringList();
        if (lines.isEmpty())
            out.withoutOrders << kingdomName(campaign, k);
        else if (!rejected.count(static_cast<int>(k)))
            // A line of a player's sheet that was not read fails alone, for the reason it was
            // given when the sheet came in.
            for (int i = 0; i < lines.size(); ++i)
                if (const auto unread = unreadLineOf(lines[i]))
                    failing[{k, i + 1}] = failingText(kingdomName(campaign, k), unread->text,
                                                      unread->reason, QStringLiteral("A3"));
    }
    const LogContext context = LogContext::of(campaign);
    for (const OrderMark &mark : orders.marks().marks) {
        if (mark.outcome != OrderMark::Outcome::Refused || !mark.failure)
            continue;
        const auto k = static_cast<std::size_t>(mark.kingdom);
        const QStringList &lines = turn.orders[k];
        const int line = mark.action.line;
        failing[{k, line}] =
            failingText(kingdomName(campaign, k),
                        line >= 1 && line <= lines.size() ? lines[line - 1] : QString(),
                        failureSentence(*mark.failure, context), mark.rule);
    }
    for (const auto &[where, text] : failing)
        out.failing << text;
    return out;
}

} // namespace muster
