#pragma once
// Random hex-campaign weeks for property tests: a small map with water, roads, a river and
// strongholds, a few armies, and order lines that are partly valid and partly deliberately bad
// (through water, off the map, through an enemy army).

#include "model/Ruleset.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace muster::test {

struct BadOrder
{
    int kingdom = 0;
    QString line;
    QString kind; // "water", "off map", "enemy"
};

struct RandomHexWeek
{
    World world;
    TurnState state;
    std::vector<QStringList> orders; // per kingdom
    std::vector<BadOrder> badOrders; // lines that must be rejected
    int firstDay = 1;
    std::uint64_t seed = 0;
};

RandomHexWeek makeRandomHexWeek(std::uint64_t seed, const Ruleset &ruleset);

} // namespace muster::test
