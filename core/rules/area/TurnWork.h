#pragma once
// The engine's working copy of one turn (internal): the state being changed, the per-turn flags
// that never reach TurnState (sticky areas, A6), the log, and small helpers every action uses.

#include "model/World.h"
#include "rules/area/AreaEngine.h"
#include "rules/area/FailureReason.h"

#include <QJsonObject>

#include <optional>

namespace muster {

struct Kingdom;

struct TurnWork
{
    TurnWork(const AreaRules &r, const TurnState &s, TurnLog &l, std::vector<ArmyTally> &t);

    const AreaRules &rules;
    TurnState state;
    TurnLog &log;
    std::vector<ArmyTally> &tallies;
    std::vector<char> sticky;                // A6: per area, for the rest of the turn
    std::vector<int> leviedHere;             // A5.10: new armies raised per area this turn
    std::vector<std::pair<int, int>> grants; // A5.8: (grantor, grantee), sorted for lookup

    bool grantsPassage(int grantor, int grantee) const;
    int battles = 0;

    const AreaParameters &params() const { return rules.params; }
    AreaState &at(int area) { return state.areas[static_cast<size_t>(area)]; }
    const Area &info(int area) const { return rules.world.areas[static_cast<size_t>(area)]; }
    KingdomState &kingdom(int k) { return state.kingdoms[static_cast<size_t>(k)]; }
    bool isSea(int area) const { return info(area).terrain == AreaTerrain::Sea; }
    bool validArea(int area) const
    {
        return area >= 0 && area < static_cast<int>(state.areas.size());
    }
    bool validKingdom(int k) const { return k >= 0 && k < static_cast<int>(state.kingdoms.size()); }
    /// Armies a kingdom can move out of an area: on land its armies, at sea those aboard.
    int armiesIn(int area) const;

    QString areaName(int area) const;    // "York (YRK)"
    QString kingdomName(int k) const;    // "Mercia", or "no one" for -1
    QString kingdomId(int k) const;      // "MER", or "" for -1 (the JSON log's kingdom field)
    QString terrainName(int area) const; // "forest"
    int defenceLevel(int area) const;    // A1.4

    void event(const QString &type, const QString &rule, QJsonObject data, const QString &text);
    /// A6.1: marks an area sticky for the rest of the turn, logging the trigger once.
    void makeSticky(int area, const QString &trigger, const QString &rule);
    /// Armies arrived in `area` from `from` by a move, retreat or capture: A6.1 terrain trigger and
    /// A7.3 retreat location.
    void armiesEntered(int area, int from, int kingdom);
    /// A5.7: armies aboard beyond the ships drown.
    void drownExcess(int seaArea, const QString &why);
    /// Armies gone for good: counted for the kingdom's tally (unowned armies are nobody's).
    void destroyed(int kingdom, int armies);

    /// What a count of the state holds, for the message when it is full.
    enum class Count
    {
        Armies,
        Population,
        Ships,
        Bp,
        ArmyReserve,
        Dispersed
    };
    /// Adds `n` to `count` (a value of the state) up to limits::kCount.max, the most a campaign
    /// file keeps, so no count overflows and every resolved state reads back. Decision, where the
    /// rules are silent: what does not fit is lost, logged as LimitReached, and armies lost so
    /// are counted destroyed for `kingdom`. `where` names the area or kingdom ("York (YRK)").
    void addCapped(int &count, int n, Count what, int kingdom, const QString &where);
};

} // namespace muster
