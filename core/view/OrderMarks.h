#pragma once
// Every area order of one turn with what the engine made of it, as the map's orders and results
// layers draw it. For the turn being written that is the engine's run of every kingdom's orders
// entered so far (resolveCurrentAreaTurn, the turn's own seed, so A2.2's order between kingdoms
// is the real one): an order shown as refused is refused for the reason the resolution would
// give if no other order changed. For a resolved turn it is the turn's stored log, read the way
// the orders dock reads it.
//
//     const TurnOrderMarks marks = turnOrderMarks(campaign, turnIndex);
//     for (const OrderMark &m : marks.marks)
//         draw(m.action.source, m.action.target, m.kingdom, m.outcome);

#include "log/LogEnums.h"
#include "rules/area/AreaActions.h"
#include "rules/area/FailureReason.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster {

struct Campaign;
struct OrderSheet;
class TurnLog;

struct OrderMark
{
    enum class Outcome : std::uint8_t
    {
        CarriedOut,   // accepted by the engine (planned: would be; resolved: was)
        Refused,      // the engine refused it (A3, A5): `failure` says why
        NotCarriedOut // the log says nothing of it: its kingdom's sheet was refused whole (A3)
    };
    int kingdom = -1;
    AreaAction action;
    Outcome outcome = Outcome::NotCarriedOut;
    std::optional<Failure> failure;
    QString rule;  // the RULES ids of the refusal ("A3.3")
    int count = 0; // armies, ships or population the action took ("all" resolved); else as ordered
    /// The battle the action fought (0: none), and how it ended.
    int battle = 0;
    std::optional<AreaBattleResult> result;

    /// Whether the action moves something from one area to another (an arrow, not a marker).
    bool isMovement() const;
};

struct TurnOrderMarks
{
    bool resolved = false;        // the turn's own log (results) or a dry run (verdicts)
    std::vector<OrderMark> marks; // by kingdom, then in sheet order
};

/// The marks of turn `turnIndex` of an area campaign (none for a hex campaign or a bad index).
TurnOrderMarks turnOrderMarks(const Campaign &campaign, int turnIndex);
/// turnOrderMarks of the current, unresolved turn from its kingdoms' stored sheets already parsed
/// (`sheets[k]` kingdom k's, for the kingdoms with stored orders) and `dryLog`, the engine's run
/// of them: the same marks, nothing parsed or run again (orders/TurnOrders.h).
TurnOrderMarks currentTurnOrderMarks(const std::vector<OrderSheet> &sheets, const TurnLog &dryLog);

} // namespace muster
