#pragma once
// What the JSON form and the sentences of a log need besides the log itself: the map (area codes
// and names, strongholds), the kingdoms (ids and names) and the rule system, since a few event
// names are shared by both systems ("BattleStarted").

#include "log/LogRefs.h"
#include "model/Ruleset.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

class World;
struct Kingdom;
struct Campaign;

struct LogContext
{
    const World *world = nullptr;
    const std::vector<Kingdom> *kingdoms = nullptr;
    RulesetKind kind = RulesetKind::Area;
    /// A player's pack numbers the battles its kingdom fought 1, 2, ... in the order they were
    /// fought (each given as logged: an area battle's number, a hex battle's id), so no pack tells
    /// how many battles other kingdoms fought. Empty: every battle as logged (the GM's log).
    QStringList ownBattles;

    static LogContext of(const Campaign &campaign);

    QString areaCode(AreaRef area) const;    // "YRK"; "" for none
    QString areaName(AreaRef area) const;    // "York (YRK)"
    QString terrainName(AreaRef area) const; // "forest"
    int areaIndex(const QString &code) const;
    QString kingdomId(KingdomRef kingdom) const;   // "MER"; "" for none
    QString kingdomName(KingdomRef kingdom) const; // "Mercia"; "no one" for none
    int kingdomIndex(const QString &id) const;
    QString strongholdName(int stronghold) const;
    QString battleName(int battle) const;        // "5" as logged, or the kingdom's "2"
    QString battleName(const QString &id) const; // "W1D1B3" as logged, or the kingdom's "2"
};

} // namespace muster
