#include "rules/hex/HexDaysEvents.h"

#include "log/TurnLog.h"

namespace muster::hexrules {

HexDaysEvents hexDaysEvents(const TurnLog &log)
{
    HexDaysEvents out;
    int day = 0; // a battle's day is the day being resolved when it starts
    for (std::size_t i = 0; i < log.size(); ++i) {
        if (const auto *d = log.get<log::DayStarted>(i))
            day = d->day;
        else if (const auto *b = log.get<log::HexBattleStarted>(i))
            out.battles.push_back(
                {log.text(b->battle), log.text(b->attacker), log.text(b->defender), b->hex, day});
        else if (const auto *s = log.get<log::SupplyChanged>(i); s && !s->inSupply)
            out.outOfSupply.push_back({log.text(s->army), s->day});
        else if (const auto *g = log.get<log::ArmyDestroyed>(i))
            out.destroyed.push_back({log.text(g->army), g->day});
    }
    return out;
}

} // namespace muster::hexrules
