#include "rules/turn/TurnName.h"

#include "rules/hex/HexAdvance.h"

#include <QCoreApplication>

namespace muster {

QString turnName(const Campaign &campaign, size_t index)
{
    if (index >= campaign.turns.size())
        return {};
    const TurnSummary turn = campaign.turns.summary(index);
    if (campaign.ruleset.kind != RulesetKind::Hex)
        return QCoreApplication::translate("TurnName", "Turn %1").arg(turn.number);
    return QCoreApplication::translate("TurnName", "Week %1, day %2")
        .arg(turn.stateTurn)
        .arg(hexrules::startDayOfTurn(campaign, index));
}

} // namespace muster
