#include "rules/area/ActionSupport.h"

#include "model/Kingdom.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {
bool areasValid(const TurnWork &w, const AreaAction &a)
{
    switch (actionShape(a.kind)) {
    case ActionShape::CountFromTo:
        return w.validArea(a.source) && w.validArea(a.target);
    case ActionShape::CountFromViaTo:
        return w.validArea(a.source) && w.validArea(a.via) && w.validArea(a.target);
    case ActionShape::NumberArea:
    case ActionShape::Area:
        return w.validArea(a.target);
    case ActionShape::AreaOptionalPlace:
        return w.validArea(a.target) && (a.location == -1 || w.validArea(a.location));
    case ActionShape::AreaPlace:
        return w.validArea(a.target) && w.validArea(a.location);
    }
    return false;
}

void failed(TurnWork &w, int k, const AreaAction &a, const Failure &f)
{
    w.record(log::ActionFailed{{k}, a, f});
}
} // namespace

void executeAction(TurnWork &w, int k, const AreaAction &a)
{
    if (const ActionResult result = runAction(w, k, a))
        failed(w, k, a, *result);
}

ActionResult runAction(TurnWork &w, int k, const AreaAction &a)
{
    // Orders normally come from a parsed sheet; hand-built or stale ones are checked here so that
    // nothing an order says can make the engine read outside the map.
    if (!areasValid(w, a))
        return failure(FailureReason::UnknownArea, FailureText::UnknownArea);
    const bool hasCount = actionShape(a.kind) != ActionShape::Area &&
                          actionShape(a.kind) != ActionShape::AreaOptionalPlace &&
                          actionShape(a.kind) != ActionShape::AreaPlace;
    const bool numberOnly = actionShape(a.kind) == ActionShape::NumberArea;
    if (hasCount && ((a.count.kind == ActionCount::Kind::Exact || numberOnly) && a.count.n < 1))
        return failure(FailureReason::TooFewArmies, FailureText::CountBelowOne);
    ActionResult result;
    switch (a.kind) {
    case ActionKind::Move:
    case ActionKind::Assault:
    case ActionKind::Probe:
    case ActionKind::Overrun:
        result = runLandAttack(w, k, a);
        break;
    case ActionKind::Passage:
        result = runPassage(w, k, a);
        break;
    case ActionKind::Raid:
        result = runRaid(w, k, a);
        break;
    case ActionKind::Siege:
        result = runSiege(w, k, a);
        break;
    case ActionKind::Ships:
    case ActionKind::Convoy:
        result = runShips(w, k, a);
        break;
    case ActionKind::Migrate:
        result = runMigrate(w, k, a);
        break;
    case ActionKind::Levy:
        result = runLevy(w, k, a);
        break;
    case ActionKind::Reserve:
        result = runReserve(w, k, a);
        break;
    case ActionKind::Defend:
        result = runDefenceMode(w, k, a, DefenceMode::Defend);
        break;
    case ActionKind::Retreat:
        result = runDefenceMode(w, k, a, DefenceMode::Retreat);
        break;
    case ActionKind::Ambush:
        result = runDefenceMode(w, k, a, DefenceMode::Ambush);
        break;
    }
    return result;
}

Failure failure(FailureReason reason, FailureText text)
{
    Failure f;
    f.reason = reason;
    f.text = text;
    return f;
}

Failure failureAt(FailureReason reason, FailureText text, int area, int kingdom)
{
    Failure f = failure(reason, text);
    f.area = area;
    f.kingdom = kingdom;
    return f;
}

ActionResult checkArmySource(TurnWork &w, int k, const AreaAction &a, int &count)
{
    const int src = a.source;
    if (w.at(src).owner != k)
        return failureAt(FailureReason::SourceNotOwned, FailureText::NotKingdoms, src, k);
    if (w.stickyFor(src, k)) // A6.2
        return failureAt(FailureReason::SourceSticky, FailureText::StickyNoneLeave, src);
    const int available = w.armiesIn(src);
    count = a.count.resolve(available);
    if (count < 1 || count > available) {
        Failure f = failureAt(FailureReason::TooFewArmies, FailureText::HoldsArmies, src);
        f.n1 = available;
        f.n2 = a.count.kind == ActionCount::Kind::Exact ? count : -1;
        return f;
    }
    return std::nullopt;
}

ActionResult checkAdjacent(TurnWork &w, int from, int to)
{
    if (w.rules.world.adjacent(from, to))
        return std::nullopt;
    Failure f = failureAt(FailureReason::NotAdjacent, FailureText::NotAdjacent, to);
    f.area2 = from;
    return f;
}

ActionResult checkCost(TurnWork &w, int k, const AreaAction &a, int cost)
{
    const int bp = w.kingdom(k).bp;
    if (cost <= bp)
        return std::nullopt;
    Failure f = failure(FailureReason::NotEnoughBp, FailureText::NotEnoughBp);
    f.kingdom = k;
    f.n1 = bp;
    f.n2 = cost;
    f.verb = a.kind;
    return f;
}

void accept(TurnWork &w, int k, const AreaAction &a, int cost, int count, int carried)
{
    w.record(log::ActionAccepted{{k}, a, count, carried, cost, w.kingdom(k).bp - cost});
}

void returnArmies(TurnWork &w, int battle, int k, int area, int armies)
{
    if (armies <= 0)
        return;
    w.record(log::Returned{battle, {k}, {area}, armies});
    if (w.isSea(area))
        w.drownExcess(area, DrownCause::TooFewShipsLeft);
    else
        w.capArea(area, LimitedCount::Armies);
}

void captureArea(TurnWork &w, int battle, int k, int area, int armies, int from)
{
    const AreaState &s = w.at(area);
    const int previous = s.owner;
    int populationLost = 0, fortsLost = 0;
    // A8.1. Decision: an unowned area has no nationality, so taking it costs nothing.
    if (previous >= 0 && w.validKingdom(previous) &&
        w.rules.kingdoms[static_cast<size_t>(previous)].nationality.compare(
            w.rules.kingdoms[static_cast<size_t>(k)].nationality, Qt::CaseInsensitive) != 0) {
        populationLost = std::min(1, s.population);
        fortsLost = std::min(1, s.forts);
    }
    w.record(
        log::Captured{battle, {k}, {previous}, {area}, {from}, armies, populationLost, fortsLost});
    w.armiesEntered(area, from, k);
}

void battleEnded(TurnWork &w, int battle, AreaBattleResult result, ActionKind verb, int k, int area)
{
    w.record(log::BattleEnded{battle, result, verb, {k}, {area}});
}

} // namespace muster
