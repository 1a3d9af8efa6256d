#include "rules/area/Battle.h"

#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {

struct Phase
{
    int attacker = 0;    // loss applied to the attacker
    int defender = 0;    // loss applied to the defender's armies
    int attackerRaw = 0; // by the formula, before the ambush
    int defenderRaw = 0; // by the formula, before terrain
    int terrain = 0;     // A4.4 reduction used
};

/// "3 + 1": the two terms of the A4.8 formula, the second only when it applies.
QString formulaTerms(Fraction f, int enemy, int own)
{
    const int extra = enemy > own ? f.of(enemy - own) : 0;
    return extra > 0 ? QStringLiteral("%1 + %2").arg(f.of(enemy)).arg(extra)
                     : QString::number(f.of(enemy));
}

QString attackerWhy(const QString &terms, int multiplier, bool ambush, bool capped)
{
    QString out = terms;
    if (ambush)
        out += QStringLiteral(", times %1 for the ambush, A7.4").arg(multiplier);
    else
        out += QStringLiteral(", A4.8");
    if (capped)
        out += QStringLiteral(", no more armies to lose");
    return out;
}

QString defenderWhy(const Phase &p, const QString &terms, const QString &terrain)
{
    QString out = terms;
    if (p.terrain > 0)
        out += QStringLiteral(", minus %1 for %2, A4.4").arg(p.terrain).arg(terrain);
    else
        out += QStringLiteral(", A4.8");
    if (p.defender < p.defenderRaw - p.terrain)
        out += QStringLiteral(", no more armies to lose");
    return out;
}

} // namespace

int formulaLoss(Fraction f, int enemy, int own)
{
    return f.of(enemy) + (enemy > own ? f.of(enemy - own) : 0);
}

int announceBattle(TurnWork &w, const BattleSpec &s)
{
    const int battle = ++w.battles;
    const AreaState &t = w.at(s.target);
    QString ships;
    if (s.ships > 0)
        ships = QStringLiteral(" with %1 ships joining from the sea (A5.7)").arg(s.ships);
    w.event(QStringLiteral("BattleStarted"), QStringLiteral("A4.1"),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("action"), actionKindName(s.kind)},
             {QStringLiteral("kingdom"), w.kingdomId(s.kingdom)},
             {QStringLiteral("defender"), w.kingdomId(t.owner)},
             {QStringLiteral("from"), w.info(s.source).code},
             {QStringLiteral("area"), w.info(s.target).code},
             {QStringLiteral("terrain"), w.terrainName(s.target)},
             {QStringLiteral("attackers"), s.armies},
             {QStringLiteral("ships"), s.ships},
             {QStringLiteral("defenderArmies"), t.armies},
             {QStringLiteral("defence"), w.defenceLevel(s.target)}},
            QStringLiteral("Battle %1: %2 of %3 with %4 armies from %5 on %6 (%7, held by %8, "
                           "defence %9)%10.")
                .arg(battle)
                .arg(actionKindName(s.kind), w.kingdomName(s.kingdom))
                .arg(s.armies)
                .arg(w.areaName(s.source), w.areaName(s.target), w.terrainName(s.target),
                     w.kingdomName(t.owner))
                .arg(w.defenceLevel(s.target))
                .arg(ships));
    return battle;
}

bool retreatBeforeBattle(TurnWork &w, int area, int attackerStrength)
{
    AreaState &s = w.at(area);
    // A7.2: unowned armies never retreat; an area with no location defends (A7.1).
    if (s.owner < 0 || s.armies == 0 || s.mode != DefenceMode::Retreat || s.modeArea < 0)
        return false;
    const int to = s.modeArea;
    QString refused;
    if (!w.rules.world.adjacent(area, to))
        refused = QStringLiteral("%1 is not adjacent").arg(w.areaName(to));
    else if (w.isSea(to) || w.at(to).owner != s.owner)
        refused = QStringLiteral("%1 is not %2's land").arg(w.areaName(to), w.kingdomName(s.owner));
    else if (attackerStrength <= s.armies || attackerStrength <= w.defenceLevel(area))
        refused =
            QStringLiteral("%1 attackers do not outnumber both its %2 armies and its defence %3")
                .arg(attackerStrength)
                .arg(s.armies)
                .arg(w.defenceLevel(area));
    else if (w.sticky[static_cast<size_t>(area)])
        // Decision: a retreat is a move out of the area, and A6.2 lets no army leave a sticky one.
        refused = QStringLiteral("the area is sticky (A6.2)");
    if (!refused.isEmpty()) {
        w.event(QStringLiteral("RetreatRefused"), QStringLiteral("A7.2"),
                {{QStringLiteral("area"), w.info(area).code},
                 {QStringLiteral("location"), w.info(to).code},
                 {QStringLiteral("reason"), refused}},
                QStringLiteral("The defenders of %1 stand and fight: %2 (A7.2).")
                    .arg(w.areaName(area), refused));
        return false;
    }
    const int armies = s.armies;
    s.armies = 0;
    w.addCapped(w.at(to).armies, armies, TurnWork::Count::Armies, s.owner, w.areaName(to));
    w.event(QStringLiteral("Retreated"), QStringLiteral("A7.2"),
            {{QStringLiteral("area"), w.info(area).code},
             {QStringLiteral("location"), w.info(to).code},
             {QStringLiteral("kingdom"), w.kingdomId(s.owner)},
             {QStringLiteral("armies"), armies}},
            QStringLiteral("%1 armies of %2 retreat from %3 to %4 before the battle; population "
                           "and forts stay (A7.2).")
                .arg(armies)
                .arg(w.kingdomName(s.owner), w.areaName(area), w.areaName(to)));
    w.armiesEntered(to, area, w.at(to).owner);
    return true;
}

bool ambushTriggered(TurnWork &w, int source, int target)
{
    const AreaState &s = w.at(target);
    if (s.owner < 0 || s.mode != DefenceMode::Ambush || s.modeArea != source)
        return false;
    w.event(QStringLiteral("Ambushed"), QStringLiteral("A7.4"),
            {{QStringLiteral("area"), w.info(target).code},
             {QStringLiteral("from"), w.info(source).code}},
            QStringLiteral("Ambush! %1 lies in wait for attackers from %2 (A7.4).")
                .arg(w.areaName(target), w.areaName(source)));
    return true;
}

void disperseLosses(TurnWork &w, int battle, int kingdom, int armiesLost)
{
    if (armiesLost <= 0)
        return;
    const int share = w.params().dispersal.of(armiesLost);
    const bool owned = w.validKingdom(kingdom);
    if (owned) {
        int &dispersed = w.kingdom(kingdom).dispersed;
        const int before = dispersed;
        w.addCapped(dispersed, share, TurnWork::Count::Dispersed, kingdom, w.kingdomName(kingdom));
        w.tallies[static_cast<size_t>(kingdom)].dispersed += dispersed - before;
        w.destroyed(kingdom, armiesLost - share);
    }
    w.event(QStringLiteral("Dispersed"), QStringLiteral("A9.1"),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("kingdom"), w.kingdomId(kingdom)},
             {QStringLiteral("lost"), armiesLost},
             {QStringLiteral("dispersed"), owned ? share : 0},
             {QStringLiteral("destroyed"), owned ? armiesLost - share : armiesLost}},
            owned
                ? QStringLiteral("%1 lost %2 armies: %3 dispersed (back in the reserve at the end "
                                 "of the turn), %4 destroyed (A9.1).")
                      .arg(w.kingdomName(kingdom))
                      .arg(armiesLost)
                      .arg(share)
                      .arg(armiesLost - share)
                : QStringLiteral("%1 unowned armies were lost; unowned armies that disperse are "
                                 "gone (A9.1).")
                      .arg(armiesLost));
}

BattleOutcome fightLandBattle(TurnWork &w, const BattleSpec &spec)
{
    BattleOutcome out;
    const int battle = announceBattle(w, spec);
    out.battle = battle;
    AreaState &def = w.at(spec.target);
    const int defender = def.owner;
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
        const int defArmies = def.armies;
        Phase p;
        p.defenderRaw = formulaLoss(spec.f, a, d);
        p.terrain = difficult ? std::min(1, p.defenderRaw) : 0; // A4.4, never below zero
        p.defender = std::min(def.armies, p.defenderRaw - p.terrain);
        // A5.4 OVERRUN: the attacker then loses by the defence level that remains.
        const int dForAttacker = spec.sequential ? d - p.defender : d;
        p.attackerRaw = formulaLoss(spec.f, dForAttacker, a);
        const bool ambushPhase = out.ambushed && phase == 1;
        // In 64 bits: a loss times the multiplier may pass an int; only what is there is lost.
        const int attackerWanted = ambushPhase
                                       ? static_cast<int>(std::min<long long>(
                                             static_cast<long long>(p.attackerRaw) * multiplier, a))
                                       : p.attackerRaw;
        // A5.7: armies landing from the sea take losses before the ships.
        const int armyLoss = std::min(armies, attackerWanted);
        const int shipLoss = std::min(ships, attackerWanted - armyLoss);
        p.attacker = armyLoss + shipLoss;
        armies -= armyLoss;
        ships -= shipLoss;
        out.shipsLost += shipLoss;
        def.armies -= p.defender;
        attackerArmiesLost += armyLoss;
        defenderLost += p.defender;

        QString shipText;
        if (spec.ships > 0)
            shipText = QStringLiteral(" (%1 armies and %2 ships)")
                           .arg(a - (ships + shipLoss))
                           .arg(ships + shipLoss);
        w.event(
            QStringLiteral("PhaseResolved"),
            QStringLiteral("A4.2, A4.8%1%2%3")
                .arg(p.terrain ? QStringLiteral(", A4.4") : QString(),
                     ambushPhase ? QStringLiteral(", A7.4") : QString(),
                     spec.sequential ? QStringLiteral(", A5.4") : QString()),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("phase"), phase},
             {QStringLiteral("attackers"), a},
             {QStringLiteral("defence"), d},
             {QStringLiteral("defenderArmies"), defArmies},
             {QStringLiteral("attackerLoss"), p.attacker},
             {QStringLiteral("attackerShipLoss"), shipLoss},
             {QStringLiteral("defenderLoss"), p.defender},
             {QStringLiteral("attackerFormula"), p.attackerRaw},
             {QStringLiteral("defenderFormula"), p.defenderRaw},
             {QStringLiteral("terrainReduction"), p.terrain},
             {QStringLiteral("ambush"), ambushPhase}},
            QStringLiteral("Phase %1: %2 armies of %3%4 against defence %5 in %6; attacker loses "
                           "%7 (%8), defender loses %9 (%10).")
                .arg(phase)
                .arg(a)
                .arg(w.kingdomName(spec.kingdom), shipText)
                .arg(d)
                .arg(w.terrainName(spec.target))
                .arg(p.attacker)
                .arg(attackerWhy(formulaTerms(spec.f, dForAttacker, a), multiplier, ambushPhase,
                                 p.attacker < attackerWanted))
                .arg(p.defender)
                .arg(defenderWhy(p, formulaTerms(spec.f, a, d), w.terrainName(spec.target))));

        // A4.5: wiped out; A4.7: a defender with no armies counts as wiped out after the first
        // phase; a phase with no losses while both have armies makes the attacker give up.
        if (armies == 0 || def.armies == 0 || spec.singlePhase)
            break;
        if (p.attacker == 0 && p.defender == 0) {
            w.event(QStringLiteral("AttackerGaveUp"), QStringLiteral("A4.7"),
                    {{QStringLiteral("battle"), battle}, {QStringLiteral("phase"), phase}},
                    QStringLiteral("Neither side lost anything in phase %1: %2 gives up (A4.7).")
                        .arg(phase)
                        .arg(w.kingdomName(spec.kingdom)));
            break;
        }
    }
    out.armiesLeft = armies;
    out.defenderWipedOut = def.armies == 0;
    disperseLosses(w, battle, spec.kingdom, attackerArmiesLost);
    disperseLosses(w, battle, defender, defenderLost);
    return out;
}

} // namespace muster
