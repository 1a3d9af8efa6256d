// RULES H6 (break point and morale) and the end of a battle turn (H4.2 step 7, H4.3).
#include "rules/hex/HexBattle.h"

#include <algorithm>

namespace muster::hexrules {

void HexBattle::checkMorale(int side, int defeatedThisTurn)
{
    BattleSide &s = m_sides[side];
    // H6.1: only a turn that defeats at least one unit, once the defeated reach the break point.
    if (defeatedThisTurn <= 0 || s.defeated < s.breakPoint() || s.remaining() <= 0)
        return;
    // The units still standing, weakest first (the order worked out when the battle was set up).
    std::vector<int> &order = m_moraleOrder;
    order.clear();
    for (int index : m_weakestFirst[side])
        if (!s.units[static_cast<size_t>(index)].defeated)
            order.push_back(index);
    m_log.add(log::BreakPoint{m_id, s.id, m_turn, s.defeated, s.startUnits, s.breakPoint()});
    m_decisions.moraleOrder(m_view, side, order);
    // A unit's index is its place in the side's list (HexBattle::begin).
    const int routsBefore = s.routs;
    m_moraleRolled[side].clear();
    m_moraleTurn[side] = m_turn;
    for (int index : order)
        if (index >= 0 && index < static_cast<int>(s.units.size()) &&
            !s.units[static_cast<size_t>(index)].defeated)
            rollMorale(side, s.units[static_cast<size_t>(index)]);
    if (s.routs != routsBefore)
        leaveField(side); // the routed are off the field
}

void HexBattle::rollMorale(int side, BattleUnit &unit)
{
    BattleSide &s = m_sides[side];
    const BattleSide &enemy = m_sides[1 - side];
    // H6.2 modifiers.
    log::MoraleModifiers mods;
    mods.unitMorale = unit.unitMorale;
    mods.leader = s.leaderModifier;
    if (s.lostBrHalf * 3 >= s.startBrHalf * 2 && s.startBrHalf > 0)
        mods.lostBr = -5;
    else if (s.lostBrHalf * 2 >= s.startBrHalf && s.startBrHalf > 0)
        mods.lostBr = -2;
    if (enemy.lostBrHalf > s.lostBrHalf)
        mods.exchange = 2;
    else if (enemy.lostBrHalf < s.lostBrHalf)
        mods.exchange = -2;
    if (unit.morale == MoraleState::Waver)
        mods.wavering = -2;
    if (unit.morale == MoraleState::Flee)
        mods.fleeing = -5;

    log::DieFor what;
    what.purpose = DiePurpose::Morale;
    what.battle = m_id;
    what.army = s.id;
    what.label = unit.type;
    what.first = m_turn;
    what.second = unit.index;
    const int dice = m_dice->rollSum(2, 6, what);
    const int result = dice + mods.total();
    // H6.3 bands, chosen without a branch: which band a roll falls in is not predictable.
    const MoraleState state = result <= 2    ? MoraleState::Rout
                              : result <= 5  ? MoraleState::Flee
                              : result <= 8  ? MoraleState::Waver
                              : result >= 12 ? MoraleState::Rally
                                             : MoraleState::Stand;
    if (state == MoraleState::Rout) {
        markDefeated(side, unit);
        unit.routed = true;
        ++s.routs;
    }
    unit.morale = state;
    unit.moraleTurn = m_turn;
    m_moraleRolled[side].push_back(unit.index);
    log::MoraleRoll &e = m_log.append<log::MoraleRoll>(); // filled in place, as the throws
    e.battle = m_id;
    e.army = s.id;
    e.unitType = unit.type;
    e.turn = m_turn;
    e.unit = unit.index;
    e.roll = dice;
    e.total = result;
    e.modifiers = mods;
    e.result = state;
}

bool HexBattle::decideEnd()
{
    const bool alive[2] = {m_sides[0].remaining() > 0, m_sides[1].remaining() > 0};
    HexBattleEnd how = HexBattleEnd::NoUnitsLeft;
    int winner = -2; // -2: the battle goes on
    if (!alive[0] && !alive[1]) {
        winner = -1;
        how = HexBattleEnd::BothWipedOut;
    } else if (!alive[0] || !alive[1]) {
        winner = alive[0] ? 0 : 1;
        how = HexBattleEnd::NoUnitsLeft;
    } else {
        const bool withdraw[2] = {m_decisions.withdraw(m_view, 0), m_decisions.withdraw(m_view, 1)};
        for (int s = 0; s < 2; ++s) {
            m_sides[s].withdrew = withdraw[s];
            if (withdraw[s])
                m_log.add(log::Withdrawal{m_id, m_sides[s].id, m_turn});
        }
        if (withdraw[0] && withdraw[1]) {
            winner = -1;
            how = HexBattleEnd::BothWithdraw;
        } else if (withdraw[0] || withdraw[1]) {
            winner = withdraw[0] ? 1 : 0;
            how = HexBattleEnd::Withdrew;
        } else if (m_turn >= m_rules.maxBattleTurns) {
            // [house] a guard against endless battles (e.g. both sides fleeing): after
            // maxBattleTurns the armies part as if both withdrew.
            winner = -1;
            how = HexBattleEnd::Parted;
        }
    }
    if (winner == -2)
        return false;
    m_outcome.winner = winner;
    m_outcome.turns = m_turn;
    log::HexBattleEnded e;
    e.battle = m_id;
    e.turns = m_turn;
    e.how = how;
    if (winner >= 0) {
        e.winner = m_sides[winner].id;
        e.loser = m_sides[1 - winner].id;
    }
    e.lostBr = {HalfPoints{m_sides[0].lostBrHalf}, HalfPoints{m_sides[1].lostBrHalf}};
    m_log.add(e);
    return true;
}

} // namespace muster::hexrules
