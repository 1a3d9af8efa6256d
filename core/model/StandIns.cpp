#include "model/StandIns.h"

namespace muster {

int standInTurnsInARow(const Campaign &campaign, int kingdom, std::size_t turnIndex, int cap)
{
    int count = 0;
    if (turnIndex >= campaign.turns.size())
        return 0;
    for (std::size_t i = turnIndex + 1; i-- > 0 && count < cap;) {
        const auto turn = campaign.turns.read(i);
        if (!turn || !(*turn)->standIns.count(kingdom))
            break;
        ++count;
    }
    return count;
}

QString standInText(const Campaign &campaign, int kingdom, StandIn standIn)
{
    switch (standIn) {
    case StandIn::Held:
        return QStringLiteral("nothing was ordered");
    case StandIn::Standing:
        return QStringLiteral("its standing orders were given");
    case StandIn::Autopilot:
        if (kingdom < 0 || static_cast<size_t>(kingdom) >= campaign.kingdoms.size())
            return QStringLiteral("the autopilot played it");
        return QStringLiteral("the autopilot played it (%1)")
            .arg(doctrineName(campaign.kingdoms[static_cast<size_t>(kingdom)].doctrine));
    }
    return {};
}

} // namespace muster
