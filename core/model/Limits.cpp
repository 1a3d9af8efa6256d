#include "model/Limits.h"

#include <QString>

namespace muster::limits {

namespace {
// Costs up to 1,000 BP, fort values up to 100 (so a defence level stays near 1e8, see Limits.h),
// fractions of at most 1 with denominators up to 1,000.
constexpr Parameter kArea[] = {
    {"maxActions", 1, 1000, true, "A2.1"},
    {"costAssault", 0, 1000, true, "A3.1"},
    {"costMove", 0, 1000, true, "A3.1"},
    {"costProbe", 0, 1000, true, "A3.1"},
    {"costOverrun", 0, 1000, true, "A3.1"},
    {"costRaid", 0, 1000, true, "A3.1"},
    {"costSiege", 0, 1000, true, "A3.1"},
    {"costShips", 0, 1000, true, "A3.1"},
    {"costConvoy", 0, 1000, true, "A3.1"},
    {"costPassage", 0, 1000, true, "A3.1"},
    {"costLevyPerArmy", 0, 1000, true, "A5.10"},
    {"costReservePerArmy", 0, 1000, true, "A5.11"},
    {"fortValue", 0, 100, true, "A1.4"},
    {"cityFortValue", 0, 100, true, "A1.4"},
    {"dispersalNumerator", 0, 1000, true, "A9.1"},
    {"dispersalDenominator", 1, 1000, true, "A9.1"},
    {"ambushLossMultiplier", 0, 100, true, "A7.4"},
    {"raidPillagePopulation", 0, 1000, true, "A5.5"},
    {"raidPillageBp", 0, 1000, true, "A5.5"},
    {"siegeFortLoss", 0, 1000, true, "A5.6"},
    {"siegePopulationLoss", 0, 1000, true, "A5.6"},
    {"siegeFractionNumerator", 0, 1000, true, "A5.6"},
    {"siegeFractionDenominator", 1, 1000, true, "A5.6"},
    {"overrunFractionNumerator", 0, 1000, true, "A5.4"},
    {"overrunFractionDenominator", 1, 1000, true, "A5.4"},
    {"publicOwnership", 0, 1, true, "R1"},
    {"viewAdjacent", 0, 1, true, "R1"},
};

// Modifiers within +-100 of a d20 throw, days within the week, counts of days and battle turns up
// to 1,000.
constexpr Parameter kHex[] = {
    {"hexMiles", 1, 100, false, "H2.2"},
    {"contactDistance", 0, 100, true, "H2.4"},
    {"restDaysPerWeek", 0, 7, true, "H2.3"},
    {"firstRestDay", 1, 7, true, "H2.3"},
    {"hitTarget", 1, 100, true, "H4.2"},
    {"healPerRestDay", 0, 1000, true, "H3.2"},
    {"starvationHpPerDay", 0, 1000, true, "H3.2"},
    {"outOfSupplyModifier", -100, 100, true, "H5"},
    {"forcedMarchModifier", -100, 100, true, "H5"},
    {"surpriseModifier", -100, 100, true, "H5"},
    {"surpriseTurns", 0, 1000, true, "H5"},
    {"advantageousTerrainModifier", -100, 100, true, "H5"},
    {"highlyAdvantageousTerrainModifier", -100, 100, true, "H5"},
    {"loyaltyIntervalDays", 1, 1000, true, "H3.3"},
    {"maxBattleTurns", 1, 1000, true, "H4.2"},
    {"publicOwnership", 0, 1, true, "R1"},
    {"sightRadius", 0, 50, true, "R1"},
    {"strongholdSight", 0, 50, true, "R1"},
};
} // namespace

std::span<const Parameter> areaParameters()
{
    return kArea;
}

std::span<const Parameter> hexParameters()
{
    return kHex;
}

const Parameter *findParameter(std::span<const Parameter> list, QAnyStringView name)
{
    for (const Parameter &p : list)
        if (QAnyStringView::compare(name, QLatin1String(p.name)) == 0)
            return &p;
    return nullptr;
}

} // namespace muster::limits
