#pragma once
// The engine's working copy of one turn (internal): the state being changed (with what lives only
// for the turn: sticky areas, levies, tallies; AreaReplay.h), the log, and small helpers every
// action uses. The state changes only through record(): every change is an event, applied by the
// same code a replay of the log uses.

#include "model/World.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/AreaReplay.h"
#include "rules/area/FailureReason.h"

namespace muster {

struct Kingdom;

struct TurnWork
{
    TurnWork(const AreaRules &r, const TurnState &s, TurnLog &l);

    const AreaRules &rules;
    AreaTurnState turn;
    TurnState &state;
    TurnLog &log;
    std::vector<std::pair<int, int>> grants; // A5.8: (grantor, grantee), sorted for lookup
    int battles = 0;

    /// Applies `event` to the working state and logs it.
    template <typename E> void record(const E &event)
    {
        log::apply(turn, rules.world, event);
        log.add(event);
    }

    bool grantsPassage(int grantor, int grantee) const;
    const AreaParameters &params() const { return rules.params; }
    const AreaState &at(int area) const { return state.areas[static_cast<size_t>(area)]; }
    const Area &info(int area) const { return rules.world.areas[static_cast<size_t>(area)]; }
    const KingdomState &kingdom(int k) const { return state.kingdoms[static_cast<size_t>(k)]; }
    bool isSea(int area) const { return info(area).terrain == AreaTerrain::Sea; }
    bool validArea(int area) const
    {
        return area >= 0 && area < static_cast<int>(state.areas.size());
    }
    bool validKingdom(int k) const { return k >= 0 && k < static_cast<int>(state.kingdoms.size()); }
    /// Armies a kingdom can move out of an area: on land its armies, at sea those aboard.
    int armiesIn(int area) const;
    /// A6.2: whether the armies of kingdom `k` are held in `area`.
    bool stickyFor(int area, int k) const { return turn.isStickyFor(area, k); }
    int defenceLevel(int area) const; // A1.4

    /// A6.1: `area` is sticky for `kingdom` for the rest of the turn, logged once.
    void makeSticky(int area, int kingdom, StickyTrigger trigger);
    /// Armies of `kingdom` arrived in `area` from `from` by a move, retreat or capture: A6.1
    /// terrain trigger and A7.3 retreat location.
    void armiesEntered(int area, int from, int kingdom);
    /// A5.7: armies aboard beyond the ships drown.
    void drownExcess(int seaArea, DrownCause why);

    /// Decision, where the rules are silent: no count of the state passes limits::kCount.max, the
    /// most a campaign file keeps, so nothing overflows and every resolved state reads back.
    /// Called after an event that added to a count: what is beyond the limit is lost, recorded as
    /// LimitReached (lost armies count destroyed). capArea: the armies, population or ships of
    /// `area` (its owner's); capKingdom: the BPs, reserve or dispersed armies of `kingdom`.
    void capArea(int area, LimitedCount count);
    void capKingdom(int kingdom, LimitedCount count);

private:
    void capCount(LimitedCount count, int area, int kingdom);
};

} // namespace muster
