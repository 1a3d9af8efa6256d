// MOVE, ASSAULT, PROBE and OVERRUN (RULES A5.1-A5.4), boarding ships (A5.7), landings from the
// sea (A5.7) and PASSAGE (A5.8): everything that moves armies into another land area.
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

namespace muster {

namespace {

int attackCost(const AreaParameters &p, ActionKind kind)
{
    switch (kind) {
    case ActionKind::Assault:
        return p.costAssault;
    case ActionKind::Probe:
        return p.costProbe;
    case ActionKind::Overrun:
        return p.costOverrun;
    case ActionKind::Passage:
        return p.costPassage;
    default:
        return p.costMove;
    }
}

/// A3.4: a MOVE, PROBE or OVERRUN into an own area is an unopposed transfer.
void transfer(TurnWork &w, int k, ActionKind kind, int from, int to, int armies)
{
    w.addCapped(w.at(to).armies, armies, TurnWork::Count::Armies, k, w.areaName(to));
    w.event(QStringLiteral("Transferred"), QStringLiteral("A3.4"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("from"), w.info(from).code},
             {QStringLiteral("area"), w.info(to).code},
             {QStringLiteral("armies"), armies}},
            QStringLiteral("%1 armies of %2 move from %3 to %4 unopposed (A3.4).")
                .arg(armies)
                .arg(w.kingdomName(k), w.areaName(from), w.areaName(to)));
    w.armiesEntered(to, from, k);
    if (kind == ActionKind::Probe) // A5.3: the area the probing armies end in becomes sticky
        w.makeSticky(to, QStringLiteral("a PROBE ended with armies in it"),
                     QStringLiteral("A5.3, A6.1"));
}

/// A5.7: MOVE from a coastal area onto the kingdom's ships, one army per ship; the rest drown.
ActionResult board(TurnWork &w, int k, const AreaAction &a, int count)
{
    AreaState &sea = w.at(a.target);
    if (a.kind != ActionKind::Move)
        return failure(FailureReason::WrongAreaType,
                       QStringLiteral("%1 is a sea area: armies board ships with MOVE")
                           .arg(w.areaName(a.target)));
    if (sea.owner != k || sea.ships == 0)
        // Decision: boarding where the kingdom has no ships fails instead of drowning everyone.
        return failure(
            FailureReason::NoShipsToBoard,
            QStringLiteral("%1 has no ships in %2").arg(w.kingdomName(k), w.areaName(a.target)));
    if (auto f = checkCost(w, k, a, w.params().costMove))
        return f;
    accept(w, k, a, w.params().costMove,
           QStringLiteral("%1 armies board ships in %2").arg(count).arg(w.areaName(a.target)));
    takeArmies(w, a.source, count);
    const int room = sea.ships - sea.aboard;
    const int boarded = std::min(count, room);
    sea.aboard += count;
    w.event(QStringLiteral("Boarded"), QStringLiteral("A5.7"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("from"), w.info(a.source).code},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("armies"), boarded}},
            QStringLiteral("%1 armies of %2 board %3 ships in %4 (A5.7).")
                .arg(boarded)
                .arg(w.kingdomName(k))
                .arg(sea.ships)
                .arg(w.areaName(a.target)));
    w.drownExcess(a.target, QStringLiteral("one army per ship, and the ships were full"));
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
    switch (kind) {
    case ActionKind::Assault: // A5.2
        spec.f = {1, 3};
        spec.singlePhase = false;
        break;
    case ActionKind::Probe: // A5.3
        spec.f = {1, 3};
        spec.ambushPossible = false;
        break;
    case ActionKind::Overrun: // A5.4
        spec.f = p.overrunFraction;
        spec.sequential = true;
        break;
    default: // A5.1 MOVE, and the last step of a PASSAGE (A5.8)
        spec.f = {1, 2};
        break;
    }
    const BattleOutcome out = fightLandBattle(w, spec);
    if (out.shipsLost > 0) {
        w.at(home).ships -= out.shipsLost;
        w.drownExcess(home, QStringLiteral("their ships were lost in the landing"));
    }
    int endArea = -1;
    if (out.defenderWipedOut && out.armiesLeft > 0) {
        captureArea(w, out.battle, k, to, out.armiesLeft, from);
        battleEnded(w, out.battle, QStringLiteral("captured"),
                    QStringLiteral("%1 takes %2").arg(w.kingdomName(k), w.areaName(to)));
        endArea = to;
    } else if (out.armiesLeft > 0) {
        battleEnded(w, out.battle, QStringLiteral("repulsed"),
                    QStringLiteral("the defenders of %1 hold, the attacker gives up (A4.5)")
                        .arg(w.areaName(to)));
        returnArmies(w, out.battle, k, home, out.armiesLeft);
        endArea = home;
    } else {
        battleEnded(w, out.battle, QStringLiteral("attacker wiped out"),
                    QStringLiteral("the attackers are wiped out (A4.5)"));
    }
    if (endArea < 0)
        return;
    if (kind == ActionKind::Assault)
        w.makeSticky(endArea, QStringLiteral("an ASSAULT ended with armies in it"),
                     QStringLiteral("A5.2, A6.1"));
    if (kind == ActionKind::Probe)
        w.makeSticky(endArea, QStringLiteral("a PROBE ended with armies in it"),
                     QStringLiteral("A5.3, A6.1"));
    if (out.ambushed)
        w.makeSticky(endArea, QStringLiteral("its armies were ambushed"),
                     QStringLiteral("A7.4, A6.1"));
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
        if (w.isSea(a.source))
            return failure(FailureReason::WrongAreaType,
                           QStringLiteral("armies cross the sea with CONVOY, not %1")
                               .arg(actionKindName(a.kind)));
        return board(w, k, a, count);
    }
    if (a.kind == ActionKind::Assault && w.at(a.target).owner == k)
        return failure(
            FailureReason::TargetOwned,
            QStringLiteral("%1 already belongs to %2").arg(w.areaName(a.target), w.kingdomName(k)));
    const int cost = attackCost(w.params(), a.kind);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost,
           QStringLiteral("%1 %2 armies from %3 into %4")
               .arg(actionKindName(a.kind))
               .arg(count)
               .arg(w.areaName(a.source), w.areaName(a.target)));
    takeArmies(w, a.source, count);
    attack(w, k, a.kind, a.source, a.source, a.target, count);
    return std::nullopt;
}

ActionResult runPassage(TurnWork &w, int k, const AreaAction &a)
{
    if (w.isSea(a.source) || w.isSea(a.via) || w.isSea(a.target))
        return failure(FailureReason::WrongAreaType,
                       QStringLiteral("PASSAGE is a march over land"));
    int count = 0;
    if (auto f = checkArmySource(w, k, a, count))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.via))
        return f;
    if (auto f = checkAdjacent(w, a.via, a.target))
        return f;
    const int grantor = w.at(a.via).owner;
    const bool granted = w.grantsPassage(grantor, k);
    if (!granted)
        return failure(FailureReason::NoPassage,
                       QStringLiteral("%1 (held by %2) grants %3 no passage")
                           .arg(w.areaName(a.via), w.kingdomName(grantor), w.kingdomName(k)));
    if (w.sticky[static_cast<size_t>(a.via)])
        return failure(FailureReason::PassageSticky,
                       QStringLiteral("%1 is sticky").arg(w.areaName(a.via)));
    const int cost = w.params().costPassage;
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost,
           QStringLiteral("PASSAGE of %1 armies from %2 through %3 into %4")
               .arg(count)
               .arg(w.areaName(a.source), w.areaName(a.via), w.areaName(a.target)));
    takeArmies(w, a.source, count);
    // Decision: armies passing through do not "enter" the middle area for A6.1.
    w.event(QStringLiteral("PassedThrough"), QStringLiteral("A5.8"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(a.via).code},
             {QStringLiteral("grantor"), w.kingdomId(grantor)},
             {QStringLiteral("armies"), count}},
            QStringLiteral("%1 armies of %2 pass through %3 by leave of %4 (A5.8).")
                .arg(count)
                .arg(w.kingdomName(k), w.areaName(a.via), w.kingdomName(grantor)));
    attack(w, k, ActionKind::Move, a.via, a.source, a.target, count);
    return std::nullopt;
}

} // namespace muster
