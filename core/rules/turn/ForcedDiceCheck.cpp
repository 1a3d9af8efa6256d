#include "rules/turn/ForcedDiceCheck.h"

#include "log/DiceRuns.h"
#include "log/LogText.h"

namespace muster {

QStringList forcedDiceProblems(const TurnLog &log, std::size_t forcedGiven)
{
    QStringList out;
    if (forcedGiven == 0)
        return out;
    // Forced values go to the first dice of the turn, one each, whether they fit or not (Dice).
    std::size_t dice = 0;
    for (std::size_t i = 0; i < log.size(); ++i)
        log::forEachDie(log, i, [&](const log::Die &die) {
            ++dice;
            if (die.unfitForced != 0 && dice <= forcedGiven)
                out << QStringLiteral("forced value %1 of %2: %3")
                           .arg(dice)
                           .arg(forcedGiven)
                           .arg(log::dieSentence(log, die));
        });
    if (dice < forcedGiven) {
        const std::size_t unused = forcedGiven - dice;
        out << QStringLiteral("%1 of the %2 forced values %3 not used: the turn rolled %4")
                   .arg(unused)
                   .arg(forcedGiven)
                   .arg(unused == 1 ? QStringLiteral("was") : QStringLiteral("were"))
                   .arg(dice == 0   ? QStringLiteral("no dice")
                        : dice == 1 ? QStringLiteral("1 die")
                                    : QStringLiteral("%1 dice").arg(dice));
    }
    return out;
}

} // namespace muster
