#pragma once
// RULES R2: every die rolled, as a compact record of what the engine knows (the die, its value,
// whether it was forced, and what it was for as ids and indices). The words "d20 for battle
// W1D1B1 turn 1, army B1 attack throw 17 of 20: 12" are made only when the log is shown.

#include "log/LogEnums.h"
#include "log/LogRefs.h"

namespace muster::log {

struct DieRolled
{
    static constexpr const char *kName = "DieRolled";
    int sides = 0;
    int value = 0;
    int unfitForced = 0; // R3: a forced value that did not fit this die (rolled instead); 0: none
    bool forced = false;
    DiePurpose purpose = DiePurpose::Unspecified;
    // What it was for, by purpose:
    //   KingdomOrder  first = the place being filled (A2.2)
    //   AttackThrow   battle, army; first = battle turn, second = the throw (from 1), third = of
    //   Morale        battle, army, label = unit type; first = battle turn, second = the unit
    //   Loyalty       army, label = the leader's name
    //   Pursuit       battle, army, label = the unit's kind; second = the unit
    TextRef battle, army, label;
    int first = 0, second = 0, third = 0;

    template <class V> void visit(V &v)
    {
        v.number("sides", sides);
        v.number("value", value);
        v.flag("forced", forced);
        v.number("unfitForced", unfitForced);
        v.choice("purpose", purpose);
        v.text("battle", battle);
        v.text("army", army);
        v.text("label", label);
        v.number("first", first);
        v.number("second", second);
        v.number("third", third);
    }
};

} // namespace muster::log
