// Actions inside the kingdom's own areas: MIGRATE (RULES A5.9), LEVY (A5.10), RESERVE (A5.11)
// and the defence modes DEFEND, RETREAT, AMBUSH (A5.12, A7).
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {

ActionResult checkOwnLand(TurnWork &w, int k, int area, FailureReason notOwned)
{
    if (w.isSea(area))
        return failureAt(FailureReason::WrongAreaType, FailureText::IsSeaArea, area);
    if (w.at(area).owner != k)
        return failureAt(notOwned, FailureText::NotKingdoms, area, k);
    return std::nullopt;
}

} // namespace

ActionResult runMigrate(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.source, FailureReason::SourceNotOwned))
        return f;
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    const AreaState &src = w.at(a.source);
    // A5.9: the source loses one more than arrives, so "all" moves all but the one that is lost.
    const int movable = src.population - 1;
    const int arriving = a.count.resolve(movable);
    if (arriving < 1 || arriving > movable) {
        Failure f =
            failureAt(FailureReason::TooFewPopulation, FailureText::TooFewPopulation, a.source);
        f.n1 = src.population;
        f.n2 = std::max(arriving, 1);
        f.n3 = std::max(arriving, 1) + 1;
        return f;
    }
    accept(w, k, a, 0, arriving);
    w.record(log::Migrated{{k}, {a.source}, {a.target}, arriving, arriving + 1});
    w.capArea(a.target, LimitedCount::Population);
    return std::nullopt;
}

ActionResult runLevy(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    const int n = a.count.n;
    const AreaState &s = w.at(a.target);
    const int already = w.turn.leviedIn(a.target);
    // A5.10. Decision: the limit counts every LEVY in the area this turn, not each one alone.
    if (n > s.population - already) {
        Failure f = failureAt(FailureReason::LevyLimit, FailureText::LevyLimit, a.target);
        f.n1 = s.population;
        f.n2 = already;
        return f;
    }
    const int cost = actionCost(a.kind, w.params(), n);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, n);
    w.record(log::Levied{{k}, {a.target}, n});
    w.capArea(a.target, LimitedCount::Armies);
    return std::nullopt;
}

ActionResult runReserve(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    const int n = a.count.n;
    if (n > w.kingdom(k).armyReserve) {
        Failure f = failure(FailureReason::ReserveTooSmall, FailureText::ReserveTooSmall);
        f.kingdom = k;
        f.n1 = w.kingdom(k).armyReserve;
        return f;
    }
    const int cost = actionCost(a.kind, w.params(), n);
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, n);
    w.record(log::ReservePlaced{{k}, {a.target}, n});
    w.capArea(a.target, LimitedCount::Armies);
    w.makeSticky(a.target, k, StickyTrigger::Reserve);
    return std::nullopt;
}

ActionResult runDefenceMode(TurnWork &w, int k, const AreaAction &a, DefenceMode mode)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    if (a.location >= 0)
        if (auto f = checkAdjacent(w, a.target, a.location))
            return f;
    accept(w, k, a, 0, 0);
    w.record(log::DefenceModeSet{
        {k}, {a.target}, {mode == DefenceMode::Defend ? -1 : a.location}, mode});
    return std::nullopt;
}

} // namespace muster
