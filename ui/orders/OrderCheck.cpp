#include "orders/OrderCheck.h"

#include "log/LogText.h"
#include "model/Campaign.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/OrderSheet.h"

#include <algorithm>

namespace muster {

bool OrdersCheck::allParse() const
{
    return std::all_of(rows.begin(), rows.end(),
                       [](const OrderLineCheck &row) { return row.action.has_value(); });
}

OrdersCheck checkKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines)
{
    OrdersCheck out;
    if (kingdom < 0 || kingdom >= static_cast<int>(campaign.kingdoms.size()))
        return out;
    const TurnRecord &turn = campaign.current();
    const AreaParameters params = AreaParameters::fromRuleset(campaign.ruleset);
    if (static_cast<size_t>(kingdom) < turn.state.kingdoms.size())
        out.bpStart = turn.state.kingdoms[static_cast<size_t>(kingdom)].bp;

    // Stored lines hold one order each, so line N of the sheet is row N.
    const OrderSheet sheet =
        parseOrderSheet(lines.join(QLatin1Char('\n')), campaign.world, params.maxActions);
    for (const QString &line : lines)
        out.rows.push_back({line, std::nullopt, 0, {}, {}, std::nullopt, -1, {}, {}});
    const auto rowOf = [&out](int line) -> OrderLineCheck * {
        return line >= 1 && line <= static_cast<int>(out.rows.size())
                   ? &out.rows[static_cast<size_t>(line - 1)]
                   : nullptr;
    };
    for (const AreaAction &a : sheet.parsed)
        if (OrderLineCheck *row = rowOf(a.line)) {
            row->action = a;
            row->number = a.number;
        }
    for (const SheetProblem &p : sheet.problems) {
        if (OrderLineCheck *row = rowOf(p.line)) {
            row->problem = row->problem.isEmpty() ? p.message
                                                  : row->problem + QStringLiteral("; ") + p.message;
            row->action.reset(); // a line with a problem is not an order
            row->number = 0;
        } else {
            out.sheetErrors << p.text();
        }
    }
    if (!sheet.ok())
        return out;

    // The engine's verdict with only this kingdom acting, from the turn's starting state.
    const AreaRules rules{campaign.world, campaign.kingdoms, params};
    out.preview = previewKingdomTurn(rules, turn.state, kingdom, sheet.actions, turn.seed);
    const AreaTurnResult &dry = out.preview.dry;
    const LogContext context = LogContext::of(campaign);
    int bp = out.bpStart;
    for (std::size_t i = 0; i < dry.log.size(); ++i) {
        if (const auto *accepted = dry.log.get<log::ActionAccepted>(i)) {
            if (accepted->kingdom.index != kingdom)
                continue;
            bp = accepted->bpLeft;
            if (OrderLineCheck *row = rowOf(accepted->action.line))
                row->bpLeft = bp;
        } else if (const auto *failed = dry.log.get<log::ActionFailed>(i)) {
            if (failed->kingdom.index != kingdom)
                continue;
            if (OrderLineCheck *row = rowOf(failed->action.line)) {
                row->failure = failed->failure;
                row->problem = failureSentence(failed->failure, context);
                row->rule = eventRule(dry.log, i);
                row->bpLeft = bp;
            }
        }
    }
    for (const AttackPreview &attack : out.preview.attacks)
        if (OrderLineCheck *row = rowOf(attack.line)) {
            row->preview = attackPreviewSummary(out.preview, attack, context);
            QStringList sentences;
            for (std::size_t e : attack.events)
                if (!dry.log.is<log::DieRolled>(e))
                    sentences << eventSentence(dry.log, e, context);
            sentences << QString() << previewCaveat();
            row->previewDetail = sentences.join(QLatin1Char('\n'));
        }
    return out;
}

} // namespace muster
