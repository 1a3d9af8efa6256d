#pragma once
// Why an action failed (RULES A3 and the action paragraphs of A5): each reason has a stable code
// for the JSON log and tests and a rule id; a Failure adds what the sentence for the GM is made of
// (the areas, the kingdom and the numbers involved), so the engine builds no text when an action
// fails (LogText.h makes it when the log is shown).

#include "rules/area/AreaActions.h"

#include <QString>

#include <cstdint>

namespace muster {

/// Stored by its number (a failure in the turn log's stored form, LogBinary.cpp): a reason is only
/// ever added last (tests/log/tst_stored_values.cpp fails if a number moves); its code and rule
/// table is checked against it by the compiler.
enum class FailureReason : std::uint8_t
{
    NotEnoughBp,      // A3.2
    SourceNotOwned,   // A3.3
    NotAdjacent,      // A3.3
    TooFewArmies,     // A3.3
    SourceSticky,     // A3.3, A6.2
    WrongAreaType,    // A3.3
    TargetOwned,      // A3.4: SIEGE, RAID or ASSAULT against an own area
    RaidOnCity,       // A5.5
    ShipsCarryArmies, // A5.7: SHIPS moves empty ships only
    TooFewShips,      // A5.7
    NoShipsToBoard,   // A5.7
    NoPassage,        // A5.8: the middle area is not of a kingdom granting passage
    PassageSticky,    // A5.8
    TooFewPopulation, // A5.9
    TargetNotOwned,   // A5.9-A5.12: the area must be the kingdom's
    LevyLimit,        // A5.10: one new army per population
    ReserveTooSmall,  // A5.11
    UnknownArea       // a stored order naming an area the map no longer has
};

/// "not-enough-bp", stable for the JSON log and case files.
QString failureCode(FailureReason reason);
QString failureRule(FailureReason reason);
/// The reason of a code, or false when the code is unknown.
bool parseFailureCode(const QString &code, FailureReason *reason);

/// The sentence a failure is told with; the comment shows its words, with the Failure fields
/// they take. Stored by its number as FailureReason is: only ever added to at the end.
enum class FailureText : std::uint8_t
{
    UnknownArea,      // it names an area the map does not have
    CountBelowOne,    // a count must be at least 1
    NotKingdoms,      // <area> is not <kingdom>'s
    NoShipsIn,        // <kingdom> has no ships in <area>
    StickyNoneLeave,  // <area> is sticky: no armies may leave it this turn
    Sticky,           // <area> is sticky
    HoldsArmies,      // <area> holds <n1> armies, the order needs <n2> (n2 < 0: "at least one")
    NotAdjacent,      // <area> is not adjacent to <area2>
    NotEnoughBp,      // <kingdom> has <n1> BP, <verb> costs <n2>
    BoardWithMove,    // <area> is a sea area: armies board ships with MOVE
    CrossWithConvoy,  // armies cross the sea with CONVOY, not <verb>
    PassageOverLand,  // PASSAGE is a march over land
    IsSeaArea,        // <area> is a sea area
    ShipsOnlyAtSea,   // ships move only between sea areas (A5.7)
    AlreadyBelongs,   // <area> already belongs to <kingdom>
    CityNotRaided,    // <area> is a city, and cities cannot be raided
    NoPassage,        // <area> (held by <kingdom2>) grants <kingdom> no passage
    HoldsShips,       // <area> holds <n1> ships
    ShipsNotEmpty,    // only <n1> of the ships in <area> are empty; move loaded ships with CONVOY
    TooFewPopulation, // <area> has population <n1>; moving <n2> needs <n3>
    LevyLimit,        // <area> has population <n1> and already raised <n2> armies this turn
    ReserveTooSmall,  // <kingdom> has <n1> armies in reserve
    Legacy,           // read from a log written before failures were typed: see the event's text
};

struct Failure
{
    FailureReason reason = FailureReason::UnknownArea;
    FailureText text = FailureText::UnknownArea;
    int area = -1;
    int area2 = -1;
    int kingdom = -1;
    int kingdom2 = -1;
    int n1 = 0;
    int n2 = 0;
    int n3 = 0;
    ActionKind verb = ActionKind::Move;

    bool operator==(const Failure &) const = default;
};

/// The RULES ids of one failure of an action of kind `verb`: its reason's, unless its wording
/// names a rule of its own (ships that may only move at sea, A5.7, are a wrong-area-type failure,
/// A3.3), or the reason is the action's own (an area that must be the kingdom's is A5.9 for
/// MIGRATE, A5.10 for LEVY, A5.11 for RESERVE, A5.12 for the defence modes).
QString failureRule(const Failure &failure, ActionKind verb);

} // namespace muster
