#include "rules/area/ActionSupport.h"

#include "model/Kingdom.h"
#include "rules/area/TurnWork.h"

#include <algorithm>

namespace muster {

namespace {
QJsonObject actionData(TurnWork &w, int k, const AreaAction &a)
{
    return {{QStringLiteral("kingdom"), w.kingdomId(k)},
            {QStringLiteral("action"), a.number},
            {QStringLiteral("line"), a.line},
            {QStringLiteral("order"), formatAction(a, w.rules.world)},
            {QStringLiteral("verb"), actionKindName(a.kind)}};
}
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
} // namespace

void executeAction(TurnWork &w, int k, const AreaAction &a)
{
    // Orders normally come from a parsed sheet; hand-built or stale ones are checked here so that
    // nothing an order says can make the engine read outside the map.
    if (!areasValid(w, a)) {
        QJsonObject data = actionData(w, k, a);
        data.insert(QStringLiteral("reason"), failureCode(FailureReason::UnknownArea));
        w.event(QStringLiteral("ActionFailed"), failureRule(FailureReason::UnknownArea), data,
                QStringLiteral("%1, action %2 fails: it names an area the map does not have.")
                    .arg(w.kingdomName(k))
                    .arg(a.number));
        return;
    }
    const bool hasCount = actionShape(a.kind) != ActionShape::Area &&
                          actionShape(a.kind) != ActionShape::AreaOptionalPlace &&
                          actionShape(a.kind) != ActionShape::AreaPlace;
    const bool numberOnly = actionShape(a.kind) == ActionShape::NumberArea;
    if (hasCount && ((a.count.kind == ActionCount::Kind::Exact || numberOnly) && a.count.n < 1)) {
        QJsonObject data = actionData(w, k, a);
        data.insert(QStringLiteral("reason"), failureCode(FailureReason::TooFewArmies));
        w.event(QStringLiteral("ActionFailed"), failureRule(FailureReason::TooFewArmies), data,
                QStringLiteral("%1, action %2 fails: a count must be at least 1 (A3.3).")
                    .arg(w.kingdomName(k))
                    .arg(a.number));
        return;
    }
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
    default:
        result = runHomeAction(w, k, a);
        break;
    }
    if (!result)
        return;
    QJsonObject data = actionData(w, k, a);
    data.insert(QStringLiteral("reason"), failureCode(result->reason));
    data.insert(QStringLiteral("detail"), result->detail);
    w.event(QStringLiteral("ActionFailed"), failureRule(result->reason), data,
            QStringLiteral("%1, action %2 (%3) fails: %4 (%5).")
                .arg(w.kingdomName(k))
                .arg(a.number)
                .arg(formatAction(a, w.rules.world), result->detail, failureRule(result->reason)));
}

Failure failure(FailureReason reason, const QString &detail)
{
    return Failure{reason, detail};
}

ActionResult checkArmySource(TurnWork &w, int k, const AreaAction &a, int &count)
{
    const int src = a.source;
    if (w.at(src).owner != k)
        return failure(FailureReason::SourceNotOwned,
                       QStringLiteral("%1 is not %2's").arg(w.areaName(src), w.kingdomName(k)));
    if (w.sticky[static_cast<size_t>(src)])
        return failure(
            FailureReason::SourceSticky,
            QStringLiteral("%1 is sticky: no armies may leave it this turn").arg(w.areaName(src)));
    const int available = w.armiesIn(src);
    count = a.count.resolve(available);
    if (count < 1 || count > available)
        return failure(FailureReason::TooFewArmies,
                       QStringLiteral("%1 holds %2 armies, the order needs %3")
                           .arg(w.areaName(src))
                           .arg(available)
                           .arg(a.count.kind == ActionCount::Kind::Exact
                                    ? QString::number(count)
                                    : QStringLiteral("at least one")));
    return std::nullopt;
}

ActionResult checkAdjacent(TurnWork &w, int from, int to)
{
    if (w.rules.world.adjacent(from, to))
        return std::nullopt;
    return failure(
        FailureReason::NotAdjacent,
        QStringLiteral("%1 is not adjacent to %2").arg(w.areaName(to), w.areaName(from)));
}

ActionResult checkCost(TurnWork &w, int k, const AreaAction &a, int cost)
{
    const int bp = w.kingdom(k).bp;
    if (cost <= bp)
        return std::nullopt;
    return failure(FailureReason::NotEnoughBp, QStringLiteral("%1 has %2 BP, %3 costs %4")
                                                   .arg(w.kingdomName(k))
                                                   .arg(bp)
                                                   .arg(actionKindName(a.kind))
                                                   .arg(cost));
}

void accept(TurnWork &w, int k, const AreaAction &a, int cost, const QString &what)
{
    KingdomState &ks = w.kingdom(k);
    ks.bp -= cost;
    QJsonObject data = actionData(w, k, a);
    data.insert(QStringLiteral("cost"), cost);
    data.insert(QStringLiteral("bpLeft"), ks.bp);
    w.event(QStringLiteral("ActionAccepted"), QStringLiteral("A3.1"), data,
            QStringLiteral("%1, action %2: %3 (cost %4 BP, %5 left).")
                .arg(w.kingdomName(k))
                .arg(a.number)
                .arg(what)
                .arg(cost)
                .arg(ks.bp));
}

void takeArmies(TurnWork &w, int area, int count)
{
    AreaState &s = w.at(area);
    if (w.isSea(area))
        s.aboard -= count;
    else
        s.armies -= count;
}

void returnArmies(TurnWork &w, int battle, int k, int area, int armies)
{
    if (armies <= 0)
        return;
    AreaState &s = w.at(area);
    if (w.isSea(area))
        s.aboard += armies; // at most the ships, after the drowning below
    w.event(QStringLiteral("Returned"), QStringLiteral("A4.6"),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("area"), w.info(area).code},
             {QStringLiteral("armies"), armies}},
            QStringLiteral("%1 surviving armies of %2 return to %3 (A4.6).")
                .arg(armies)
                .arg(w.kingdomName(k), w.areaName(area)));
    if (w.isSea(area))
        w.drownExcess(area, QStringLiteral("too few ships are left to carry them"));
    else
        w.addCapped(s.armies, armies, TurnWork::Count::Armies, k, w.areaName(area));
}

void captureArea(TurnWork &w, int battle, int k, int area, int armies, int from)
{
    AreaState &s = w.at(area);
    const int previous = s.owner;
    s.owner = k;
    s.armies = armies;
    s.mode = DefenceMode::Retreat; // A8.1 resets to A7.1's starting mode
    s.modeArea = -1;
    int populationLost = 0, fortsLost = 0;
    // A8.1. Decision: an unowned area has no nationality, so taking it costs nothing.
    if (previous >= 0 && w.validKingdom(previous) &&
        w.rules.kingdoms[static_cast<size_t>(previous)].nationality.compare(
            w.rules.kingdoms[static_cast<size_t>(k)].nationality, Qt::CaseInsensitive) != 0) {
        populationLost = std::min(1, s.population);
        fortsLost = std::min(1, s.forts);
        s.population -= populationLost;
        s.forts -= fortsLost;
    }
    w.event(QStringLiteral("Captured"), QStringLiteral("A8.1"),
            {{QStringLiteral("battle"), battle},
             {QStringLiteral("kingdom"), w.kingdomId(k)},
             {QStringLiteral("previousOwner"), w.kingdomId(previous)},
             {QStringLiteral("area"), w.info(area).code},
             {QStringLiteral("armies"), armies},
             {QStringLiteral("populationLost"), populationLost},
             {QStringLiteral("fortsLost"), fortsLost}},
            QStringLiteral("%1 captures %2 from %3 with %4 armies%5 (A8.1).")
                .arg(w.kingdomName(k), w.areaName(area), w.kingdomName(previous))
                .arg(armies)
                .arg(populationLost + fortsLost > 0
                         ? QStringLiteral("; across nationalities it loses %1 population and %2 "
                                          "forts")
                               .arg(populationLost)
                               .arg(fortsLost)
                         : QString()));
    w.armiesEntered(area, from, k);
}

void battleEnded(TurnWork &w, int battle, const QString &result, const QString &sentence)
{
    w.event(QStringLiteral("BattleEnded"), QStringLiteral("A4.5"),
            {{QStringLiteral("battle"), battle}, {QStringLiteral("result"), result}},
            QStringLiteral("Battle %1 ends: %2.").arg(battle).arg(sentence));
}

} // namespace muster
