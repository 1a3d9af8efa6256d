#pragma once
// The kinds of mark a map draws, as its legend names them: each kingdom's colour, each terrain,
// each kind of line and marker, the orders layer's arrows and badges. A legend lists exactly the
// marks its map shows (MapLegendItems.h, marksOnMap), and a map painted with MapOptions::drawn
// notes every mark as it draws it, so a test can hold the two to each other.

#include <QRectF>
#include <QString>

#include <array>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

namespace muster {

enum class MapMark : std::uint8_t
{
    // Owners
    Kingdom,     // index: kingdom
    UnownedLand, // land that no kingdom owns
    UnknownLand, // a player's map: land whose owner the player does not know
    OwnAreas,    // a player's map: the strong outline round its kingdom's areas
    OutOfSight,  // a player's map: the hatch over what it does not see this turn
    Remembered,  // a player's map: greyed, what it saw on an earlier turn (view/LastSeen.h)
                 // Terrain
    AreaTerrain, // index: AreaTerrain
    HexTerrain,  // index: HexTerrain
                 // Lines
    Road,
    River,
    NavigableRiver,
    Border,
    Coast,
    SeaBorder,
    Link,  // index: the first of World::links of its kind ("strait")
    Block, // a border that may not be crossed (World::blocks)
    HexGrid,
    // Markers
    City,
    Armies,
    Forts,
    Ships,
    ShipsAboard, // a fleet's label with the armies aboard ("2+1")
    Stronghold,
    FortifiedStronghold,
    ArmyStack,
    // What a hex player's map carries for writing orders (PlayerHexLayer, the export's ruler)
    HexRuler,       // the column and row numbers round the map
    HexCoordinates, // "col,row" written in a hex
    ArmyTag,        // an army's id on its counter
    SupplyLine,     // an army's supply line (H3.1)
                    // The orders layer (OrderLayer)
    OrderKind,      // index: ActionKind, its arrow or its tag
    OrderRound,     // the round badge (A2.2)
    OrderCount,     // the count badge on an arrow
    OrderRefused,   // an order the engine refuses (before resolution)
    OrderFailed,    // an order not carried out (a resolved turn)
    OrderStopped,   // a resolved attack that was stopped: a bar across its head
    OrderCaptured,  // a resolved attack that took its target: a ring round it
                    // The marches layer (MarchLayer)
    March,          // a march as far as the army gets, its days numbered
    MarchPlanned,   // the rest of an order, beyond where the army gets (faded)
    MarchBattle,    // where opposing armies meet
    MarchStop       // where the week stops: opposing armies within reach
};
inline constexpr int kMapMarkKinds = static_cast<int>(MapMark::MarchStop) + 1;

/// A set of marks, each with its index (-1 where the kind has none), in legend order.
class MarkSet
{
public:
    using Mark = std::pair<MapMark, int>;

    void add(MapMark kind, int index = -1)
    {
        // Noted for every area and hex a map shows: one already in the set is told by a look-up
        // in a table, where the set's search took longer than the rest of the legend's work.
        if (index >= -1 && index < kTabled) {
            std::vector<bool> &noted = m_noted[static_cast<size_t>(kind)];
            const auto slot = static_cast<size_t>(index + 1);
            if (slot < noted.size() && noted[slot])
                return;
            if (slot >= noted.size())
                noted.resize(slot + 1, false);
            noted[slot] = true;
        }
        m_marks.insert({kind, index});
    }
    bool contains(MapMark kind, int index = -1) const { return m_marks.count({kind, index}) > 0; }
    bool isEmpty() const { return m_marks.empty(); }
    const std::set<Mark> &marks() const { return m_marks; }
    bool operator==(const MarkSet &other) const { return m_marks == other.m_marks; }
    /// "Kingdom 2, Road, ..." for a test's message.
    QString toString() const;

private:
    static constexpr int kTabled =
        4096; // indexes beyond (none the map draws today) go to the set alone
    std::set<Mark> m_marks;
    std::array<std::vector<bool>, kMapMarkKinds> m_noted; // by kind, then index + 1: in m_marks
};

struct Campaign;
struct TurnState;
struct MapOptions;
class MapGeometry;

/// The areas and hexes a part of the map shows (an export of a region): a legend lists the marks
/// of those only, so a player's map of its corner of a large world names the kingdoms there and
/// not every kingdom of the world.
struct MapPart
{
    std::vector<bool> areas; // by area index: some hex of it lies in the part
    std::vector<bool> hexes; // by hex index
};

/// The areas and hexes of `geometry`'s world that the scene rect `region` reaches.
MapPart mapPartIn(const Campaign &campaign, const MapGeometry &geometry, const QRectF &region);

/// The marks a map of `campaign` at `state` drawn with `options` shows, worked out from what the
/// renderer draws them from: the legend's items; with `part`, those of its areas and hexes only
/// (the world's kinds of border line and its links reaching the part are listed all the same).
/// Marks too small to draw at a scale (a far zoom's markers) are listed all the same: the legend
/// explains the map as it reads up close.
MarkSet marksOnMap(const Campaign &campaign, const TurnState &state, const MapOptions &options,
                   const MapPart *part = nullptr);

} // namespace muster
