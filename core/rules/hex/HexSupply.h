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
// The distances depend only on the map and who owns the strongholds, so after a march or a battle
// only the open flags downstream of the hexes that changed are repaired, and only the armies whose
// route passes by a repaired hex are traced again (changed()).

#include "log/LogEnums.h"
#include "rules/hex/HexRules.h"

#include <QHash>
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
};

class SupplyTracer
{
public:
    SupplyTracer(const World &world, const TurnState &state);
    SupplyStatus statusOf(const HexArmy &army);

    /// Every army's status, in the order of TurnState::armies; traced once, then kept up to date
    /// by changed().
    const std::vector<SupplyStatus> &all();

    /// The state (or a stronghold's owner in the world) changed at these hexes: an army left or
    /// entered them, was destroyed there, or a stronghold there changed hands. Give both ends of
    /// a march. Repairs what those hexes touch instead of tracing everything again; when the
    /// strongholds' owners or the number of armies changed, everything is traced again.
    void changed(const std::vector<Hex> &hexes);

private:
    struct KingdomNet
    {
        std::vector<int> distance; // ignoring blocks; -1 unreachable
        std::vector<char> open;    // some shortest route from here is unbroken (1) or not (0)
        std::vector<char> blocked;
    };
    const KingdomNet &net(int kingdom);
    bool blockedFor(int kingdom, int index) const;
    bool computeOpen(const KingdomNet &n, int index) const;
    void repair(KingdomNet &n, const std::vector<int> &changed);
    void touch(int index);
    bool touched(const SupplyStatus &status, const HexArmy &army) const;
    /// Calls f(direction, neighbour) for each direction set in `links` whose neighbour of hex
    /// `index` (row-major) is on the map: offset arithmetic, so the searches never convert
    /// coordinates.
    template <typename F> void forLinked(int index, std::uint8_t links, F &&f) const;
    /// From `from` step by step to a stronghold; with `open`, only through open hexes.
    std::vector<Hex> walkDown(Hex from, const KingdomNet &n, bool open) const;

    const World &m_world;
    const TurnState &m_state;
    QHash<int, KingdomNet> m_nets;
    std::vector<std::uint8_t> m_links; // per hex: road or waterway leaves in direction d (bit d)
    std::vector<int> m_queue;          // the searches' queue, one allocation for all of them
    std::vector<int> m_owners;         // the strongholds' owners the searches were made for
    std::vector<SupplyStatus> m_all;
    bool m_traced = false;
    std::vector<std::uint32_t> m_touched; // per hex: the changed() round that last touched it
    std::uint32_t m_round = 0;
};

/// Why, in words for the GM: "in its stronghold Yorvik", "road/waterway route of 5 hexes to
/// Yorvik", "no road or waterway in its hex", "shortest route cut at 4,2".
QString describe(const SupplyStatus &status, const World &world);

/// Every army's status, in the order of TurnState::armies.
std::vector<SupplyStatus> traceSupply(const World &world, const TurnState &state);

} // namespace muster::hexrules
