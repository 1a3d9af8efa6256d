#pragma once
// What the GM should know before Resolve Turn (F5) stores the current turn of an area campaign:
// the kingdoms that sent no orders (the Kingdoms dock's "missing"), the sheets that do not parse
// (the kingdom does nothing, A3), and the orders that will fail with the reason the Orders dock
// gives on their rows. Every verdict is core's: the stored sheets as the engine reads them
// (rules/area/StoredSheets.h), a line not read with the reason it was given (model/UnreadLine.h)
// and the engine's run of every kingdom's orders with the turn's own seed (view/OrderMarks.h),
// which is the resolution itself as long as no order changes. All three are read from the turn's
// orders as data (orders/TurnOrders.h): the document's, whose sheets and run the Orders dock and
// the map have read already.

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace muster {

class TurnOrders;
struct Campaign;

struct ResolveWarnings
{
    Q_DECLARE_TR_FUNCTIONS(ResolveWarnings)

public:
    QStringList withoutOrders; // "Kingdom of Aldmark (ALD)"
    QStringList unreadable;    // unreadableSheetText: "Kingdom of Aldmark (ALD): line 1: ..."
    QStringList failing;       // "Kingdom of Aldmark (ALD), 2 MOVE 2 HCS FOX: <reason> (A3.3)"

    bool empty() const
    {
        return withoutOrders.isEmpty() && unreadable.isEmpty() && failing.isEmpty();
    }
    /// The warnings for the question asked before resolving, a paragraph each.
    QString text() const;
};

/// The warnings of `campaign`'s current turn, read from `orders` (its current turn's); none for a
/// hex campaign or a resolved turn.
ResolveWarnings resolveWarnings(const Campaign &campaign, TurnOrders &orders);

} // namespace muster
