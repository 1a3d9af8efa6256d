#pragma once
// Why an action failed (RULES A3 and the action paragraphs of A5): each reason has a stable code
// for the JSON log and tests, and a rule id.

#include <QString>

#include <cstdint>

namespace muster {

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

struct Failure
{
    FailureReason reason;
    QString detail; // the sentence: "Mercia has 1 BP, ASSAULT costs 2"
};

} // namespace muster
