#pragma once
// The current turn's orders of an area campaign as data, for one revision of them: each kingdom's
// stored lines parsed once, and the one run of the area engine with every kingdom's orders (the
// turn as resolveCurrentAreaTurn would resolve it now) that every view of the orders reads: each
// kingdom's check with its verdicts and battle previews (OrdersCheck.h) and the map's marks
// (view/OrderMarks.h). Each is built when first asked and kept. When the orders change, drop the
// run (ordersChanged): a kingdom's sheet is parsed again only when its lines did change. Anything
// else that changes the campaign (its turn, state, world, ruleset) needs a new TurnOrders.
//
//     TurnOrders orders(campaign);
//     const OrdersCheck &dock = orders.check(kingdom); // parses every sheet, runs the engine
//     const TurnOrderMarks &map = orders.marks();      // the same run
//     store(kingdom, lines); orders.ordersChanged();   // next ask: that sheet parsed, one run

#include "orders/OrdersCheck.h"
#include "rules/area/OrderSheet.h"
#include "view/OrderMarks.h"

#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace muster {

struct Campaign;

class TurnOrders
{
public:
    /// `campaign` must outlive this and keep its turn, state, world and ruleset.
    explicit TurnOrders(const Campaign &campaign);

    /// Kingdom `kingdom`'s stored lines as parsed (parseStoredSheet), parsed once per lines.
    const OrderSheet &sheet(int kingdom);
    /// The turn run with every kingdom's stored orders, the turn's seed and starting state.
    const AreaTurnResult &dryRun();
    /// checkKingdomOrders of the kingdom's stored lines, read from the run.
    const OrdersCheck &check(int kingdom);
    /// checkKingdomOrders of `lines` in place of kingdom `kingdom`'s stored lines (an order a form
    /// shows, not stored yet): `lines` parsed, every other kingdom's sheet as held, one run of its
    /// own. Nothing is kept: the held run stays the stored orders'.
    OrdersCheck checkWith(int kingdom, const QStringList &lines);
    /// turnOrderMarks of the current turn, read from the run.
    const TurnOrderMarks &marks();

    /// The stored orders changed: the run and what was read from it are dropped; each sheet is
    /// kept while its kingdom's lines are the ones it was parsed from.
    void ordersChanged();
    /// `sheet`, parsed from `lines` as parseStoredSheet parses them where they were entered, is
    /// kingdom `kingdom`'s once `lines` are stored, so storing them parses nothing again.
    void enter(int kingdom, const QStringList &lines, const OrderSheet &sheet);

private:
    struct HeldSheet
    {
        QStringList lines;
        OrderSheet sheet;
    };
    /// Every kingdom's sheet, by kingdom, as the run takes them.
    std::vector<OrderSheet> sheets();

    const Campaign &m_campaign;
    AreaNameIndex m_names;
    int m_maxActions;
    std::vector<std::optional<HeldSheet>> m_sheets; // by kingdom
    std::optional<AreaTurnResult> m_run;
    std::map<int, OrdersCheck> m_checks;
    std::optional<TurnOrderMarks> m_marks;
};

} // namespace muster
