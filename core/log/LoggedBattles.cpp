#include "log/LoggedBattles.h"

#include <QHash>

#include <type_traits>

namespace muster {

namespace {

/// The battle an event belongs to: area events by number, hex events by id (log::kHexBattleEvent).
template <typename T> constexpr bool kAreaBattleEvent = requires(const T &e)
{
    {
        e.battle
        } -> std::convertible_to<int>;
};

} // namespace

std::vector<LoggedBattle> loggedBattles(const TurnLog &log)
{
    std::vector<LoggedBattle> out;
    QHash<int, std::size_t> areaBattles; // battle number -> index in out
    QHash<int, std::size_t> hexBattles;  // battle id (text index) -> index in out
    for (std::size_t i = 0; i < log.size(); ++i) {
        log.visit(i, [&](const auto &e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, log::BattleStarted>) {
                LoggedBattle b;
                b.number = e.battle;
                b.started = b.ended = b.last = i;
                b.steps.push_back(i);
                areaBattles.insert(e.battle, out.size());
                out.push_back(std::move(b));
            } else if constexpr (std::is_same_v<T, log::HexBattleStarted>) {
                LoggedBattle b;
                b.name = e.battle;
                b.started = b.ended = b.last = i;
                b.steps.push_back(i);
                hexBattles.insert(e.battle.index, out.size());
                out.push_back(std::move(b));
            } else if constexpr (std::is_same_v<T, log::DiceRolled>) {
                return; // a die names what it was for; its throw is the step
            } else if constexpr (log::kHexBattleEvent<T>) {
                const auto it = hexBattles.constFind(e.battle.index);
                if (it == hexBattles.constEnd())
                    return;
                LoggedBattle &b = out[*it];
                b.last = i;
                b.steps.push_back(i);
                if constexpr (std::is_same_v<T, log::HexBattleEnded>)
                    b.ended = i;
            } else if constexpr (kAreaBattleEvent<T>) {
                const auto it = areaBattles.constFind(e.battle);
                if (it == areaBattles.constEnd())
                    return;
                LoggedBattle &b = out[*it];
                b.last = i;
                if constexpr (std::is_same_v<T, log::PhaseResolved>)
                    b.steps.push_back(i);
                if constexpr (std::is_same_v<T, log::BattleEnded>) {
                    b.ended = i;
                    b.steps.push_back(i);
                }
            }
        });
    }
    return out;
}

} // namespace muster
