#pragma once
// Live validation of one kingdom's order lines: the sheet is parsed once (its problems carry their
// line, so a typing mistake is shown on its row), then the turn is run through the area engine
// from its starting state with every kingdom's orders entered so far, these lines for this
// kingdom, in the seeded order of A2.2 (rules/area/AreaPreview.h). The engine's own failures (A3,
// A5) with their rule and the BPs left after each accepted action (A3.1) are shown per row, read
// from the typed log; the same run is the preview of each attack: its phases, losses and end.
// Once every kingdom's orders are in, that run is the turn as it will be resolved. A resolved
// turn's orders are shown with what the real log says of each instead. The console's orders dock,
// order form and results read it, and so does `muster-cli preview`, so both say the same of an
// order.

#include "rules/area/AreaActions.h"
#include "rules/area/AreaPreview.h"
#include "rules/area/FailureReason.h"
#include "rules/area/OrderSheet.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <vector>

namespace muster {

struct Campaign;

/// One reason an order line is refused: the parser's, the engine's (A3, A5) or the sheet's.
struct OrderReason
{
    QString text; // "GLM is not adjacent to IRO"
    QString rule; // its RULES ids ("A3.3"); empty when no paragraph says it (a typing mistake)
    bool operator==(const OrderReason &) const = default;
};

struct OrderLineCheck
{
    QString line;                     // as stored
    std::optional<AreaAction> action; // the line parsed; none when it does not parse
    int number = 0;                   // the action's round, 0 when the line does not parse
    QString problem;                  // the first reason's text; empty when the engine accepts it
    QString rule;                     // the first reason's RULES ids ("A3.3")
    std::vector<OrderReason> reasons; // every reason, in the order they were found
    std::optional<Failure> failure;   // the engine's reason, when it refused the action
    /// The run's first ActionFailed event of this action (in OrdersCheck::preview.dry.log, or the
    /// turn's log when resolved), for a caller that tells it as the log does.
    std::optional<std::size_t> failedEvent;
    int bpLeft = -1; // BPs left after this action, -1 when unknown
    /// A resolved turn's action the engine carried out: what became of it ("carried out", or
    /// with the battle it fought, "carried out; battle 2: attacker wiped out").
    QString outcome;
    int battle = 0;        // a resolved turn's action: the battle it fought (its number), 0: none
    QString preview;       // an attack: what its battle would do (attackPreviewSummary)
    QString previewDetail; // an attack: its battle's sentences, one per line, and the caveat

    /// Adds a reason; the first one is also the row's `problem` and `rule`.
    void refuse(const QString &text, const QString &ruleIds = {});
    /// Every reason, one a line, each with its rule ("GLM is not adjacent to IRO (A3.3)").
    QString reasonsText() const;
};

struct OrdersCheck
{
    std::vector<OrderLineCheck> rows; // one per stored line, same order
    QStringList sheetErrors;          // errors of the whole sheet
    int bpStart = 0;
    KingdomPreview preview; // the engine's run with every kingdom's orders (none: resolved)
    /// Whether every line parsed into an action (the rows can be reordered and resolved).
    bool allParse() const;
    /// The row of sheet line `line` (1-based), null when there is none.
    OrderLineCheck *rowOfLine(int line);
};

/// The current turn's stored lines of `kingdom` (none for a kingdom out of range).
QStringList currentOrderLines(const Campaign &campaign, int kingdom);

OrdersCheck checkKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines);
/// checkKingdomOrders of `lines` already parsed into `sheet`, read from `dry`: the current turn
/// run with every kingdom's orders, these lines for this kingdom (orders/TurnOrders.h holds both).
/// A sheet that does not parse is checked line by line only, as checkKingdomOrders does.
OrdersCheck checkParsedOrders(const Campaign &campaign, int kingdom, const QStringList &lines,
                              const OrderSheet &sheet, const AreaTurnResult &dry);

/// The orders of a resolved turn as they were carried out: the turn's stored lines, each with its
/// result read from the turn's own log (not a new run: other kingdoms acted in between, A2.2).
OrdersCheck resolvedKingdomOrders(const Campaign &campaign, int turnIndex, int kingdom);
/// resolvedKingdomOrders of every kingdom, in kingdom order: the turn's battles read once.
std::vector<OrdersCheck> resolvedTurnOrders(const Campaign &campaign, int turnIndex);

} // namespace muster
