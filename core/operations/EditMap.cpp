#include "operations/EditMap.h"

#include "operations/SetAreaState.h"

#include "model/StateCheck.h"

namespace muster {

namespace {
/// Every problem a reader finds with the current turn's states on `world`, each naming the area
/// or army: the area states `areas` (model/StateCheck.h, as every reader checks them) and where
/// the turn's hex armies stand. The rest of an army (its units, leader, kingdom) no map edit
/// changes.
QStringList statesProblems(const Campaign &campaign, const World &world,
                           const std::vector<AreaState> &areas)
{
    QStringList problems;
    const int kingdoms = static_cast<int>(campaign.kingdoms.size());
    for (size_t a = 0; a < areas.size() && a < world.areas.size(); ++a)
        checkAreaState(areas[a], static_cast<int>(a), world, kingdoms,
                       [&](const QString &field, const QString &message) {
                           problems << areaStateProblemText(world.areas[a].code, field, message);
                       });
    for (const HexArmy &army : campaign.current().state.armies)
        if (const QString wrong = armyHexProblem(army.hex, world); !wrong.isEmpty())
            problems << QStringLiteral("army %1 hex: %2").arg(army.id, wrong);
    return problems;
}

/// Stores a rebuilt `world` and its area states.
OperationResult stored(Campaign &campaign, World world, std::vector<AreaState> areas)
{
    campaign.world = std::move(world); // rebuilt
    campaign.current().state.areas = std::move(areas);
    return OperationResult::changed(
        CampaignChange::ofDefinition(CampaignChange::Kind::Map, campaign.current().number));
}

std::optional<OperationResult> unusable(const Campaign &campaign, const World &world,
                                        const std::vector<AreaState> &areas)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    if (areas.size() != world.areas.size())
        return OperationResult::refused(QStringLiteral("%1 area states for the %2 areas of the map")
                                            .arg(areas.size())
                                            .arg(world.areas.size()));
    return std::nullopt;
}
} // namespace

QString mapFixedRefusal()
{
    return QStringLiteral("The map is fixed once the campaign has started: its turns are "
                          "resolved and replayed on the map it started with (R1, R2).");
}

QStringList mapEditRefusal(const Campaign &campaign, const World &world,
                           const std::vector<AreaState> &areas)
{
    if (const auto refused = unusable(campaign, world, areas))
        return refused->problemTexts();
    if (campaign.started)
        return {mapFixedRefusal()};
    return problemsAdded(statesProblems(campaign, campaign.world, campaign.current().state.areas),
                         statesProblems(campaign, world, areas));
}

OperationResult editMap(Campaign &campaign, World world, std::vector<AreaState> areas)
{
    if (const QStringList refused = mapEditRefusal(campaign, world, areas); !refused.isEmpty())
        return OperationResult::refused(refused.join(QLatin1Char('\n')));
    return stored(campaign, std::move(world), std::move(areas));
}

OperationResult restoreMap(Campaign &campaign, World world, std::vector<AreaState> areas)
{
    if (const auto refused = unusable(campaign, world, areas))
        return *refused;
    return stored(campaign, std::move(world), std::move(areas));
}

} // namespace muster
