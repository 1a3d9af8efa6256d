#include "operations/CloseTurn.h"

namespace muster {

OperationResult closeResolvedTurn(Campaign &campaign, TurnRecord resolved, TurnRecord next)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn to close"));
    const int current = campaign.turns.summary(campaign.turns.size() - 1).number;
    if (!resolved.resolved || resolved.number != current)
        return OperationResult::refused(
            QStringLiteral("turn %1 is current; a resolved turn %2 cannot close it")
                .arg(current)
                .arg(resolved.number));
    if (next.number != resolved.number + 1 || next.resolved)
        return OperationResult::refused(
            QStringLiteral("turn %1 cannot follow turn %2").arg(next.number).arg(current));
    campaign.current() = std::move(resolved);
    campaign.turns.push_back(std::move(next));
    CampaignChange change;
    change.kind = CampaignChange::Kind::TurnClosed;
    change.turn = current + 1;
    change.latestTurns = 2;
    return OperationResult::changed(std::move(change));
}

OperationResult applyResolution(Campaign &campaign, TurnResolution resolution)
{
    return closeResolvedTurn(campaign, std::move(resolution.resolved), std::move(resolution.next));
}

} // namespace muster
