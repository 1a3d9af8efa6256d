#include "render/export/ExportedTurn.h"

#include "model/Campaign.h"

#include <QCoreApplication>

namespace muster {

Result<std::shared_ptr<const TurnRecord>> exportedTurn(const Campaign &campaign, int index)
{
    const auto count = static_cast<int>(campaign.turns.size());
    if (count == 0) // a world without turns: drawn as turn 1 with no one in it
        return std::make_shared<TurnRecord>();
    const int chosen = index >= 0 && index < count ? index : count - 1;
    const auto turn = campaign.turns.read(static_cast<std::size_t>(chosen));
    if (!turn)
        return failed(QCoreApplication::translate("ExportedTurn", "Turn %1 cannot be read: %2")
                          .arg(campaign.turns.summary(static_cast<std::size_t>(chosen)).number)
                          .arg(turn.message()));
    return *turn;
}

} // namespace muster
