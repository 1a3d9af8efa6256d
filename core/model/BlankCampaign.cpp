#include "model/BlankCampaign.h"

namespace muster {

Campaign blankCampaign(RulesetKind kind, int columns, int rows, const QString &name,
                       std::uint64_t seed)
{
    Campaign c;
    c.name = name;
    c.seed = seed;
    c.ruleset = Ruleset::builtin(kind);
    c.world.columns = columns;
    c.world.rows = rows;
    c.world.hexArea.assign(static_cast<size_t>(c.world.hexCount()), -1);
    if (kind == RulesetKind::Hex) // a hex map starts as open country to paint on
        c.world.terrain.assign(static_cast<size_t>(c.world.hexCount()), HexTerrain::Clear);
    c.world.rebuild();
    TurnRecord first;
    first.number = 1;
    first.seed = Campaign::turnSeed(seed, 1);
    c.turns.push_back(first);
    return c;
}

} // namespace muster
