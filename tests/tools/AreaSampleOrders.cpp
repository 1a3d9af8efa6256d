#include "AreaSampleOrders.h"

#include "rules/area/OrderSheet.h"

namespace muster::samples {

namespace {
struct SampleSheet
{
    const char *kingdom;
    const char *lines; // one action per line, as the player wrote them
};

// Opening moves, mostly against the unowned areas on each kingdom's border (A5.1, A5.2). Armies
// that enter a forest, wetland, mountain or city area get stuck there (A6.1), so no sheet moves on
// from such an area after entering it: every action is accepted, alone and all six together.
constexpr SampleSheet kSheets[] = {
    {"ALD", "1 ASSAULT 2 GLM MSW\n"
            "2 MOVE 2 HCS FOX\n"
            "3 LEVY 2 HCS\n"
            "4 RESERVE 2 FOX\n"},
    {"BRE", "1 ASSAULT 2 WCR SKY\n"
            "2 MOVE 2 LRK KES\n"
            "3 MOVE 2 SLT KES\n"
            "4 ASSAULT 3 KES MIR\n"},
    {"CAL", "1 ASSAULT 2 ASH HTH\n"
            "2 MOVE 2 KFD BFN\n"
            "3 MOVE 2 EEL ASH\n"
            "4 DEFEND ASH\n"},
    {"DRV", "1 MOVE 4 RVH HRW\n"
            "2 ASSAULT all but 1 HRW SDG\n"
            "3 ASSAULT 1 RVS THW\n"},
    {"ESS", "1 ASSAULT 3 AWD CND\n"
            "2 ASSAULT 2 GRF CRK\n"},
    {"FEN", "1 MOVE 3 BLK BAR\n"
            "2 ASSAULT 2 BLK DSK\n"},
};
} // namespace

QString areaSampleSheet(const Campaign &campaign, int k)
{
    if (k < 0 || k >= static_cast<int>(campaign.kingdoms.size()))
        return {};
    const Kingdom &kingdom = campaign.kingdoms[static_cast<size_t>(k)];
    for (const SampleSheet &sheet : kSheets)
        if (kingdom.id == QLatin1String(sheet.kingdom))
            return QStringLiteral("# %1 (%2), turn 1\n").arg(kingdom.name, kingdom.id) +
                   QLatin1String(sheet.lines);
    return {};
}

std::vector<QStringList> areaSampleTurnOneOrders(const Campaign &campaign)
{
    std::vector<QStringList> orders(campaign.kingdoms.size());
    for (size_t k = 0; k < orders.size(); ++k) {
        const OrderSheet sheet = parseKingdomOrderSheet(
            areaSampleSheet(campaign, static_cast<int>(k)), campaign, campaign.kingdoms[k].id);
        if (sheet.ok())
            orders[k] = sheet.canonicalLines(campaign.world);
    }
    return orders;
}

} // namespace muster::samples
