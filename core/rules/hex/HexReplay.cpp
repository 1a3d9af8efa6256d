#include "rules/hex/HexReplay.h"

#include "model/Limits.h"
#include "rules/hex/HexRules.h"

#include <algorithm>

namespace muster {

int HexTurnState::armyIndex(const TurnLog &log, TextRef id)
{
    if (!id.valid())
        return -1;
    if (m_armies != state.armies.size()) {
        // Armies came or went: look every name up again.
        m_armyOfText.clear();
        m_armies = state.armies.size();
    }
    if (m_armyOfText.size() <= static_cast<size_t>(id.index))
        m_armyOfText.resize(static_cast<size_t>(id.index) + 1, -2);
    int &index = m_armyOfText[static_cast<size_t>(id.index)];
    if (index == -2) {
        const QString &name = log.text(id);
        const auto it = std::find_if(state.armies.begin(), state.armies.end(),
                                     [&name](const HexArmy &a) { return a.id == name; });
        index = it == state.armies.end() ? -1 : static_cast<int>(it - state.armies.begin());
    }
    return index;
}

HexArmy *HexTurnState::army(const TurnLog &log, TextRef id)
{
    const int i = armyIndex(log, id);
    return i < 0 ? nullptr : &state.armies[static_cast<size_t>(i)];
}

namespace log {

namespace {
HexBattleState *battleOf(HexTurnState &s, TextRef battle)
{
    return s.battle && s.battle->battle == battle ? &*s.battle : nullptr;
}

int sideOf(const HexBattleState &b, TextRef army)
{
    return b.armies[0] == army ? 0 : (b.armies[1] == army ? 1 : -1);
}

void defeat(HexBattleState &b, int side, int unit)
{
    if (side >= 0 && unit >= 0 && unit < static_cast<int>(b.defeated[side].size()))
        b.defeated[side][static_cast<size_t>(unit)] = 1;
}
} // namespace

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const ForcedMarch &e)
{
    if (HexArmy *a = s.army(l, e.army))
        a->forcedMarchDays = e.forcedMarchDays;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &, const DayStarted &e)
{
    s.day = e.day;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const ArmyMoved &e)
{
    if (HexArmy *a = s.army(l, e.army))
        a->hex = e.to;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const HexBattleStarted &e)
{
    HexBattleState b;
    b.battle = e.battle;
    b.hex = e.hex;
    b.armies[0] = e.attacker;
    b.armies[1] = e.defender;
    for (int side = 0; side < 2; ++side) {
        const HexArmy *a = s.army(l, b.armies[side]);
        const size_t units = a ? a->units.size() : 0;
        b.defeated[side].assign(units, 0);
        b.morale[side].assign(units, MoraleState::None);
    }
    s.battle = std::move(b);
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const UnitsDefeated &e)
{
    if (HexBattleState *b = battleOf(s, e.battle))
        for (int unit : l.numbers(e.units))
            defeat(*b, sideOf(*b, e.army), unit);
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &, const MoraleRoll &e)
{
    HexBattleState *b = battleOf(s, e.battle);
    if (!b)
        return;
    const int side = sideOf(*b, e.army);
    if (side < 0 || e.unit < 0 || e.unit >= static_cast<int>(b->morale[side].size()))
        return;
    b->morale[side][static_cast<size_t>(e.unit)] = e.result;
    if (e.result == MoraleState::Rout)
        defeat(*b, side, e.unit);
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &, const HexBattleEnded &e)
{
    if (HexBattleState *b = battleOf(s, e.battle))
        b->over = true;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const UnitRemoved &e)
{
    HexArmy *a = s.army(l, e.army);
    if (!a || e.unit < 0 || e.unit >= static_cast<int>(a->units.size()))
        return;
    a->units.erase(a->units.begin() + e.unit);
    // The battle's record of the army's units follows its list, so the two stay side by side
    // while the defeated leave it after the battle (H4.3).
    if (s.battle)
        if (const int side = sideOf(*s.battle, e.army);
            side >= 0 && e.unit < static_cast<int>(s.battle->defeated[side].size())) {
            s.battle->defeated[side].erase(s.battle->defeated[side].begin() + e.unit);
            s.battle->morale[side].erase(s.battle->morale[side].begin() + e.unit);
        }
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const Retreat &e)
{
    if (HexArmy *a = s.army(l, e.army))
        a->hex = e.to;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const Rested &e)
{
    if (HexArmy *a = s.army(l, e.army))
        a->forcedMarchDays = 0;
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const SupplyChanged &e)
{
    s.inSupply.insert(l.text(e.army), e.inSupply);
    if (HexArmy *a = s.army(l, e.army); a && e.inSupply)
        a->daysOutOfSupply = 0; // H3.3 counts consecutive days out of supply
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l,
           const ResignationLifted &e)
{
    if (HexArmy *a = s.army(l, e.army))
        a->loyalty.clear();
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const Starvation &e)
{
    HexArmy *a = s.army(l, e.army);
    if (!a)
        return;
    a->daysOutOfSupply = e.daysOutOfSupply;
    for (Unit &u : a->units) // H3.2: a unit at 0 hit points is then removed (UnitRemoved)
        u.hp = std::max(0, u.hp - e.hpLost);
}

void apply(HexTurnState &s, const hexrules::HexRules &r, const TurnLog &l, const Healed &e)
{
    if (HexArmy *a = s.army(l, e.army))
        for (Unit &u : a->units)
            u.hp = std::max(u.hp, std::min(r.unitMaxHp(u), u.hp + e.perUnit));
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const LoyaltyRoll &e)
{
    HexArmy *a = s.army(l, e.army);
    if (!a)
        return;
    a->loyalty = QLatin1String(enumName(e.result));
    if (e.result == LoyaltyResult::Fanatic) // +1, up to the most a file keeps (model/Limits.h)
        a->loyaltyBonus =
            static_cast<int>(limits::kLoyaltyBonus.clamp(qint64{a->loyaltyBonus} + 1));
    if (e.result == LoyaltyResult::Enmity)
        a->kingdom = -1; // H7.2: it deserts its kingdom and turns hostile to all
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &l, const ArmyDestroyed &e)
{
    const int i = s.armyIndex(l, e.army);
    if (i >= 0)
        s.state.armies.erase(s.state.armies.begin() + i);
}

void apply(HexTurnState &s, const hexrules::HexRules &, const TurnLog &, const WeekEnded &)
{
    ++s.state.turn;
}

} // namespace log

void applyHexEvent(HexTurnState &state, const hexrules::HexRules &rules, const TurnLog &log,
                   std::size_t event)
{
    log.visit(event, [&](const auto &e) { log::apply(state, rules, log, e); });
}

TurnState fieldState(const HexTurnState &s, const TurnLog &log)
{
    TurnState out = s.state;
    if (!s.battle)
        return out;
    for (int side = 0; side < 2; ++side) {
        const QString &id = log.text(s.battle->armies[side]);
        const auto army = std::find_if(out.armies.begin(), out.armies.end(),
                                       [&id](const HexArmy &a) { return a.id == id; });
        if (army == out.armies.end())
            continue;
        const std::vector<char> &defeated = s.battle->defeated[side];
        std::vector<Unit> standing;
        for (size_t u = 0; u < army->units.size(); ++u)
            if (u >= defeated.size() || !defeated[u])
                standing.push_back(army->units[u]);
        if (standing.empty())
            out.armies.erase(army); // nothing of it left on the field (H6.3)
        else
            army->units = std::move(standing);
    }
    return out;
}

double brOnField(const HexTurnState &s, const hexrules::HexRules &rules, const TurnLog &log,
                 int side)
{
    if (!s.battle || side < 0 || side > 1)
        return 0;
    const QString &id = log.text(s.battle->armies[side]);
    const auto army = std::find_if(s.state.armies.begin(), s.state.armies.end(),
                                   [&id](const HexArmy &a) { return a.id == id; });
    if (army == s.state.armies.end())
        return 0;
    const std::vector<char> &defeated = s.battle->defeated[side];
    double br = 0;
    for (size_t u = 0; u < army->units.size(); ++u)
        if (u >= defeated.size() || !defeated[u])
            br += rules.unitBr(army->units[u]);
    return br;
}

HexTurnState replayHexTurn(const hexrules::HexRules &rules, const TurnState &start,
                           const TurnLog &log, std::size_t events)
{
    HexTurnState state(start);
    for (std::size_t i = 0; i < events && i < log.size(); ++i)
        applyHexEvent(state, rules, log, i);
    return state;
}

} // namespace muster
