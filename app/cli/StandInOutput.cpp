#include "StandInOutput.h"

#include "ProblemOutput.h"

#include "model/StandIns.h"

namespace muster::cli {

std::vector<MissedSheet> fillStandIns(Campaign &campaign)
{
    std::vector<MissedSheet> missed = missedSheets(campaign);
    if (!missed.empty() && !fillMissedOrders(campaign).ok())
        return {}; // cannot be: there were sheets to fill
    return missed;
}

void printStandIns(const Campaign &campaign, const QString &path,
                   const std::vector<MissedSheet> &written)
{
    for (const MissedSheet &sheet : written) {
        const Kingdom &k = campaign.kingdoms[static_cast<size_t>(sheet.kingdom)];
        const qsizetype n = sheet.lines.size();
        const QString lines = sheet.standIn.kind == StandInKind::Held ? QString()
                              : n == 0                                ? QStringLiteral(" (none)")
                              : n == 1                                ? QStringLiteral(" (1 line)")
                                       : QStringLiteral(" (%1 lines)").arg(n);
        printWarning(
            {path,
             0,
             {},
             QStringLiteral("%1 from %2 (%3): %4%5")
                 .arg(k.hasPlayer ? QStringLiteral("no orders") : QStringLiteral("no player"),
                      k.name, k.id, standInText(sheet.standIn), lines)});
    }
}

} // namespace muster::cli
