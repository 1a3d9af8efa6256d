#include "rules/area/EndOfTurn.h"

#include "model/Limits.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {
/// A count after adding `n`, as it is once LimitReached has taken off what does not fit: what
/// the "now" of a sentence says.
int keptSum(int count, int n)
{
    return static_cast<int>(limits::kCount.clamp(qint64{count} + n));
}
} // namespace

void endOfTurn(TurnWork &w)
{
    for (size_t i = 0; i < w.state.kingdoms.size(); ++i) { // A9.1
        const KingdomState &ks = w.state.kingdoms[i];
        if (ks.dispersed == 0)
            continue;
        const int k = static_cast<int>(i);
        w.record(log::DispersedReturned{{k}, ks.dispersed, keptSum(ks.armyReserve, ks.dispersed)});
        w.capKingdom(k, LimitedCount::ArmyReserve);
    }
    w.record(log::StickyCleared{w.turn.stickyAreas()});
    // In 64 bits: 100,000 areas of a million population each pass an int.
    std::vector<long long> income(w.state.kingdoms.size(), 0);
    for (size_t i = 0; i < w.state.areas.size(); ++i) {
        const AreaState &s = w.state.areas[i];
        if (s.owner >= 0 && s.owner < static_cast<int>(income.size()) &&
            !w.isSea(static_cast<int>(i)))
            income[static_cast<size_t>(s.owner)] += s.population;
    }
    for (size_t i = 0; i < income.size(); ++i) { // A10.1
        const int k = static_cast<int>(i);
        // An income beyond the most a kingdom may hold is taken as that most: the rest would be
        // lost to the limits anyway, and the sum stays within an int.
        const int gained = static_cast<int>(std::min<long long>(income[i], limits::kCount.max));
        w.record(log::Income{{k}, gained, keptSum(w.state.kingdoms[i].bp, gained)});
        w.capKingdom(k, LimitedCount::Bp);
    }
    w.record(log::TurnEnded{w.state.turn});
}

} // namespace muster
