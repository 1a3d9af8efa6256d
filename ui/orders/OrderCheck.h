#pragma once
// Live validation of one kingdom's order lines (issue 6 point 1): each line is parsed on its own
// (so a typing mistake is shown on its row), then the whole sheet is run through the area engine
// on the turn's starting state with only this kingdom acting. The engine's own ActionFailed
// reasons (A3, A5) and the BPs left after each accepted action (A3.1) are shown per row.
//
// Other kingdoms act too when the turn is really resolved, in a seeded order (A2.2), so the check
// is the engine's verdict "if this kingdom acted alone"; the real log may differ.

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

struct Campaign;

struct OrderLineCheck
{
    QString line;    // as stored
    int number = 0;  // the action's round, 0 when the line does not parse
    QString problem; // empty when the engine accepts the action
    QString rule;    // the RULES ids of the problem ("A3.3")
    int bpLeft = -1; // BPs left after this action, -1 when unknown
};

struct OrdersCheck
{
    std::vector<OrderLineCheck> rows; // one per stored line, same order
    QStringList sheetErrors;          // errors of the whole sheet (duplicate numbers, ...)
    int bpStart = 0;
};

OrdersCheck checkKingdomOrders(const Campaign &campaign, int kingdom, const QStringList &lines);

/// The error text without its "line N: " prefix, and N (0 when there is none).
QString stripLinePrefix(const QString &error, int *line);

} // namespace muster
