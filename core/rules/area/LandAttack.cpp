// MOVE, ASSAULT, PROBE and OVERRUN (RULES A5.1-A5.4), boarding ships (A5.7), landings from the
// sea (A5.7) and PASSAGE (A5.8): everything that moves armies into another land area.
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

namespace muster {

namespace {

/// A3.4: a MOVE, PROBE or OVERRUN into an own area is an unopposed transfer.
void transfer(TurnWork &w, int k, ActionKind kind, int from, int to, int armies)
{
    w.record(log::Transferred{{k}, {from}, {to}, armies});
    w.capArea(to, LimitedCount::Armies);
    w.armiesEntered(to, from, k);
    if (kind == ActionKind::Probe) // A5.3: the area the probing armies end in becomes sticky
        w.makeSticky(to, k, StickyTrigger::Probe);
}

/// A5.7: MOVE from a coastal area onto the kingdom's ships, one army per ship; the rest drown.
ActionResult board(TurnWork &w, int k, const AreaAction &a, int count)
{
    const AreaState &sea = w.at(a.target);
    if (a.kind != ActionKind::Move)
        return failureAt(FailureReason::WrongAreaType, FailureText::BoardWithMove, a.target);
    if (sea.owner != k || sea.ships == 0)
        // Decision: boarding where the kingdom has no ships fails instead of drowning everyone.
        return failureAt(FailureReason::NoShipsToBoard, FailureText::NoShipsIn, a.target, k);
    const int cost = actionCost(a.kind, w.params(), count);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, count);
    const int boarded = std::min(count, sea.ships - sea.aboard);
    w.record(log::Boarded{{k}, {a.source}, {a.target}, boarded, sea.ships});
    if (count > boarded)
        w.record(log::Drowned{{a.target}, {k}, count - boarded, false, DrownCause::ShipsFull});
    return std::nullopt;
}

/// The attack itself once paid: `from` is where the last step starts (the middle area of a
/// PASSAGE), `home` where survivors return when it fails (A4.6).
void attack(TurnWork &w, int k, ActionKind kind, int from, int home, int to, int armies)
{
    if (w.at(to).owner == k) {
        transfer(w, k, kind, from, to, armies);
        return;
    }
    const AreaParameters &p = w.params();
    BattleSpec spec;
    spec.kind = kind;
    spec.kingdom = k;
    spec.source = from;
    spec.target = to;
    spec.armies = armies;
    spec.ships = w.isSea(home) ? w.at(home).ships : 0; // A5.7: all the ships there join
    // Only the kinds runLandAttack carries out come here: the other kinds fight, if they do, in
    // their own handlers.
    if (kind == ActionKind::Assault) { // A5.2
        spec.f = {1, 3};
        spec.singlePhase = false;
    } else if (kind == ActionKind::Probe) { // A5.3
        spec.f = {1, 3};
        spec.ambushPossible = false;
    } else if (kind == ActionKind::Overrun) { // A5.4
        spec.f = p.overrunFraction;
        spec.sequential = true;
    } else { // A5.1 MOVE, and the last step of a PASSAGE (A5.8)
        spec.f = {1, 2};
    }
    const BattleOutcome out = fightLandBattle(w, spec);
    if (out.shipsLost > 0)
        w.drownExcess(home, DrownCause::ShipsLostLanding);
    int endArea = -1;
    if (out.defenderWipedOut && out.armiesLeft > 0) {
        captureArea(w, out.battle, k, to, out.armiesLeft, from);
        battleEnded(w, out.battle, AreaBattleResult::Captured, kind, k, to);
        endArea = to;
    } else if (out.armiesLeft > 0) {
        battleEnded(w, out.battle, AreaBattleResult::Repulsed, kind, k, to);
        returnArmies(w, out.battle, k, home, out.armiesLeft);
        endArea = home;
    } else {
        battleEnded(w, out.battle, AreaBattleResult::AttackerWipedOut, kind, k, to);
    }
    if (endArea < 0)
        return;
    if (kind == ActionKind::Assault)
        w.makeSticky(endArea, k, StickyTrigger::Assault);
    if (kind == ActionKind::Probe)
        w.makeSticky(endArea, k, StickyTrigger::Probe);
    if (out.ambushed)
        w.makeSticky(endArea, k, StickyTrigger::Ambush);
}

} // namespace

ActionResult runLandAttack(TurnWork &w, int k, const AreaAction &a)
{
    int count = 0;
    if (auto f = checkArmySource(w, k, a, count))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    if (w.isSea(a.target)) {
        if (w.isSea(a.source)) {
            Failure f = failure(FailureReason::WrongAreaType, FailureText::CrossWithConvoy);
            f.verb = a.kind;
            return f;
        }
        return board(w, k, a, count);
    }
    if (a.kind == ActionKind::Assault && w.at(a.target).owner == k)
        return failureAt(FailureReason::TargetOwned, FailureText::AlreadyBelongs, a.target, k);
    const int cost = actionCost(a.kind, w.params(), count);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, count);
    attack(w, k, a.kind, a.source, a.source, a.target, count);
    return std::nullopt;
}

ActionResult runPassage(TurnWork &w, int k, const AreaAction &a)
{
    if (w.isSea(a.source) || w.isSea(a.via) || w.isSea(a.target))
        return failure(FailureReason::WrongAreaType, FailureText::PassageOverLand);
    int count = 0;
    if (auto f = checkArmySource(w, k, a, count))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.via))
        return f;
    if (auto f = checkAdjacent(w, a.via, a.target))
        return f;
    const int grantor = w.at(a.via).owner;
    if (!w.grantsPassage(grantor, k)) {
        Failure f = failureAt(FailureReason::NoPassage, FailureText::NoPassage, a.via, k);
        f.kingdom2 = grantor;
        return f;
    }
    if (w.stickyFor(a.via, k)) // A5.8, A6.2: sticky for the passing kingdom
        return failureAt(FailureReason::PassageSticky, FailureText::Sticky, a.via);
    const int cost = actionCost(a.kind, w.params(), count);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, count);
    // Decision: armies passing through do not "enter" the middle area for A6.1.
    w.record(log::PassedThrough{{k}, {grantor}, {a.via}, count});
    attack(w, k, ActionKind::Move, a.via, a.source, a.target, count);
    return std::nullopt;
}

} // namespace muster
