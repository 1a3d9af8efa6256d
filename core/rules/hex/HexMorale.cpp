// RULES H6 (break point and morale) and the end of a battle turn (H4.2 step 7, H4.3).
#include "rules/hex/HexBattle.h"

#include <algorithm>

namespace muster::hexrules {

// Inlined into the check's loop: a call per unit, saving and restoring registers, costs as much
// as much of the roll.
[[gnu::always_inline]] inline bool HexBattle::rollMorale(BattleUnit &unit, const log::DieFor &what,
                                                         const MoraleContext &context)
{
    const int dice = m_dice->rollSum(2, 6, what);
    // Everything the record holds is worked out first and then written: a record written field by
    // field amid reads of the unit is written twice (its defaults, then its fields), since the
    // compiler cannot tell that the reads do not see it.
    const int unitMorale = unit.unitMorale;
    const MoraleState before = unit.morale;
    const int wavering = before == MoraleState::Waver ? -2 : 0;
    const int fleeing = before == MoraleState::Flee ? -5 : 0;
    const TextRef type = unit.type;
    const int index = unit.index;
    const int result = dice + unitMorale + context.side.leader + context.side.lostBr +
                       context.side.exchange + wavering + fleeing;
    // H6.3 bands: 2 or less rout, 3-5 flee, 6-8 waver, 9-11 stand, 12 or more rally; chosen
    // without a branch, since which band a roll falls in is not predictable.
    static constexpr MoraleState kBands[] = {MoraleState::Rout, MoraleState::Flee,
                                             MoraleState::Waver, MoraleState::Stand,
                                             MoraleState::Rally};
    const MoraleState state = kBands[(result > 2) + (result > 5) + (result > 8) + (result >= 12)];
    log::MoraleRoll &e = m_log.append<log::MoraleRoll>(); // H6.2, H6.3
    e.battle = context.battle;
    e.army = context.army;
    e.unitType = type;
    e.turn = context.turn;
    e.unit = index;
    e.roll = dice;
    e.total = result;
    e.modifiers.unitMorale = unitMorale;
    e.modifiers.leader = context.side.leader;
    e.modifiers.lostBr = context.side.lostBr;
    e.modifiers.exchange = context.side.exchange;
    e.modifiers.wavering = wavering;
    e.modifiers.fleeing = fleeing;
    e.result = state;
    unit.morale = state;
    unit.moraleTurn = context.turn;
    unit.routed = state == MoraleState::Rout;
    return state == MoraleState::Rout;
}

void HexBattle::checkMorale(int side, int defeatedThisTurn)
{
    BattleSide &s = m_sides[side];
    // H6.1: only a turn that defeats at least one unit, once the defeated reach the break point.
    if (defeatedThisTurn <= 0 || s.defeated < s.breakPoint() || s.remaining() <= 0)
        return;
    // The units still standing, weakest first (the order worked out when the battle was set up);
    // kept without a branch, since which units stand is not predictable. What each unit's dice
    // are for is brought to this turn here, well before they are rolled: a record that copies it
    // then does not wait on the store of a field just written.
    std::vector<int> &order = m_moraleOrder;
    const std::vector<int> &weakestFirst = m_weakestFirst[side];
    std::vector<log::DieFor> &dieFor = m_moraleDice[side];
    order.resize(weakestFirst.size());
    std::size_t standing = 0;
    for (const int index : weakestFirst) {
        order[standing] = index;
        standing += s.units[static_cast<size_t>(index)].defeated ? 0 : 1;
        dieFor[static_cast<size_t>(index)].first = m_turn;
    }
    order.resize(standing);
    log::BreakPoint &e = m_log.append<log::BreakPoint>(); // filled in place, as every event
    e.battle = m_id;
    e.army = s.id;
    e.turn = m_turn;
    e.defeated = s.defeated;
    e.units = s.startUnits;
    e.breakPoint = s.breakPoint();
    m_decisions.moraleOrder(m_view, side, order);
    // A unit's index is its place in the side's list (HexBattle::begin).
    const int routsBefore = s.routs;
    std::vector<int> &rolled = m_moraleRolled[side];
    rolled.clear();
    m_moraleTurn[side] = m_turn;
    MoraleContext context{m_id, s.id, m_turn, sideMorale(side)};
    const int unitCount = static_cast<int>(s.units.size());
    for (const int index : order) {
        if (index < 0 || index >= unitCount || s.units[static_cast<size_t>(index)].defeated)
            continue;
        BattleUnit &unit = s.units[static_cast<size_t>(index)];
        rolled.push_back(index);
        if (rollMorale(unit, dieFor[static_cast<size_t>(index)], context)) {
            markDefeated(side, unit);
            ++s.routs;
            context.side = sideMorale(side); // the routed unit's BR counts as lost from now on
        }
    }
    if (s.routs != routsBefore)
        leaveField(side); // the routed are off the field
}

HexBattle::SideMorale HexBattle::sideMorale(int side) const
{
    // H6.2 modifiers of every unit of the side: its leader, the BR it has lost (-2 for half its
    // starting BR, -5 for two thirds), the exchange (+2 when the enemy lost more, -2 when less).
    // Worked out without a branch: where the battle stands is not predictable.
    const BattleSide &s = m_sides[side];
    const BattleSide &enemy = m_sides[1 - side];
    const bool started = s.startBrHalf > 0;
    const int lostHalf = started && s.lostBrHalf * 2 >= s.startBrHalf;
    const int lostTwoThirds = started && s.lostBrHalf * 3 >= s.startBrHalf * 2;
    SideMorale m;
    m.leader = s.leaderModifier;
    m.lostBr = -2 * lostHalf - 3 * lostTwoThirds; // two thirds lost is half lost too
    m.exchange = 2 * (enemy.lostBrHalf > s.lostBrHalf) - 2 * (enemy.lostBrHalf < s.lostBrHalf);
    return m;
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
            if (withdraw[s]) {
                log::Withdrawal &e = m_log.append<log::Withdrawal>();
                e.battle = m_id;
                e.army = m_sides[s].id;
                e.turn = m_turn;
            }
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
    log::HexBattleEnded &e = m_log.append<log::HexBattleEnded>();
    e.battle = m_id;
    e.turns = m_turn;
    e.how = how;
    if (winner >= 0) {
        e.winner = m_sides[winner].id;
        e.loser = m_sides[1 - winner].id;
    }
    e.lostBr = {HalfPoints{m_sides[0].lostBrHalf}, HalfPoints{m_sides[1].lostBrHalf}};
    return true;
}

} // namespace muster::hexrules
