#include "orders/OrdersCheck.h"

#include "orders/TurnOrders.h"

#include "log/LogText.h"
#include "model/Campaign.h"
#include "model/UnreadLine.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/StoredSheets.h"
#include "view/OrderMarks.h"

#include <QCoreApplication>

#include <algorithm>

namespace muster {

void OrderLineCheck::refuse(const QString &text, const QString &ruleIds)
{
    if (reasons.empty()) {
        problem = text;
        rule = ruleIds;
    }
    reasons.push_back({text, ruleIds});
}

QString OrderLineCheck::reasonsText() const
{
    QStringList out;
    for (const OrderReason &r : reasons)
        out << (r.rule.isEmpty()
                    ? r.text
                    : QCoreApplication::translate("OrderCheck", "%1 (%2)").arg(r.text, r.rule));
    return out.join(QLatin1Char('\n'));
}

OrderLineCheck *OrdersCheck::rowOfLine(int line)
{
    return line >= 1 && line <= static_cast<int>(rows.size()) ? &rows[static_cast<size_t>(line - 1)]
                                                              : nullptr;
}

bool OrdersCheck::allParse() const
{
    return std::all_of(rows.begin(), rows.end(),
                       [](const OrderLineCheck &row) { return row.action.has_value(); });
}

namespace {
/// The rows of `lines` as the sheet parser read them into `sheet`, with the turn's starting BPs.
void readRows(const TurnRecord &turn, int kingdom, const QStringList &lines,
              const OrderSheet &sheet, OrdersCheck &out)
{
    if (static_cast<size_t>(kingdom) < turn.state.kingdoms.size())
        out.bpStart = turn.state.kingdoms[static_cast<size_t>(kingdom)].bp;
    // Stored lines hold one order each, so line N of the sheet is row N.
    for (const QString &line : lines) {
        out.rows.emplace_back();
        out.rows.back().line = line;
    }
    for (const AreaAction &a : sheet.parsed)
        if (OrderLineCheck *row = out.rowOfLine(a.line)) {
            row->action = a;
            row->number = a.number;
        }
    // A line of a player's sheet that was not read fails alone at resolution, with the reason it
    // was given when the sheet came in (RULES A3).
    for (OrderLineCheck &row : out.rows)
        if (const auto unread = unreadLineOf(row.line))
            row.refuse(QStringLiteral("not read as an order: %1").arg(unread->reason),
                       QStringLiteral("A3"));
    for (const Problem &p : sheet.problems) {
        if (OrderLineCheck *row = out.rowOfLine(p.line)) {
            row->refuse(p.message);
            row->action.reset(); // a line with a problem is not an order
            row->number = 0;
        } else {
            out.sheetErrors << p.toString();
        }
    }
}

/// readRows of `lines` parsed here; the sheet itself, so a caller can go on to the engine.
OrderSheet parseRows(const Campaign &campaign, const AreaNameIndex &names, const TurnRecord &turn,
                     int kingdom, const QStringList &lines, OrdersCheck &out)
{
    OrderSheet sheet =
        parseStoredSheet(lines, names, AreaParameters::fromRuleset(campaign.ruleset).maxActions);
    readRows(turn, kingdom, lines, sheet, out);
    return sheet;
}

/// Each row's verdict from a log of the turn: accepted with the BPs left, or failed with the
/// engine's reason and rule (A3); a sheet the engine refused whole lists its errors.
void readVerdicts(const TurnLog &log, int kingdom, const LogContext &context, OrdersCheck &out)
{
    int bp = out.bpStart;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *accepted = log.get<log::ActionAccepted>(i)) {
            if (accepted->kingdom.index != kingdom)
                continue;
            bp = accepted->bpLeft;
            if (OrderLineCheck *row = out.rowOfLine(accepted->action.line))
                row->bpLeft = bp;
        } else if (const auto *failed = log.get<log::ActionFailed>(i)) {
            if (failed->kingdom.index != kingdom)
                continue;
            if (OrderLineCheck *row = out.rowOfLine(failed->action.line)) {
                row->failure = failed->failure;
                if (!row->failedEvent)
                    row->failedEvent = i;
                row->refuse(failureSentence(failed->failure, context), eventRule(log, i));
                row->bpLeft = bp;
            }
        } else if (const auto *rejected = log.get<log::SheetRejected>(i)) {
            if (rejected->kingdom.index != kingdom)
                continue;
            out.sheetErrors << log.texts(rejected->errors);
            // Every line of a refused sheet fails with it (A3); a line that was read is refused
            // for the sheet's errors, one that was not has its own already.
            for (OrderLineCheck &row : out.rows) {
                const bool read = row.action.has_value();
                row.refuse(QCoreApplication::translate("OrderCheck", "not carried out: the "
                                                                     "kingdom's sheet was refused"),
                           eventRule(log, i));
                for (const QString &error : log.texts(rejected->errors))
                    if (read)
                        row.refuse(error, eventRule(log, i));
            }
        }
    }
}
/// Each attack's preview on its row: core's summary, and its battle's sentences with the caveat.
void readPreviews(const LogContext &context, OrdersCheck &out)
{
    const TurnLog &log = out.preview.dry.log;
    for (const AttackPreview &attack : out.preview.attacks)
        if (OrderLineCheck *row = out.rowOfLine(attack.line)) {
            row->preview = attackPreviewSummary(out.preview, attack, context);
            QStringList sentences;
            for (std::size_t e : attack.events)
                if (!log.is<log::DiceRolled>(e))
                    sentences << eventSentence(log, e, context);
            sentences << QString() << previewCaveat();
            row->previewDetail = sentences.join(QLatin1Char('\n'));
        }
}
} // namespace

QStringList currentOrderLines(const Campaign &campaign, int kingdom)
{
    const auto &orders = campaign.current().orders;
    return kingdom >= 0 && static_cast<size_t>(kingdom) < orders.size()
               ? orders[static_cast<size_t>(kingdom)]
               : QStringList();
}

OrdersCheck checkKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines)
{
    return TurnOrders(campaign).checkWith(kingdom, lines);
}

OrdersCheck checkParsedOrders(const Campaign &campaign, int kingdom, const QStringList &lines,
                              const OrderSheet &sheet, const AreaTurnResult &dry)
{
    OrdersCheck out;
    if (kingdom < 0 || kingdom >= static_cast<int>(campaign.kingdoms.size()))
        return out;
    readRows(campaign.current(), kingdom, lines, sheet, out);
    if (!sheet.ok())
        return out;
    // The engine's verdict with every kingdom's orders entered so far, this kingdom's as shown,
    // from the turn's starting state; the same run previews each attack.
    out.preview = kingdomPreviewOf(dry, kingdom);
    const LogContext context = LogContext::of(campaign);
    readVerdicts(out.preview.dry.log, kingdom, context, out);
    readPreviews(context, out);
    return out;
}

namespace {
/// What a resolved turn's orders are read with, once for every kingdom.
struct ResolvedTurnReading
{
    TurnOrderMarks marks; // turnOrderMarks
    AreaNameIndex names;
    LogContext context;
};

/// resolvedKingdomOrders with the turn's marks, area names and log context already read.
OrdersCheck resolvedOrders(const Campaign &campaign, int turnIndex, int kingdom,
                           const ResolvedTurnReading &reading)
{
    OrdersCheck out;
    if (kingdom < 0 || kingdom >= static_cast<int>(campaign.kingdoms.size()) || turnIndex < 0 ||
        turnIndex >= static_cast<int>(campaign.turns.size()))
        return out;
    const TurnRecord &turn = campaign.turns[static_cast<size_t>(turnIndex)];
    const auto k = static_cast<size_t>(kingdom);
    parseRows(campaign, reading.names, turn, kingdom,
              k < turn.orders.size() ? turn.orders[k] : QStringList(), out);
    readVerdicts(turn.log, kingdom, reading.context, out);
    // A line the log says nothing of was not carried out: its sheet was refused whole (A3), or
    // the line itself did not parse.
    for (OrderLineCheck &row : out.rows)
        if (row.problem.isEmpty() && row.bpLeft < 0)
            row.refuse(QCoreApplication::translate("OrderCheck", "not carried out"));
        else if (row.problem.isEmpty())
            row.outcome = QCoreApplication::translate("OrderCheck", "carried out");
    // An action carried out may still have lost its battle: its row says how the battle ended,
    // the battle found as the map's results find it.
    for (const OrderMark &mark : reading.marks.marks) {
        OrderLineCheck *row =
            mark.kingdom == kingdom && mark.battle > 0 ? out.rowOfLine(mark.action.line) : nullptr;
        if (!row)
            continue;
        row->battle = mark.battle;
        if (!row->outcome.isEmpty() && mark.result)
            row->outcome = QCoreApplication::translate("OrderCheck", "%1; %2")
                               .arg(row->outcome,
                                    battleResultText(QString::number(mark.battle), *mark.result));
    }
    return out;
}
} // namespace

OrdersCheck resolvedKingdomOrders(const Campaign &campaign, int turnIndex, int kingdom)
{
    return resolvedOrders(campaign, turnIndex, kingdom,
                          {turnOrderMarks(campaign, turnIndex), AreaNameIndex(campaign.world),
                           LogContext::of(campaign)});
}

std::vector<OrdersCheck> resolvedTurnOrders(const Campaign &campaign, int turnIndex)
{
    const ResolvedTurnReading reading{turnOrderMarks(campaign, turnIndex),
                                      AreaNameIndex(campaign.world), LogContext::of(campaign)};
    std::vector<OrdersCheck> out;
    for (int k = 0; k < static_cast<int>(campaign.kingdoms.size()); ++k)
        out.push_back(resolvedOrders(campaign, turnIndex, k, reading));
    return out;
}

} // namespace muster
