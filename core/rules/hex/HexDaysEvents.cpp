#include "rules/hex/HexDaysEvents.h"

#include "log/TurnLog.h"
#include "model/TurnState.h"

#include <QHash>

namespace muster::hexrules {

HexDaysEvents hexDaysEvents(const TurnLog &log, const TurnState *start)
{
    HexDaysEvents out;
    QHash<QString, std::size_t> byId; // an army's place in out.armies, found once per event
    if (start)
        for (const HexArmy &a : start->armies) {
            if (!byId.contains(a.id)) // the first army of an id, as a search would find
                byId.insert(a.id, out.armies.size());
            out.armies.push_back({a.id, a.kingdom, a.hex, {}, 0, 0});
        }
    // The march of the army a log text names; null for one the start state does not have.
    const auto march = [&out, &log, &byId](const TextRef &army) -> HexDaysEvents::ArmyMarch * {
        const auto it = byId.constFind(log.text(army));
        return it == byId.cend() ? nullptr : &out.armies[*it];
    };
    int day = 0; // a battle's day is the day being resolved when it starts
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *d = log.get<log::DayStarted>(i)) {
            day = d->day;
        } else if (const auto *b = log.get<log::HexBattleStarted>(i)) {
            for (const TextRef &side : {b->attacker, b->defender})
                if (auto *m = march(side))
                    m->battles.push_back(out.battles.size());
            out.battles.push_back({log.text(b->battle), log.text(b->attacker),
                                   log.text(b->defender), b->hex, day, i});
        } else if (const auto *s = log.get<log::SupplyChanged>(i); s && !s->inSupply) {
            out.outOfSupply.push_back({log.text(s->army), s->day});
            if (auto *m = march(s->army); m && m->outOfSupply == 0)
                m->outOfSupply = s->day;
        } else if (const auto *g = log.get<log::ArmyDestroyed>(i)) {
            out.destroyed.push_back({log.text(g->army), g->day});
            if (auto *m = march(g->army))
                m->destroyed = g->day;
        } else if (const auto *moved = log.get<log::ArmyMoved>(i)) {
            if (auto *m = march(moved->army))
                m->end = moved->to;
        } else if (const auto *r = log.get<log::Retreat>(i)) {
            if (auto *m = march(r->army))
                m->end = r->to;
        }
    }
    return out;
}

} // namespace muster::hexrules
