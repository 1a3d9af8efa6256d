#include "view/MarchMarks.h"

#include "model/Campaign.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexOrders.h"
#include "rules/hex/MarchSchedule.h"
#include "rules/turn/TurnResolution.h"

#include <algorithm>
#include <map>

namespace muster {

namespace {
/// What the log says each army did: the hexes entered (on their days), the battles and the
/// contact stop, with the armies' hexes at that moment.
void readMarches(const TurnState &start, const TurnLog &log, TurnMarchMarks &out)
{
    std::map<QString, Hex> at;
    for (const HexArmy &a : start.armies)
        at[a.id] = a.hex;
    std::map<QString, MarchMark *> byArmy;
    for (MarchMark &m : out.marches)
        byArmy[m.army] = &m;
    int day = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *started = log.get<log::DayStarted>(i)) {
            day = started->day;
        } else if (const auto *moved = log.get<log::ArmyMoved>(i)) {
            const QString &army = log.text(moved->army);
            at[army] = moved->to;
            const auto m = byArmy.find(army);
            if (m != byArmy.end() && m->second->marched < m->second->path.size() &&
                m->second->path[m->second->marched] == moved->to)
                m->second->days[m->second->marched++] = moved->day;
        } else if (const auto *battle = log.get<log::HexBattleStarted>(i)) {
            out.meetings.push_back({battle->hex, day, log.text(battle->battle),
                                    log.text(battle->attacker), log.text(battle->defender)});
        } else if (const auto *stop = log.get<log::ContactStop>(i)) {
            out.stopDay = stop->day;
            const QStringList pairs = log.texts(stop->pairs);
            for (qsizetype p = 0; p + 1 < pairs.size(); p += 2)
                out.contacts.push_back(
                    {stop->day, pairs[p], pairs[p + 1], at[pairs[p]], at[pairs[p + 1]]});
        }
    }
}
} // namespace

TurnMarchMarks turnMarchMarks(const Campaign &campaign, int turnIndex)
{
    TurnMarchMarks out;
    if (!ruleSystem(campaign).hasMarches() || turnIndex < 0 ||
        turnIndex >= static_cast<int>(campaign.turns.size()))
        return out;
    const TurnRecord &turn = campaign.turns[static_cast<std::size_t>(turnIndex)];
    const bool current = turnIndex + 1 == static_cast<int>(campaign.turns.size());
    const hexrules::HexOrders orders = hexrules::parseHexOrders(
        turn.orders, campaign.world, turn.state, hexrules::HexRules::fromRuleset(campaign.ruleset));
    for (const HexArmy &army : turn.state.armies) {
        MarchMark m;
        m.army = army.id;
        m.kingdom = army.kingdom;
        m.start = army.hex;
        const auto order =
            std::find_if(orders.marches.begin(), orders.marches.end(),
                         [&](const hexrules::HexMarchOrder &o) { return o.army == army.id; });
        if (order != orders.marches.end()) {
            m.path = order->path;
            m.restDays = order->restDays;
        }
        m.days.assign(m.path.size(), 0);
        out.marches.push_back(std::move(m));
    }
    out.resolved = turn.resolved;
    if (turn.resolved) {
        readMarches(turn.state, turn.log, out);
    } else if (current) {
        readMarches(turn.state, resolveCurrentTurn(campaign).log(), out);
        // The days still ahead of each march are its schedule (H2.2, H2.3), as the planner shows.
        for (std::size_t a = 0; a < out.marches.size(); ++a) {
            MarchMark &m = out.marches[a];
            if (m.path.empty())
                continue;
            const hexrules::MarchSchedule schedule =
                hexrules::scheduleMarch(campaign, turn.state.armies[a], m.path, m.restDays);
            for (std::size_t i = m.marched; i < m.days.size() && i < schedule.days.size(); ++i)
                m.days[i] = schedule.days[i];
        }
    }
    return out;
}

std::vector<bool> marchKingdomsShown(const Campaign &campaign, const TurnMarchMarks &marks,
                                     int kingdom, bool neighbours)
{
    const std::size_t n = campaign.kingdoms.size();
    if (kingdom < 0 || static_cast<std::size_t>(kingdom) >= n)
        return {};
    std::vector<bool> shown(n, false);
    shown[static_cast<std::size_t>(kingdom)] = true;
    if (!neighbours)
        return shown;
    const int reach = hexrules::HexRules::fromRuleset(campaign.ruleset).contactDistance;
    std::vector<Hex> own;
    for (const MarchMark &m : marks.marches)
        if (m.kingdom == kingdom) {
            own.push_back(m.start);
            own.insert(own.end(), m.path.begin(), m.path.end());
        }
    for (const MarchMark &m : marks.marches) {
        if (m.kingdom < 0 || static_cast<std::size_t>(m.kingdom) >= n || m.kingdom == kingdom)
            continue;
        std::vector<Hex> theirs{m.start};
        theirs.insert(theirs.end(), m.path.begin(), m.path.end());
        const bool near = std::any_of(own.begin(), own.end(), [&](Hex a) {
            return std::any_of(theirs.begin(), theirs.end(),
                               [&](Hex b) { return hexDistance(a, b) <= reach; });
        });
        if (near)
            shown[static_cast<std::size_t>(m.kingdom)] = true;
    }
    return shown;
}

} // namespace muster
