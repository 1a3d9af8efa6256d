#pragma once
// Everything that changes from turn to turn, as one value: the engines take a const TurnState and
// return the next one, and the store keeps one per turn.

#include "hex/Hex.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace muster {

/// RULES A7.1: each owned land area defends, retreats or lies in ambush. Stored by its number (an
/// area's mode in the campaign store, a DefenceModeSet in the turn log's stored form): a mode is
/// only ever added last (tests/log/tst_stored_values.cpp fails if a number moves).
enum class DefenceMode : std::uint8_t
{
    Defend,
    Retreat,
    Ambush
};
QString defenceModeName(DefenceMode m);
bool parseDefenceMode(const QString &name, DefenceMode *out);

struct AreaState
{
    int owner = -1; // kingdom index, -1 for unowned
    int armies = 0;
    int population = 0;
    int forts = 0;
    DefenceMode mode = DefenceMode::Retreat; // A7.1: a new area starts in RETREAT with no location
    int modeArea = -1; // retreat location (RETREAT) or ambush location (AMBUSH), -1 for none
    int ships = 0;     // sea areas (A1.2)
    int aboard = 0;    // armies carried on those ships

    bool operator==(const AreaState &) const = default;
};

struct KingdomState
{
    int bp = 0;
    int armyReserve = 0;
    int shipReserve = 0;
    int dispersed = 0; // armies dispersed this turn, back to the reserve at its end (A9)

    bool operator==(const KingdomState &) const = default;
};

/// A standing permission (RULES A5.8): `grantor` lets `grantee` pass through its areas.
struct PassageGrant
{
    int grantor = -1;
    int grantee = -1;
    bool operator==(const PassageGrant &) const = default;
};

struct Leader
{
    QString name;
    int morale = 0;
    bool operator==(const Leader &) const = default;
};

/// One company of a hex-campaign army (RULES H1.2, H8).
struct Unit
{
    QString type; // a unit type of the ruleset's table
    bool veteran = false;
    int hp = 0; // current hit points; 0 destroys the unit (H3.2)
    bool operator==(const Unit &) const = default;
};

/// A hex-campaign army and its running counters (RULES H2.3, H3.3, H7).
struct HexArmy
{
    QString id; // unique within the campaign ("A1")
    QString name;
    int kingdom = -1; // -1: unowned and hostile to all (a deserted army, H7.2)
    Hex hex;
    Leader leader;
    std::vector<Unit> units;
    int daysOutOfSupply = 0; // consecutive
    int forcedMarchDays = 0; // forced-march days not yet rested off
    int loyaltyBonus = 0;    // +1 per fanatic result
    QString loyalty;         // last loyalty result ("", "grudging", "resignation", ...)

    bool operator==(const HexArmy &) const = default;
};

struct TurnState
{
    int turn = 1;
    std::vector<AreaState> areas;       // one per World::areas, same index
    std::vector<KingdomState> kingdoms; // one per Campaign::kingdoms, same index
    std::vector<PassageGrant> passages;
    std::vector<HexArmy> armies;

    bool operator==(const TurnState &) const = default;
};

} // namespace muster
