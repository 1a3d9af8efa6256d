// RULES H7: the loyalty table.
#include "rules/hex/HexEvents.h"

#include "model/Limits.h"
#include "rules/hex/HexUpkeep.h"

#include <algorithm>

namespace muster::hexrules {

void rollLoyalty(HexArmy &army, int calamities, Dice &dice, TurnLog &log)
{
    const int calamityPenalty = -2 * std::max(0, calamities - 1); // H7.1
    const int modifier = army.leader.morale + army.loyaltyBonus + calamityPenalty;
    const int roll = dice.rollSum(
        2, 6, QStringLiteral("loyalty of army %1 (leader %2)").arg(army.id, army.leader.name),
        QStringLiteral("H7.1"));
    const int total = roll + modifier;
    QString result;
    QString effect;
    if (total <= 2) {
        result = QStringLiteral("enmity");
        effect = QStringLiteral("the army deserts its kingdom and turns hostile to all");
    } else if (total <= 5) {
        result = QStringLiteral("resignation");
        effect = QStringLiteral("it deserts at the end of the next day unless back in supply");
    } else if (total <= 8) {
        if (army.loyalty == QLatin1String("grudging")) {
            // H7.2: a second grudging result in a row counts as resignation.
            result = QStringLiteral("resignation");
            effect = QStringLiteral("a second grudging result in a row counts as resignation: it "
                                    "deserts at the end of the next day unless back in supply");
        } else {
            result = QStringLiteral("grudging");
            effect = QStringLiteral("it obeys, grudgingly");
        }
    } else if (total <= 11) {
        result = QStringLiteral("loyal");
        effect = QStringLiteral("it stays loyal");
    } else {
        result = QStringLiteral("fanatic");
        effect = QStringLiteral("it is fanatic: +1 on all later loyalty rolls");
        army.loyaltyBonus =
            static_cast<int>(limits::kLoyaltyBonus.clamp(army.loyaltyBonus + 1)); // file limit
    }
    const int kingdomBefore = army.kingdom;
    army.loyalty = result;
    if (result == QLatin1String("enmity"))
        army.kingdom = -1;
    log.add(hexEvent(QStringLiteral("LoyaltyRoll"), QStringLiteral("H3.3, H7.1, H7.2"),
                     {{QStringLiteral("army"), army.id},
                      {QStringLiteral("roll"), roll},
                      {QStringLiteral("leaderMorale"), army.leader.morale},
                      {QStringLiteral("bonus"),
                       army.loyaltyBonus - (result == QLatin1String("fanatic") ? 1 : 0)},
                      {QStringLiteral("calamities"), calamities},
                      {QStringLiteral("total"), total},
                      {QStringLiteral("result"), result},
                      {QStringLiteral("kingdomBefore"), kingdomBefore}},
                     QStringLiteral("Army %1's leader %2 rolls loyalty %3 %4 %5 = %6 (%7 "
                                    "calamities): %8 - %9.")
                         .arg(army.id, army.leader.name)
                         .arg(roll)
                         .arg(modifier >= 0 ? QStringLiteral("+") : QStringLiteral("-"))
                         .arg(std::abs(modifier))
                         .arg(total)
                         .arg(calamities)
                         .arg(result, effect)));
}

} // namespace muster::hexrules
