// RAID (RULES A5.5) and SIEGE (A5.6): attacks after which the attackers always go home.
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {

/// The checks RAID and SIEGE share: a land area of someone else, adjacent to the attackers.
ActionResult checkHomeAttack(TurnWork &w, int k, const AreaAction &a, int &count)
{
    if (auto f = checkArmySource(w, k, a, count))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    if (w.isSea(a.target))
        return failureAt(FailureReason::WrongAreaType, FailureText::IsSeaArea, a.target);
    if (w.at(a.target).owner == k) // A3.4
        return failureAt(FailureReason::TargetOwned, FailureText::AlreadyBelongs, a.target, k);
    if (a.kind == ActionKind::Raid && w.info(a.target).terrain == AreaTerrain::City)
        return failureAt(FailureReason::RaidOnCity, FailureText::CityNotRaided, a.target);
    return checkCost(w, k, a, actionCost(a.kind, w.params(), count));
}

/// RAID and SIEGE up to their battle: the checks, the BPs paid (the attacking armies leave their
/// home with it) and the battle's spec; A5.7: from the sea, all the kingdom's ships there join.
ActionResult startHomeAttack(TurnWork &w, int k, const AreaAction &a, BattleSpec &spec)
{
    int count = 0;
    if (auto f = checkHomeAttack(w, k, a, count))
        return f;
    accept(w, k, a, actionCost(a.kind, w.params(), count), count);
    spec.kind = a.kind;
    spec.kingdom = k;
    spec.source = a.source;
    spec.target = a.target;
    spec.armies = count;
    spec.ships = w.isSea(a.source) ? w.at(a.source).ships : 0;
    return std::nullopt;
}

} // namespace

ActionResult runRaid(TurnWork &w, int k, const AreaAction &a)
{
    const AreaParameters &p = w.params();
    BattleSpec spec;
    if (auto f = startHomeAttack(w, k, a, spec))
        return f;
    const int count = spec.armies;
    const int battle = announceBattle(w, spec);
    const int defender = w.at(a.target).owner;
    // A5.7: the ships joining from the sea count in the "outnumber" test of A7.2.
    retreatBeforeBattle(w, a.target, count + spec.ships);
    // Decision: A5.5 names the ambush as a raid outcome, so a raid from the ambush location
    // triggers it like a MOVE (A7.4): the raider's loss is multiplied and its home gets sticky.
    const bool ambushed = ambushTriggered(w, a.source, a.target);
    const int defence = w.defenceLevel(a.target);
    const bool difficult = isDifficultTerrain(w.info(a.target).terrain);
    const int defArmies = w.at(a.target).armies;
    const int attackerWanted = defence > 0 ? (ambushed ? p.ambushLossMultiplier : 1) : 0;
    // A5.7: armies before ships.
    const AttackerLoss loss = splitAttackerLoss(attackerWanted, count, spec.ships);
    log::PhaseResolved phase;
    phase.kind = PhaseKind::Raid;
    phase.battle = battle;
    phase.kingdom = {k};
    phase.area = {a.target};
    phase.from = {a.source};
    phase.attackers = count + spec.ships;
    phase.attackerShips = spec.ships;
    phase.withShips = spec.ships > 0;
    phase.defence = defence;
    phase.defenderArmies = defArmies;
    phase.attackerLoss = loss.armies + loss.ships;
    phase.attackerShipLoss = loss.ships;
    phase.defenderLoss = (ambushed || difficult) ? 0 : std::min(1, defArmies);
    phase.defenderArmyLoss = phase.defenderLoss;
    phase.terrainReduction = difficult && !ambushed && defArmies > 0 ? 1 : 0;
    phase.ambush = ambushed;
    w.record(phase);
    const int left = count - loss.armies;
    if (w.at(a.target).armies == 0 && left > 0) {
        // A5.5 [house]. Decision: a raid on an area with no population takes nothing, so the
        // raider gains no BPs from it either.
        const int taken = std::min(w.at(a.target).population, p.raidPillagePopulation);
        const int gained = taken > 0 ? p.raidPillageBp : 0;
        w.record(log::Pillaged{battle, {k}, {a.target}, taken, gained});
        w.capKingdom(k, LimitedCount::Bp);
    }
    battleEnded(w, battle, left > 0 ? AreaBattleResult::Raided : AreaBattleResult::AttackerWipedOut,
                ActionKind::Raid, k, a.target);
    returnArmies(w, battle, k, a.source, left);
    if (loss.ships > 0 && w.isSea(a.source))
        w.drownExcess(a.source, DrownCause::ShipsLostLanding);
    disperseLosses(w, battle, k, loss.armies);
    disperseLosses(w, battle, defender, phase.defenderLoss);
    if (ambushed && left > 0)
        w.makeSticky(a.source, k, StickyTrigger::Ambush);
    return std::nullopt;
}

ActionResult runSiege(TurnWork &w, int k, const AreaAction &a)
{
    const AreaParameters &p = w.params();
    BattleSpec spec;
    if (auto f = startHomeAttack(w, k, a, spec))
        return f;
    spec.f = p.siegeFraction;
    // Decision: A7.4 lists MOVE, ASSAULT and OVERRUN; a siege does not move, so no ambush.
    spec.ambushPossible = false;
    const BattleOutcome out = fightLandBattle(w, spec);
    const AreaState &def = w.at(a.target);
    // A5.6, A5.7: the attackers (with the ships joining from the sea) outnumber the defenders.
    const int shipsLeft = spec.ships - out.shipsLost;
    if (out.armiesLeft > 0 && out.armiesLeft + shipsLeft > def.armies) {
        const bool fort = def.forts > 0;
        const int lost = fort ? std::min(def.forts, p.siegeFortLoss)
                              : std::min(def.population, p.siegePopulationLoss);
        w.record(log::SiegeDamage{out.battle, {a.target}, fort ? lost : 0, fort ? 0 : lost});
    }
    battleEnded(w, out.battle,
                out.armiesLeft > 0 ? AreaBattleResult::Besieged
                                   : AreaBattleResult::AttackerWipedOut,
                ActionKind::Siege, k, a.target);
    returnArmies(w, out.battle, k, a.source, out.armiesLeft);
    if (w.isSea(a.source))
        w.drownExcess(a.source, DrownCause::ShipsLostSiege);
    if (out.armiesLeft > 0)
        w.makeSticky(a.source, k, StickyTrigger::Siege);
    return std::nullopt;
}

} // namespace muster
