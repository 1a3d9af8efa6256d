#pragma once
// The odds of a hex battle (RULES H4-H6 and the pursuit of H4.4), before or during it: the
// engine's own battle (HexBattle) fought again and again with fresh dice, the GM's current
// choices standing in for the default policy where they are given, and the outcomes and losses
// counted. A Monte Carlo estimate, so every chance comes with its sample count and a 95% interval.
//
//     const auto setup = plannedBattle(campaign, QStringLiteral("A1"), hexAt(12, 9));
//     const BattleOdds odds = simulateBattle(*setup, {}, 10000, 1);
//     odds.chance(OddsOutcome::AttackerWins); // 0.62
//
// The same setup, choices, run count and seed give the same odds (the dice come from one seeded
// stream, R2), so a test or a player can reproduce a figure the GM was shown.

#include "model/Campaign.h"
#include "rules/hex/HexBattle.h"
#include "util/Result.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace muster::hexrules {

/// A battle to simulate: the two armies as they stood when it began, where, and how it stands now.
struct BattleSetup
{
    std::shared_ptr<const World> world;
    std::shared_ptr<const Ruleset> ruleset;
    HexArmy armies[2]; // [0] the army that enters the hex, [1] the army holding it
    Hex hex;
    bool outOfSupply[2] = {false, false}; // H3.2, judged as the battle begins
    /// A battle under way (HexBattle::standing); none: from its start.
    std::optional<BattleStanding> standing;
};

/// The GM's choices for one battle turn as a dialog shows them; everything not given here (and
/// every later turn) follows the default policy (BattleDecisions.h).
struct BattleChoices
{
    int turn = 1;                                    // the battle turn they are for
    std::optional<std::vector<int>> participants[2]; // H4.2 step 1; none: all on the field
    double foray[2] = {0, 0};                        // H4.2 step 3: enemy BR defeated
    // H5, asked as the battle begins: used only when it is simulated from its start.
    bool surprised[2] = {false, false};
    int situational[2] = {0, 0};
    std::optional<bool> withdraw[2]; // H4.2 step 7 at the end of `turn`; none: the default
};

enum class OddsOutcome
{
    AttackerWins,
    DefenderWins,
    Nobody, // H4.3: both withdrew or parted, or both were wiped out
};

/// A proportion's 95% interval (Wilson's score interval, sound at 0 and 1 too).
struct ChanceInterval
{
    double low = 0, high = 0;
    double halfWidth() const { return (high - low) / 2; }
};

/// How many runs ended with each loss of one side, in half points of BR or in units (the
/// battle's own losses, morale routs and the pursuit included), and what follows from that.
struct LossDistribution
{
    std::vector<long long> runs; // runs[k]: runs that lost k (half points, or units)
    double scale = 1;            // 0.5 for BR kept in half points

    void add(int k);
    long long total() const;
    double mean() const;
    double standardDeviation() const;
    /// 1.96 standard errors of the mean: the mean's 95% margin.
    double margin() const;
    /// The smallest loss that at least `q` of the runs stay at or below (q in 0..1).
    double percentile(double q) const;
};

struct SideLosses
{
    LossDistribution br{{}, 0.5};
    LossDistribution units;
    // Lost before the standing the battle was simulated from (already in the distributions).
    double brSoFar = 0;
    int unitsSoFar = 0;
};

struct BattleOdds
{
    int runs = 0;
    long long outcomes[3] = {0, 0, 0}; // by OddsOutcome
    long long battleTurns = 0;         // summed over the runs
    SideLosses losses[2];

    double chance(OddsOutcome outcome) const;
    ChanceInterval interval(OddsOutcome outcome) const;
    double meanTurns() const;
};

/// Fights the battle of `setup` `runs` times with `choices`, the dice drawn from one stream
/// seeded by `seed`. `progress`, when given, is called after every `chunk` runs with the odds so
/// far; returning false stops early (the odds of the runs made are returned).
BattleOdds simulateBattle(const BattleSetup &setup, const BattleChoices &choices, int runs,
                          std::uint64_t seed,
                          const std::function<bool(const BattleOdds &)> &progress = {},
                          int chunk = 1000);

/// The battle the campaign's current turn would have `attacker` fight by marching into `hex`
/// against the opposing army holding it (H4.1), judged on the turn's start: the attacker as it
/// stands now (forced-march days, H2.3) but in `hex`, supply for both as the engine traces it at
/// the battle (H3.1). A failure saying why when `hex` holds no opposing army or `attacker` is
/// unknown.
Result<BattleSetup> plannedBattle(const Campaign &campaign, const QString &attacker, Hex hex);

/// The army whose stored march order for the current turn ends in `hex`, held by an opposing
/// army (H4.1: the battle it would fight); "" when there is none.
QString marchingInto(const Campaign &campaign, Hex hex);

} // namespace muster::hexrules
