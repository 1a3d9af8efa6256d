#pragma once
// What each event of a hex resolution does to the state (RULES part H), in one place: the engine
// changes its working state only by recording events, and recording applies them here, so
// replaying a log from the state it was resolved from gives exactly the state after any event
// (armies, their hexes, units and hit points, counters, supply, and the battle being fought with
// each unit's fate and morale), and after the last one the state the resolution ended with.

#include "log/TurnLog.h"
#include "model/TurnState.h"

#include <QHash>

#include <optional>
#include <vector>

namespace muster {

class World;
class Ruleset;

namespace hexrules {
struct HexRules;
}

/// A battle as the log has told it so far (H4-H6): its two armies and, per side, each unit's fate
/// and last morale result (units by their index in the army when the battle began).
struct HexBattleState
{
    TextRef battle;
    Hex hex;
    TextRef armies[2];
    std::vector<char> defeated[2];
    std::vector<MoraleState> morale[2];
    bool over = false;
    bool operator==(const HexBattleState &) const = default;
};

/// The state of a hex resolution after some of its events.
struct HexTurnState
{
    TurnState state;
    int day = 0;                   // the day of the week being resolved (DayStarted)
    QHash<QString, bool> inSupply; // the supply status last logged per army id (H3.1)
    std::optional<HexBattleState> battle;

    HexTurnState() = default;
    explicit HexTurnState(const TurnState &start) : state(start) {}
    /// The index in state.armies of the army `id` names, -1 when it has none.
    int armyIndex(const TurnLog &log, TextRef id);
    HexArmy *army(const TurnLog &log, TextRef id);

private:
    std::vector<int> m_armyOfText; // per string of the log: the army it names (-2: not looked up)
    std::size_t m_armies = 0;      // state.armies.size() when the table was made
};

/// The state after the first `events` events of `log`, resolved from `start`.
HexTurnState replayHexTurn(const hexrules::HexRules &rules, const TurnState &start,
                           const TurnLog &log, std::size_t events);
/// The map of `s` as a battle viewer shows it: the armies of the battle being fought (or just
/// fought) with only their units still on the field (H4.2, H6.3); an army with none is not drawn.
TurnState fieldState(const HexTurnState &s, const TurnLog &log);
/// The BR side `side` (0 attacker, 1 defender) of that battle still has on the field (H8).
double brOnField(const HexTurnState &s, const hexrules::HexRules &rules, const TurnLog &log,
                 int side);

void applyHexEvent(HexTurnState &state, const hexrules::HexRules &rules, const TurnLog &log,
                   std::size_t event);

namespace log {
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const ForcedMarch &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const DayStarted &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const ArmyMoved &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l,
           const HexBattleStarted &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const UnitsDefeated &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const MoraleRoll &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const HexBattleEnded &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const UnitRemoved &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const Retreat &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const Rested &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const SupplyChanged &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l,
           const ResignationLifted &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const Starvation &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const Healed &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const LoyaltyRoll &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const ArmyDestroyed &e);
void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const WeekEnded &e);

/// The events of a hex week that change nothing, told in the log only: the state after them is
/// the state before.
using ChangesNoHexState = TypeList<MarchSequence, MarchDayEnded, ParticipantsChosen, HeroicForay,
                                   AttackThrows, BreakPoint, Withdrawal, PursuitDeclined, Pursuit,
                                   Surrender, ArmyDeserted, ContactStop, OrderRejected>;
/// Those, the dice, and the events of area campaigns, which a hex week never holds.
template <typename T>
concept LeavesHexState = kOneOf<T, ChangesNoHexState> || AreaEvent<T>;
template <LeavesHexState T>
void apply(HexTurnState &, const hexrules::HexRules &, const TurnLog &, const T &)
{}

namespace detail {
template <typename T>
constexpr bool kAppliesToHexState = requires(HexTurnState &s, const hexrules::HexRules &r,
                                             const TurnLog &l, const T &e)
{
    apply(s, r, l, e);
};
template <typename... T> constexpr bool appliesToHexState(TypeList<T...>)
{
    return (kAppliesToHexState<T> && ...);
}
} // namespace detail
// A hex event type added with neither an apply() above nor a place in ChangesNoHexState does not
// compile: what it does to the state is decided when it is added.
static_assert(detail::appliesToHexState(EventTypes{}), "every hex event says what it changes");
} // namespace log

} // namespace muster
