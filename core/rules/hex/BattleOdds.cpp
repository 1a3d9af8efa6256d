#include "rules/hex/BattleOdds.h"

#include "rules/RuleSystem.h"
#include "rules/hex/HexAftermath.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/HexSupply.h"

#include <algorithm>
#include <cmath>

namespace muster::hexrules {

namespace {

constexpr double kZ95 = 1.959963984540054; // the normal quantile of a two-sided 95% interval

/// The GM's choices for one battle turn, the default policy everywhere else.
class ChoicesDecisions : public BattleDecisions
{
public:
    explicit ChoicesDecisions(const BattleChoices &choices) : m_choices(choices) {}

    bool participants(const BattleView &view, int side, std::vector<int> &chosen) override
    {
        const auto &choice = m_choices.participants[side];
        if (view.turn != m_choices.turn || !choice)
            return false;
        // Into the battle's own list: a simulation allocates nothing per battle turn.
        for (int u : view.onField[side])
            if (std::find(choice->begin(), choice->end(), u) != choice->end())
                chosen.push_back(u);
        return true;
    }
    double forayOutcome(const BattleView &view, int side) override
    {
        return view.turn == m_choices.turn ? m_choices.foray[side] : 0;
    }
    bool surprised(const BattleView &, int side) override { return m_choices.surprised[side]; }
    int situationalModifier(const BattleView &, int side) override
    {
        return m_choices.situational[side];
    }
    bool withdraw(const BattleView &view, int side) override
    {
        if (view.turn == m_choices.turn && m_choices.withdraw[side])
            return *m_choices.withdraw[side];
        return BattleDecisions::withdraw(view, side);
    }

private:
    const BattleChoices &m_choices;
};

OddsOutcome outcomeOf(int winner)
{
    return winner == 0 ? OddsOutcome::AttackerWins
                       : (winner == 1 ? OddsOutcome::DefenderWins : OddsOutcome::Nobody);
}

} // namespace

void LossDistribution::add(int k)
{
    const auto at = static_cast<size_t>(std::max(0, k));
    if (runs.size() <= at)
        runs.resize(at + 1, 0);
    ++runs[at];
}

long long LossDistribution::total() const
{
    long long n = 0;
    for (long long r : runs)
        n += r;
    return n;
}

double LossDistribution::mean() const
{
    const long long n = total();
    if (n == 0)
        return 0;
    double sum = 0;
    for (size_t k = 0; k < runs.size(); ++k)
        sum += static_cast<double>(k) * static_cast<double>(runs[k]);
    return sum / static_cast<double>(n) * scale;
}

double LossDistribution::standardDeviation() const
{
    const long long n = total();
    if (n < 2)
        return 0;
    const double m = mean() / scale;
    double squares = 0;
    for (size_t k = 0; k < runs.size(); ++k) {
        const double d = static_cast<double>(k) - m;
        squares += d * d * static_cast<double>(runs[k]);
    }
    return std::sqrt(squares / static_cast<double>(n - 1)) * scale;
}

double LossDistribution::margin() const
{
    const long long n = total();
    return n > 0 ? kZ95 * standardDeviation() / std::sqrt(static_cast<double>(n)) : 0;
}

double LossDistribution::percentile(double q) const
{
    const long long n = total();
    if (n == 0)
        return 0;
    const auto needed = static_cast<long long>(std::ceil(std::clamp(q, 0.0, 1.0) * n));
    long long seen = 0;
    for (size_t k = 0; k < runs.size(); ++k) {
        seen += runs[k];
        if (seen >= std::max(1LL, needed))
            return static_cast<double>(k) * scale;
    }
    return static_cast<double>(runs.size() - 1) * scale;
}

double BattleOdds::chance(OddsOutcome outcome) const
{
    return runs > 0 ? static_cast<double>(outcomes[static_cast<int>(outcome)]) / runs : 0;
}

ChanceInterval BattleOdds::interval(OddsOutcome outcome) const
{
    if (runs <= 0)
        return {0, 1};
    const double n = runs;
    const double p = chance(outcome);
    const double z2 = kZ95 * kZ95;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ95 / (1 + z2 / n) * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double BattleOdds::meanTurns() const
{
    return runs > 0 ? static_cast<double>(battleTurns) / runs : 0;
}

BattleOdds simulateBattle(const BattleSetup &setup, const BattleChoices &choices, int runs,
                          std::uint64_t seed,
                          const std::function<bool(const BattleOdds &)> &progress, int chunk)
{
    BattleOdds odds;
    if (!setup.world || !setup.ruleset || runs <= 0)
        return odds;
    const HexRules rules = HexRules::fromRuleset(*setup.ruleset);
    ChoicesDecisions decisions(choices);
    // The odds need each battle's outcome, not a record of every die: the dice log nowhere, and
    // the battle's own events go to a scratch log emptied before each run.
    Dice dice(seed);
    TurnLog log;
    log.reserve(1024);
    HexBattle battle(QStringLiteral("odds"), setup.hex, setup.armies[0], setup.armies[1],
                     setup.outOfSupply, *setup.world, rules, decisions, dice, log);
    // A battle waiting for its first answers has no standing worth resuming: fought from its
    // start, it asks the GM's surprise and situational modifier (H5) as the real one does.
    const BattleStanding *standing =
        setup.standing && setup.standing->underWay() ? &*setup.standing : nullptr;
    if (standing)
        for (int s = 0; s < 2; ++s) {
            const BattleStanding::Side &side = standing->sides[s];
            odds.losses[s].brSoFar = side.lostBrHalf / 2.0;
            odds.losses[s].unitsSoFar = side.defeated;
        }
    chunk = std::max(1, chunk);
    for (int run = 0; run < runs; ++run) {
        log.clearEvents();
        if (standing)
            battle.resume(*standing, dice);
        else
            battle.restart(dice);
        const BattleOutcome outcome = battle.fight();
        std::vector<int> caught;
        if (outcome.winner >= 0)
            caught = pursueLoser(battle, outcome.winner, decisions, dice, log);
        ++odds.outcomes[static_cast<int>(outcomeOf(outcome.winner))];
        odds.battleTurns += outcome.turns;
        for (int s = 0; s < 2; ++s) {
            const BattleSide &side = battle.side(s);
            int lostHalf = side.lostBrHalf;
            int lostUnits = side.defeated;
            if (outcome.winner == 1 - s)
                for (int index : caught) {
                    lostHalf += side.units[static_cast<size_t>(index)].brHalf;
                    ++lostUnits;
                }
            odds.losses[s].br.add(lostHalf);
            odds.losses[s].units.add(lostUnits);
        }
        ++odds.runs;
        if (progress && (odds.runs % chunk == 0 || odds.runs == runs) && !progress(odds))
            break;
    }
    return odds;
}

Result<BattleSetup> plannedBattle(const Campaign &campaign, const QString &attacker, Hex hex)
{
    const auto fail = [](const QString &why) { return failed(why); };
    if (!ruleSystem(campaign).hasMarches() || campaign.turns.empty())
        return fail(QStringLiteral("battle odds are for hex campaigns (RULES part H)"));
    const TurnState &state = campaign.current().state;
    const auto armyIndex = [&state](const QString &id) {
        for (size_t i = 0; i < state.armies.size(); ++i)
            if (state.armies[i].id == id)
                return static_cast<int>(i);
        return -1;
    };
    const int a = armyIndex(attacker);
    if (a < 0)
        return fail(QStringLiteral("there is no army \"%1\"").arg(attacker));
    if (!campaign.world.contains(hex))
        return fail(QStringLiteral("hex %1 is off the map").arg(hexLabel(hex)));
    const HexArmy &marching = state.armies[static_cast<size_t>(a)];
    if (marching.units.empty())
        return fail(QStringLiteral("army %1 has no units").arg(attacker));
    int d = -1;
    for (size_t i = 0; i < state.armies.size() && d < 0; ++i)
        if (static_cast<int>(i) != a && state.armies[i].hex == hex &&
            !state.armies[i].units.empty() && opposing(marching, state.armies[i]))
            d = static_cast<int>(i); // H4.1: the first opposing army in the hex
    if (d < 0)
        return fail(
            QStringLiteral("hex %1 holds no army opposing army %2").arg(hexLabel(hex), attacker));
    BattleSetup setup;
    setup.world = std::make_shared<const World>(campaign.world);
    setup.ruleset = std::make_shared<const Ruleset>(campaign.ruleset);
    // The engine judges supply for its H5 modifier with the attacker already in the hex.
    TurnState arrived = state;
    arrived.armies[static_cast<size_t>(a)].hex = hex;
    SupplyTracer tracer(campaign.world, arrived);
    const int indices[2] = {a, d};
    for (int s = 0; s < 2; ++s) {
        setup.armies[s] = arrived.armies[static_cast<size_t>(indices[s])];
        setup.outOfSupply[s] = !tracer.statusOf(setup.armies[s]).inSupply;
    }
    setup.hex = hex;
    return setup;
}

QString marchingInto(const Campaign &campaign, Hex hex)
{
    if (!ruleSystem(campaign).hasMarches() || campaign.turns.empty())
        return {};
    const TurnRecord &turn = campaign.current();
    const HexRules rules = HexRules::fromRuleset(campaign.ruleset);
    const HexOrders orders = parseHexOrders(turn.orders, campaign.world, turn.state, rules);
    for (const HexMarchOrder &order : orders.marches)
        if (!order.path.empty() && order.path.back() == hex) {
            if (plannedBattle(campaign, order.army, hex))
                return order.army;
        }
    return {};
}

} // namespace muster::hexrules
