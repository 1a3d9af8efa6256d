#pragma once
// The events of an area turn (RULES part A), one plain struct each. `visit` lists the fields
// under their JSON names, for every codec (LogJson, LogBinary) and the equality of logs; what an
// event does to the state is in rules/area/AreaReplay.h, its sentence in LogText.h. The
// battle's own events are in AreaBattleEvents.h.
//
// Areas and kingdoms are indices; a battle is its number in the turn (1, 2, ...).

#include "log/AreaBattleEvents.h"
#include "log/LogEnums.h"
#include "log/LogRefs.h"
#include "model/TurnState.h"
#include "rules/area/AreaActions.h"
#include "rules/area/FailureReason.h"

#include <array>

namespace muster {

/// The kinds' verbs, read from their rows (kActionKinds, AreaActions.h).
template <> struct EnumNames<ActionKind>
{
    static constexpr std::array<const char *, kActionKinds.size()> names = [] {
        std::array<const char *, kActionKinds.size()> out{};
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = kActionKinds[i].name;
        return out;
    }();
};
template <> struct EnumNames<DefenceMode>
{
    static constexpr std::array<const char *, 3> names{"defend", "retreat", "ambush"};
};
template <> struct EnumNames<ActionCount::Kind>
{
    static constexpr std::array<const char *, 3> names{"exact", "all", "all-but"};
};
template <> struct EnumNames<FailureText>
{
    static constexpr std::array<const char *, 23> names{"unknown-area",
                                                        "count-below-one",
                                                        "not-kingdoms",
                                                        "no-ships-in",
                                                        "sticky-no-leave",
                                                        "sticky",
                                                        "holds-armies",
                                                        "not-adjacent",
                                                        "not-enough-bp",
                                                        "board-with-move",
                                                        "cross-with-convoy",
                                                        "passage-over-land",
                                                        "is-sea-area",
                                                        "ships-only-at-sea",
                                                        "already-belongs",
                                                        "city-not-raided",
                                                        "no-passage",
                                                        "holds-ships",
                                                        "ships-not-empty",
                                                        "too-few-population",
                                                        "levy-limit",
                                                        "reserve-too-small",
                                                        "legacy"};
};

} // namespace muster

namespace muster::log {

/// A2.2: the seeded order of the kingdoms within every round of the turn.
struct KingdomOrder
{
    static constexpr const char *kName = "KingdomOrder";
    int turn = 0;
    NumberList order; // kingdom indices
    template <class V> void visit(V &v)
    {
        v.number("turn", turn);
        v.kingdoms("order", order);
    }
};

/// The turn's state does not fit the map or the kingdoms: nothing was resolved.
struct TurnNotResolved
{
    static constexpr const char *kName = "TurnNotResolved";
    int areas = 0, mapAreas = 0, kingdoms = 0, campaignKingdoms = 0;
    template <class V> void visit(V &v)
    {
        v.number("areas", areas);
        v.number("mapAreas", mapAreas);
        v.number("kingdoms", kingdoms);
        v.number("campaignKingdoms", campaignKingdoms);
    }
};

/// A3: a stored sheet that no longer parses; its kingdom does nothing this turn.
struct SheetRejected
{
    static constexpr const char *kName = "SheetRejected";
    KingdomRef kingdom;
    TextList errors;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.texts("errors", errors);
    }
};

/// A3.1: an action is carried out and paid for. Armies (or ships, or population) named by it leave
/// their area now: `count` of them, and for CONVOY `carried` armies aboard.
struct ActionAccepted
{
    static constexpr const char *kName = "ActionAccepted";
    KingdomRef kingdom;
    AreaAction action;
    int count = 0;   // armies, ships or population the action takes, "all" resolved
    int carried = 0; // CONVOY: armies aboard the moving ships
    int cost = 0;
    int bpLeft = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.action(action);
        v.number("count", count);
        v.number("carried", carried);
        v.number("cost", cost);
        v.number("bpLeft", bpLeft);
    }
};

/// A3.2, A3.3 and the action paragraphs: an action fails and changes nothing.
struct ActionFailed
{
    static constexpr const char *kName = "ActionFailed";
    KingdomRef kingdom;
    AreaAction action;
    Failure failure;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.action(action);
        v.failure(failure);
    }
};

/// A3.4: armies move into an own area unopposed.
struct Transferred
{
    static constexpr const char *kName = "Transferred";
    KingdomRef kingdom;
    AreaRef from, area;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("from", from);
        v.area("area", area);
        v.number("armies", armies);
    }
};

/// A6.1: an area is sticky for the rest of the turn, for the armies of `kingdom` (A6.2).
struct AreaSticky
{
    static constexpr const char *kName = "AreaSticky";
    AreaRef area;
    KingdomRef kingdom;
    StickyTrigger trigger = StickyTrigger::Assault;
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.kingdom("kingdom", kingdom);
        v.choice("trigger", trigger);
    }
};

/// A7.3: the retreat location follows the last move in.
struct RetreatLocationSet
{
    static constexpr const char *kName = "RetreatLocationSet";
    AreaRef area, location;
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.area("location", location);
    }
};

/// A5.7: armies beyond the ships drown. `aboard`: they were aboard the ships of `area` (and leave
/// them); otherwise they never got aboard or were carried by ships already lost.
struct Drowned
{
    static constexpr const char *kName = "Drowned";
    AreaRef area;
    KingdomRef kingdom;
    int armies = 0;
    bool aboard = true;
    DrownCause cause = DrownCause::ShipsFull;
    template <class V> void visit(V &v)
    {
        v.area("area", area);
        v.kingdom("kingdom", kingdom);
        v.number("armies", armies);
        v.flag("aboard", aboard);
        v.choice("cause", cause);
    }
};

/// A5.7: armies board the kingdom's ships.
struct Boarded
{
    static constexpr const char *kName = "Boarded";
    KingdomRef kingdom;
    AreaRef from, area;
    int armies = 0; // boarded; any more drown (Drowned, not aboard)
    int ships = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("from", from);
        v.area("area", area);
        v.number("armies", armies);
        v.number("ships", ships);
    }
};

/// A5.7: ships (with the armies aboard) arrive in a sea area, or return after a lost sea battle.
struct ShipsMoved
{
    static constexpr const char *kName = "ShipsMoved";
    KingdomRef kingdom;
    AreaRef area;
    int ships = 0, armies = 0;
    bool back = false;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.number("ships", ships);
        v.number("armies", armies);
        v.flag("back", back);
    }
};

/// A5.5: a raid pillages an area left without defenders.
struct Pillaged
{
    static constexpr const char *kName = "Pillaged";
    int battle = 0;
    KingdomRef kingdom;
    AreaRef area;
    int populationLost = 0, bpGained = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.number("populationLost", populationLost);
        v.number("bpGained", bpGained);
    }
};

/// A5.6: besiegers who outnumber the defenders take a fort level or a population.
struct SiegeDamage
{
    static constexpr const char *kName = "SiegeDamage";
    int battle = 0;
    AreaRef area;
    int fortsLost = 0, populationLost = 0;
    template <class V> void visit(V &v)
    {
        v.number("battle", battle);
        v.area("area", area);
        v.number("fortsLost", fortsLost);
        v.number("populationLost", populationLost);
    }
};

/// A5.8: armies pass through a granting kingdom's area.
struct PassedThrough
{
    static constexpr const char *kName = "PassedThrough";
    KingdomRef kingdom, grantor;
    AreaRef area;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.kingdom("grantor", grantor);
        v.number("armies", armies);
    }
};

/// A5.9
struct Migrated
{
    static constexpr const char *kName = "Migrated";
    KingdomRef kingdom;
    AreaRef from, area;
    int arrived = 0, left = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("from", from);
        v.area("area", area);
        v.number("arrived", arrived);
        v.number("left", left);
    }
};

/// A5.10
struct Levied
{
    static constexpr const char *kName = "Levied";
    KingdomRef kingdom;
    AreaRef area;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.number("armies", armies);
    }
};

/// A5.11
struct ReservePlaced
{
    static constexpr const char *kName = "ReservePlaced";
    KingdomRef kingdom;
    AreaRef area;
    int armies = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.number("armies", armies);
    }
};

/// A5.12, A7.1
struct DefenceModeSet
{
    static constexpr const char *kName = "DefenceModeSet";
    KingdomRef kingdom;
    AreaRef area, location;
    DefenceMode mode = DefenceMode::Defend;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.area("area", area);
        v.choice("mode", mode);
        v.area("location", location);
    }
};

/// A9.1, A2.4: dispersed armies return to the reserve.
struct DispersedReturned
{
    static constexpr const char *kName = "DispersedReturned";
    KingdomRef kingdom;
    int armies = 0, reserve = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.number("armies", armies);
        v.number("reserve", reserve);
    }
};

/// A2.4
struct StickyCleared
{
    static constexpr const char *kName = "StickyCleared";
    int areas = 0;
    template <class V> void visit(V &v) { v.number("areas", areas); }
};

/// A10.1
struct Income
{
    static constexpr const char *kName = "Income";
    KingdomRef kingdom;
    int income = 0, bp = 0;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.number("income", income);
        v.number("bp", bp);
    }
};

/// A3: a line of a kingdom's sheet that was not read as an order when the sheet came in
/// (model/UnreadLine.h); the rest of its sheet is carried out, and this line fails.
struct LineNotRead
{
    static constexpr const char *kName = "LineNotRead";
    KingdomRef kingdom;
    TextRef order, reason;
    template <class V> void visit(V &v)
    {
        v.kingdom("kingdom", kingdom);
        v.text("order", order);
        v.text("reason", reason);
    }
};

/// Decision where the rules are silent (maps/README.md, "Limits"): a count holds the most a
/// campaign keeps, and what the event before this one added beyond it is lost again; lost armies
/// count destroyed. `area` names an area's count (armies, population, ships), none a kingdom's.
struct LimitReached
{
    static constexpr const char *kName = "LimitReached";
    LimitedCount count = LimitedCount::Armies;
    AreaRef area;
    KingdomRef kingdom; // the area's owner, or the kingdom whose count it is
    int lost = 0;
    int limit = 0;
    template <class V> void visit(V &v)
    {
        v.choice("what", count);
        v.area("area", area);
        v.kingdom("kingdom", kingdom);
        v.number("lost", lost);
        v.number("limit", limit);
    }
};

/// A2.4: the turn is over; the state is the next turn's.
struct TurnEnded
{
    static constexpr const char *kName = "TurnEnded";
    int turn = 0; // the turn that ended
    template <class V> void visit(V &v) { v.number("turn", turn); }
};

} // namespace muster::log
