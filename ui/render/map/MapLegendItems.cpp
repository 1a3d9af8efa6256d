#include "render/map/MapLegendItems.h"

#include "model/Campaign.h"
#include "render/map/MapPalette.h"
#include "render/map/MarkerSymbols.h"
#include "render/map/PlayerHexLayer.h"
#include "render/map/TerrainSymbols.h"
#include "rules/RuleSystem.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;

QString tr(const char *text)
{
    return QCoreApplication::translate("MapLegend", text);
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

QPolygonF hexagon(double r)
{
    QPolygonF poly;
    for (int i = 0; i < 6; ++i) {
        const double a = (60.0 * i - 30.0) * M_PI / 180.0;
        poly << QPointF(r * std::cos(a), r * std::sin(a));
    }
    return poly;
}

void terrainHex(QPainter &p, const QColor &fill, HexTerrain symbol, bool political, double scale)
{
    p.setPen(QPen(MapPalette::hexGrid(), 1.0 / scale));
    p.setBrush(fill);
    p.drawPolygon(hexagon(kS));
    drawTerrainSymbol(p, symbol, QPointF(0, 0), kS, MapPalette::symbolInk(symbol, political),
                      scale);
}

void line(QPainter &p, const QPen &pen)
{
    QPainterPath path;
    path.moveTo(-1.5 * kS, 0.4 * kS);
    path.cubicTo(-0.5 * kS, -0.6 * kS, 0.5 * kS, 0.6 * kS, 1.5 * kS, -0.4 * kS);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}
} // namespace

std::vector<LegendSection> legendSections(const Campaign &campaign, const MapOptions &options,
                                          LegendSize size)
{
    const World &w = campaign.world;
    // Armies that march stand in hexes as stacks of units; others are counts in areas.
    const bool armyStacks = ruleSystem(campaign).hasMarches();
    std::vector<LegendSection> out;
    LegendSection owners{tr("Owners"), {}};
    for (size_t k = 0; k < campaign.kingdoms.size(); ++k)
        owners.items.push_back(
            {LegendItem::Kind::Kingdom, static_cast<int>(k), campaign.kingdoms[k].name});
    if (!owners.items.empty())
        out.push_back(owners);

    LegendSection terrain{
        options.colouring == MapColouring::Terrain ? tr("Terrain") : tr("Terrain symbols"), {}};
    if (!w.terrain.empty()) {
        std::vector<bool> present(kHexTerrainCount, false);
        for (HexTerrain t : w.terrain)
            present[static_cast<size_t>(t)] = true;
        for (int t = 0; t < kHexTerrainCount; ++t)
            if (present[static_cast<size_t>(t)])
                terrain.items.push_back({LegendItem::Kind::HexTerrain, t,
                                         capitalised(hexTerrainName(static_cast<HexTerrain>(t)))});
    } else {
        std::vector<bool> present(kAreaTerrainCount, false);
        for (const Area &a : w.areas)
            present[static_cast<size_t>(a.terrain)] = true;
        for (int t = 0; t < kAreaTerrainCount; ++t)
            if (present[static_cast<size_t>(t)])
                terrain.items.push_back(
                    {LegendItem::Kind::AreaTerrain, t,
                     capitalised(areaTerrainName(static_cast<AreaTerrain>(t)))});
    }
    if (!terrain.items.empty())
        out.push_back(terrain);

    LegendSection lines{tr("Lines"), {}};
    if (!w.roads.empty())
        lines.items.push_back({LegendItem::Kind::Road, -1, tr("Road")});
    const auto navigable = [](const HexPath &r) { return r.navigable; };
    if (std::any_of(w.rivers.begin(), w.rivers.end(), navigable))
        lines.items.push_back({LegendItem::Kind::NavigableRiver, -1, tr("Navigable river")});
    if (!std::all_of(w.rivers.begin(), w.rivers.end(), navigable))
        lines.items.push_back({LegendItem::Kind::River, -1, tr("River")});
    if (!w.areas.empty()) {
        lines.items.push_back({LegendItem::Kind::Border, -1, tr("Border")});
        if (std::any_of(w.areas.begin(), w.areas.end(),
                        [](const Area &a) { return a.terrain == AreaTerrain::Sea; }))
            lines.items.push_back({LegendItem::Kind::Coast, -1, tr("Coast")});
    }
    if (!lines.items.empty())
        out.push_back(lines);

    LegendSection markers{tr("Markers"), {}};
    if (armyStacks) {
        markers.items.push_back({LegendItem::Kind::ArmyStack, -1, tr("Armies (units)")});
        if (!w.strongholds.empty()) {
            markers.items.push_back({LegendItem::Kind::Stronghold, -1, tr("Stronghold")});
            if (std::any_of(w.strongholds.begin(), w.strongholds.end(),
                            [](const Stronghold &s) { return s.fortified; }))
                markers.items.push_back(
                    {LegendItem::Kind::FortifiedStronghold, -1, tr("Fortified stronghold")});
        }
    } else {
        markers.items.push_back({LegendItem::Kind::Armies, -1, tr("Armies")});
        markers.items.push_back({LegendItem::Kind::Forts, -1, tr("Forts")});
        markers.items.push_back({LegendItem::Kind::Ships, -1, tr("Ships")});
        if (std::any_of(w.areas.begin(), w.areas.end(),
                        [](const Area &a) { return a.terrain == AreaTerrain::City; }))
            markers.items.push_back({LegendItem::Kind::City, -1, tr("City")});
    }
    out.push_back(markers);

    // What a hex player's map carries for writing orders: each entry only with its mark.
    const PlayerHexLayer *marks = options.playerMarks;
    const bool every = size == LegendSize::EveryPlayerMark && options.hexRuler;
    LegendSection orders{tr("For orders"), {}};
    if (hex && options.hexRuler)
        orders.items.push_back(
            {LegendItem::Kind::HexRuler, -1, tr("Columns (top, bottom), rows (sides)")});
    if (hex && (every || (marks && !marks->coordinates().empty())))
        orders.items.push_back({LegendItem::Kind::HexCoordinates, -1, tr("Hex col,row")});
    if (hex && (every || (marks && !marks->armyTags().empty())))
        orders.items.push_back({LegendItem::Kind::ArmyTag, -1, tr("Army id")});
    if (hex && (every || (marks && !marks->supplyLines().empty())))
        orders.items.push_back({LegendItem::Kind::SupplyLine, -1, tr("Supply line (H3.1)")});
    if (!orders.items.empty())
        out.push_back(orders);
    return out;
}

void paintLegendSwatch(QPainter &p, const LegendItem &item, const QRectF &box,
                       const Campaign &campaign, const MapOptions &options)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(box.center());
    using K = LegendItem::Kind;
    // A hex fills the height; markers, a fraction of a hex on the map, are shown larger.
    const bool marker = item.kind >= K::City;
    const double scale = box.height() / (2.05 * kS) * (marker ? 2.0 : 1.0);
    p.scale(scale, scale);
    const bool political = options.colouring == MapColouring::Political;
    const QColor grey = QColor::fromRgb(0xff9a9184);
    switch (item.kind) {
    case K::Kingdom: {
        const QColor colour = MapPalette::kingdom(campaign, item.index);
        p.setPen(QPen(MapPalette::landBorder(), 1.2 / scale));
        p.setBrush(campaign.world.areas.empty() ? MapPalette::unownedLand()
                                                : MapPalette::ownedFill(colour));
        p.drawPolygon(hexagon(kS));
        drawArmyDisc(p, QPointF(0, 0), 0.5 * kS, colour, -1, scale, 1.0);
        break;
    }
    case K::AreaTerrain: {
        const auto t = static_cast<AreaTerrain>(item.index);
        const QColor fill = t == AreaTerrain::Sea ? MapPalette::sea()
                            : political           ? MapPalette::unownedLand()
                                                  : MapPalette::areaTerrain(t);
        terrainHex(p, fill, hexTerrainForArea(t), political, scale);
        if (t == AreaTerrain::City)
            drawCityWalls(p, QPointF(0, 0), scale);
        break;
    }
    case K::HexTerrain: {
        const auto t = static_cast<HexTerrain>(item.index);
        terrainHex(p, political ? MapPalette::politicalHexTerrain(t) : MapPalette::hexTerrain(t), t,
                   political, scale);
        break;
    }
    case K::Road:
        line(p, QPen(MapPalette::labelHalo(), 0.2 * kS, Qt::SolidLine, Qt::RoundCap));
        line(p, QPen(MapPalette::road(), 0.12 * kS, Qt::DashLine, Qt::FlatCap));
        break;
    case K::River:
        line(p,
             QPen(MapPalette::river(), std::max(0.1 * kS, 1 / scale), Qt::SolidLine, Qt::RoundCap));
        break;
    case K::NavigableRiver:
        line(p, QPen(MapPalette::river().darker(150), 0.34 * kS, Qt::SolidLine, Qt::RoundCap));
        line(p, QPen(MapPalette::river().lighter(135), 0.2 * kS, Qt::SolidLine, Qt::RoundCap));
        break;
    case K::Border:
        line(p, QPen(MapPalette::landBorder(), 0.14 * kS, Qt::SolidLine, Qt::RoundCap));
        break;
    case K::Coast:
        line(p, QPen(MapPalette::coastBorder(), 0.12 * kS, Qt::SolidLine, Qt::RoundCap));
        break;
    case K::City:
        drawCityWalls(p, QPointF(0, 0), scale);
        break;
    case K::Armies:
        drawArmyDisc(p, QPointF(0, 0), 0.4 * kS, grey, 3, scale, 1.0);
        break;
    case K::Forts:
        drawFortPips(p, QPointF(0, 0), 2, scale);
        break;
    case K::Ships:
        drawShip(p, QPointF(0, 0.1 * kS), grey, scale);
        break;
    case K::Stronghold:
    case K::FortifiedStronghold:
        drawStrongholdTower(p, QPointF(0, 0.4 * kS), grey, item.kind == K::FortifiedStronghold,
                            scale, 1.0);
        break;
    case K::ArmyStack:
        drawCounter(p, QRectF(-0.5 * kS, -0.3 * kS, 1.0 * kS, 0.6 * kS), grey, 5, scale, 1.0);
        break;
    case K::HexRuler: {
        p.fillRect(QRectF(-0.7 * kS, -0.35 * kS, 1.4 * kS, 0.7 * kS), MapPalette::labelHalo());
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(std::max(1, static_cast<int>(std::lround(0.45 * kS))));
        font.setBold(true);
        QPainterPath numbers;
        numbers.addText(QPointF(-0.6 * kS, 0.16 * kS), font, QStringLiteral("11 12"));
        p.fillPath(numbers, MapPalette::labelText());
        break;
    }
    case K::HexCoordinates:
        PlayerHexLayer::paintCoordinateSwatch(p, scale);
        break;
    case K::ArmyTag:
        drawCounter(p, QRectF(-0.5 * kS, -0.5 * kS, 1.0 * kS, 0.5 * kS), grey, -1, scale, 1.0);
        PlayerHexLayer::paintTagSwatch(p, grey, scale);
        break;
    case K::SupplyLine:
        PlayerHexLayer::paintSupplySwatch(
            p, QPolygonF({QPointF(-0.7 * kS, 0.2 * kS), QPointF(0, -0.2 * kS),
                          QPointF(0.7 * kS, 0.2 * kS)}));
        break;
    }
    p.restore();
}

} // namespace muster
