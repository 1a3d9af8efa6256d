#pragma once
// What each event of an area turn does to the state (RULES part A), in one place: the engine
// changes its working state only by recording events, and recording applies them here
// (TurnWork::record), so replaying a turn's log from its start state gives exactly the state the
// engine had after any event, and after the last one exactly the next turn's state.
//
//     AreaTurnState at = replayAreaTurn(world, start, log, step + 1); // the map at that step

#include "log/TurnLog.h"
#include "model/TurnState.h"

#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace muster {

class World;

/// Per-kingdom army bookkeeping of a turn, so conservation can be checked:
/// armies before + levied = armies after (map + reserve) + destroyed.
struct ArmyTally
{
    // 64 bits: a turn's losses across thousands of battles may pass an int.
    long long levied = 0;
    long long destroyed = 0; // killed in battle, drowned, or lost for good
    long long dispersed = 0; // lost in battle but returned to the reserve at the turn's end (A9)
    bool operator==(const ArmyTally &) const = default;
};

/// An attack under way: the armies (and ships joining from the sea, A5.7) that have left home and
/// not yet captured, returned or been wiped out.
struct AttackUnderWay
{
    int battle = 0; // 0: none
    int kingdom = -1;
    int from = -1; // where the last step starts (a sea area for a landing)
    int area = -1;
    int armies = 0;
    int ships = 0;
    bool operator==(const AttackUnderWay &) const = default;
};

/// The state of an area turn after some of its events. What holds for a few areas only (sticky,
/// levied) is kept per area that has it, so a turn costs memory by its orders, not its map.
struct AreaTurnState
{
    TurnState state;
    std::vector<ArmyTally> tallies; // per kingdom
    AttackUnderWay attack;

    AreaTurnState() = default;
    explicit AreaTurnState(const TurnState &start);

    /// A6.2: whether the armies of `kingdom` may not leave `area` for the rest of the turn.
    bool isStickyFor(int area, int kingdom) const;
    void makeStickyFor(int area, int kingdom);
    /// How many areas are sticky for anyone.
    int stickyAreas() const { return static_cast<int>(m_stickyAreas.size()); }
    void clearSticky();
    /// A5.10: the armies raised in `area` this turn.
    int leviedIn(int area) const;
    void addLevied(int area, int armies);

private:
    static std::uint64_t key(int area, int kingdom)
    {
        return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(area)) << 32) |
               static_cast<std::uint32_t>(kingdom);
    }
    std::unordered_set<std::uint64_t> m_sticky; // (area, kingdom)
    std::unordered_set<int> m_stickyAreas;
    std::unordered_map<int, int> m_levied;
};

/// The count a LimitReached event names: of area `area` (armies, population, ships) or of kingdom
/// `kingdom` (BPs, army reserve, dispersed armies); null for an index out of range.
const int *limitedCount(const TurnState &state, LimitedCount count, int area, int kingdom);

/// The state after the first `events` events of `log`, resolved from `start`.
AreaTurnState replayAreaTurn(const World &world, const TurnState &start, const TurnLog &log,
                             std::size_t events);
/// Applies event `event` of `log`.
void applyAreaEvent(AreaTurnState &state, const World &world, const TurnLog &log,
                    std::size_t event);

namespace log {
// The effect of each event type that changes anything (the others are listed below).
void apply(AreaTurnState &s, const World &w, const ActionAccepted &e);
void apply(AreaTurnState &s, const World &w, const Transferred &e);
void apply(AreaTurnState &s, const World &w, const AreaSticky &e);
void apply(AreaTurnState &s, const World &w, const RetreatLocationSet &e);
void apply(AreaTurnState &s, const World &w, const Drowned &e);
void apply(AreaTurnState &s, const World &w, const Boarded &e);
void apply(AreaTurnState &s, const World &w, const BattleStarted &e);
void apply(AreaTurnState &s, const World &w, const Retreated &e);
void apply(AreaTurnState &s, const World &w, const PhaseResolved &e);
void apply(AreaTurnState &s, const World &w, const Dispersed &e);
void apply(AreaTurnState &s, const World &w, const Captured &e);
void apply(AreaTurnState &s, const World &w, const BattleEnded &e);
void apply(AreaTurnState &s, const World &w, const Returned &e);
void apply(AreaTurnState &s, const World &w, const ShipsMoved &e);
void apply(AreaTurnState &s, const World &w, const Pillaged &e);
void apply(AreaTurnState &s, const World &w, const SiegeDamage &e);
void apply(AreaTurnState &s, const World &w, const Migrated &e);
void apply(AreaTurnState &s, const World &w, const Levied &e);
void apply(AreaTurnState &s, const World &w, const ReservePlaced &e);
void apply(AreaTurnState &s, const World &w, const DefenceModeSet &e);
void apply(AreaTurnState &s, const World &w, const DispersedReturned &e);
void apply(AreaTurnState &s, const World &w, const StickyCleared &e);
void apply(AreaTurnState &s, const World &w, const Income &e);
void apply(AreaTurnState &s, const World &w, const TurnEnded &e);
void apply(AreaTurnState &s, const World &w, const LimitReached &e);

/// The events of an area turn that change nothing, told in the log only.
using ChangesNoAreaState =
    TypeList<DiceRolled, KingdomOrder, TurnNotResolved, SheetRejected, ActionFailed, RetreatRefused,
             Ambushed, AttackerGaveUp, PassedThrough, LineNotRead>;
/// Those, and the events of hex campaigns, which an area turn never holds.
template <typename T>
concept LeavesAreaState = kOneOf<T, ChangesNoAreaState> || HexEvent<T>;
template <LeavesAreaState T> void apply(AreaTurnState &, const World &, const T &) {}

namespace detail {
template <typename T>
constexpr bool kAppliesToAreaState = requires(AreaTurnState &s, const World &w, const T &e)
{
    apply(s, w, e);
};
template <typename... T> constexpr bool appliesToAreaState(TypeList<T...>)
{
    return (kAppliesToAreaState<T> && ...);
}
} // namespace detail
// An area event type added with neither an apply() above nor a place in ChangesNoAreaState does
// not compile: what it does to the state is decided when it is added.
static_assert(detail::appliesToAreaState(EventTypes{}), "every area event says what it changes");
} // namespace log

} // namespace muster
