#include "rules/area/Battle.h"

#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

int formulaLoss(Fraction f, int enemy, int own)
{
    return f.of(enemy) + (enemy > own ? f.of(enemy - own) : 0);
}

AttackerLoss splitAttackerLoss(int wanted, int armies, int ships)
{
    AttackerLoss out;
    out.armies = std::min(armies, wanted);
    out.ships = std::min(ships, wanted - out.armies);
    return out;
}

int announceBattle(TurnWork &w, const BattleSpec &s)
{
    const int battle = ++w.battles;
    const AreaState &t = w.at(s.target);
    w.record(log::BattleStarted{battle,
                                s.kind,
                                {s.kingdom},
                                {t.owner},
                                {s.source},
                                {s.target},
                                s.armies,
                                s.ships,
                                t.armies,
                                w.defenceLevel(s.target)});
    return battle;
}

bool retreatBeforeBattle(TurnWork &w, int area, int attackerStrength)
{
    const AreaState &s = w.at(area);
    // A7.2: unowned armies never retreat; an area with no location defends (A7.1).
    if (s.owner < 0 || s.armies == 0 || s.mode != DefenceMode::Retreat || s.modeArea < 0)
        return false;
    const int to = s.modeArea;
    log::RetreatRefused refused{{area}, {to}, RetreatRefusal::NotAdjacent, {s.owner}};
    bool refuse = true;
    if (!w.rules.world.adjacent(area, to))
        refused.reason = RetreatRefusal::NotAdjacent;
    else if (w.isSea(to) || w.at(to).owner != s.owner)
        refused.reason = RetreatRefusal::NotOwnLand;
    else if (attackerStrength <= s.armies || attackerStrength <= w.defenceLevel(area)) {
        refused.reason = RetreatRefusal::NotOutnumbered;
        refused.attackers = attackerStrength;
        refused.armies = s.armies;
        refused.defence = w.defenceLevel(area);
    } else if (w.stickyFor(area, s.owner))
        // Decision: a retreat is a move out of the area, and A6.2 lets none of the defender's
        // armies leave an area sticky for it.
        refused.reason = RetreatRefusal::Sticky;
    else
        refuse = false;
    if (refuse) {
        w.record(refused);
        return false;
    }
    const int owner = s.owner;
    w.record(log::Retreated{{area}, {to}, {owner}, s.armies});
    w.capArea(to, LimitedCount::Armies);
    w.armiesEntered(to, area, owner);
    return true;
}

bool ambushTriggered(TurnWork &w, int source, int target)
{
    const AreaState &s = w.at(target);
    if (s.owner < 0 || s.mode != DefenceMode::Ambush || s.modeArea != source)
        return false;
    w.record(log::Ambushed{{target}, {source}});
    return true;
}

void disperseLosses(TurnWork &w, int battle, int kingdom, int armiesLost)
{
    if (armiesLost <= 0)
        return;
    const bool owned = w.validKingdom(kingdom);
    const int share = owned ? w.params().dispersal.of(armiesLost) : 0;
    w.record(log::Dispersed{battle, {owned ? kingdom : -1}, armiesLost, share, armiesLost - share});
    if (owned)
        w.capKingdom(kingdom, LimitedCount::Dispersed);
}

BattleOutcome fightLandBattle(TurnWork &w, const BattleSpec &spec)
{
    BattleOutcome out;
    const int battle = announceBattle(w, spec);
    out.battle = battle;
    const int defender = w.at(spec.target).owner;
    int ships = spec.ships;
    int armies = spec.armies;
    retreatBeforeBattle(w, spec.target, armies + ships);
    out.ambushed = spec.ambushPossible && ambushTriggered(w, spec.source, spec.target);

    const bool difficult = isDifficultTerrain(w.info(spec.target).terrain);
    const int multiplier = w.params().ambushLossMultiplier;
    int attackerArmiesLost = 0, defenderLost = 0;
    // A4.7 and the shrinking strengths end every battle; the cap only guards against a ruleset
    // with a zero fraction.
    for (int phase = 1; phase <= 1000; ++phase) {
        const int a = armies + ships;
        const int d = w.defenceLevel(spec.target);
        const int defArmies = w.at(spec.target).armies;
        log::PhaseResolved p;
        p.kind = PhaseKind::Land;
        p.battle = battle;
        p.phase = phase;
        p.kingdom = {spec.kingdom};
        p.area = {spec.target};
        p.from = {spec.source};
        p.attackers = a;
        p.attackerShips = ships;
        p.defence = d;
        p.defenderArmies = defArmies;
        p.fractionNum = spec.f.num;
        p.fractionDen = spec.f.den;
        p.sequential = spec.sequential;
        p.withShips = spec.ships > 0;
        p.ambushMultiplier = multiplier;
        p.defenderFormula = formulaLoss(spec.f, a, d);
        p.terrainReduction = difficult ? std::min(1, p.defenderFormula) : 0; // A4.4, not below 0
        p.defenderLoss = std::min(defArmies, p.defenderFormula - p.terrainReduction);
        p.defenderArmyLoss = p.defenderLoss;
        // A5.4 OVERRUN: the attacker then loses by the defence level that remains.
        const int dForAttacker = spec.sequential ? d - p.defenderLoss : d;
        p.attackerFormula = formulaLoss(spec.f, dForAttacker, a);
        p.ambush = out.ambushed && phase == 1;
        // In 64 bits: a loss times the multiplier may pass an int; only what is there is lost.
        const int attackerWanted =
            p.ambush ? static_cast<int>(std::min<long long>(
                           static_cast<long long>(p.attackerFormula) * multiplier, a))
                     : p.attackerFormula;
        // A5.7: armies landing from the sea take losses before the ships.
        const AttackerLoss loss = splitAttackerLoss(attackerWanted, armies, ships);
        p.attackerLoss = loss.armies + loss.ships;
        p.attackerShipLoss = loss.ships;
        w.record(p);
        armies -= loss.armies;
        ships -= loss.ships;
        out.shipsLost += loss.ships;
        attackerArmiesLost += loss.armies;
        defenderLost += p.defenderLoss;

        // A4.5: wiped out; A4.7: a defender with no armies counts as wiped out after the first
        // phase; a phase with no losses while both have armies makes the attacker give up.
        if (armies == 0 || w.at(spec.target).armies == 0 || spec.singlePhase)
            break;
        if (p.attackerLoss == 0 && p.defenderLoss == 0) {
            w.record(log::AttackerGaveUp{battle, phase, {spec.kingdom}});
            break;
        }
    }
    out.armiesLeft = armies;
    out.defenderWipedOut = w.at(spec.target).armies == 0;
    disperseLosses(w, battle, spec.kingdom, attackerArmiesLost);
    disperseLosses(w, battle, defender, defenderLost);
    return out;
}

} // namespace muster
