// RULES H6 (break point and morale) and the end of a battle turn (H4.2 step 7, H4.3).
#include "rules/hex/HexBattle.h"
#include "rules/hex/HexEvents.h"

#include <QJsonArray>

#include <algorithm>

namespace muster::hexrules {

void HexBattle::checkMorale(int side, int defeatedThisTurn)
{
    BattleSide &s = m_sides[side];
    // H6.1: only a turn that defeats at least one unit, once the defeated reach the break point.
    if (defeatedThisTurn <= 0 || s.defeated < s.breakPoint() || s.remaining() <= 0)
        return;
    std::vector<int> weakestFirst;
    std::vector<const BattleUnit *> remaining;
    for (const BattleUnit &u : s.units)
        if (!u.defeated)
            remaining.push_back(&u);
    std::stable_sort(
        remaining.begin(), remaining.end(),
        [](const BattleUnit *a, const BattleUnit *b) { return a->brHalf < b->brHalf; });
    for (const BattleUnit *u : remaining)
        weakestFirst.push_back(u->index);
    m_log.add(hexEvent(QStringLiteral("BreakPoint"), QStringLiteral("H6.1"),
                       {{QStringLiteral("battle"), m_id},
                        {QStringLiteral("turn"), m_turn},
                        {QStringLiteral("army"), s.army.id},
                        {QStringLiteral("defeated"), s.defeated},
                        {QStringLiteral("breakPoint"), s.breakPoint()}},
                       QStringLiteral("Battle %1 turn %2: %3 has lost %4 of %5 units, reaching "
                                      "its break point of %6; its remaining units roll morale.")
                           .arg(m_id)
                           .arg(m_turn)
                           .arg(sideName(side))
                           .arg(s.defeated)
                           .arg(s.startUnits)
                           .arg(s.breakPoint())));
    for (int index : m_decisions.moraleOrder(view(), side, weakestFirst))
        for (BattleUnit &u : s.units)
            if (u.index == index && !u.defeated)
                rollMorale(side, u);
}

void HexBattle::rollMorale(int side, BattleUnit &unit)
{
    BattleSide &s = m_sides[side];
    const BattleSide &enemy = m_sides[1 - side];
    const Unit &troops = s.army.units[static_cast<size_t>(unit.index)];
    // H6.2 modifiers, each named for the log.
    QJsonObject mods;
    int total = 0;
    auto add = [&](const QString &name, int value) {
        if (value != 0) {
            mods.insert(name, value);
            total += value;
        }
    };
    add(QStringLiteral("unit morale"), m_rules.unitMorale(troops));
    // Leader present: the army's leader always commands in its own battle [house].
    const int leaderMorale = s.army.leader.morale;
    add(QStringLiteral("leader"),
        leaderMorale > 0 ? (leaderMorale + 1) / 2 : -((-leaderMorale) / 2));
    if (s.lostBrHalf * 3 >= s.startBrHalf * 2 && s.startBrHalf > 0)
        add(QStringLiteral("lost two thirds of BR"), -5);
    else if (s.lostBrHalf * 2 >= s.startBrHalf && s.startBrHalf > 0)
        add(QStringLiteral("lost half of BR"), -2);
    if (enemy.lostBrHalf > s.lostBrHalf)
        add(QStringLiteral("destroyed more than lost"), 2);
    else if (enemy.lostBrHalf < s.lostBrHalf)
        add(QStringLiteral("lost more than destroyed"), -2);
    if (unit.morale == MoraleState::Waver)
        add(QStringLiteral("wavering"), -2);
    if (unit.morale == MoraleState::Flee)
        add(QStringLiteral("fleeing"), -5);

    const int dice = m_dice.rollSum(2, 6,
                                    QStringLiteral("battle %1 turn %2, morale of %3 unit %4 (%5)")
                                        .arg(m_id, QString::number(m_turn), sideName(side),
                                             QString::number(unit.index), troops.type),
                                    QStringLiteral("H6.2"));
    const int result = dice + total;
    // H6.3 bands.
    MoraleState state = MoraleState::Stand;
    QString band;
    if (result <= 2) {
        band = QStringLiteral("rout");
        unit.defeated = true;
        unit.routed = true;
        ++s.defeated;
        ++s.routs;
        s.lostBrHalf += unit.brHalf;
    } else if (result <= 5) {
        state = MoraleState::Flee;
    } else if (result <= 8) {
        state = MoraleState::Waver;
    } else if (result >= 12) {
        state = MoraleState::Rally;
    }
    if (band.isEmpty())
        band = moraleStateName(state);
    unit.morale = state;
    unit.moraleTurn = m_turn;
    m_log.add(hexEvent(QStringLiteral("MoraleRoll"), QStringLiteral("H6.2, H6.3"),
                       {{QStringLiteral("battle"), m_id},
                        {QStringLiteral("turn"), m_turn},
                        {QStringLiteral("army"), s.army.id},
                        {QStringLiteral("unit"), unit.index},
                        {QStringLiteral("roll"), dice},
                        {QStringLiteral("modifiers"), mods},
                        {QStringLiteral("total"), result},
                        {QStringLiteral("result"), band}},
                       QStringLiteral("Battle %1 turn %2: %3 unit %4 (%5) rolls morale %6%7%8 = "
                                      "%9: %10.")
                           .arg(m_id)
                           .arg(m_turn)
                           .arg(sideName(side))
                           .arg(unit.index)
                           .arg(troops.type)
                           .arg(dice)
                           .arg(total >= 0 ? QStringLiteral(" + ") : QStringLiteral(" - "))
                           .arg(std::abs(total))
                           .arg(result)
                           .arg(band)));
}

bool HexBattle::decideEnd()
{
    const bool alive[2] = {m_sides[0].remaining() > 0, m_sides[1].remaining() > 0};
    QString how;
    int winner = -2; // -2: the battle goes on
    if (!alive[0] && !alive[1]) {
        winner = -1;
        how = QStringLiteral("both sides are wiped out");
    } else if (!alive[0] || !alive[1]) {
        winner = alive[0] ? 0 : 1;
        how = QStringLiteral("%1 has no units left able to fight").arg(sideName(1 - winner));
    } else {
        const BattleView v = view();
        const bool withdraw[2] = {m_decisions.withdraw(v, 0), m_decisions.withdraw(v, 1)};
        for (int s = 0; s < 2; ++s) {
            m_sides[s].withdrew = withdraw[s];
            if (withdraw[s])
                m_log.add(hexEvent(QStringLiteral("Withdrawal"), QStringLiteral("H4.2"),
                                   {{QStringLiteral("battle"), m_id},
                                    {QStringLiteral("turn"), m_turn},
                                    {QStringLiteral("army"), m_sides[s].army.id}},
                                   QStringLiteral("Battle %1 turn %2: %3 withdraws.")
                                       .arg(m_id)
                                       .arg(m_turn)
                                       .arg(sideName(s))));
        }
        if (withdraw[0] && withdraw[1]) {
            winner = -1;
            how = QStringLiteral("both sides withdraw");
        } else if (withdraw[0] || withdraw[1]) {
            winner = withdraw[0] ? 1 : 0;
            how = QStringLiteral("%1 withdrew").arg(sideName(1 - winner));
        } else if (m_turn >= m_rules.maxBattleTurns) {
            // [house] a guard against endless battles (e.g. both sides fleeing): after
            // maxBattleTurns the armies part as if both withdrew.
            winner = -1;
            how = QStringLiteral("after %1 turns the armies part").arg(m_turn);
        }
    }
    if (winner == -2)
        return false;
    m_outcome.winner = winner;
    m_outcome.turns = m_turn;
    m_log.add(hexEvent(QStringLiteral("BattleEnded"), QStringLiteral("H4.3"),
                       {{QStringLiteral("battle"), m_id},
                        {QStringLiteral("turns"), m_turn},
                        {QStringLiteral("winner"),
                         winner >= 0 ? QJsonValue(m_sides[winner].army.id) : QJsonValue()},
                        {QStringLiteral("loser"),
                         winner >= 0 ? QJsonValue(m_sides[1 - winner].army.id) : QJsonValue()},
                        {QStringLiteral("lostBr"),
                         QJsonArray{m_sides[0].lostBrHalf / 2.0, m_sides[1].lostBrHalf / 2.0}}},
                       QStringLiteral("Battle %1 ends after %2 turns: %3; %4.")
                           .arg(m_id)
                           .arg(m_turn)
                           .arg(how, winner >= 0 ? QStringLiteral("%1 wins").arg(sideName(winner))
                                                 : QStringLiteral("nobody wins"))));
    return true;
}

} // namespace muster::hexrules
