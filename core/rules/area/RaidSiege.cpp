// RAID (RULES A5.5) and SIEGE (A5.6): attacks after which the attackers always go home.
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

#include <algorithm>
#include <functional>

namespace muster {

namespace {

/// The checks RAID and SIEGE share: a land area of someone else, adjacent to the attackers.
ActionResult checkHomeAttack(TurnWork &w, int k, const AreaAction &a, int cost, int &count)
{
    if (auto f = checkArmySource(w, k, a, count))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    if (w.isSea(a.target))
        return failure(FailureReason::WrongAreaType,
                       QStringLiteral("%1 is a sea area").arg(w.areaName(a.target)));
    if (w.at(a.target).owner == k) // A3.4
        return failure(
            FailureReason::TargetOwned,
            QStringLiteral("%1 already belongs to %2").arg(w.areaName(a.target), w.kingdomName(k)));
    if (a.kind == ActionKind::Raid && w.info(a.target).terrain == AreaTerrain::City)
        return failure(
            FailureReason::RaidOnCity,
            QStringLiteral("%1 is a city, and cities cannot be raided").arg(w.areaName(a.target)));
    return checkCost(w, k, a, cost);
}

/// RAID and SIEGE up to their battle: the checks, the BPs paid, the armies taken out of their
/// home and the battle's spec (its `armies` is the attacking count); `describe(count)` is the
/// accepted action's sentence.
ActionResult startHomeAttack(TurnWork &w, int k, const AreaAction &a, int cost, ActionKind kind,
                             const std::function<QString(int)> &describe, BattleSpec &spec)
{
    int count = 0;
    if (auto f = checkHomeAttack(w, k, a, cost, count))
        return f;
    accept(w, k, a, cost, describe(count));
    takeArmies(w, a.source, count);
    spec.kind = kind;
    spec.kingdom = k;
    spec.source = a.source;
    spec.target = a.target;
    spec.armies = count;
    return std::nullopt;
}

} // namespace

ActionResult runRaid(TurnWork &w, int k, const AreaAction &a)
{
    const AreaParameters &p = w.params();
    BattleSpec spec;
    const auto describe = [&](int count) {
        return QStringLiteral("RAID with %1 armies from %2 on %3")
            .arg(count)
            .arg(w.areaName(a.source), w.areaName(a.target));
    };
    if (auto f = startHomeAttack(w, k, a, p.costRaid, ActionKind::Raid, describe, spec))
        return f;
    const int count = spec.armies;
    const int battle = announceBattle(w, spec);
    AreaState &def = w.at(a.target);
    const int defender = def.owner;
    retreatBeforeBattle(w, a.target, count);
    // Decision: A5.5 names the ambush as a raid outcome, so a raid from the ambush location
    // triggers it like a MOVE (A7.4): the raider's loss is multiplied and its home gets sticky.
    const bool ambushed = ambushTriggered(w, a.source, a.target);
    const int defence = w.defenceLevel(a.target);
    const bool difficult = isDifficultTerrain(w.info(a.target).terrain);
    const int attackerWanted = defence > 0 ? (ambushed ? p.ambushLossMultiplier : 1) : 0;
    const int attackerLoss = std::min(count, attackerWanted);
    const int defenderLoss = (ambushed || difficult) ? 0 : std::min(1, def.armies);
    const int defArmies = def.armies;
    def.armies -= defenderLoss;
    const int left = count - attackerLoss;
    QString why;
    if (ambushed)
        why = QStringLiteral("none: ambush");
    else if (difficult)
        why = QStringLiteral("none in %1, A5.5").arg(w.terrainName(a.target));
    else
        why = QStringLiteral("A5.5");
    w.event(QStringLiteral("PhaseResolved"), QStringLiteral("A5.5"),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("phase"), 1},
             {QStringLiteral("attackers"), count},
             {QStringLiteral("defence"), defence},
             {QStringLiteral("defenderArmies"), defArmies},
             {QStringLiteral("attackerLoss"), attackerLoss},
             {QStringLiteral("defenderLoss"), defenderLoss},
             {QStringLiteral("terrainReduction"), difficult && !ambushed && defArmies > 0 ? 1 : 0},
             {QStringLiteral("ambush"), ambushed}},
            QStringLiteral("Raid: %1 armies of %2 against defence %3 in %4; attacker loses %5 "
                           "(%6), defender loses %7 (%8).")
                .arg(count)
                .arg(w.kingdomName(k))
                .arg(defence)
                .arg(w.terrainName(a.target))
                .arg(attackerLoss)
                .arg(defence > 0 ? (ambushed ? QStringLiteral("doubled by the ambush, A7.4")
                                             : QStringLiteral("defence above 0, A5.5"))
                                 : QStringLiteral("no defence, A5.5"))
                .arg(defenderLoss)
                .arg(why));
    if (def.armies == 0 && left > 0) {
        // A5.5 [house]. Decision: a raid on an area with no population takes nothing, so the
        // raider gains no BPs from it either.
        const int taken = std::min(def.population, p.raidPillagePopulation);
        const int gained = taken > 0 ? p.raidPillageBp : 0;
        def.population -= taken;
        w.addCapped(w.kingdom(k).bp, gained, TurnWork::Count::Bp, k, w.kingdomName(k));
        w.event(QStringLiteral("Pillaged"), QStringLiteral("A5.5"),
                {{QStringLiteral("battle"), battle},
                 {QStringLiteral("kingdom"), w.kingdomId(k)},
                 {QStringLiteral("area"), w.info(a.target).code},
                 {QStringLiteral("populationLost"), taken},
                 {QStringLiteral("bpGained"), gained}},
                QStringLiteral("%1 is pillaged: population -%2, %3 gains %4 BP (A5.5).")
                    .arg(w.areaName(a.target))
                    .arg(taken)
                    .arg(w.kingdomName(k))
                    .arg(gained));
    }
    battleEnded(w, battle,
                left > 0 ? QStringLiteral("raided") : QStringLiteral("attacker wiped out"),
                left > 0 ? QStringLiteral("the raiders go home, the area is never captured (A5.5)")
                         : QStringLiteral("the raiders are wiped out"));
    returnArmies(w, battle, k, a.source, left);
    disperseLosses(w, battle, k, attackerLoss);
    disperseLosses(w, battle, defender, defenderLoss);
    if (ambushed && left > 0)
        w.makeSticky(a.source, QStringLiteral("its armies were ambushed"),
                     QStringLiteral("A7.4, A6.1"));
    return std::nullopt;
}

ActionResult runSiege(TurnWork &w, int k, const AreaAction &a)
{
    const AreaParameters &p = w.params();
    BattleSpec spec;
    const auto describe = [&](int count) {
        return QStringLiteral("SIEGE of %1 with %2 armies from %3")
            .arg(w.areaName(a.target))
            .arg(count)
            .arg(w.areaName(a.source));
    };
    if (auto f = startHomeAttack(w, k, a, p.costSiege, ActionKind::Siege, describe, spec))
        return f;
    spec.ships = w.isSea(a.source) ? w.at(a.source).ships : 0;
    spec.f = p.siegeFraction;
    // Decision: A7.4 lists MOVE, ASSAULT and OVERRUN; a siege does not move, so no ambush.
    spec.ambushPossible = false;
    const BattleOutcome out = fightLandBattle(w, spec);
    if (out.shipsLost > 0)
        w.at(a.source).ships -= out.shipsLost;
    AreaState &def = w.at(a.target);
    if (out.armiesLeft > 0 && out.armiesLeft > def.armies) {
        const bool fort = def.forts > 0;
        const int lost = fort ? std::min(def.forts, p.siegeFortLoss)
                              : std::min(def.population, p.siegePopulationLoss);
        (fort ? def.forts : def.population) -= lost;
        w.event(
            QStringLiteral("SiegeDamage"), QStringLiteral("A5.6"),
            {{QStringLiteral("battle"), out.battle},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("fortsLost"), fort ? lost : 0},
             {QStringLiteral("populationLost"), fort ? 0 : lost}},
            QStringLiteral("The besiegers outnumber the defending armies: %1 loses %2 %3 (A5.6).")
                .arg(w.areaName(a.target))
                .arg(lost)
                .arg(fort ? QStringLiteral("fort level") : QStringLiteral("population")));
    }
    battleEnded(w, out.battle,
                out.armiesLeft > 0 ? QStringLiteral("besieged")
                                   : QStringLiteral("attacker wiped out"),
                out.armiesLeft > 0 ? QStringLiteral("the besiegers stay where they were (A5.6)")
                                   : QStringLiteral("the besiegers are wiped out"));
    returnArmies(w, out.battle, k, a.source, out.armiesLeft);
    if (w.isSea(a.source))
        w.drownExcess(a.source, QStringLiteral("their ships were lost in the siege"));
    if (out.armiesLeft > 0)
        w.makeSticky(a.source, QStringLiteral("a SIEGE ended with armies in it"),
                     QStringLiteral("A5.6, A6.1"));
    return std::nullopt;
}

} // namespace muster
