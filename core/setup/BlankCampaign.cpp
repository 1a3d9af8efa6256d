#include "setup/BlankCampaign.h"

#include "model/CampaignCodes.h"
#include "rules/RuleSystem.h"

#include <QRandomGenerator>

namespace muster {

Campaign blankCampaign(const NewCampaignOptions &options)
{
    Campaign c;
    c.name = options.name;
    c.seed = options.seed;
    c.gameCode = newGameCode();
    c.started = false;
    c.ruleset = Ruleset::builtin(options.kind);
    c.world.columns = static_cast<int>(limits::kNewMapSide.clamp(options.columns));
    c.world.rows = static_cast<int>(limits::kNewMapSide.clamp(options.rows));
    c.world.hexArea.assign(static_cast<size_t>(c.world.hexCount()), -1);
    if (ruleSystem(options.kind).hasHexTerrain()) // open country to paint on
        c.world.terrain.assign(static_cast<size_t>(c.world.hexCount()), HexTerrain::Clear);
    c.world.rebuild();
    TurnRecord first;
    first.number = 1;
    first.seed = Campaign::turnSeed(c.seed, 1);
    c.turns.push_back(first);
    return c;
}

std::uint64_t randomCampaignSeed()
{
    return QRandomGenerator::system()->generate64() & Campaign::kMaxSeed;
}

} // namespace muster
