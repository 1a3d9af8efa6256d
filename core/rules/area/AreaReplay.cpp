#include "rules/area/AreaReplay.h"

#include "model/World.h"

#include <algorithm>

namespace muster {

AreaTurnState::AreaTurnState(const TurnState &start) : state(start), tallies(start.kingdoms.size())
{}

bool AreaTurnState::isStickyFor(int area, int kingdom) const
{
    return !m_sticky.empty() && m_sticky.contains(key(area, kingdom));
}

void AreaTurnState::makeStickyFor(int area, int kingdom)
{
    m_sticky.insert(key(area, kingdom));
    m_stickyAreas.insert(area);
}

void AreaTurnState::clearSticky()
{
    m_sticky.clear();
    m_stickyAreas.clear();
}

int AreaTurnState::leviedIn(int area) const
{
    const auto it = m_levied.find(area);
    return it == m_levied.end() ? 0 : it->second;
}

void AreaTurnState::addLevied(int area, int armies)
{
    m_levied[area] += armies;
}

namespace {
/// limitedCount, for a const state and for the replay's own.
template <typename State> auto *countOf(State &state, LimitedCount count, int area, int kingdom)
{
    using Count = decltype(&state.areas.front().armies);
    const bool ofArea = count == LimitedCount::Armies || count == LimitedCount::Population ||
                        count == LimitedCount::Ships;
    if (ofArea) {
        if (area < 0 || area >= static_cast<int>(state.areas.size()))
            return Count{};
        auto &a = state.areas[static_cast<size_t>(area)];
        return count == LimitedCount::Armies       ? &a.armies
               : count == LimitedCount::Population ? &a.population
                                                   : &a.ships;
    }
    if (kingdom < 0 || kingdom >= static_cast<int>(state.kingdoms.size()))
        return Count{};
    auto &k = state.kingdoms[static_cast<size_t>(kingdom)];
    return count == LimitedCount::Bp            ? &k.bp
           : count == LimitedCount::ArmyReserve ? &k.armyReserve
                                                : &k.dispersed;
}
} // namespace

const int *limitedCount(const TurnState &state, LimitedCount count, int area, int kingdom)
{
    return countOf(state, count, area, kingdom);
}

namespace log {

namespace {
// A log read from a file may name anything: every index is checked before it is used.
AreaState *areaOf(AreaTurnState &s, int area)
{
    return area >= 0 && area < static_cast<int>(s.state.areas.size())
               ? &s.state.areas[static_cast<size_t>(area)]
               : nullptr;
}
KingdomState *kingdomOf(AreaTurnState &s, int kingdom)
{
    return kingdom >= 0 && kingdom < static_cast<int>(s.state.kingdoms.size())
               ? &s.state.kingdoms[static_cast<size_t>(kingdom)]
               : nullptr;
}
ArmyTally *tallyOf(AreaTurnState &s, int kingdom)
{
    return kingdom >= 0 && kingdom < static_cast<int>(s.tallies.size())
               ? &s.tallies[static_cast<size_t>(kingdom)]
               : nullptr;
}
bool isSea(const World &w, int area)
{
    return area >= 0 && area < static_cast<int>(w.areas.size()) && w.isSea(area);
}
/// A5.7 [house]: a sea area in which its owner has no ships left (nor armies aboard waiting to
/// drown) belongs to no one.
void releaseEmptySea(const World &w, int area, AreaState &a)
{
    if (isSea(w, area) && a.ships <= 0 && a.aboard <= 0)
        a.owner = -1;
}
} // namespace

void apply(AreaTurnState &s, const World &w, const ActionAccepted &e)
{
    if (KingdomState *k = kingdomOf(s, e.kingdom.index))
        k->bp -= e.cost;
    AreaState *source = areaOf(s, e.action.source);
    if (!source)
        return;
    switch (actionKindRow(e.action.kind).takes) {
    case ActionTakes::Armies:
        // The armies set out: at sea they leave the ships they were aboard (A5.7).
        (isSea(w, e.action.source) ? source->aboard : source->armies) -= e.count;
        break;
    case ActionTakes::Ships:
        source->ships -= e.count;
        source->aboard -= e.carried;
        releaseEmptySea(w, e.action.source, *source);
        break;
    case ActionTakes::Nothing:
        break; // the kind changes the map by its own events
    }
}

void apply(AreaTurnState &s, const World &, const Transferred &e)
{
    if (AreaState *a = areaOf(s, e.area.index))
        a->armies += e.armies;
}

void apply(AreaTurnState &s, const World &, const AreaSticky &e)
{
    if (!areaOf(s, e.area.index))
        return;
    s.makeStickyFor(e.area.index, e.kingdom.index);
}

void apply(AreaTurnState &s, const World &, const RetreatLocationSet &e)
{
    if (AreaState *a = areaOf(s, e.area.index))
        a->modeArea = e.location.index;
}

void apply(AreaTurnState &s, const World &w, const Drowned &e)
{
    if (ArmyTally *t = tallyOf(s, e.kingdom.index))
        t->destroyed += e.armies;
    if (!e.aboard) {
        // Armies that never got aboard, or were carried by the ships of an attack.
        if (s.attack.battle != 0 && e.cause == DrownCause::WithTheirShips)
            s.attack.armies = std::max(0, s.attack.armies - e.armies);
        return;
    }
    if (AreaState *a = areaOf(s, e.area.index)) {
        a->aboard -= e.armies;
        releaseEmptySea(w, e.area.index, *a);
    }
}

void apply(AreaTurnState &s, const World &, const Boarded &e)
{
    if (AreaState *a = areaOf(s, e.area.index))
        a->aboard += e.armies;
}

void apply(AreaTurnState &s, const World &, const BattleStarted &e)
{
    s.attack = {e.battle, e.kingdom.index, e.from.index, e.area.index, e.attackers, e.ships};
}

void apply(AreaTurnState &s, const World &, const Retreated &e)
{
    AreaState *from = areaOf(s, e.area.index);
    AreaState *to = areaOf(s, e.location.index);
    if (from)
        from->armies -= e.armies;
    if (to)
        to->armies += e.armies;
}

void apply(AreaTurnState &s, const World &w, const PhaseResolved &e)
{
    AreaState *defender = areaOf(s, e.area.index);
    if (e.kind == PhaseKind::Sea) {
        if (defender) {
            if (ArmyTally *t = tallyOf(s, defender->owner))
                t->destroyed += e.defenderArmyLoss;
            defender->aboard -= e.defenderArmyLoss;
            defender->ships -= e.defenderShipLoss;
            releaseEmptySea(w, e.area.index, *defender);
        }
        s.attack.ships -= e.attackerLoss;
        return;
    }
    if (defender)
        defender->armies -= e.defenderLoss;
    s.attack.armies -= e.attackerLoss - e.attackerShipLoss;
    s.attack.ships -= e.attackerShipLoss;
    // A5.7: the ships that joined from the sea are lost where they are.
    if (e.attackerShipLoss > 0)
        if (AreaState *home = areaOf(s, e.from.index)) {
            home->ships -= e.attackerShipLoss;
            releaseEmptySea(w, e.from.index, *home);
        }
}

void apply(AreaTurnState &s, const World &, const Dispersed &e)
{
    KingdomState *k = kingdomOf(s, e.kingdom.index);
    ArmyTally *t = tallyOf(s, e.kingdom.index);
    if (!k || !t)
        return; // A9.1: unowned armies that disperse are gone
    k->dispersed += e.dispersed;
    t->dispersed += e.dispersed;
    t->destroyed += e.destroyed;
}

void apply(AreaTurnState &s, const World &, const Captured &e)
{
    if (AreaState *a = areaOf(s, e.area.index)) {
        a->owner = e.kingdom.index;
        a->armies = e.armies;
        a->mode = DefenceMode::Retreat; // A8.1 resets to A7.1's starting mode
        a->modeArea = -1;
        a->population -= e.populationLost;
        a->forts -= e.fortsLost;
    }
    s.attack = {};
}

void apply(AreaTurnState &s, const World &, const BattleEnded &e)
{
    if (e.result == AreaBattleResult::AttackerWipedOut)
        s.attack = {};
}

void apply(AreaTurnState &s, const World &w, const Returned &e)
{
    if (AreaState *a = areaOf(s, e.area.index))
        (isSea(w, e.area.index) ? a->aboard : a->armies) += e.armies;
    s.attack = {};
}

void apply(AreaTurnState &s, const World &, const ShipsMoved &e)
{
    if (AreaState *a = areaOf(s, e.area.index); a && e.ships > 0) {
        a->owner = e.kingdom.index;
        a->ships += e.ships;
        a->aboard += e.armies;
    }
    s.attack = {};
}

void apply(AreaTurnState &s, const World &, const Pillaged &e)
{
    if (AreaState *a = areaOf(s, e.area.index))
        a->population -= e.populationLost;
    if (KingdomState *k = kingdomOf(s, e.kingdom.index))
        k->bp += e.bpGained;
}

void apply(AreaTurnState &s, const World &, const SiegeDamage &e)
{
    if (AreaState *a = areaOf(s, e.area.index)) {
        a->forts -= e.fortsLost;
        a->population -= e.populationLost;
    }
}

void apply(AreaTurnState &s, const World &, const Migrated &e)
{
    if (AreaState *from = areaOf(s, e.from.index))
        from->population -= e.left;
    if (AreaState *to = areaOf(s, e.area.index))
        to->population += e.arrived;
}

void apply(AreaTurnState &s, const World &, const Levied &e)
{
    if (AreaState *a = areaOf(s, e.area.index)) {
        a->armies += e.armies;
        s.addLevied(e.area.index, e.armies);
    }
    if (ArmyTally *t = tallyOf(s, e.kingdom.index))
        t->levied += e.armies;
}

void apply(AreaTurnState &s, const World &, const ReservePlaced &e)
{
    if (KingdomState *k = kingdomOf(s, e.kingdom.index))
        k->armyReserve -= e.armies;
    if (AreaState *a = areaOf(s, e.area.index))
        a->armies += e.armies;
}

void apply(AreaTurnState &s, const World &, const DefenceModeSet &e)
{
    if (AreaState *a = areaOf(s, e.area.index)) {
        a->mode = e.mode;
        a->modeArea = e.location.index;
    }
}

void apply(AreaTurnState &s, const World &, const DispersedReturned &e)
{
    if (KingdomState *k = kingdomOf(s, e.kingdom.index)) {
        k->armyReserve += e.armies;
        k->dispersed = 0;
    }
}

void apply(AreaTurnState &s, const World &, const StickyCleared &)
{
    s.clearSticky();
}

void apply(AreaTurnState &s, const World &, const Income &e)
{
    if (KingdomState *k = kingdomOf(s, e.kingdom.index))
        k->bp += e.income;
}

void apply(AreaTurnState &s, const World &, const TurnEnded &)
{
    ++s.state.turn;
}

void apply(AreaTurnState &s, const World &, const LimitReached &e)
{
    int *count = countOf(s.state, e.count, e.area.index, e.kingdom.index);
    if (!count)
        return;
    *count -= e.lost;
    ArmyTally *t = tallyOf(s, e.kingdom.index);
    if (!t || e.count == LimitedCount::Population || e.count == LimitedCount::Ships ||
        e.count == LimitedCount::Bp)
        return;
    t->destroyed += e.lost; // armies lost to the limit are gone for good
    if (e.count == LimitedCount::Dispersed)
        t->dispersed -= e.lost; // they never reach the reserve
}

} // namespace log

void applyAreaEvent(AreaTurnState &state, const World &world, const TurnLog &log, std::size_t event)
{
    log.visit(event, [&](const auto &e) { log::apply(state, world, e); });
}

AreaTurnState replayAreaTurn(const World &world, const TurnState &start, const TurnLog &log,
                             std::size_t events)
{
    AreaTurnState state(start);
    for (std::size_t i = 0; i < events && i < log.size(); ++i)
        applyAreaEvent(state, world, log, i);
    return state;
}

} // namespace muster
