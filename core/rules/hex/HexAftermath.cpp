#include "rules/hex/HexAftermath.h"

#include "rules/hex/HexSupply.h"

#include <algorithm>

namespace muster::hexrules {

void removeUnits(HexWork &w, int armyIndex, std::vector<int> indices, RemovalCause cause)
{
    std::sort(indices.begin(), indices.end(), std::greater<>());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    for (int i : indices) {
        const HexArmy &army = w.state().armies[static_cast<size_t>(armyIndex)];
        if (i < 0 || i >= static_cast<int>(army.units.size()))
            continue;
        w.record(log::UnitRemoved{w.ref(army.id), w.ref(army.units[static_cast<size_t>(i)].type), i,
                                  cause});
    }
}

namespace {
bool hostileHex(const TurnState &state, const World &world, const HexArmy &army, Hex h)
{
    for (const HexArmy &other : state.armies)
        if (other.hex == h && !other.units.empty() && &other != &army && opposing(army, other))
            return true;
    const int s = world.strongholdAt(h);
    if (s >= 0) {
        const int owner = world.strongholds[static_cast<size_t>(s)].owner;
        if (owner >= 0 && owner != army.kingdom)
            return true;
    }
    return false;
}

bool canRetreatInto(const TurnState &state, const World &world, const HexRules &rules,
                    const HexArmy &army, Hex h)
{
    return hexDistance(army.hex, h) == 1 && rules.entryCost(world, army.hex, h) >= 0 &&
           !hostileHex(state, world, army, h);
}

} // namespace

std::vector<int> pursueLoser(const HexBattle &battle, int winner, BattleDecisions &decisions,
                             Dice &dice, TurnLog &log)
{
    const BattleSide &win = battle.side(winner);
    const BattleSide &lose = battle.side(1 - winner);
    std::vector<const BattleUnit *> fleeing;
    bool loserHasCavalry = false;
    for (const BattleUnit &u : lose.units)
        if (!u.defeated) {
            fleeing.push_back(&u);
            loserHasCavalry = loserHasCavalry || u.cavalryOrFlyer;
        }
    if (fleeing.empty())
        return {};
    if (!decisions.pursue(battle.view(), winner)) {
        log.add(log::PursuitDeclined{battle.id(), win.id});
        return {};
    }
    // [house] +4 only when the loser had cavalry or flyers and lost them all.
    const int bonus = (lose.cavalryAtStart > 0 && !loserHasCavalry) ? 4 : 0;
    std::stable_sort(fleeing.begin(), fleeing.end(), [](const BattleUnit *a, const BattleUnit *b) {
        return a->brHalf < b->brHalf;
    });
    // The pursuers' list, then their throws in the same order: each a list in the log's pool.
    const auto pursues = [&](const BattleUnit &u) {
        return !u.defeated && (!loserHasCavalry || u.cavalryOrFlyer);
    };
    const int pursuersStart = log.numbersEnd();
    for (const BattleUnit &u : win.units)
        if (pursues(u))
            log.pushNumber(u.index);
    const NumberList pursuers = log.numbersSince(pursuersStart);
    int hits = 0;
    log::DieFor what;
    what.purpose = DiePurpose::Pursuit;
    what.battle = battle.id();
    what.army = win.id;
    // The throws are listed once all are rolled: each die adds its own record to the log first.
    std::vector<int> throws;
    for (const BattleUnit &u : win.units) {
        if (!pursues(u))
            continue;
        what.second = u.index;
        what.label = u.kind;
        const int d = dice.roll(20, what);
        throws.push_back(d);
        if (d + bonus >= u.pursuitTarget)
            ++hits;
    }
    const NumberList rolls = log.addNumbers(throws);
    std::vector<int> caught;
    for (int i = 0; i < hits && i < static_cast<int>(fleeing.size()); ++i)
        caught.push_back(fleeing[static_cast<size_t>(i)]->index);
    log::Pursuit e;
    e.battle = battle.id();
    e.army = win.id;
    e.target = lose.id;
    e.everyone = !loserHasCavalry;
    e.pursuers = pursuers;
    e.rolls = rolls;
    e.bonus = bonus;
    e.hits = hits;
    e.caught = static_cast<int>(caught.size());
    log.add(e);
    return caught;
}
bool retreatArmy(HexWork &w, int armyIndex, std::optional<Hex> preferred, const World &world,
                 TextRef battle)
{
    const TurnState &state = w.state();
    const HexArmy &army = state.armies[static_cast<size_t>(armyIndex)];
    const Hex from = army.hex;
    std::optional<Hex> target;
    RetreatWay how = RetreatWay::LineOfSupply;
    if (preferred && canRetreatInto(state, world, w.rules, army, *preferred)) {
        target = preferred;
        how = RetreatWay::BackWhereItCame;
    }
    if (!target) {
        const SupplyStatus supply = w.supply.statusOf(army);
        if (supply.route.size() >= 2 &&
            canRetreatInto(state, world, w.rules, army, supply.route[1])) {
            target = supply.route[1];
            how = RetreatWay::LineOfSupply;
        }
    }
    if (!target) {
        // [book] sideways: a neighbour free of enemies; we pick the one nearest the kingdom's
        // nearest stronghold, first in direction order on ties [house].
        int best = -1;
        for (int d = 0; d < 6; ++d) {
            const Hex h = hexNeighbour(from, d);
            if (!canRetreatInto(state, world, w.rules, army, h))
                continue;
            int distance = 1 << 20;
            for (const Stronghold &s : world.strongholds)
                if (s.owner == army.kingdom && army.kingdom >= 0)
                    distance = std::min(distance, hexDistance(h, s.hex));
            if (best < 0 || distance < best) {
                best = distance;
                target = h;
            }
        }
        how = RetreatWay::Sideways;
    }
    const TextRef id = w.ref(army.id);
    if (!target) {
        std::vector<int> all(army.units.size());
        for (size_t i = 0; i < all.size(); ++i)
            all[i] = static_cast<int>(i);
        w.record(log::Surrender{battle, id, from, static_cast<int>(army.units.size())});
        removeUnits(w, armyIndex, all, RemovalCause::Surrender);
        return false;
    }
    w.record(log::Retreat{battle, id, from, *target, how});
    return true;
}

BattleAftermath applyBattle(const HexBattle &battle, HexWork &w, const int armies[2], Hex cameFrom,
                            const World &world, BattleDecisions &decisions, Dice &dice)
{
    BattleAftermath out;
    const int winner = battle.outcome().winner;
    std::vector<int> caught;
    if (winner >= 0)
        caught = pursueLoser(battle, winner, decisions, dice, w.log);
    for (int s = 0; s < 2; ++s) {
        const BattleSide &side = battle.side(s);
        std::vector<int> beaten, routed;
        for (const BattleUnit &u : side.units)
            if (u.defeated)
                (u.routed ? routed : beaten).push_back(u.index);
        std::vector<int> pursued = (winner >= 0 && s == 1 - winner) ? caught : std::vector<int>{};
        out.calamityRout[s] = side.routs > 0;
        const int lost = side.defeated + static_cast<int>(pursued.size());
        out.calamityHeavyLosses[s] = side.startUnits > 0 && lost * 4 >= side.startUnits;
        // Removed highest index first, so the indices the battle knew stay right; each with its
        // cause.
        std::vector<int> all = beaten;
        all.insert(all.end(), routed.begin(), routed.end());
        all.insert(all.end(), pursued.begin(), pursued.end());
        std::sort(all.begin(), all.end(), std::greater<>());
        for (int i : all) {
            const bool isRout = std::find(routed.begin(), routed.end(), i) != routed.end();
            const bool isPursuit = std::find(pursued.begin(), pursued.end(), i) != pursued.end();
            removeUnits(w, armies[s], {i},
                        isRout ? RemovalCause::Rout
                               : (isPursuit ? RemovalCause::Pursuit : RemovalCause::Battle));
        }
    }
    if (winner >= 0) {
        out.winnerArmy = armies[winner];
        out.loserArmy = armies[1 - winner];
        if (!w.state().armies[static_cast<size_t>(out.loserArmy)].units.empty())
            retreatArmy(w, out.loserArmy, std::nullopt, world, battle.id());
    } else if (!w.state().armies[static_cast<size_t>(armies[0])].units.empty()) {
        // H4.3 [house]: after a draw the army that entered steps back; if that hex has been
        // taken meanwhile it retreats like a loser.
        if (!retreatArmy(w, armies[0], cameFrom, world, battle.id()))
            return out;
    }
    return out;
}

} // namespace muster::hexrules
