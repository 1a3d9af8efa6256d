#include "rules/area/ProposedOrder.h"

#include "model/Campaign.h"
#include "rules/area/ActionSupport.h"
#include "rules/area/TurnWork.h"

namespace muster {

namespace {
/// The action a drag from `source` to `target` means: which one depends only on the areas' types
/// and owners, and whether armies are aboard at sea (A5.7).
AreaAction presetAction(const TurnWork &w, int kingdom, int source, int target)
{
    AreaAction a;
    a.source = source;
    a.target = target;
    a.count = {ActionCount::Kind::All, 0};
    if (w.isSea(source) && w.isSea(target))
        a.kind = w.at(source).aboard > 0 ? ActionKind::Convoy : ActionKind::Ships;
    else
        a.kind = w.at(target).owner == kingdom || w.isSea(target) ? ActionKind::Move
                                                                  : ActionKind::Assault;
    return a;
}

/// The engine's checks of `a` that a drag decides, in the engine's order: the source's owner and
/// what it holds (A3.3; for SHIPS and CONVOY, A5.7, its ships, after adjacency as runShips checks
/// them) and whether the target is adjacent. `count` gets what "all" takes.
ActionResult check(TurnWork &w, int kingdom, const AreaAction &a, int &count, bool target)
{
    if (a.kind != ActionKind::Ships && a.kind != ActionKind::Convoy) {
        if (auto f = checkArmySource(w, kingdom, a, count))
            return f;
        return target ? checkAdjacent(w, a.source, a.target) : std::nullopt;
    }
    const AreaState &src = w.at(a.source);
    if (src.owner != kingdom)
        return failureAt(FailureReason::SourceNotOwned, FailureText::NoShipsIn, a.source, kingdom);
    if (target)
        if (auto f = checkAdjacent(w, a.source, a.target))
            return f;
    count = src.ships;
    if (count >= 1)
        return std::nullopt;
    Failure f = failureAt(FailureReason::TooFewShips, FailureText::HoldsShips, a.source);
    f.n1 = src.ships;
    return f;
}

struct Work
{
    explicit Work(const Campaign &c)
        : rules{c.world, c.kingdoms, AreaParameters::fromRuleset(c.ruleset)},
          work(rules, c.current().state, log)
    {}
    TurnLog log; // never written: nothing is recorded by the checks
    AreaRules rules;
    TurnWork work;
};

bool valid(const Campaign &c, int kingdom, int area)
{
    return kingdom >= 0 && kingdom < static_cast<int>(c.current().state.kingdoms.size()) &&
           area >= 0 && area < static_cast<int>(c.current().state.areas.size()) &&
           area < static_cast<int>(c.world.areas.size());
}
/// Whether the engine refused an action for what its target is (rather than its source, count,
/// cost or the turn so far).
bool refusedForTheTarget(const Failure &f)
{
    switch (f.reason) {
    case FailureReason::WrongAreaType:
    case FailureReason::TargetOwned:
    case FailureReason::RaidOnCity:
    case FailureReason::TargetNotOwned:
    case FailureReason::NotAdjacent:
    case FailureReason::UnknownArea:
        return true;
    case FailureReason::NotEnoughBp:
    case FailureReason::SourceNotOwned:
    case FailureReason::TooFewArmies:
    case FailureReason::SourceSticky:
    case FailureReason::ShipsCarryArmies:
    case FailureReason::TooFewShips:
    case FailureReason::NoShipsToBoard:
    case FailureReason::NoPassage:
    case FailureReason::PassageSticky:
    case FailureReason::TooFewPopulation:
    case FailureReason::LevyLimit:
    case FailureReason::ReserveTooSmall:
        return false;
    }
    return false;
}
} // namespace

std::optional<Failure> proposedOrderSource(const Campaign &campaign, int kingdom, int source)
{
    if (!valid(campaign, kingdom, source))
        return failure(FailureReason::UnknownArea, FailureText::UnknownArea);
    Work w(campaign);
    // Whatever the target: a sea area sends its armies aboard or, with none aboard, its ships
    // (to another sea; onto land only armies go, which the target's check then says).
    int count = 0;
    return check(w.work, kingdom, presetAction(w.work, kingdom, source, source), count, false);
}

ProposedOrder proposeOrder(const Campaign &campaign, int kingdom, int source, int target)
{
    ProposedOrder out;
    if (!valid(campaign, kingdom, source) || !valid(campaign, kingdom, target)) {
        out.refusal = failure(FailureReason::UnknownArea, FailureText::UnknownArea);
        return out;
    }
    Work w(campaign);
    out.action = presetAction(w.work, kingdom, source, target);
    out.refusal = check(w.work, kingdom, out.action, out.count, true);
    return out;
}

std::vector<int> actionTargets(const Campaign &campaign, int kingdom, ActionKind kind, int source)
{
    if (!valid(campaign, kingdom, source) || actionShape(kind) != ActionShape::CountFromTo)
        return {};
    std::vector<int> targets;
    for (const int target : campaign.world.neighbours(source)) {
        AreaAction a;
        a.kind = kind;
        a.source = source;
        a.target = target;
        a.count = {ActionCount::Kind::All, 0};
        Work w(campaign); // each try changes its copy of the turn (a battle is fought)
        const ActionResult result = runAction(w.work, kingdom, a);
        if (!result || !refusedForTheTarget(*result))
            targets.push_back(target);
    }
    return targets;
}

} // namespace muster
