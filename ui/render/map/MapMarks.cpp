#include "render/map/MapMarks.h"

#include "model/Campaign.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapRenderer.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/PlayerHexLayer.h"
#include "rules/RuleSystem.h"
#include "view/KingdomView.h"

#include <QStringList>

namespace muster {

QString MarkSet::toString() const
{
    QStringList out;
    for (const auto &[kind, index] : m_marks)
        out << (index >= 0 ? QStringLiteral("%1:%2").arg(static_cast<int>(kind)).arg(index)
                           : QString::number(static_cast<int>(kind)));
    return out.join(QStringLiteral(", "));
}

namespace {
Sight sightAt(const std::vector<Sight> *sight, size_t i)
{
    return sight && i < sight->size() ? (*sight)[i] : Sight::Seen;
}

/// Whether entry `i` of a part's `shown` is on the map; everything is without a part.
bool inPart(const MapPart *part, const std::vector<bool> MapPart::*shown, size_t i)
{
    return !part || (i < (part->*shown).size() && (part->*shown)[i]);
}

/// The kinds of border line the world has (MapGeometry::borderKind between each pair of
/// neighbouring hexes), stopping once all three are found.
void noteBorders(const World &world, MarkSet &marks)
{
    if (world.areas.empty())
        return;
    bool found[MapGeometry::kBorderKinds] = {};
    int left = MapGeometry::kBorderKinds;
    for (int index = 0; index < world.hexCount() && left > 0; ++index) {
        const Hex h = world.hexAt(index);
        const int a = world.areaAt(h);
        for (int d = 0; d < 6 && left > 0; ++d) {
            const Hex n = hexNeighbour(h, d);
            const auto kind =
                MapGeometry::borderKind(world, a, world.contains(n) ? world.areaAt(n) : -1);
            if (kind && !found[static_cast<int>(*kind)]) {
                found[static_cast<int>(*kind)] = true;
                --left;
            }
        }
    }
    const MapMark kinds[MapGeometry::kBorderKinds] = {MapMark::Border, MapMark::Coast,
                                                      MapMark::SeaBorder};
    for (int k = 0; k < MapGeometry::kBorderKinds; ++k)
        if (found[k])
            marks.add(kinds[k]);
}

void noteAreas(const Campaign &campaign, const TurnState &state, const MapOptions &options,
               const MapPart *part, MarkSet &marks)
{
    const World &world = campaign.world;
    const int kingdoms = static_cast<int>(campaign.kingdoms.size());
    const bool political = options.colouring == MapColouring::Political;
    for (size_t i = 0; i < world.areas.size(); ++i) {
        if (!inPart(part, &MapPart::areas, i))
            continue;
        const Area &a = world.areas[i];
        const Sight sight = sightAt(options.areaSight, i);
        const AreaState st = i < state.areas.size() ? state.areas[i] : AreaState{};
        const bool ownerKnown = st.owner >= 0 && st.owner < kingdoms;
        if (world.terrain.empty())
            marks.add(MapMark::AreaTerrain, static_cast<int>(a.terrain));
        if (political && a.terrain != AreaTerrain::Sea) {
            if (sight == Sight::Unknown)
                marks.add(MapMark::UnknownLand);
            else if (ownerKnown)
                marks.add(MapMark::Kingdom, st.owner);
            else
                marks.add(MapMark::UnownedLand);
        }
        if (options.areaSight && sight != Sight::Seen)
            marks.add(sight == Sight::Remembered ? MapMark::Remembered : MapMark::OutOfSight);
        if (options.highlightKingdom >= 0 && options.highlightKingdom < kingdoms &&
            st.owner == options.highlightKingdom)
            marks.add(MapMark::OwnAreas);
        if (a.terrain == AreaTerrain::City)
            marks.add(MapMark::City);
        if (i >= state.areas.size())
            continue;
        if (a.terrain == AreaTerrain::Sea) {
            if (st.ships > 0) {
                marks.add(MapMark::Ships);
                if (ownerKnown)
                    marks.add(MapMark::Kingdom, st.owner);
                if (st.aboard > 0)
                    marks.add(MapMark::ShipsAboard);
            }
            continue;
        }
        if (st.armies > 0) {
            marks.add(MapMark::Armies);
            if (ownerKnown)
                marks.add(MapMark::Kingdom, st.owner);
        }
        if (st.forts > 0)
            marks.add(MapMark::Forts);
    }
    // One entry per kind of link ("strait", "sea lane"), named by the first link of that kind.
    for (size_t i = 0; i < world.links.size(); ++i) {
        const AreaLink &link = world.links[i];
        if (inPart(part, &MapPart::areas, static_cast<size_t>(std::max(link.a, 0))) ||
            inPart(part, &MapPart::areas, static_cast<size_t>(std::max(link.b, 0))))
            marks.add(MapMark::Link, firstLinkOfKind(world.links, static_cast<int>(i)));
    }
    if (!world.blocks.empty())
        marks.add(MapMark::Block);
    noteBorders(world, marks);
}

void noteHexes(const Campaign &campaign, const TurnState &state, const MapOptions &options,
               const MapPart *part, MarkSet &marks)
{
    const World &world = campaign.world;
    const int kingdoms = static_cast<int>(campaign.kingdoms.size());
    if (!world.terrain.empty()) {
        std::vector<bool> present(kHexTerrainCount, false);
        for (HexTerrain t : world.terrain)
            present[static_cast<size_t>(t)] = true;
        for (int t = 0; t < kHexTerrainCount; ++t)
            if (present[static_cast<size_t>(t)])
                marks.add(MapMark::HexTerrain, t);
    }
    if (options.hexSight)
        for (int i = 0; i < world.hexCount(); ++i)
            if (const Sight sight = sightAt(options.hexSight, static_cast<size_t>(i));
                sight != Sight::Seen && inPart(part, &MapPart::hexes, static_cast<size_t>(i)))
                marks.add(sight == Sight::Remembered ? MapMark::Remembered : MapMark::OutOfSight);
    auto shown = [&](Hex h) {
        return !part || (world.contains(h) &&
                         inPart(part, &MapPart::hexes, static_cast<size_t>(world.indexOf(h))));
    };
    for (const Stronghold &s : world.strongholds) {
        if (!shown(s.hex))
            continue;
        marks.add(s.fortified ? MapMark::FortifiedStronghold : MapMark::Stronghold);
        if (s.owner >= 0 && s.owner < kingdoms)
            marks.add(MapMark::Kingdom, s.owner);
    }
    for (const HexArmy &army : state.armies) {
        if (!shown(army.hex))
            continue;
        marks.add(MapMark::ArmyStack);
        if (army.kingdom >= 0 && army.kingdom < kingdoms)
            marks.add(MapMark::Kingdom, army.kingdom);
    }
    if (!world.roads.empty())
        marks.add(MapMark::Road);
    for (const HexPath &river : world.rivers)
        marks.add(river.navigable ? MapMark::NavigableRiver : MapMark::River);
    if (options.hexOverlay)
        marks.add(MapMark::HexGrid);
}
} // namespace

MapPart mapPartIn(const Campaign &campaign, const MapGeometry &geometry, const QRectF &region)
{
    const World &world = campaign.world;
    MapPart part;
    part.areas.assign(world.areas.size(), false);
    part.hexes.assign(static_cast<size_t>(world.hexCount()), false);
    for (int i = 0; i < world.hexCount(); ++i) {
        const Hex h = world.hexAt(i);
        if (!geometry.hexBounds(h).intersects(region))
            continue;
        part.hexes[static_cast<size_t>(i)] = true;
        if (const int a = world.areaAt(h); a >= 0 && a < static_cast<int>(part.areas.size()))
            part.areas[static_cast<size_t>(a)] = true;
    }
    return part;
}

MarkSet marksOnMap(const Campaign &campaign, const TurnState &state, const MapOptions &options,
                   const MapPart *part)
{
    MarkSet marks;
    noteAreas(campaign, state, options, part, marks);
    noteHexes(campaign, state, options, part, marks);
    if (options.orders)
        options.orders->noteMarks(marks);
    if (options.marches)
        options.marches->noteMarks(marks);
    if (options.playerMarks)
        options.playerMarks->noteMarks(marks);
    // Round the map, by the export (render/export/HexRuler.h), on a campaign that marches.
    if (options.hexRuler && ruleSystem(campaign).hasMarches())
        marks.add(MapMark::HexRuler);
    return marks;
}

} // namespace muster
