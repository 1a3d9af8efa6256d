#pragma once
// The catalogue of log events: every event type of both rule systems, in one list. Its order is
// the events' type numbers in memory and in the stored (binary) form, so new types go at the end.

#include "log/AreaEvents.h"
#include "log/DiceRolled.h"
#include "log/HexEvents.h"

#include <cstdint>
#include <type_traits>

namespace muster::log {

template <typename... T> struct TypeList
{
    static constexpr std::size_t size = sizeof...(T);
};

using EventTypes = TypeList<
    // R2 (both systems); in the stored form of version 1, one die a record (LogBinary.cpp)
    DiceRolled,
    // part A
    KingdomOrder, TurnNotResolved, SheetRejected, ActionAccepted, ActionFailed, Transferred,
    AreaSticky, RetreatLocationSet, Drowned, Boarded, BattleStarted, RetreatRefused, Retreated,
    Ambushed, PhaseResolved, AttackerGaveUp, Dispersed, Captured, BattleEnded, Returned, ShipsMoved,
    Pillaged, SiegeDamage, PassedThrough, Migrated, Levied, ReservePlaced, DefenceModeSet,
    DispersedReturned, StickyCleared, Income, TurnEnded,
    // part H
    DayStarted, ForcedMarch, MarchSequence, ArmyMoved, MarchDayEnded, HexBattleStarted,
    ParticipantsChosen, HeroicForay, AttackThrows, UnitsDefeated, BreakPoint, MoraleRoll,
    Withdrawal, HexBattleEnded, PursuitDeclined, Pursuit, UnitRemoved, Retreat, Surrender, Rested,
    SupplyChanged, ResignationLifted, ArmyDeserted, Starvation, Healed, LoyaltyRoll, ArmyDestroyed,
    ContactStop, OrderRejected, WeekEnded,
    // part A, added since (a type's number never changes)
    LimitReached, LineNotRead>;

/// An event's type number: its place in EventTypes.
using EventType = std::uint8_t;

namespace detail {
template <typename T, typename List> struct IndexOf;
template <typename T, typename... Rest> struct IndexOf<T, TypeList<T, Rest...>>
{
    static constexpr std::size_t value = 0;
};
template <typename T, typename First, typename... Rest> struct IndexOf<T, TypeList<First, Rest...>>
{
    static constexpr std::size_t value = 1 + IndexOf<T, TypeList<Rest...>>::value;
};

template <typename List> struct AllTrivial;
template <typename... T> struct AllTrivial<TypeList<T...>>
{
    static constexpr bool value = (std::is_trivially_copyable_v<T> && ...);
};

/// Calls f(static_cast<const T *>(nullptr)) for the T at `index` of the list.
template <typename F, typename... T>
decltype(auto) withType(std::size_t index, F &&f, TypeList<T...>)
{
    using R = decltype(f(static_cast<const DiceRolled *>(nullptr)));
    using Fn = R (*)(F &);
    static constexpr Fn table[] = {[](F &g) -> R { return g(static_cast<const T *>(nullptr)); }...};
    return table[index](f);
}
} // namespace detail

template <typename T> constexpr EventType eventTypeOf()
{
    return static_cast<EventType>(detail::IndexOf<T, EventTypes>::value);
}

static_assert(EventTypes::size < 255, "event type numbers fit a byte");
static_assert(detail::AllTrivial<EventTypes>::value,
              "events are plain values, copied into the log's arena as bytes");

/// Whether events of `type` are of hex campaigns (part H): the types from DayStarted to
/// WeekEnded; the others, those added after the hex types too, are of area campaigns.
constexpr bool isHexEventType(EventType type)
{
    return type >= eventTypeOf<DayStarted>() && type <= eventTypeOf<WeekEnded>();
}

/// The events of hex campaigns, as isHexEventType says.
template <typename T>
concept HexEvent = isHexEventType(eventTypeOf<T>());
/// The others: the events of area campaigns, and the dice of either system (told with them).
template <typename T>
concept AreaEvent = !HexEvent<T>;

/// Whether T is one of the types of `List`.
template <typename T, typename List> inline constexpr bool kOneOf = false;
template <typename T, typename... U>
inline constexpr bool kOneOf<T, TypeList<U...>> = (std::is_same_v<T, U> || ...);

namespace detail {
template <typename V, typename... T> constexpr bool takesEach(TypeList<T...>)
{
    return (std::is_invocable_v<const V &, const T &> && ...);
}
} // namespace detail

/// Whether the visitor V answers every event type. The visitors that tell what an event is or
/// does (its sentence, its rules, its replay) have one overload per event type of their rule
/// system and take the other system's events by a constrained template, never by a catch-all, and
/// assert this: an event type added without its answer does not compile.
template <typename V> inline constexpr bool kAnswersEveryEvent = detail::takesEach<V>(EventTypes{});

/// Calls f(static_cast<const T *>(nullptr)) for the event type `type`, to dispatch on it.
template <typename F> decltype(auto) withEventType(EventType type, F &&f)
{
    return detail::withType(type, f, EventTypes{});
}

/// "PhaseResolved": the event type's name in the JSON form.
const char *eventTypeName(EventType type);

} // namespace muster::log
