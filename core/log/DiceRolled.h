#pragma once
// RULES R2: every die rolled, with what it was for, as a compact record of what the engine knows.
// Dice rolled together for one purpose (a side's attack throws in a battle turn, a morale roll's
// 2d6) are one record, a run: what they were for once, their values in the log's pool. The words
// "d20 for battle W1D1B1 turn 1, army B1 attack throw 17 of 20: 12" are made only when the log is
// shown (LogText.h).
//
// A log groups its dice in one way, whoever wrote them: the engine as it rolls, the JSON reader
// (one object per run, or one per die as logs were written before runs) and the stored form of
// either age. A die joins the run just before it when it continues that run (addDice), so the
// same dice always make the same runs, and two logs of the same dice compare equal event by
// event (R2, the audit). Writing and reading runs: DiceRuns.h.

#include "log/LogEnums.h"
#include "log/LogRefs.h"

namespace muster::log {

/// What a die is rolled for, by purpose:
///   KingdomOrder  first = the place being filled (A2.2)
///   AttackThrow   battle, army; first = battle turn, second = the throw (from 1), third = of
///   Morale        battle, army, label = unit type; first = battle turn, second = the unit
///   Loyalty       army, label = the leader's name
///   Pursuit       battle, army, label = the unit's kind; second = the unit
struct DieFor
{
    DiePurpose purpose = DiePurpose::Unspecified;
    TextRef battle, army, label;
    int first = 0, second = 0, third = 0;
    bool operator==(const DieFor &) const = default;

    /// Its fields under their JSON names, in the order every stored form keeps them.
    template <class V> void visit(V &v)
    {
        v.choice("purpose", purpose);
        v.text("battle", battle);
        v.text("army", army);
        v.text("label", label);
        v.number("first", first);
        v.number("second", second);
        v.number("third", third);
    }
};

/// One die, as the readers of a log see it (forEachDie).
struct Die
{
    DieFor what;
    int sides = 0;
    int value = 0;
    bool forced = false; // R3: the value is a forced one
    int unfitForced = 0; // R3: a forced value that did not fit this die (rolled instead); 0: none
};

/// Dice of one size rolled one after the other for one purpose. Die k is for `what` with its
/// `second` counted on from what.second when the run is `numbered` (a battle turn's attack throws
/// 1, 2, 3...), else the same for every die (a morale roll's two d6 for one unit). A run of one
/// die is not numbered.
struct DiceRolled
{
    static constexpr const char *kName = "DiceRolled";
    int sides = 0;
    bool numbered = false;
    DieFor what;
    NumberList values; // the dice, in the order rolled
    /// R3: for each die that took a value from the forced list, in order, its place in the run
    /// and the value it took: the die's value when it fits the die, else the generator rolled.
    NumberList forced;

    int count() const { return values.count; }

    template <class V> void visit(V &v)
    {
        v.number("sides", sides);
        what.visit(v);
        v.flag("numbered", numbered);
        v.numbers("values", values);
        v.numbers("forced", forced);
    }
};

/// Whether a forced value fits a die of `sides` (R3): taken as the die's value, else rolled.
constexpr bool forcedFits(int value, int sides)
{
    return value >= 1 && value <= sides;
}

} // namespace muster::log
