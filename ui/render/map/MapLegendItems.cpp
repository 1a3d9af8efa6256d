#include "render/map/MapLegendItems.h"

#include "render/map/MapLabels.h"

#include "model/Campaign.h"
#include "render/map/AreaLinks.h"
#include "render/map/MapLabels.h"
#include "render/map/MapPalette.h"
#include "render/map/MarchLayer.h"
#include "render/map/MarkerSymbols.h"
#include "render/map/OrderLayer.h"
#include "render/map/OwnerPatterns.h"
#include "render/map/PlayerHexLayer.h"
#include "render/map/TerrainSymbols.h"
#include "rules/area/AreaActions.h"

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

/// Kingdom `kingdom`'s ownership pattern inside a legend hexagon of radius `r`, as its land has it.
void patternHexagon(QPainter &p, double r, int kingdom, const QColor &colour)
{
    QPainterPath shape;
    shape.addPolygon(hexagon(r));
    paintOwnerPattern(p, shape, ownerPattern(kingdom), colour);
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
/// An orders-layer item's picture, drawn by the layer itself: a sample order of the item's kind
/// (a MOVE for the badges), in the first kingdom's colour, as it would stand on the map.
void paintOrderSample(QPainter &p, const LegendItem &item, const Campaign &campaign, double scale)
{
    using K = MapMark;
    OrderMark mark;
    mark.kingdom = campaign.kingdoms.empty() ? -1 : 0;
    mark.action.kind = item.kind == K::OrderKind ? static_cast<ActionKind>(item.index)
                       : item.kind == K::OrderStopped || item.kind == K::OrderCaptured
                           ? ActionKind::Assault
                           : ActionKind::Move;
    mark.action.number = 1;
    mark.count = item.kind == K::OrderCount || !mark.isMovement() ? 2 : 0;
    mark.outcome = item.kind == K::OrderRefused || item.kind == K::OrderFailed
                       ? OrderMark::Outcome::Refused
                       : OrderMark::Outcome::CarriedOut;
    if (item.kind == K::OrderStopped)
        mark.result = AreaBattleResult::Repulsed;
    if (item.kind == K::OrderCaptured)
        mark.result = AreaBattleResult::Captured;
    const bool resolved = item.kind == K::OrderFailed || item.kind == K::OrderStopped ||
                          item.kind == K::OrderCaptured;
    // Short of the box's right edge: a stopped attack's bar lies beyond its head.
    const QPointF from(-1.2 * kS, 0), to(0.8 * kS, 0);
    const OrderLayer layer = OrderLayer::sample(mark, resolved, from, to);
    // Drawn directly (asking for its marks does that) rather than through the layer's image of
    // itself, which a swatch this small is not worth.
    MarkSet drawn;
    layer.paint(p, layer.bounds(), MapPalette::kingdoms(campaign), scale, 1.0, &drawn);
}
} // namespace

std::vector<LegendSection> legendSections(const Campaign &campaign, const TurnState &state,
                                          const MapOptions &options)
{
    return legendSections(campaign, marksOnMap(campaign, state, options), options);
}

std::vector<LegendSection> legendSections(const Campaign &campaign, const MarkSet &marks,
                                          const MapOptions &options)
{
    using K = MapMark;
    const World &w = campaign.world;
    LegendSection owners{tr("Owners"), {}};
    LegendSection terrain{
        options.colouring == MapColouring::Terrain ? tr("Terrain") : tr("Terrain symbols"), {}};
    LegendSection lines{tr("Lines"), {}};
    LegendSection markers{tr("Markers"), {}};
    LegendSection orders{tr("Orders"), {}};
    LegendSection marches{tr("Marches"), {}};
    LegendSection forOrders{tr("For orders"), {}};
    const bool resolved = options.orders && options.orders->resolved();
    // The marks come in MapMark's order, which is the legend's within each section.
    for (const auto &[kind, index] : marks.marks()) {
        auto in = [&, k = kind, i = index](LegendSection &section, const QString &label) {
            section.items.push_back({k, i, label});
        };
        switch (kind) {
        case K::Kingdom:
            if (index >= 0 && index < static_cast<int>(campaign.kingdoms.size()))
                in(owners, campaign.kingdoms[static_cast<size_t>(index)].name);
            break;
        case K::UnownedLand:
            in(owners, tr("Unowned land"));
            break;
        case K::UnknownLand:
            in(owners, tr("Owner not known"));
            break;
        case K::OwnAreas:
            in(owners,
               options.highlightKingdom >= 0 &&
                       options.highlightKingdom < static_cast<int>(campaign.kingdoms.size())
                   ? tr("Areas of %1")
                         .arg(campaign.kingdoms[static_cast<size_t>(options.highlightKingdom)].name)
                   : tr("Own areas"));
            break;
        case K::OutOfSight:
            in(owners, tr("Out of sight this turn"));
            break;
        case K::Remembered:
            in(owners, tr("As seen on an earlier turn (the report says when)"));
            break;
        case K::AreaTerrain:
            in(terrain, capitalised(areaTerrainName(static_cast<AreaTerrain>(index))));
            break;
        case K::HexTerrain:
            in(terrain, capitalised(hexTerrainName(static_cast<HexTerrain>(index))));
            break;
        case K::Road:
            in(lines, tr("Road"));
            break;
        case K::River:
            in(lines, tr("River"));
            break;
        case K::NavigableRiver:
            in(lines, tr("Navigable river"));
            break;
        case K::Border:
            in(lines, tr("Border"));
            break;
        case K::Coast:
            in(lines, tr("Coast"));
            break;
        case K::SeaBorder:
            in(lines, tr("Sea border"));
            break;
        case K::Link:
            if (index >= 0 && index < static_cast<int>(w.links.size()))
                in(lines, tr("%1 (joins two areas)")
                              .arg(capitalised(w.links[static_cast<size_t>(index)].kind)));
            break;
        case K::Block:
            in(lines, tr("Closed border (no crossing)"));
            break;
        case K::HexGrid:
            in(lines, tr("Hex grid"));
            break;
        case K::City:
            in(markers, tr("City"));
            break;
        case K::Armies:
            in(markers, tr("Armies"));
            break;
        case K::Forts:
            in(markers, tr("Forts"));
            break;
        case K::Ships:
            in(markers, tr("Ships"));
            break;
        case K::ShipsAboard:
            in(markers, tr("Ships + armies aboard"));
            break;
        case K::Stronghold:
            in(markers, tr("Stronghold"));
            break;
        case K::FortifiedStronghold:
            in(markers, tr("Fortified stronghold"));
            break;
        case K::ArmyStack:
            in(markers, tr("Armies (units)"));
            break;
        case K::HexRuler:
            in(forOrders, tr("Columns (top, bottom), rows (sides)"));
            break;
        case K::HexCoordinates:
            in(forOrders, tr("Hex col,row"));
            break;
        case K::ArmyTag:
            in(forOrders, tr("Army id"));
            break;
        case K::SupplyLine:
            in(forOrders, tr("Supply line (H3.1)"));
            break;
        case K::OrderKind:
            in(orders, QLatin1String(actionKindRow(static_cast<ActionKind>(index)).name));
            break;
        case K::OrderRound:
            in(orders, tr("Round of the order (A2.2)"));
            break;
        case K::OrderCount:
            in(orders, tr("How many it takes"));
            break;
        case K::OrderRefused:
            in(orders, tr("Refused by the rules"));
            break;
        case K::OrderFailed:
            in(orders, tr("Not carried out"));
            break;
        case K::OrderStopped:
            in(orders, tr("Attack stopped"));
            break;
        case K::OrderCaptured:
            in(orders, tr("Area taken"));
            break;
        case K::March:
            in(marches, tr("March, its days numbered"));
            break;
        case K::MarchPlanned:
            in(marches, tr("Rest of the order, not marched"));
            break;
        case K::MarchBattle:
            in(marches, tr("Armies meet: battle"));
            break;
        case K::MarchStop:
            in(marches, tr("Week stops: enemies within reach"));
            break;
        }
    }
    if (resolved)
        orders.title = tr("Orders and results");
    std::vector<LegendSection> out;
    for (LegendSection *section :
         {&owners, &terrain, &lines, &markers, &orders, &marches, &forOrders})
        if (!section->items.empty())
            out.push_back(std::move(*section));
    return out;
}

void paintLegendSwatch(QPainter &p, const LegendItem &item, const QRectF &box,
                       const Campaign &campaign, const MapOptions &options)
{
    using K = LegendItem::Kind;
    p.save();
    // The orders layer's samples are sized for the map, not the box: kept inside it.
    if (item.kind >= K::OrderKind)
        p.setClipRect(box, Qt::IntersectClip);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(box.center());
    // A hex fills the height; markers, a fraction of a hex on the map, are shown larger.
    const bool marker = item.kind >= K::City && item.kind <= K::SupplyLine;
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
        if (options.ownerPatterns && !campaign.world.areas.empty())
            patternHexagon(p, kS, item.index, colour);
        drawArmyDisc(p, QPointF(0, 0), 0.5 * kS, colour, -1, scale, 1.0);
        break;
    }
    case K::UnownedLand:
    case K::UnknownLand:
        p.setPen(QPen(MapPalette::landBorder(), 1.2 / scale));
        p.setBrush(item.kind == K::UnownedLand ? MapPalette::unownedLand()
                                               : MapPalette::unknownLand());
        p.drawPolygon(hexagon(kS));
        break;
    case K::OwnAreas: {
        const int k = options.highlightKingdom;
        const QColor colour = k >= 0 ? MapPalette::kingdom(campaign, k) : grey;
        p.setPen(QPen(colour, 0.18 * kS, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(MapPalette::ownedFill(colour));
        p.drawPolygon(hexagon(0.9 * kS));
        if (options.ownerPatterns && k >= 0)
            patternHexagon(p, 0.9 * kS, k, colour);
        break;
    }
    case K::OutOfSight: {
        p.setPen(QPen(MapPalette::landBorder(), 1.2 / scale));
        p.setBrush(MapPalette::unownedLand());
        p.drawPolygon(hexagon(kS));
        QBrush hatch(MapPalette::outOfSightHatch(), Qt::BDiagPattern);
        hatch.setTransform(QTransform::fromScale(1.5 / scale, 1.5 / scale));
        p.setPen(Qt::NoPen);
        p.setBrush(hatch);
        p.drawPolygon(hexagon(kS));
        break;
    }
    case K::Remembered:
        p.setPen(QPen(MapPalette::landBorder(), 1.2 / scale));
        p.setBrush(MapPalette::unownedLand());
        p.drawPolygon(hexagon(kS));
        p.setPen(Qt::NoPen);
        p.setBrush(MapPalette::rememberedWash());
        p.drawPolygon(hexagon(kS));
        break;
    case K::SeaBorder:
        line(p, QPen(MapPalette::seaBorder(), std::max(0.05 * kS, 1 / scale), Qt::SolidLine,
                     Qt::RoundCap));
        break;
    case K::Link:
        paintLinkSample(p, QPointF(0, 0), kS, scale);
        break;
    case K::Block:
        line(p, QPen(MapPalette::landBorder(), 0.14 * kS, Qt::SolidLine, Qt::RoundCap));
        paintBlockSample(p, QPointF(0, 0), kS, scale);
        break;
    case K::HexGrid:
        p.setPen(QPen(MapPalette::hexGrid(), 1.0 / scale));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(hexagon(kS));
        break;
    case K::ShipsAboard: {
        // Drawn at twice a marker's size, as the other markers: the label at half its size.
        drawShip(p, QPointF(-0.3 * kS, 0.15 * kS), grey, scale);
        QFont font = p.font();
        font.setPixelSize(std::max(1, static_cast<int>(0.3 * kS)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(MapPalette::labelText());
        p.drawText(QRectF(0.05 * kS, -0.3 * kS, 0.6 * kS, 0.5 * kS), Qt::AlignCenter,
                   QStringLiteral("2+1"));
        break;
    }
    case K::OrderKind:
    case K::OrderRound:
    case K::OrderCount:
    case K::OrderRefused:
    case K::OrderFailed:
    case K::OrderStopped:
    case K::OrderCaptured:
        paintOrderSample(p, item, campaign, scale);
        break;
    case K::March:
    case K::MarchPlanned:
    case K::MarchBattle:
    case K::MarchStop:
        MarchLayer::paintSample(p, item.kind, QPointF(0, 0), kS,
                                campaign.kingdoms.empty() ? grey
                                                          : MapPalette::kingdom(campaign, 0));
        break;
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
        const double pixels = std::max(1L, std::lround(0.45 * kS));
        QPainterPath numbers = numberPath(11, pixels, QPointF(-0.33 * kS, 0));
        numbers.addPath(numberPath(12, pixels, QPointF(0.33 * kS, 0)));
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
