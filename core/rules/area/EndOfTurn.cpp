#include "rules/area/EndOfTurn.h"

#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

void endOfTurn(TurnWork &w)
{
    for (size_t k = 0; k < w.state.kingdoms.size(); ++k) { // A9.1
        const KingdomState &ks = w.state.kingdoms[k];
        if (ks.dispersed == 0)
            continue;
        w.record(log::DispersedReturned{
            {static_cast<int>(k)}, ks.dispersed, ks.armyReserve + ks.dispersed});
    }
    w.record(log::StickyCleared{w.turn.stickyAreas()});
    std::vector<int> income(w.state.kingdoms.size(), 0);
    for (size_t i = 0; i < w.state.areas.size(); ++i) {
        const AreaState &s = w.state.areas[i];
        if (s.owner >= 0 && s.owner < static_cast<int>(income.size()) &&
            !w.isSea(static_cast<int>(i)))
            income[static_cast<size_t>(s.owner)] += s.population;
    }
    for (size_t k = 0; k < income.size(); ++k) // A10.1
        w.record(log::Income{{static_cast<int>(k)}, income[k], w.state.kingdoms[k].bp + income[k]});
    w.record(log::TurnEnded{w.state.turn});
}

} // namespace muster
