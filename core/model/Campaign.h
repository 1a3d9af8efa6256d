#pragma once
// A whole campaign: the world, the kingdoms, the ruleset it was created with, and every turn so far
// with its state, orders, seed and log (RULES R1, R2).

#include "log/TurnLog.h"
#include "model/Kingdom.h"
#include "model/Limits.h"
#include "model/Paper.h"
#include "model/Ruleset.h"
#include "model/TurnHistory.h"
#include "model/TurnState.h"
#include "model/World.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <vector>

namespace muster {

struct Campaign
{
    /// Largest campaign seed: seeds travel through JSON numbers, exact up to 2^53.
    static constexpr auto kMaxSeed = static_cast<std::uint64_t>(limits::kSeed.max);

    QString name;
    std::uint64_t seed = 0;
    /// Every turnsheet of this game carries it, so a sheet for another game is told apart
    /// (model/CampaignCodes.h); "" in a JSON campaign without codes.
    QString gameCode;
    Ruleset ruleset;
    World world;
    std::vector<Kingdom> kingdoms;
    /// False while the GM sets the campaign up (the map, kingdoms and house rules may change and
    /// no turn is resolved); Start Campaign (core/setup/CampaignStart.h) fixes them for good, as
    /// RULES R1 needs a history to replay by the numbers it was played by. Files from before setup
    /// existed hold no flag and are started campaigns.
    bool started = true;
    /// The paper its packs are printed on (model/Paper.h). Not part of the rules: the GM may
    /// change it at any time, and it is kept beside the definition, not in it.
    Paper paper = Paper::A4;
    /// Never empty once loaded: back() is the current, unresolved turn; those before it are
    /// history. A campaign opened from a file holds only the current turn in memory and reads the
    /// others from the file when they are asked for (model/TurnHistory.h).
    TurnHistory turns;

    TurnRecord &current() { return turns.back(); }
    const TurnRecord &current() const { return turns.back(); }
    int kingdomIndex(const QString &id) const;
    /// The seed of turn `number` (R2): a fixed mix of the campaign seed and the turn number.
    static std::uint64_t turnSeed(std::uint64_t campaignSeed, int number);
};

} // namespace muster
