#pragma once
// RULES H3.1: supply by the shortest road/waterway route to one of the army's kingdom's
// strongholds, broken by hexes holding an enemy army or an enemy stronghold.
//
// Shortest is counted in hexes along roads and navigable waterways (terrain does not matter on a
// road). Per kingdom one breadth-first search from its strongholds gives every hex its distance
// ignoring blocks and whether one of its shortest routes is unbroken ("if several shortest routes
// exist, one unbroken route suffices"): a hex is open when it is not blocked and a neighbour one
// step nearer is open. An army is in supply when its nearest neighbours on the network include an
// open one. That makes 500 armies on a 256x256 map four searches, not 500.
//
// The distances depend only on the map and who owns the strongholds, so when armies march, fight
// or disperse only the open flags downstream of the hexes that changed are repaired, and only the
// armies whose route passes by a repaired hex are traced again. The tracer finds those hexes
// itself: every question first compares the armies and the strongholds' owners with what it saw
// last, so whoever changes the state never has to say what they changed.

#include "log/LogEnums.h"
#include "rules/hex/HexRules.h"

#include <QString>

#include <optional>
#include <vector>

namespace muster::hexrules {

struct SupplyStatus
{
    QString army;
    bool inSupply = false;
    SupplyReason reason = SupplyReason::NoRoute; // in words: describe()
    std::vector<Hex> route;   // army hex first, stronghold last; the unbroken one when in supply
    std::optional<Hex> cutAt; // the first blocking hex on the shortest route, when cut
    int stronghold = -1;      // index into World::strongholds of the route's end

    bool operator==(const SupplyStatus &) const = default;
};

class SupplyTracer
{
public:
    /// Follows `state` (and the strongholds' owners in `world`) as they change; the world's map
    /// and roads must stay as they are while the tracer lives.
    SupplyTracer(const World &world, const TurnState &state);

    /// The status of `army` (one of the state's armies, or one placed as it would stand).
    SupplyStatus statusOf(const HexArmy &army);

    /// Every army's status, in the order of TurnState::armies; traced once, then kept up to date.
    const std::vector<SupplyStatus> &all() &;
    std::vector<SupplyStatus> all() &&;

    /// Follows another state from now on (the next turn's, or the state restored by a roll back):
    /// what differs from the state seen last is repaired as a change to it would be. The previous
    /// state need not exist any more.
    void follow(const TurnState &state);

private:
    struct KingdomNet
    {
        int kingdom = -1;
        std::vector<int> distance; // ignoring blocks; -1 unreachable
        std::vector<char> open;    // some shortest route from here is unbroken (1) or not (0)
        std::vector<char> blocked;
    };
    /// What supply reads of an army: where it stands, for whom, and whether it is there at all.
    struct Seen
    {
        QString id;
        Hex hex;
        int kingdom = -1;
        bool present = false;
        bool operator==(const Seen &) const = default;
    };
    static Seen seen(const HexArmy &army);

    KingdomNet &net(int kingdom);
    void search(KingdomNet &n);
    bool blockedFor(int kingdom, int index) const;
    bool computeOpen(const KingdomNet &n, int index) const;
    void repair(KingdomNet &n, const std::vector<int> &changed);
    void touch(int index);
    bool touched(const SupplyStatus &status, const HexArmy &army) const;
    /// Brings the searches and the kept statuses up to date with the state and the owners.
    void sync();
    SupplyStatus trace(const HexArmy &army);
    /// Calls f(neighbour) for each direction set in `links` (the low six bits of m_links): offset
    /// arithmetic, so the searches never convert coordinates; links never leave the map.
    template <typename F> void forLinked(int index, std::uint8_t links, F &&f) const;
    /// From hex `from` step by step to a stronghold; with `open`, only through open hexes.
    std::vector<int> walkDown(int from, const KingdomNet &n, bool open) const;

    const World &m_world;
    const TurnState *m_state;
    std::vector<KingdomNet> m_nets;    // the kingdoms asked about so far
    std::vector<std::uint8_t> m_links; // per hex: road or waterway leaves in direction d (bit d)
    int m_step[2][6] = {};     // index offset to the neighbour in direction d, by row parity
    std::vector<int> m_queue;  // the searches' queue, one allocation for all of them
    std::vector<int> m_owners; // the strongholds' owners the searches were made for
    std::vector<Seen> m_seen;  // the armies as the searches and statuses saw them
    std::vector<SupplyStatus> m_all;
    bool m_traced = false;
    std::vector<std::uint32_t> m_touched; // per hex: the sync() round that last touched it
    std::uint32_t m_round = 0;
};

/// Why, in words for the GM: "in its stronghold Yorvik", "road/waterway route of 5 hexes to
/// Yorvik", "no road or waterway in its hex", "shortest route cut at 4,2".
QString describe(const SupplyStatus &status, const World &world);

/// Every army's status, in the order of TurnState::armies.
std::vector<SupplyStatus> traceSupply(const World &world, const TurnState &state);

} // namespace muster::hexrules
