#include "log/AreaBattleSentences.h"

#include "log/AreaSentenceParts.h"

namespace muster::log::sentence {

QString drownWhy(DrownCause cause)
{
    switch (cause) {
    case DrownCause::ShipsFull:
        return QStringLiteral("one army per ship, and the ships were full");
    case DrownCause::ShipsLostLanding:
        return QStringLiteral("their ships were lost in the landing");
    case DrownCause::TooFewShipsLeft:
        return QStringLiteral("too few ships are left to carry them");
    case DrownCause::ShipsLostSiege:
        return QStringLiteral("their ships were lost in the siege");
    case DrownCause::SeaFull:
        return QStringLiteral("the sea holds no more ships to carry them");
    case DrownCause::WithTheirShips:
        break;
    }
    return {};
}

QString retreatRefusal(const RetreatRefused &e, const LogContext &c)
{
    switch (e.reason) {
    case RetreatRefusal::NotAdjacent:
        return QStringLiteral("%1 is not adjacent").arg(c.areaName(e.location));
    case RetreatRefusal::NotOwnLand:
        return QStringLiteral("%1 is not %2's land")
            .arg(c.areaName(e.location), c.kingdomName(e.owner));
    case RetreatRefusal::NotOutnumbered:
        return QStringLiteral("%1 attackers do not outnumber both its %2 and its defence %3")
            .arg(e.attackers)
            .arg(armies(e.armies))
            .arg(e.defence);
    case RetreatRefusal::Sticky:
        return QStringLiteral("the area is sticky (A6.2)");
    }
    return {};
}

/// " (4 armies and 2 ships)": the strength of an attack from the sea (A5.7).
QString shipsJoining(const PhaseResolved &e)
{
    if (!e.withShips)
        return {};
    return QStringLiteral(" (%1 and %2)")
        .arg(armies(saturatedDifference(e.attackers, e.attackerShips)))
        .arg(ships(e.attackerShips));
}

QString landPhase(const PhaseResolved &e, const LogContext &c)
{
    const QString shipText = shipsJoining(e);
    // A5.4 OVERRUN: the attacker loses by the defence level that remains.
    const int dForAttacker =
        e.sequential ? saturatedDifference(e.defence, e.defenderLoss) : e.defence;
    const qint64 attackerWanted =
        e.ambush ? qint64{e.attackerFormula} * e.ambushMultiplier : e.attackerFormula;
    QString attackerWhy = formulaTerms(e.fractionNum, e.fractionDen, dForAttacker, e.attackers);
    attackerWhy += e.ambush
                       ? QStringLiteral(", times %1 for the ambush, A7.4").arg(e.ambushMultiplier)
                       : QStringLiteral(", A4.8");
    if (e.attackerLoss < attackerWanted)
        attackerWhy += QStringLiteral(", no more armies to lose");
    QString defenderWhy = formulaTerms(e.fractionNum, e.fractionDen, e.attackers, e.defence);
    if (e.terrainReduction > 0)
        defenderWhy += QStringLiteral(", minus %1 for %2, A4.4")
                           .arg(e.terrainReduction)
                           .arg(c.terrainName(e.area));
    else
        defenderWhy += QStringLiteral(", A4.8");
    if (e.defenderLoss < qint64{e.defenderFormula} - e.terrainReduction)
        defenderWhy += QStringLiteral(", no more armies to lose");
    return QStringLiteral("Phase %1: %2 of %3%4 against defence %5 in %6; attacker loses "
                          "%7 (%8), defender loses %9 (%10).")
        .arg(e.phase)
        .arg(armies(e.attackers))
        .arg(c.kingdomName(e.kingdom), shipText)
        .arg(e.defence)
        .arg(c.terrainName(e.area))
        .arg(e.attackerLoss)
        .arg(attackerWhy)
        .arg(e.defenderLoss)
        .arg(defenderWhy);
}

QString raidPhase(const PhaseResolved &e, const LogContext &c)
{
    QString why;
    if (e.ambush)
        why = QStringLiteral("none: ambush");
    else if (isDifficultArea(c, e.area))
        why = QStringLiteral("none in %1, A5.5").arg(c.terrainName(e.area));
    else
        why = QStringLiteral("A5.5");
    return QStringLiteral("Raid: %1 of %2%3 against defence %4 in %5; attacker loses %6 "
                          "(%7), defender loses %8 (%9).")
        .arg(armies(e.attackers))
        .arg(c.kingdomName(e.kingdom), shipsJoining(e))
        .arg(e.defence)
        .arg(c.terrainName(e.area))
        .arg(e.attackerLoss)
        .arg(e.defence > 0 ? (e.ambush ? QStringLiteral("doubled by the ambush, A7.4")
                                       : QStringLiteral("defence above 0, A5.5"))
                           : QStringLiteral("no defence, A5.5"))
        .arg(e.defenderLoss)
        .arg(why);
}

QString seaPhase(const PhaseResolved &e, const LogContext &c)
{
    return QStringLiteral("Sea battle: %1 of %2 against %3 ships and armies aboard; "
                          "attacker loses %4, defender loses %5 aboard and %6 "
                          "(A5.7).")
        .arg(ships(e.attackers))
        .arg(c.kingdomName(e.kingdom))
        .arg(e.defence)
        .arg(ships(e.attackerLoss))
        .arg(armies(e.defenderArmyLoss))
        .arg(ships(e.defenderShipLoss));
}

QString battleEnd(const BattleEnded &e, const LogContext &c)
{
    const bool sea = isSeaArea(c, e.area);
    switch (e.result) {
    case AreaBattleResult::Captured:
        return sea ? QStringLiteral("%1 holds %2").arg(c.kingdomName(e.kingdom), c.areaName(e.area))
                   : QStringLiteral("%1 takes %2")
                         .arg(c.kingdomName(e.kingdom), c.areaName(e.area));
    case AreaBattleResult::Repulsed:
        return sea ? QStringLiteral("the attacking ships turn back")
                   : QStringLiteral("the defenders of %1 hold, the attacker gives up (A4.5)")
                         .arg(c.areaName(e.area));
    case AreaBattleResult::AttackerWipedOut:
        if (e.verb == ActionKind::Raid)
            return QStringLiteral("the raiders are wiped out");
        if (e.verb == ActionKind::Siege)
            return QStringLiteral("the besiegers are wiped out");
        return QStringLiteral("the attackers are wiped out (A4.5)");
    case AreaBattleResult::Raided:
        return QStringLiteral("the raiders go home, the area is never captured (A5.5)");
    case AreaBattleResult::Besieged:
        return QStringLiteral("the besiegers stay where they were (A5.6)");
    }
    return {};
}

QString battleStart(const BattleStarted &e, const LogContext &c)
{
    if (isSeaArea(c, e.area))
        // A5.7: a sea battle is fought by ships, the defender's armies aboard counting too.
        return QStringLiteral("Battle %1: %2 of %3 with %4 carrying %5 from %6 into "
                              "%7 (sea, held by %8, defence %9).")
            .arg(c.battleName(e.battle))
            .arg(verbName(e.verb), c.kingdomName(e.kingdom))
            .arg(ships(e.ships))
            .arg(armies(e.attackers))
            .arg(c.areaName(e.from), c.areaName(e.area), c.kingdomName(e.defender))
            .arg(e.defence);
    QString joining;
    if (e.ships > 0)
        joining = QStringLiteral(" with %1 joining from the sea (A5.7)").arg(ships(e.ships));
    return QStringLiteral("Battle %1: %2 of %3 with %4 from %5 on %6 (%7, held by %8, "
                          "defence %9)%10.")
        .arg(c.battleName(e.battle))
        .arg(verbName(e.verb), c.kingdomName(e.kingdom))
        .arg(armies(e.attackers))
        .arg(c.areaName(e.from), c.areaName(e.area), c.terrainName(e.area),
             c.kingdomName(e.defender))
        .arg(e.defence)
        .arg(joining);
}

} // namespace muster::log::sentence
