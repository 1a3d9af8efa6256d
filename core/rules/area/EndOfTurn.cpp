#include "rules/area/EndOfTurn.h"

#include "rules/area/TurnWork.h"

#include <algorithm>
#include <climits>

namespace muster {

void endOfTurn(TurnWork &w)
{
    for (size_t k = 0; k < w.state.kingdoms.size(); ++k) { // A9.1
        KingdomState &ks = w.state.kingdoms[k];
        if (ks.dispersed == 0)
            continue;
        w.addCapped(ks.armyReserve, ks.dispersed, TurnWork::Count::ArmyReserve, static_cast<int>(k),
                    w.kingdomName(static_cast<int>(k)));
        w.event(QStringLiteral("DispersedReturned"), QStringLiteral("A9.1, A2.4"),
                {{QStringLiteral("kingdom"), w.kingdomId(static_cast<int>(k))},
                 {QStringLiteral("armies"), ks.dispersed},
                 {QStringLiteral("reserve"), ks.armyReserve}},
                QStringLiteral("%1 dispersed armies of %2 return to its reserve, now %3 (A9.1).")
                    .arg(ks.dispersed)
                    .arg(w.kingdomName(static_cast<int>(k)))
                    .arg(ks.armyReserve));
        ks.dispersed = 0;
    }
    const auto stuck = std::count(w.sticky.begin(), w.sticky.end(), 1);
    std::fill(w.sticky.begin(), w.sticky.end(), 0);
    w.event(QStringLiteral("StickyCleared"), QStringLiteral("A2.4"),
            {{QStringLiteral("areas"), static_cast<int>(stuck)}},
            QStringLiteral("End of turn: %1 sticky areas are free again (A2.4).").arg(stuck));
    // In 64 bits: 100,000 areas of a million population each pass an int.
    std::vector<long long> income(w.state.kingdoms.size(), 0);
    for (size_t i = 0; i < w.state.areas.size(); ++i) {
        const AreaState &s = w.state.areas[i];
        if (s.owner >= 0 && s.owner < static_cast<int>(income.size()) &&
            !w.isSea(static_cast<int>(i)))
            income[static_cast<size_t>(s.owner)] += s.population;
    }
    for (size_t k = 0; k < income.size(); ++k) { // A10.1
        KingdomState &ks = w.state.kingdoms[k];
        w.addCapped(ks.bp, static_cast<int>(std::min<long long>(income[k], INT_MAX)),
                    TurnWork::Count::Bp, static_cast<int>(k), w.kingdomName(static_cast<int>(k)));
        w.event(
            QStringLiteral("Income"), QStringLiteral("A10.1"),
            {{QStringLiteral("kingdom"), w.kingdomId(static_cast<int>(k))},
             {QStringLiteral("income"), income[k]},
             {QStringLiteral("bp"), ks.bp}},
            QStringLiteral("%1 gains %2 BP from the population of its areas, now %3 BP (A10.1).")
                .arg(w.kingdomName(static_cast<int>(k)))
                .arg(income[k])
                .arg(ks.bp));
    }
    ++w.state.turn;
}

} // namespace muster
