#include "rules/hex/HexAftermath.h"

#include "rules/hex/HexEvents.h"
#include "rules/hex/HexSupply.h"

#include <QJsonArray>

#include <algorithm>

namespace muster::hexrules {

void removeUnits(HexArmy &army, std::vector<int> indices, const QString &cause, const QString &rule,
                 TurnLog &log)
{
    std::sort(indices.begin(), indices.end(), std::greater<>());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    for (int i : indices) {
        if (i < 0 || i >= static_cast<int>(army.units.size()))
            continue;
        const Unit unit = army.units[static_cast<size_t>(i)];
        army.units.erase(army.units.begin() + i);
        log.add(hexEvent(
            QStringLiteral("UnitRemoved"), rule,
            {{QStringLiteral("army"), army.id},
             {QStringLiteral("unit"), i},
             {QStringLiteral("unitType"), unit.type},
             {QStringLiteral("cause"), cause}},
            QStringLiteral("Army %1 loses its %2 unit (%3).").arg(army.id, unit.type, cause)));
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

/// H4.4: the d20 a pursuer needs, by kind [book].
int pursuitTarget(const QString &kind)
{
    if (kind == QLatin1String("light cavalry") || kind == QLatin1String("flyer"))
        return 11;
    if (kind == QLatin1String("heavy cavalry") || kind == QLatin1String("light infantry"))
        return 14;
    return 18;
}

/// H4.4; returns the loser's unit indices defeated by the pursuit.
std::vector<int> pursue(const HexBattle &battle, int winner, const HexRules &rules,
                        BattleDecisions &decisions, Dice &dice, TurnLog &log)
{
    const BattleSide &w = battle.side(winner);
    const BattleSide &l = battle.side(1 - winner);
    std::vector<const BattleUnit *> fleeing;
    bool loserHasCavalry = false;
    for (const BattleUnit &u : l.units)
        if (!u.defeated) {
            fleeing.push_back(&u);
            loserHasCavalry = loserHasCavalry || u.cavalryOrFlyer;
        }
    if (fleeing.empty())
        return {};
    BattleView view;
    view.battle = battle.id();
    view.hex = battle.hex();
    view.turn = battle.outcome().turns;
    view.armies[winner] = &w.army;
    view.armies[1 - winner] = &l.army;
    view.brOnField[winner] = w.brOnFieldHalf() / 2.0;
    view.brOnField[1 - winner] = l.brOnFieldHalf() / 2.0;
    for (int s = 0; s < 2; ++s)
        for (const BattleUnit &u : battle.side(s).units)
            if (!u.defeated)
                view.onField[s].push_back(u.index);
    if (!decisions.pursue(view, winner))
        return {};
    // [house] +4 only when the loser had cavalry or flyers and lost them all.
    const int bonus = (l.cavalryAtStart > 0 && !loserHasCavalry) ? 4 : 0;
    std::stable_sort(fleeing.begin(), fleeing.end(), [](const BattleUnit *a, const BattleUnit *b) {
        return a->brHalf < b->brHalf;
    });
    QJsonArray rolls, pursuers;
    int hits = 0;
    for (const BattleUnit &u : w.units) {
        if (u.defeated || (loserHasCavalry && !u.cavalryOrFlyer))
            continue;
        const QString kind = rules.unitKind(w.army.units[static_cast<size_t>(u.index)]);
        const int d = dice.roll(20,
                                QStringLiteral("battle %1 pursuit by army %2 unit %3 (%4)")
                                    .arg(battle.id(), w.army.id)
                                    .arg(u.index)
                                    .arg(kind),
                                QStringLiteral("H4.4"));
        rolls.append(d);
        pursuers.append(u.index);
        if (d + bonus >= pursuitTarget(kind))
            ++hits;
    }
    std::vector<int> caught;
    for (int i = 0; i < hits && i < static_cast<int>(fleeing.size()); ++i)
        caught.push_back(fleeing[static_cast<size_t>(i)]->index);
    log.add(hexEvent(QStringLiteral("Pursuit"), QStringLiteral("H4.4"),
                     {{QStringLiteral("battle"), battle.id()},
                      {QStringLiteral("army"), w.army.id},
                      {QStringLiteral("target"), l.army.id},
                      {QStringLiteral("everyone"), !loserHasCavalry},
                      {QStringLiteral("pursuers"), pursuers},
                      {QStringLiteral("rolls"), rolls},
                      {QStringLiteral("bonus"), bonus},
                      {QStringLiteral("hits"), hits},
                      {QStringLiteral("caught"), static_cast<int>(caught.size())}},
                     QStringLiteral("Battle %1: army %2 pursues with %3 units (%4), scoring %5 "
                                    "hits; army %6 loses %7 more units.")
                         .arg(battle.id(), w.army.id)
                         .arg(pursuers.size())
                         .arg(loserHasCavalry ? QStringLiteral("cavalry and flyers only")
                                              : QStringLiteral("everyone"))
                         .arg(hits)
                         .arg(l.army.id)
                         .arg(caught.size())));
    return caught;
}
} // namespace

bool retreatArmy(TurnState &state, int armyIndex, std::optional<Hex> preferred, const World &world,
                 const HexRules &rules, TurnLog &log, const QString &battle)
{
    HexArmy &army = state.armies[static_cast<size_t>(armyIndex)];
    const Hex from = army.hex;
    std::optional<Hex> target;
    QString how;
    if (preferred && canRetreatInto(state, world, rules, army, *preferred)) {
        target = preferred;
        how = QStringLiteral("back to the hex it came from");
    }
    if (!target) {
        SupplyTracer tracer(world, state);
        const SupplyStatus supply = tracer.statusOf(army);
        if (supply.route.size() >= 2 &&
            canRetreatInto(state, world, rules, army, supply.route[1])) {
            target = supply.route[1];
            how = QStringLiteral("along its line of supply");
        }
    }
    if (!target) {
        // [book] sideways: a neighbour free of enemies; we pick the one nearest the kingdom's
        // nearest stronghold, first in direction order on ties [house].
        int best = -1;
        for (int d = 0; d < 6; ++d) {
            const Hex h = hexNeighbour(from, d);
            if (!canRetreatInto(state, world, rules, army, h))
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
        how = QStringLiteral("sideways, its line of retreat being blocked");
    }
    if (!target) {
        std::vector<int> all(army.units.size());
        for (size_t i = 0; i < all.size(); ++i)
            all[i] = static_cast<int>(i);
        log.add(hexEvent(QStringLiteral("Surrender"), QStringLiteral("H4.3"),
                         {{QStringLiteral("battle"), battle},
                          {QStringLiteral("army"), army.id},
                          {QStringLiteral("hex"), hexLabel(from)},
                          {QStringLiteral("units"), static_cast<int>(army.units.size())}},
                         QStringLiteral("Army %1 cannot retreat from %2: every way out is blocked; "
                                        "it surrenders.")
                             .arg(army.id, hexLabel(from))));
        removeUnits(army, all, QStringLiteral("surrender"), QStringLiteral("H4.3"), log);
        return false;
    }
    army.hex = *target;
    log.add(hexEvent(QStringLiteral("Retreat"), QStringLiteral("H4.3"),
                     {{QStringLiteral("battle"), battle},
                      {QStringLiteral("army"), army.id},
                      {QStringLiteral("from"), hexLabel(from)},
                      {QStringLiteral("to"), hexLabel(*target)},
                      {QStringLiteral("how"), how}},
                     QStringLiteral("Army %1 retreats from %2 to %3, %4.")
                         .arg(army.id, hexLabel(from), hexLabel(*target), how)));
    return true;
}

BattleAftermath applyBattle(const HexBattle &battle, TurnState &state, const int armies[2],
                            Hex cameFrom, const World &world, const HexRules &rules,
                            BattleDecisions &decisions, Dice &dice, TurnLog &log)
{
    BattleAftermath out;
    const int winner = battle.outcome().winner;
    std::vector<int> caught;
    if (winner >= 0)
        caught = pursue(battle, winner, rules, decisions, dice, log);
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
        // Remove all at once by index (removeUnits sorts), logging each cause.
        HexArmy &army = state.armies[static_cast<size_t>(armies[s])];
        std::vector<int> all = beaten;
        all.insert(all.end(), routed.begin(), routed.end());
        all.insert(all.end(), pursued.begin(), pursued.end());
        std::sort(all.begin(), all.end(), std::greater<>());
        for (int i : all) {
            const bool isRout = std::find(routed.begin(), routed.end(), i) != routed.end();
            const bool isPursuit = std::find(pursued.begin(), pursued.end(), i) != pursued.end();
            removeUnits(army, {i},
                        isRout ? QStringLiteral("rout")
                               : (isPursuit ? QStringLiteral("pursuit") : QStringLiteral("battle")),
                        isRout ? QStringLiteral("H6.3")
                               : (isPursuit ? QStringLiteral("H4.4") : QStringLiteral("H4.2")),
                        log);
        }
    }
    if (winner >= 0) {
        out.winnerArmy = armies[winner];
        out.loserArmy = armies[1 - winner];
        if (!state.armies[static_cast<size_t>(out.loserArmy)].units.empty())
            retreatArmy(state, out.loserArmy, std::nullopt, world, rules, log, battle.id());
    } else if (!state.armies[static_cast<size_t>(armies[0])].units.empty()) {
        // H4.3 [house]: after a draw the army that entered steps back; if that hex has been
        // taken meanwhile it retreats like a loser.
        if (!retreatArmy(state, armies[0], cameFrom, world, rules, log, battle.id()))
            return out;
    }
    return out;
}

} // namespace muster::hexrules
