#include "rules/turn/TurnName.h"

#include "rules/hex/HexAdvance.h"

#include <QCoreApplication>

namespace muster {

QString turnName(const Campaign &campaign, size_t index)
{
    if (index >= campaign.turns.size())
        return {};
    const TurnRecord &turn = campaign.turns[index];
    if (campaign.ruleset.kind != RulesetKind::Hex)
        return QCoreApplication::translate("TurnName", "Turn %1").arg(turn.number);
    return QCoreApplication::translate("TurnName", "Week %1, day %2")
        .arg(turn.state.turn)
        .arg(hexrules::startDayOfTurn(campaign, index));
}

} // namespace muster
