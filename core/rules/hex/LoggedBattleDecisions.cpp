#include "rules/hex/LoggedBattleDecisions.h"

#include <algorithm>

namespace muster::hexrules {

namespace {
std::vector<int> listOf(const TurnLog &log, NumberList list)
{
    const std::span<const int> n = log.numbers(list);
    return {n.begin(), n.end()};
}
} // namespace

LoggedBattleDecisions::LoggedBattleDecisions(const TurnLog &log)
{
    const auto sideOf = [](const Battle &b, const QString &army) {
        return army == b.armies[0] ? 0 : (army == b.armies[1] ? 1 : -1);
    };
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *e = log.get<log::HexBattleStarted>(i)) {
            Battle &b = m_battles[log.text(e->battle)];
            b.armies[0] = log.text(e->attacker);
            b.armies[1] = log.text(e->defender);
            for (int s = 0; s < 2; ++s) {
                b.surprised[s] = e->surprised[static_cast<size_t>(s)];
                b.situational[s] = e->situational[static_cast<size_t>(s)];
            }
            continue;
        }
        // The events a battle's decisions left, each under its battle, side and turn.
        log.visit(i, [&](const auto &event) {
            using E = std::decay_t<decltype(event)>;
            if constexpr (std::is_same_v<E, log::ParticipantsChosen> ||
                          std::is_same_v<E, log::HeroicForay> ||
                          std::is_same_v<E, log::UnitsDefeated> ||
                          std::is_same_v<E, log::MoraleRoll> ||
                          std::is_same_v<E, log::Withdrawal> ||
                          std::is_same_v<E, log::PursuitDeclined>) {
                const auto found = m_battles.find(log.text(event.battle));
                if (found == m_battles.end())
                    return;
                Battle &b = *found;
                const int side = sideOf(b, log.text(event.army));
                if (side < 0)
                    return;
                if constexpr (std::is_same_v<E, log::PursuitDeclined>) {
                    b.declined[side] = true;
                } else {
                    const int k = event.turn * 2 + side;
                    if constexpr (std::is_same_v<E, log::ParticipantsChosen>)
                        b.participants[k] = listOf(log, event.units);
                    else if constexpr (std::is_same_v<E, log::HeroicForay>)
                        b.forays[k] = event.br.points();
                    else if constexpr (std::is_same_v<E, log::UnitsDefeated>) {
                        if (event.hits > 0) // 0: a foray's removal, decided by the engine
                            b.casualties[k] = listOf(log, event.units);
                    } else if constexpr (std::is_same_v<E, log::MoraleRoll>)
                        b.moraleOrder[k].push_back(event.unit);
                    else
                        b.withdrawals.insert(k);
                }
            }
        });
    }
}

const LoggedBattleDecisions::Battle *LoggedBattleDecisions::battle(const BattleView &view) const
{
    const auto found = m_battles.find(view.battle);
    return found == m_battles.end() ? nullptr : &*found;
}

bool LoggedBattleDecisions::participants(const BattleView &view, int side, std::vector<int> &chosen)
{
    const Battle *b = battle(view);
    if (!b)
        return false;
    const auto logged = b->participants.find(key(view, side));
    if (logged == b->participants.end())
        return false; // not logged: every unit on the field took part
    for (int u : view.onField[side])
        if (std::find(logged->begin(), logged->end(), u) != logged->end())
            chosen.push_back(u);
    return true;
}

double LoggedBattleDecisions::forayOutcome(const BattleView &view, int side)
{
    const Battle *b = battle(view);
    return b ? b->forays.value(key(view, side), 0) : 0;
}

std::optional<std::vector<int>>
LoggedBattleDecisions::casualties(const BattleView &view, int side,
                                  std::span<const int> participating, int hits)
{
    const Battle *b = battle(view);
    if (b) {
        const auto chosen = b->casualties.find(key(view, side));
        if (chosen != b->casualties.end())
            return *chosen;
    }
    return BattleDecisions::casualties(view, side, participating, hits);
}

void LoggedBattleDecisions::moraleOrder(const BattleView &view, int side, std::vector<int> &units)
{
    const Battle *b = battle(view);
    if (!b)
        return;
    const auto logged = b->moraleOrder.find(key(view, side));
    if (logged == b->moraleOrder.end())
        return;
    // The logged order first, then any unit it lacks, so every remaining unit still rolls.
    std::vector<int> order;
    for (int u : *logged)
        if (std::find(units.begin(), units.end(), u) != units.end() &&
            std::find(order.begin(), order.end(), u) == order.end())
            order.push_back(u);
    for (int u : units)
        if (std::find(order.begin(), order.end(), u) == order.end())
            order.push_back(u);
    units = std::move(order);
}

bool LoggedBattleDecisions::withdraw(const BattleView &view, int side)
{
    const Battle *b = battle(view);
    return b ? b->withdrawals.contains(key(view, side)) : BattleDecisions::withdraw(view, side);
}

bool LoggedBattleDecisions::surprised(const BattleView &view, int side)
{
    const Battle *b = battle(view);
    return b ? b->surprised[side] : BattleDecisions::surprised(view, side);
}

int LoggedBattleDecisions::situationalModifier(const BattleView &view, int side)
{
    const Battle *b = battle(view);
    return b ? b->situational[side] : BattleDecisions::situationalModifier(view, side);
}

bool LoggedBattleDecisions::pursue(const BattleView &view, int side)
{
    const Battle *b = battle(view);
    return b ? !b->declined[side] : BattleDecisions::pursue(view, side);
}

} // namespace muster::hexrules
