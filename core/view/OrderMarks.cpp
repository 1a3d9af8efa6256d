#include "view/OrderMarks.h"

#include "log/LogText.h"
#include "model/Campaign.h"
#include "rules/RuleSystem.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/StoredSheets.h"

namespace muster {

bool OrderMark::isMovement() const
{
    // Every action with a source and a target moves armies, ships or population (A5.1-A5.9).
    const ActionShape shape = actionShape(action.kind);
    return shape == ActionShape::CountFromTo || shape == ActionShape::CountFromViaTo;
}

namespace {
/// The mark of kingdom `kingdom`'s action on sheet line `line`, null when there is none.
OrderMark *markOf(std::vector<OrderMark> &marks, int kingdom, int line)
{
    for (OrderMark &m : marks)
        if (m.kingdom == kingdom && m.action.line == line)
            return &m;
    return nullptr;
}

/// Each mark's outcome from a log of the turn: the engine's verdict on the action and the battle
/// it fought. A battle belongs to the action accepted last before it (actions run one at a time,
/// A2.2, and an action's battle follows its acceptance).
void readOutcomes(const TurnLog &log, std::vector<OrderMark> &marks)
{
    OrderMark *running = nullptr;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *accepted = log.get<log::ActionAccepted>(i)) {
            running = markOf(marks, accepted->kingdom.index, accepted->action.line);
            if (running) {
                running->outcome = OrderMark::Outcome::CarriedOut;
                running->count = accepted->count;
            }
        } else if (const auto *failed = log.get<log::ActionFailed>(i)) {
            running = nullptr;
            if (OrderMark *m = markOf(marks, failed->kingdom.index, failed->action.line)) {
                m->outcome = OrderMark::Outcome::Refused;
                m->failure = failed->failure;
                m->rule = eventRule(log, i);
            }
        } else if (const auto *started = log.get<log::BattleStarted>(i)) {
            if (running && running->battle == 0)
                running->battle = started->battle;
        } else if (const auto *ended = log.get<log::BattleEnded>(i)) {
            for (OrderMark &m : marks)
                if (m.battle == ended->battle)
                    m.result = ended->result;
        }
    }
}

/// A mark for each action of `sheet`, kingdom `kingdom`'s, with no outcome yet.
void addMarks(const OrderSheet &sheet, int kingdom, std::vector<OrderMark> &marks)
{
    for (const AreaAction &a : sheet.parsed) {
        OrderMark m;
        m.kingdom = kingdom;
        m.action = a;
        m.count = a.count.kind == ActionCount::Kind::Exact ? a.count.n : 0;
        marks.push_back(m);
    }
}
} // namespace

TurnOrderMarks turnOrderMarks(const Campaign &campaign, int turnIndex)
{
    TurnOrderMarks out;
    if (!ruleSystem(campaign).hasActionOrders() || turnIndex < 0 ||
        turnIndex >= static_cast<int>(campaign.turns.size()))
        return out;
    const TurnRecord &turn = campaign.turns[static_cast<size_t>(turnIndex)];
    const AreaParameters params = AreaParameters::fromRuleset(campaign.ruleset);
    const AreaNameIndex names(campaign.world);
    for (size_t k = 0; k < turn.orders.size() && k < campaign.kingdoms.size(); ++k)
        addMarks(parseStoredSheet(turn.orders[k], names, params.maxActions), static_cast<int>(k),
                 out.marks);
    out.resolved = turn.resolved;
    if (turn.resolved) {
        readOutcomes(turn.log, out.marks);
    } else if (&turn == &campaign.current()) {
        readOutcomes(resolveCurrentAreaTurn(campaign).log, out.marks);
    }
    return out;
}

TurnOrderMarks currentTurnOrderMarks(const std::vector<OrderSheet> &sheets, const TurnLog &dryLog)
{
    TurnOrderMarks out;
    for (size_t k = 0; k < sheets.size(); ++k)
        addMarks(sheets[k], static_cast<int>(k), out.marks);
    readOutcomes(dryLog, out.marks);
    return out;
}

} // namespace muster
