// Actions inside the kingdom's own areas: MIGRATE (RULES A5.9), LEVY (A5.10), RESERVE (A5.11)
// and the defence modes DEFEND, RETREAT, AMBUSH (A5.12, A7).
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

#include <algorithm>
#include <climits>

namespace muster {

namespace {

ActionResult checkOwnLand(TurnWork &w, int k, int area, FailureReason notOwned)
{
    if (w.isSea(area))
        return failure(FailureReason::WrongAreaType,
                       QStringLiteral("%1 is a sea area").arg(w.areaName(area)));
    if (w.at(area).owner != k)
        return failure(notOwned,
                       QStringLiteral("%1 is not %2's").arg(w.areaName(area), w.kingdomName(k)));
    return std::nullopt;
}

ActionResult migrate(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.source, FailureReason::SourceNotOwned))
        return f;
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    if (auto f = checkAdjacent(w, a.source, a.target))
        return f;
    AreaState &src = w.at(a.source);
    // A5.9: the source loses one more than arrives, so "all" moves all but the one that is lost.
    const int movable = src.population - 1;
    const int arriving = a.count.resolve(movable);
    if (arriving < 1 || arriving > movable)
        return failure(FailureReason::TooFewPopulation,
                       QStringLiteral("%1 has population %2; moving %3 needs %4")
                           .arg(w.areaName(a.source))
                           .arg(src.population)
                           .arg(std::max(arriving, 1))
                           .arg(std::max(arriving, 1) + 1));
    accept(w, k, a, 0,
           QStringLiteral("MIGRATE %1 population from %2 to %3")
               .arg(arriving)
               .arg(w.areaName(a.source), w.areaName(a.target)));
    src.population -= arriving + 1;
    w.addCapped(w.at(a.target).population, arriving, TurnWork::Count::Population, k,
                w.areaName(a.target));
    w.event(QStringLiteral("Migrated"), QStringLiteral("A5.9"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("from"), w.info(a.source).code},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("arrived"), arriving},
             {QStringLiteral("left"), arriving + 1}},
            QStringLiteral("%1 population leave %2, %3 arrive in %4 (A5.9).")
                .arg(arriving + 1)
                .arg(w.areaName(a.source))
                .arg(arriving)
                .arg(w.areaName(a.target)));
    return std::nullopt;
}

ActionResult levy(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    const int n = a.count.n;
    AreaState &s = w.at(a.target);
    int &already = w.leviedHere[static_cast<size_t>(a.target)];
    // A5.10. Decision: the limit counts every LEVY in the area this turn, not each one alone.
    if (n > s.population - already)
        return failure(FailureReason::LevyLimit,
                       QStringLiteral("%1 has population %2 and already raised %3 armies this turn")
                           .arg(w.areaName(a.target))
                           .arg(s.population)
                           .arg(already));
    const int cost = static_cast<int>(
        std::min<long long>(static_cast<long long>(n) * w.params().costLevyPerArmy, INT_MAX));
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost, QStringLiteral("LEVY %1 armies in %2").arg(n).arg(w.areaName(a.target)));
    already += n;
    w.addCapped(s.armies, n, TurnWork::Count::Armies, k, w.areaName(a.target));
    w.tallies[static_cast<size_t>(k)].levied += n;
    w.event(QStringLiteral("Levied"), QStringLiteral("A5.10"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("armies"), n}},
            QStringLiteral("%1 raises %2 new armies in %3; they may act this turn (A5.10).")
                .arg(w.kingdomName(k))
                .arg(n)
                .arg(w.areaName(a.target)));
    return std::nullopt;
}

ActionResult reserve(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    const int n = a.count.n;
    KingdomState &ks = w.kingdom(k);
    if (n > ks.armyReserve)
        return failure(FailureReason::ReserveTooSmall, QStringLiteral("%1 has %2 armies in reserve")
                                                           .arg(w.kingdomName(k))
                                                           .arg(ks.armyReserve));
    const int cost = static_cast<int>(
        std::min<long long>(static_cast<long long>(n) * w.params().costReservePerArmy, INT_MAX));
    if (auto f = checkCost(w, k, a, cost))
        return f;
    accept(w, k, a, cost,
           QStringLiteral("RESERVE %1 armies into %2").arg(n).arg(w.areaName(a.target)));
    ks.armyReserve -= n;
    w.addCapped(w.at(a.target).armies, n, TurnWork::Count::Armies, k, w.areaName(a.target));
    w.event(QStringLiteral("ReservePlaced"), QStringLiteral("A5.11"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("armies"), n}},
            QStringLiteral("%1 places %2 armies from its reserve in %3 (A5.11).")
                .arg(w.kingdomName(k))
                .arg(n)
                .arg(w.areaName(a.target)));
    w.makeSticky(a.target, QStringLiteral("RESERVE placed armies in it"),
                 QStringLiteral("A5.11, A6.1"));
    return std::nullopt;
}

ActionResult setMode(TurnWork &w, int k, const AreaAction &a)
{
    if (auto f = checkOwnLand(w, k, a.target, FailureReason::TargetNotOwned))
        return f;
    if (a.location >= 0)
        if (auto f = checkAdjacent(w, a.target, a.location))
            return f;
    const DefenceMode mode = a.kind == ActionKind::Defend   ? DefenceMode::Defend
                             : a.kind == ActionKind::Ambush ? DefenceMode::Ambush
                                                            : DefenceMode::Retreat;
    accept(w, k, a, 0,
           QStringLiteral("%1 in %2").arg(actionKindName(a.kind), w.areaName(a.target)));
    AreaState &s = w.at(a.target);
    s.mode = mode;
    s.modeArea = mode == DefenceMode::Defend ? -1 : a.location;
    w.event(QStringLiteral("DefenceModeSet"), QStringLiteral("A5.12, A7.1"),
            {{QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(a.target).code},
             {QStringLiteral("mode"), defenceModeName(mode)},
             {QStringLiteral("location"), s.modeArea >= 0 ? w.info(s.modeArea).code : QString()}},
            QStringLiteral("%1 is now in %2 mode%3 (A7.1).")
                .arg(w.areaName(a.target), defenceModeName(mode),
                     s.modeArea >= 0 ? QStringLiteral(" towards %1").arg(w.areaName(s.modeArea))
                                     : QString()));
    return std::nullopt;
}

} // namespace

ActionResult runHomeAction(TurnWork &w, int k, const AreaAction &a)
{
    switch (a.kind) {
    case ActionKind::Migrate:
        return migrate(w, k, a);
    case ActionKind::Levy:
        return levy(w, k, a);
    case ActionKind::Reserve:
        return reserve(w, k, a);
    default:
        return setMode(w, k, a);
    }
}

} // namespace muster
