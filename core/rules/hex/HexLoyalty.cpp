// RULES H7: the loyalty table.
#include "rules/hex/HexUpkeep.h"

#include <algorithm>

namespace muster::hexrules {

void rollLoyalty(HexWork &w, int index, int calamities, Dice &dice)
{
    const HexArmy &army = w.state().armies[static_cast<size_t>(index)];
    const int calamityPenalty = -2 * std::max(0, calamities - 1); // H7.1
    const int modifier = army.leader.morale + army.loyaltyBonus + calamityPenalty;
    log::DieFor what;
    what.purpose = DiePurpose::Loyalty;
    what.army = w.ref(army.id);
    what.label = w.ref(army.leader.name);
    const int roll = dice.rollSum(2, 6, what);
    const int total = roll + modifier;
    LoyaltyResult result = LoyaltyResult::Loyal;
    bool secondGrudging = false;
    if (total <= 2) {
        result = LoyaltyResult::Enmity;
    } else if (total <= 5) {
        result = LoyaltyResult::Resignation;
    } else if (total <= 8) {
        // H7.2: a second grudging result in a row counts as resignation.
        secondGrudging = army.loyalty == QLatin1String("grudging");
        result = secondGrudging ? LoyaltyResult::Resignation : LoyaltyResult::Grudging;
    } else if (total >= 12) {
        result = LoyaltyResult::Fanatic;
    }
    log::LoyaltyRoll e;
    e.army = what.army;
    e.leader = what.label;
    e.roll = roll;
    e.leaderMorale = army.leader.morale;
    e.bonus = army.loyaltyBonus;
    e.calamities = calamities;
    e.total = total;
    e.result = result;
    e.secondGrudging = secondGrudging;
    e.kingdomBefore = {army.kingdom};
    w.record(e);
}

} // namespace muster::hexrules
