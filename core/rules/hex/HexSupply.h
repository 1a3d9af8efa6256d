#pragma once
// RULES H3.1: supply by the shortest road/waterway route to one of the army's kingdom's
// strongholds, broken by hexes holding an enemy army or an enemy stronghold.
//
// Shortest is counted in hexes along roads and navigable waterways (terrain does not matter on a
// road). Per kingdom two breadth-first searches from its strongholds give every hex its distance
// ignoring blocks and its distance avoiding them; an army is in supply when some neighbour on the
// network reaches a stronghold by an unblocked route that is still one of the shortest
// ("if several shortest routes exist, one unbroken route suffices"). That makes 500 armies on a
// 256x256 map a handful of searches, not 500.

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

private:
    struct KingdomNet
    {
        std::vector<int> distance;          // ignoring blocks; -1 unreachable
        std::vector<int> unblockedDistance; // never entering a blocked hex; -1 unreachable
        std::vector<char> blocked;
    };
    const KingdomNet &net(int kingdom);
    bool linked(Hex h, int direction) const;
    /// Row-major index of the neighbour of hex `index` in `direction`, -1 off the map: offset
    /// arithmetic, so the searches never convert coordinates (this keeps 500 armies on a 256x256
    /// map well inside the 20 ms budget).
    int neighbourIndex(int index, int direction) const;
    std::vector<Hex> walkDown(Hex from, const std::vector<int> &distance) const;

    const World &m_world;
    const TurnState &m_state;
    QHash<int, KingdomNet> m_nets;
    std::vector<std::uint8_t> m_links; // per hex: road or waterway leaves in direction d (bit d)
};

/// Why, in words for the GM: "in its stronghold Yorvik", "road/waterway route of 5 hexes to
/// Yorvik", "no road or waterway in its hex", "shortest route cut at 4,2".
QString describe(const SupplyStatus &status, const World &world);

/// Every army's status, in the order of TurnState::armies.
std::vector<SupplyStatus> traceSupply(const World &world, const TurnState &state);

} // namespace muster::hexrules
