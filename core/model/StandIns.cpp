#include "model/StandIns.h"

namespace muster {

QString standInText(const StandIn &standIn)
{
    switch (standIn.kind) {
    case StandInKind::Held:
        return QStringLiteral("nothing was ordered");
    case StandInKind::Standing:
        return QStringLiteral("its standing orders were given");
    case StandInKind::Autopilot:
        return QStringLiteral("the autopilot played it (%1)").arg(doctrineName(standIn.doctrine));
    }
    return {};
}

int missedInARowAt(const Campaign &campaign, int kingdom, std::size_t turnIndex)
{
    if (turnIndex >= campaign.turns.size())
        return 0;
    // The record is held through the read's own pointer: a reference into the history's cache
    // could be dropped by the next read.
    const auto turn = campaign.turns.read(turnIndex);
    if (!turn)
        return 0;
    const auto standIn = (*turn)->standIns.find(kingdom);
    return standIn == (*turn)->standIns.end() ? 0 : standIn->second.missedInARow;
}

} // namespace muster
