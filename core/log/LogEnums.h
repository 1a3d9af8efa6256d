#pragma once
// The closed sets of words log events use (why an area became sticky, how a battle ended, ...),
// each with its stable JSON name. An event holds the enum; the JSON form holds the name and the
// sentence is made from both (LogText.h).
//
// Every enum here is stored: the turn log's stored form keeps an event's enums by their numbers
// (LogBinary.cpp), so a value is only ever added last, never inserted, reordered or removed
// (tests/log/tst_stored_values.cpp fails if a stored number moves). Each enum's names are checked
// against its values by the compiler: a value added without its name does not compile.

#include "util/EnumCount.h"

#include <QLatin1StringView>

#include <array>
#include <cstdint>
#include <optional>

namespace muster {

/// Names of an enum's values for the JSON form, in the enum's order. Specialised below and beside
/// the enums of other headers (ActionKind, FailureReason, DefenceMode).
template <typename Enum> struct EnumNames;

/// Whether every value of `Enum` has its name, and no name is left over.
template <typename Enum>
inline constexpr bool kEveryValueNamed = EnumNames<Enum>::names.size() == kEnumerators<Enum>;

template <typename Enum> QLatin1StringView enumName(Enum value)
{
    static_assert(kEveryValueNamed<Enum>, "every value of the enum has its JSON name");
    const auto &names = EnumNames<Enum>::names;
    const auto i = static_cast<size_t>(value);
    return i < names.size() ? QLatin1StringView(names[i]) : QLatin1StringView();
}

template <typename Enum> std::optional<Enum> enumFromName(QLatin1StringView name)
{
    static_assert(kEveryValueNamed<Enum>, "every value of the enum has its JSON name");
    const auto &names = EnumNames<Enum>::names;
    for (size_t i = 0; i < names.size(); ++i)
        if (name == QLatin1StringView(names[i]))
            return static_cast<Enum>(i);
    return std::nullopt;
}

// --- area campaigns (RULES part A) ------------------------------------------------------------

/// A6.1 and the actions that name it: what made an area sticky.
enum class StickyTrigger : std::uint8_t
{
    EnteredCity,
    EnteredMountains,
    EnteredForest,
    EnteredWetlands,
    Assault, // A5.2
    Probe,   // A5.3
    Siege,   // A5.6
    Reserve, // A5.11
    Ambush,  // A7.4
};
template <> struct EnumNames<StickyTrigger>
{
    static constexpr std::array<const char *, 9> names{"armies entered city",
                                                       "armies entered mountains",
                                                       "armies entered forest",
                                                       "armies entered wetlands",
                                                       "an ASSAULT ended with armies in it",
                                                       "a PROBE ended with armies in it",
                                                       "a SIEGE ended with armies in it",
                                                       "RESERVE placed armies in it",
                                                       "its armies were ambushed"};
};

/// A5.7: why armies drowned.
enum class DrownCause : std::uint8_t
{
    ShipsFull,        // boarding: one army per ship, and the ships were full
    ShipsLostLanding, // the ships they were on were lost in a landing
    TooFewShipsLeft,  // they came back to fewer ships than carried them out
    ShipsLostSiege,   // the ships were lost in a siege from the sea
    WithTheirShips,   // carried on ships sunk in a sea battle
    SeaFull,          // the ships carrying them were lost to the limits (LimitReached)
};
template <> struct EnumNames<DrownCause>
{
    static constexpr std::array<const char *, 6> names{"ships-full",         "ships-lost-landing",
                                                       "too-few-ships-left", "ships-lost-siege",
                                                       "with-their-ships",   "sea-full"};
};

/// A7.2: why defenders stood and fought instead of retreating.
enum class RetreatRefusal : std::uint8_t
{
    NotAdjacent,
    NotOwnLand,
    NotOutnumbered,
    Sticky, // A6.2: a retreat would leave a sticky area
};
template <> struct EnumNames<RetreatRefusal>
{
    static constexpr std::array<const char *, 4> names{"not-adjacent", "not-own-land",
                                                       "not-outnumbered", "sticky"};
};

/// How an area battle ended (A4.5, A5.5, A5.6, A5.7).
enum class AreaBattleResult : std::uint8_t
{
    Captured,
    Repulsed,
    AttackerWipedOut,
    Raided,
    Besieged,
};
template <> struct EnumNames<AreaBattleResult>
{
    static constexpr std::array<const char *, 5> names{"captured", "repulsed", "attacker wiped out",
                                                       "raided", "besieged"};
};

/// Which loss rule a phase was fought by.
enum class PhaseKind : std::uint8_t
{
    Land, // A4.2, A4.8
    Raid, // A5.5
    Sea,  // A5.7
};
template <> struct EnumNames<PhaseKind>
{
    static constexpr std::array<const char *, 3> names{"land", "raid", "sea"};
};

/// A count of an area turn's state that never passes the most a campaign keeps (model/Limits.h):
/// of an area its armies, population or ships; of a kingdom its BPs, army reserve or dispersed
/// armies.
enum class LimitedCount : std::uint8_t
{
    Armies,
    Population,
    Ships,
    Bp,
    ArmyReserve,
    Dispersed,
};
template <> struct EnumNames<LimitedCount>
{
    static constexpr std::array<const char *, 6> names{"armies", "population",   "ships",
                                                       "bp",     "army-reserve", "dispersed"};
};

// --- hex campaigns (RULES part H) -------------------------------------------------------------

/// H6.3 results that carry into the next battle turn.
enum class MoraleState : std::uint8_t
{
    None,
    Stand,
    Waver,
    Flee,
    Rally,
    Rout, // left the field: counts as defeated
};
template <> struct EnumNames<MoraleState>
{
    static constexpr std::array<const char *, 6> names{"",     "stand", "waver",
                                                       "flee", "rally", "rout"};
};

/// H7.2 results.
enum class LoyaltyResult : std::uint8_t
{
    None,
    Enmity,
    Resignation,
    Grudging,
    Loyal,
    Fanatic,
};
template <> struct EnumNames<LoyaltyResult>
{
    static constexpr std::array<const char *, 6> names{"",         "enmity", "resignation",
                                                       "grudging", "loyal",  "fanatic"};
};

/// Why a unit left its army.
enum class RemovalCause : std::uint8_t
{
    Battle,     // H4.2
    Rout,       // H6.3
    Pursuit,    // H4.4
    Surrender,  // H4.3
    Starvation, // H3.2
    Desertion,  // H7.2
};
template <> struct EnumNames<RemovalCause>
{
    static constexpr std::array<const char *, 6> names{"battle",    "rout",       "pursuit",
                                                       "surrender", "starvation", "desertion"};
};

/// H4.3: which way a beaten army went.
enum class RetreatWay : std::uint8_t
{
    BackWhereItCame,
    LineOfSupply,
    Sideways,
};
template <> struct EnumNames<RetreatWay>
{
    static constexpr std::array<const char *, 3> names{
        "back to the hex it came from", "along its line of supply",
        "sideways, its line of retreat being blocked"};
};

/// Why an army's march ended for the day (H2.2, H4.1).
enum class MarchStop : std::uint8_t
{
    PathComplete,
    Destroyed,
    CannotEnter, // the next hex cannot be entered: the order lapses
    OutOfMiles,
    Battle,
};
template <> struct EnumNames<MarchStop>
{
    static constexpr std::array<const char *, 5> names{"path complete", "destroyed", "cannot enter",
                                                       "out of miles", "battle"};
};

/// H4.3: how a hex battle ended.
enum class HexBattleEnd : std::uint8_t
{
    BothWipedOut,
    NoUnitsLeft, // the loser has no units left able to fight
    BothWithdraw,
    Withdrew, // the loser withdrew
    Parted,   // the guard on endless battles
};
template <> struct EnumNames<HexBattleEnd>
{
    static constexpr std::array<const char *, 5> names{"both-wiped-out", "no-units-left",
                                                       "both-withdraw", "withdrew", "parted"};
};

/// H3.1: why an army is in supply or not.
enum class SupplyReason : std::uint8_t
{
    InStronghold,  // in one of its kingdom's strongholds
    Route,         // an unbroken road or waterway route to a stronghold
    NoNetworkHere, // no road or waterway in its hex
    NoRoute,       // no road or waterway route to any stronghold
    Cut,           // the shortest route is broken
    NoKingdom,     // an unowned army has no strongholds
};
template <> struct EnumNames<SupplyReason>
{
    static constexpr std::array<const char *, 6> names{"in-stronghold", "route", "no-network",
                                                       "no-route",      "cut",   "no-kingdom"};
};

/// What a die was for (RULES R2).
enum class DiePurpose : std::uint8_t
{
    Unspecified,
    KingdomOrder, // A2.2: one die per place of the shuffle
    AttackThrow,  // H4.2 step 4
    Morale,       // H6.2
    Loyalty,      // H7.1
    Pursuit,      // H4.4
};
template <> struct EnumNames<DiePurpose>
{
    static constexpr std::array<const char *, 6> names{"",       "kingdom-order", "attack-throw",
                                                       "morale", "loyalty",       "pursuit"};
};

} // namespace muster
