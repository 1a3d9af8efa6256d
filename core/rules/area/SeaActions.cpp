// SHIPS and CONVOY (RULES A5.7): ships move between sea areas; into another kingdom's sea it is a
// sea battle, fought like a MOVE (f = 1/2) with ships as strength.
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {

/// A5.7 sea battle. Returns the attacking ships left; `carried` shrinks when ships sink under
/// their armies. Decisions: the defender's strength is ships plus armies aboard [house], and its
/// losses fall on the armies aboard first, then ships ("armies before ships", as for a landing);
/// sea battles disperse nobody (A9.1 speaks of land battles): every army lost is destroyed.
int seaBattle(TurnWork &w, int k, const AreaAction &a, int ships, int &carried)
{
    BattleSpec spec;
    spec.kind = a.kind;
    spec.kingdom = k;
    spec.source = a.source;
    spec.target = a.target;
    spec.armies = carried;
    spec.ships = ships;
    const int battle = announceBattle(w, spec);
    const AreaState &def = w.at(a.target);
    const Fraction f{1, 2};
    log::PhaseResolved phase;
    phase.kind = PhaseKind::Sea;
    phase.battle = battle;
    phase.kingdom = {k};
    phase.area = {a.target};
    phase.from = {a.source};
    phase.attackers = ships;
    phase.attackerShips = ships;
    phase.defence = def.ships + def.aboard;
    phase.defenderArmies = def.aboard;
    phase.fractionNum = f.num;
    phase.fractionDen = f.den;
    phase.attackerFormula = formulaLoss(f, phase.defence, phase.attackers);
    phase.attackerLoss = std::min(ships, phase.attackerFormula);
    phase.attackerShipLoss = phase.attackerLoss;
    phase.defenderFormula = formulaLoss(f, phase.attackers, phase.defence);
    phase.defenderArmyLoss = std::min(def.aboard, phase.defenderFormula);
    phase.defenderShipLoss = std::min(def.ships, phase.defenderFormula - phase.defenderArmyLoss);
    phase.defenderLoss = phase.defenderArmyLoss + phase.defenderShipLoss;
    w.record(phase);
    ships -= phase.attackerLoss;
    if (carried > ships) {
        w.record(log::Drowned{{a.target}, {k}, carried - ships, false, DrownCause::WithTheirShips});
        carried = ships;
    }
    const bool won = w.at(a.target).ships == 0 && ships > 0;
    battleEnded(w, battle, won ? AreaBattleResult::Captured : AreaBattleResult::Repulsed, a.kind, k,
                a.target);
    return ships;
}

} // namespace

ActionResult runShips(TurnWork &w, int k, const AreaAction &a)
{
    if (!w.isSea(a.source) || !w.isSea(a.target))
        return failure(FailureReason::WrongAreaType, FailureText::ShipsOnlyAtSea);
    const AreaState &src = w.at(a.source);
    if (src.owner != k)
        return failureAt(FailureReason::SourceNotOwned, FailureText::NoShipsIn, a.source, k);
    if (w.stickyFor(a.source, k))
        return failureAt(FailureReason::SourceSticky, FailureText::Sticky, a.source);
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    const int ships = a.count.resolve(src.ships);
    if (ships < 1 || ships > src.ships) {
        Failure f = failureAt(FailureReason::TooFewShips, FailureText::HoldsShips, a.source);
        f.n1 = src.ships;
        return f;
    }
    const bool convoy = a.kind == ActionKind::Convoy;
    if (!convoy && ships > src.ships - src.aboard) {
        Failure f =
            failureAt(FailureReason::ShipsCarryArmies, FailureText::ShipsNotEmpty, a.source);
        f.n1 = src.ships - src.aboard;
        return f;
    }
    const int cost = actionCost(a.kind, w.params(), ships);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    // CONVOY: the moving ships carry as many of the armies aboard as they can, one per ship; the
    // ships left behind can always carry the rest, since there is never more than one per ship.
    int carried = convoy ? std::min(src.aboard, ships) : 0;
    accept(w, k, a, cost, ships, carried);

    const AreaState &dst = w.at(a.target);
    int arriving = ships;
    bool back = false;
    if (dst.owner >= 0 && dst.owner != k) {
        arriving = seaBattle(w, k, a, ships, carried);
        back = w.at(a.target).owner >= 0; // the defenders still hold the sea: turn back (A4.6)
    }
    const int end = back ? a.source : a.target;
    w.record(log::ShipsMoved{{k}, {end}, arriving, carried, back});
    if (arriving > 0) {
        w.capArea(end, LimitedCount::Ships);
        // One army aboard per ship: those beyond the ships that are left drown.
        w.drownExcess(end, DrownCause::SeaFull);
    }
    return std::nullopt;
}

} // namespace muster
