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
    AreaState &def = w.at(a.target);
    const int defender = def.owner;
    BattleSpec spec;
    spec.kind = a.kind;
    spec.kingdom = k;
    spec.source = a.source;
    spec.target = a.target;
    spec.armies = carried;
    spec.ships = ships;
    const int battle = announceBattle(w, spec);
    const Fraction f{1, 2};
    const int attack = ships;
    const int defence = def.ships + def.aboard;
    const int attackerLoss = std::min(ships, formulaLoss(f, defence, attack));
    const int defenderWanted = formulaLoss(f, attack, defence);
    const int aboardLost = std::min(def.aboard, defenderWanted);
    const int shipsLost = std::min(def.ships, defenderWanted - aboardLost);
    def.aboard -= aboardLost;
    def.ships -= shipsLost;
    w.destroyed(defender, aboardLost);
    ships -= attackerLoss;
    w.event(
        QStringLiteral("PhaseResolved"), QStringLiteral("A5.7, A4.8"),
        {{QStringLiteral("battle"), battle},
         {QStringLiteral("phase"), 1},
         {QStringLiteral("attackers"), attack},
         {QStringLiteral("defence"), defence},
         {QStringLiteral("attackerLoss"), attackerLoss},
         {QStringLiteral("defenderLoss"), aboardLost + shipsLost},
         {QStringLiteral("defenderArmiesLost"), aboardLost},
         {QStringLiteral("defenderShipsLost"), shipsLost}},
        QStringLiteral("Sea battle: %1 ships of %2 against %3 ships and armies aboard; attacker "
                       "loses %4 ships, defender loses %5 armies aboard and %6 ships (A5.7).")
            .arg(attack)
            .arg(w.kingdomName(k))
            .arg(defence)
            .arg(attackerLoss)
            .arg(aboardLost)
            .arg(shipsLost));
    if (carried > ships) {
        const int drowned = carried - ships;
        carried = ships;
        w.destroyed(k, drowned);
        w.event(QStringLiteral("Drowned"), QStringLiteral("A5.7"),
                {{QStringLiteral("area"), w.info(a.target).code},
                 {QStringLiteral("kingdom"), w.kingdomId(k)},
                 {QStringLiteral("armies"), drowned}},
                QStringLiteral("%1 armies of %2 drown with their ships (A5.7).")
                    .arg(drowned)
                    .arg(w.kingdomName(k)));
    }
    if (def.ships == 0)
        def.owner = -1;
    const bool won = def.ships == 0 && ships > 0;
    battleEnded(w, battle, won ? QStringLiteral("captured") : QStringLiteral("repulsed"),
                won ? QStringLiteral("%1 holds %2").arg(w.kingdomName(k), w.areaName(a.target))
                    : QStringLiteral("the attacking ships turn back"));
    return ships;
}

} // namespace

ActionResult runShips(TurnWork &w, int k, const AreaAction &a)
{
    if (!w.isSea(a.source) || !w.isSea(a.target))
        return failure(FailureReason::WrongAreaType,
                       QStringLiteral("ships move only between sea areas (A5.7)"));
    AreaState &src = w.at(a.source);
    if (src.owner != k)
        return failure(
            FailureReason::SourceNotOwned,
            QStringLiteral("%1 has no ships in %2").arg(w.kingdomName(k), w.areaName(a.source)));
    if (w.sticky[static_cast<size_t>(a.source)])
        return failure(FailureReason::SourceSticky,
                       QStringLiteral("%1 is sticky").arg(w.areaName(a.source)));
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    const int ships = a.count.resolve(src.ships);
    if (ships < 1 || ships > src.ships)
        return failure(
            FailureReason::TooFewShips,
            QStringLiteral("%1 holds %2 ships").arg(w.areaName(a.source)).arg(src.ships));
    const bool convoy = a.kind == ActionKind::Convoy;
    if (!convoy && ships > src.ships - src.aboard)
        return failure(
            FailureReason::ShipsCarryArmies,
            QStringLiteral("only %1 of the ships in %2 are empty; move loaded ships with CONVOY")
                .arg(src.ships - src.aboard)
                .arg(w.areaName(a.source)));
    const int cost = convoy ? w.params().costConvoy : w.params().costShips;
    if (auto f = checkCost(w, k, a, cost))
        return f;
    // CONVOY: the moving ships carry as many of the armies aboard as they can, one per ship; the
    // ships left behind can always carry the rest, since there is never more than one per ship.
    int carried = convoy ? std::min(src.aboard, ships) : 0;
    accept(w, k, a, cost,
           QStringLiteral("%1 ships%2 from %3 to %4")
               .arg(ships)
               .arg(carried ? QStringLiteral(" carrying %1 armies").arg(carried) : QString())
               .arg(w.areaName(a.source), w.areaName(a.target)));
    src.ships -= ships;
    src.aboard -= carried;
    if (src.ships == 0)
        src.owner = -1;

    AreaState &dst = w.at(a.target);
    int arriving = ships;
    bool back = false;
    if (dst.owner >= 0 && dst.owner != k) {
        arriving = seaBattle(w, k, a, ships, carried);
        back = dst.owner >= 0; // the defenders still hold the sea: turn back (A4.6)
    }
    AreaState &end = back ? src : dst;
    if (arriving > 0) {
        end.owner = k;
        w.addCapped(end.ships, arriving, TurnWork::Count::Ships, k,
                    w.areaName(back ? a.source : a.target));
        end.aboard += carried; // one per ship: never more than the ships, after any drowning
        w.drownExcess(back ? a.source : a.target, QStringLiteral("the sea holds no more ships"));
    }
    w.event(QStringLiteral("ShipsMoved"), QStringLiteral("A5.7"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(back ? a.source : a.target).code},
             {QStringLiteral("ships"), arriving},
             {QStringLiteral("armies"), carried}},
            QStringLiteral("%1 ships of %2 with %3 armies aboard %4 %5.")
                .arg(arriving)
                .arg(w.kingdomName(k))
                .arg(carried)
                .arg(back ? QStringLiteral("return to") : QStringLiteral("are now in"),
                     w.areaName(back ? a.source : a.target)));
    return std::nullopt;
}

} // namespace muster
