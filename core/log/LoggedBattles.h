#pragma once
// The battles of a turn log, in the order they were fought, with the events a viewer stops at.
// What the map looks like at a stop comes from the replay (rules/area/AreaReplay.h,
// rules/hex/HexReplay.h); this only says where each battle's events are.
//
// Area battles (A4, A5): the start, each phase, the end; the battle's events run on past its end
// (the survivors returning, A4.6). Hex battles (H4-H6): every event of the battle, from the start
// through pursuit and retreat (H4.3, H4.4).

#include "log/TurnLog.h"

#include <concepts>
#include <cstddef>
#include <vector>

namespace muster {

namespace log {
/// Whether events of type T belong to a hex battle, named by its id: every one is a step of it.
template <typename T> constexpr bool kHexBattleEvent = requires(const T &e)
{
    {
        e.battle
        } -> std::same_as<const TextRef &>;
};
} // namespace log

/// A battle of the log, as the event that started it names it: an area battle by its number in
/// the turn (log::BattleStarted), a hex battle by the engine's id (log::HexBattleStarted); what
/// else a viewer needs of it is in that event, at `started`.
struct LoggedBattle
{
    int number = 0;                 // the number an area battle is logged with (1, 2, ...); 0: none
    TextRef name;                   // the id a hex battle is logged with ("W1D2B1"); invalid: none
    std::size_t started = 0;        // the BattleStarted event
    std::size_t ended = 0;          // the BattleEnded event; `started` when the log has none
    std::size_t last = 0;           // the battle's last event
    std::vector<std::size_t> steps; // the events a viewer stops at, in order
    bool hasEnd() const { return ended != started; }
};

std::vector<LoggedBattle> loggedBattles(const TurnLog &log);

} // namespace muster
