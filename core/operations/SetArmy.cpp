#include "operations/SetArmy.h"

#include "io/CampaignJson.h"
#include "util/Problems.h"

namespace muster {

namespace {
bool hasArmy(const Campaign &campaign, int index)
{
    return !campaign.turns.empty() && index >= 0 &&
           index < static_cast<int>(campaign.current().state.armies.size());
}

OperationResult noArmy(const Campaign &campaign, int index)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    return OperationResult::refused(QStringLiteral("no army %1 (the turn has %2)")
                                        .arg(index)
                                        .arg(campaign.current().state.armies.size()));
}

/// Every problem a reader finds with `army` as army `index` of the current turn.
QStringList problemsOf(const Campaign &campaign, int index, const HexArmy &army)
{
    // The army as a file keeps it, read back by the readers' own code: what it refuses in a
    // file is refused here, in the same words.
    Problems problems;
    armyFromJson(armyToJson(army, campaign), campaign, QStringLiteral("army %1").arg(army.id),
                 problems);
    QStringList texts;
    for (const Problem &p : problems.items())
        texts << QStringLiteral("%1: %2").arg(p.where, p.message);
    const auto &armies = campaign.current().state.armies;
    for (size_t other = 0; other < armies.size(); ++other)
        if (static_cast<int>(other) != index && armies[other].id == army.id)
            texts << QStringLiteral("army %1: army id \"%1\" is used twice").arg(army.id);
    return texts;
}

OperationResult stored(Campaign &campaign, int index, const HexArmy &army)
{
    campaign.current().state.armies[static_cast<size_t>(index)] = army;
    CampaignChange change;
    change.kind = CampaignChange::Kind::State;
    change.turn = campaign.current().number;
    return OperationResult::changed(change);
}
} // namespace

QStringList armyRefusal(const Campaign &campaign, int index, const HexArmy &army)
{
    if (!hasArmy(campaign, index))
        return noArmy(campaign, index).problemTexts();
    return problemsAdded(
        problemsOf(campaign, index, campaign.current().state.armies[static_cast<size_t>(index)]),
        problemsOf(campaign, index, army));
}

OperationResult setArmy(Campaign &campaign, int index, const HexArmy &army)
{
    if (!hasArmy(campaign, index))
        return noArmy(campaign, index);
    if (const QStringList refused = armyRefusal(campaign, index, army); !refused.isEmpty())
        return OperationResult::refused(refused.join(QLatin1Char('\n')));
    return stored(campaign, index, army);
}

OperationResult restoreArmy(Campaign &campaign, int index, const HexArmy &army)
{
    if (!hasArmy(campaign, index))
        return noArmy(campaign, index);
    return stored(campaign, index, army);
}

} // namespace muster
