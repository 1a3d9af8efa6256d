#include "rules/area/FailureField.h"

#include "model/World.h"

#include <utility>
#include <vector>

namespace muster {

namespace {
/// The area fields an action of this shape names, in the order the engine checks them.
std::vector<std::pair<ActionField, int>> areaFields(const AreaAction &a)
{
    switch (actionShape(a.kind)) {
    case ActionShape::CountFromTo:
        return {{ActionField::Source, a.source}, {ActionField::Target, a.target}};
    case ActionShape::CountFromViaTo:
        return {{ActionField::Source, a.source},
                {ActionField::Via, a.via},
                {ActionField::Target, a.target}};
    case ActionShape::NumberArea:
    case ActionShape::Area:
        return {{ActionField::Target, a.target}};
    case ActionShape::AreaOptionalPlace:
    case ActionShape::AreaPlace:
        return {{ActionField::Target, a.target}, {ActionField::Place, a.location}};
    }
    return {};
}

/// The field holding `area`, the one the reason is about first when several hold it.
ActionField fieldOfArea(const Failure &f, const AreaAction &a)
{
    ActionField first = ActionField::Target;
    if (f.reason == FailureReason::SourceNotOwned || f.reason == FailureReason::SourceSticky)
        first = ActionField::Source;
    else if (f.reason == FailureReason::NoPassage || f.reason == FailureReason::PassageSticky)
        first = ActionField::Via;
    const auto fields = areaFields(a);
    for (const auto &[field, area] : fields)
        if (field == first && area == f.area)
            return field;
    for (const auto &[field, area] : fields)
        if (area == f.area)
            return field;
    return ActionField::None;
}
} // namespace

ActionField failureField(const Failure &f, const AreaAction &a, const World &world)
{
    switch (f.text) {
    case FailureText::CountBelowOne:
    case FailureText::HoldsArmies:
    case FailureText::HoldsShips:
    case FailureText::ShipsNotEmpty:
    case FailureText::TooFewPopulation:
    case FailureText::LevyLimit:
    case FailureText::ReserveTooSmall:
        return ActionField::Count; // more than the area (or the reserve) has to send
    case FailureText::NotAdjacent:
        // The engine names the area that is not a neighbour of the one before it on the way.
        if (f.area == a.location && f.area2 == a.target)
            return ActionField::Place;
        if (actionShape(a.kind) == ActionShape::CountFromViaTo && f.area == a.via &&
            f.area2 == a.source)
            return ActionField::Via;
        return ActionField::Target;
    case FailureText::UnknownArea:
        for (const auto &[field, area] : areaFields(a)) {
            const bool optional = actionShape(a.kind) == ActionShape::AreaOptionalPlace &&
                                  field == ActionField::Place && area == -1; // RETREAT YRK
            if (!optional && (area < 0 || area >= static_cast<int>(world.areas.size())))
                return field;
        }
        return ActionField::None;
    case FailureText::CrossWithConvoy:
    case FailureText::PassageOverLand:
    case FailureText::ShipsOnlyAtSea:
        return ActionField::Kind; // the action does not go between areas of these types
    case FailureText::NotEnoughBp:
    case FailureText::Legacy:
        return ActionField::None;
    case FailureText::NotKingdoms:
    case FailureText::NoShipsIn:
    case FailureText::StickyNoneLeave:
    case FailureText::Sticky:
    case FailureText::BoardWithMove:
    case FailureText::IsSeaArea:
    case FailureText::AlreadyBelongs:
    case FailureText::CityNotRaided:
    case FailureText::NoPassage:
        return fieldOfArea(f, a);
    }
    return ActionField::None;
}

} // namespace muster
