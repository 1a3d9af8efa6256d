#include "operations/SetAreaState.h"

#include "model/StateCheck.h"

namespace muster {

OperationResult setAreaState(Campaign &campaign, int area, const AreaState &state)
{
    if (campaign.turns.empty())
        return OperationResult::refused(QStringLiteral("the campaign has no turn"));
    std::vector<AreaState> &areas = campaign.current().state.areas;
    if (area < 0 || area >= static_cast<int>(areas.size()) ||
        area >= static_cast<int>(campaign.world.areas.size()))
        return OperationResult::refused(
            QStringLiteral("no area %1 (the map has %2)").arg(area).arg(areas.size()));
    const QString code = campaign.world.areas[static_cast<size_t>(area)].code;
    QStringList problems;
    checkAreaState(state, area, campaign.world, static_cast<int>(campaign.kingdoms.size()),
                   [&](const QString &field, const QString &message) {
                       // The readers' key for the mode's location is the file's (modeArea); the
                       // GM knows it as the location.
                       problems << QStringLiteral("%1 %2: %3")
                                       .arg(code,
                                            field == QLatin1String("modeArea")
                                                ? QStringLiteral("location")
                                                : field,
                                            message);
                   });
    if (!problems.isEmpty())
        return OperationResult::refused(problems.join(QLatin1Char('\n')));
    areas[static_cast<size_t>(area)] = state;
    CampaignChange change;
    change.kind = CampaignChange::Kind::AreaState;
    change.turn = campaign.current().number;
    change.areas = {area};
    return OperationResult::changed(change);
}

} // namespace muster
