#include "operations/SetAreaState.h"

#include "model/StateCheck.h"

namespace muster {

namespace {
bool hasArea(const Campaign &campaign, int area)
{
    return !campaign.turns.empty() && area >= 0 &&
           area < static_cast<int>(campaign.current().state.areas.size()) &&
           area < static_cast<int>(campaign.world.areas.size());
}

} // namespace

QString areaStateProblemText(const QString &code, const QString &field, const QString &message)
{
    // The readers' key for the mode's location is the file's (modeArea); the GM knows it as the
    // location.
    return QStringLiteral("%1 %2: %3")
        .arg(code, field == QLatin1String("modeArea") ? QStringLiteral("location") : field,
             message);
}

QStringList areaStateProblems(const Campaign &campaign, int area, const AreaState &state)
{
    const QString code = campaign.world.areas[static_cast<size_t>(area)].code;
    QStringList problems;
    checkAreaState(state, area, campaign.world, static_cast<int>(campaign.kingdoms.size()),
                   [&](const QString &field, const QString &message) {
                       problems << areaStateProblemText(code, field, message);
                   });
    return problems;
}

namespace {
OperationResult stored(Campaign &campaign, int area, const AreaState &state)
{
    campaign.current().state.areas[static_cast<size_t>(area)] = state;
    CampaignChange change;
    change.kind = CampaignChange::Kind::State;
    change.turn = campaign.current().number;
    change.areas = {area};
    return OperationResult::changed(change);
}

OperationResult noArea(const Campaign &campaign, int area)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    return OperationResult::refused(
        QStringLiteral("no area %1 (the map has %2)").arg(area).arg(campaign.world.areas.size()));
}
} // namespace

QStringList areaStateRefusal(const Campaign &campaign, int area, const AreaState &state)
{
    if (!hasArea(campaign, area))
        return noArea(campaign, area).problemTexts();
    return problemsAdded(
        areaStateProblems(campaign, area,
                          campaign.current().state.areas[static_cast<size_t>(area)]),
        areaStateProblems(campaign, area, state));
}

OperationResult setAreaState(Campaign &campaign, int area, const AreaState &state)
{
    if (!hasArea(campaign, area))
        return noArea(campaign, area);
    if (const QStringList refused = areaStateRefusal(campaign, area, state); !refused.isEmpty())
        return OperationResult::refused(refused.join(QLatin1Char('\n')));
    return stored(campaign, area, state);
}

OperationResult restoreAreaState(Campaign &campaign, int area, const AreaState &state)
{
    if (!hasArea(campaign, area))
        return noArea(campaign, area);
    return stored(campaign, area, state);
}

} // namespace muster
