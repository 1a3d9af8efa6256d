#include "render/map/MapMarkers.h"

#include "model/Campaign.h"
#include "render/map/MapLabels.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "render/map/MarkerSymbols.h"
#include "render/map/SpriteCache.h"

#include <QFont>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <map>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;
constexpr double kDiscRadius = 0.36; // of a hex, before it grows
constexpr int kShipCountUnits = 8;   // the ships-and-armies-aboard label, scene units
constexpr double kMinTextPixels = 5.0;

// Sprite keys: the kind in the top bits, what makes the picture unique below.
constexpr quint64 kAreaLabelKey = 1ull << 60;
constexpr quint64 kShipLabelKey = 2ull << 60;
constexpr quint64 kDiscKey = 3ull << 60;
constexpr quint64 kStrongholdLabelKey = 4ull << 60;

/// Text centred on `centre` with a halo, from the sprite cache when there is one.
void drawLabel(QPainter &p, const MarkerContext &c, quint64 key, const QString &text,
               QPointF centre, const QFont &font)
{
    auto box = [&] {
        const QFontMetricsF fm(font);
        const double w = fm.horizontalAdvance(text) + 0.2 * kS, h = fm.height();
        return QRectF(-w / 2, -h / 2, w, h);
    };
    if (c.sprites) {
        c.sprites->draw(
            p, key, centre,
            [&] {
                const QRectF b = box();
                return b.adjusted(-0.2 * b.height(), -0.2 * b.height(), 0.2 * b.height(),
                                  0.2 * b.height());
            },
            [&](QPainter &sp) { drawLabelText(sp, text, box(), font); },
            kHaloPerFontUnit * font.pixelSize() * c.scale, MapPalette::labelHalo());
        return;
    }
    p.save();
    p.translate(centre);
    drawHaloText(p, text, box(), font);
    p.restore();
}

void noted(const MarkerContext &c, MapMark mark, int index = -1)
{
    if (c.drawn)
        c.drawn->add(mark, index);
}

/// A kingdom's colour, noted as drawn; grey for none.
QColor colourOf(const MarkerContext &c, int kingdom)
{
    if (kingdom < 0 || kingdom >= static_cast<int>(c.kingdomColours.size()))
        return QColor::fromRgb(0xff7f7f7f);
    noted(c, MapMark::Kingdom, kingdom);
    return c.kingdomColours[static_cast<size_t>(kingdom)];
}

} // namespace

QPointF armyDiscCentre(QPointF anchor)
{
    return anchor + QPointF(0, 0.2 * kS);
}

double armyDiscRadius(double scale)
{
    const double grow = std::clamp(7.0 / (kDiscRadius * kS * scale), 1.0, 3.0);
    return kDiscRadius * kS * grow;
}

namespace {
/// Army counters: 1 x 0.6 hex at grow 1, centred this far below the hex centre, each counter of a
/// stack a step up and right of the one below.
constexpr double kCounterWidth = 1.0, kCounterHeight = 0.6, kCounterDrop = 0.3, kStackStep = 0.12;
constexpr int kStackShown = 3;

double counterGrow(double scale)
{
    // Armies matter most at a glance: zoomed out, counters grow (up to 3x) to stay about 12 px
    // high, overlapping neighbouring hexes rather than vanishing.
    return std::clamp(12.0 / (kCounterHeight * kS * scale), 1.0, 3.0);
}
} // namespace

double armyStackTop(double scale)
{
    const double grow = counterGrow(scale);
    return (kCounterDrop - kCounterHeight / 2 * grow - (kStackShown - 1) * kStackStep * grow) * kS;
}

QRectF armyCounterBox(double scale)
{
    const double grow = counterGrow(scale);
    const double w = kCounterWidth * kS * grow, h = kCounterHeight * kS * grow;
    return {-w / 2, kCounterDrop * kS - h / 2, w, h};
}

namespace {

/// Either the area's markers or (labelAlpha > 0) its label, so all labels can go on top.
void paintAreaMarkers(QPainter &p, const MarkerContext &c, int area, double labelAlpha)
{
    const Area &a = c.campaign.world.areas[static_cast<size_t>(area)];
    const MapGeometry::AreaShape &shape = c.geometry.area(area);
    const QPointF at = shape.anchor;
    const AreaState *st = area < static_cast<int>(c.state.areas.size())
                              ? &c.state.areas[static_cast<size_t>(area)]
                              : nullptr;
    const bool showDetail = labelAlpha <= 0 && 0.7 * kS * c.scale >= 3.0;
    if (showDetail && a.terrain == AreaTerrain::City) {
        drawCityWalls(p, at + QPointF(-0.66 * kS, 0.2 * kS), c.scale);
        noted(c, MapMark::City);
    }
    if (showDetail && st) {
        const bool marked = a.terrain == AreaTerrain::Sea ? st->ships > 0 : st->armies > 0;
        const QColor colour = marked ? colourOf(c, st->owner) : QColor();
        if (a.terrain == AreaTerrain::Sea) {
            if (st->ships > 0) {
                drawShip(p, at + QPointF(-0.3 * kS, 0.35 * kS), colour, c.scale);
                noted(c, MapMark::Ships);
                const int aboard = st->aboard;
                QString text = QString::number(st->ships);
                if (aboard > 0) {
                    text += QStringLiteral("+%1").arg(aboard);
                    noted(c, MapMark::ShipsAboard);
                }
                if (kShipCountUnits * c.scale >= kMinTextPixels)
                    drawLabel(p, c, kShipLabelKey | quint64(st->ships) << 24 | quint64(aboard),
                              text, at + QPointF(0.45 * kS, 0.25 * kS),
                              mapFont(kShipCountUnits, true));
            }
        } else {
            if (st->armies > 0) {
                // Counts matter most at a glance: zoomed out the disc grows to keep its number
                // readable, overlapping the area's edge rather than vanishing.
                const double r = armyDiscRadius(c.scale);
                const double grow = r / (kDiscRadius * kS);
                const QPointF centre = armyDiscCentre(at);
                const int armies = st->armies;
                auto disc = [&c, r, colour, armies, grow](QPainter &sp) {
                    drawArmyDisc(sp, QPointF(0, 0), r, colour, armies, c.scale, grow);
                };
                if (c.sprites) {
                    c.sprites->draw(
                        p, kDiscKey | quint64(colour.rgba()) << 24 | quint64(armies & 0xffffff),
                        centre, [r] { return QRectF(-r - 2, -r - 2, 2 * r + 4, 2 * r + 4); }, disc);
                } else {
                    p.save();
                    p.translate(centre);
                    disc(p);
                    p.restore();
                }
                noted(c, MapMark::Armies);
            }
            if (st->forts > 0) {
                drawFortPips(p, at + QPointF(0, 0.72 * kS), st->forts, c.scale);
                noted(c, MapMark::Forts);
            }
        }
    }
    if (labelAlpha > 0 && c.areaLabels) {
        const AreaLabel &label = (*c.areaLabels)[static_cast<size_t>(area)];
        if (label.shown)
            drawLabel(p, c, kAreaLabelKey | quint64(area), label.text, label.box.center(),
                      label.font);
    }
}

/// RULES H1.1: a stronghold in its owner's colour; a fortified one has a double wall.
void drawStronghold(QPainter &p, const MarkerContext &c, const Stronghold &s)
{
    const QPointF base = c.geometry.layout().toPixel(s.hex) + QPointF(0, 0.05 * kS);
    const double grow = std::clamp(9.0 / (0.42 * kS * c.scale), 1.0, 1.6);
    drawStrongholdTower(p, base, s.owner >= 0 ? colourOf(c, s.owner) : QColor::fromRgb(0xffd8d2c4),
                        s.fortified, c.scale, grow);
    noted(c, s.fortified ? MapMark::FortifiedStronghold : MapMark::Stronghold);
}

void drawStrongholdLabel(QPainter &p, const MarkerContext &c, const Stronghold &s,
                         double labelAlpha)
{
    if (labelAlpha > 0 && !s.name.isEmpty())
        drawLabel(p, c, kStrongholdLabelKey | quint64(c.campaign.world.strongholdAt(s.hex)), s.name,
                  c.geometry.layout().toPixel(s.hex) + QPointF(0, 0.95 * kS),
                  mapFont(labelUnits(c.scale), false));
}

/// RULES H1.2: the armies of one kingdom in one hex as a stack of counters centred on `at`; the
/// top shows the stack's units.
void drawKingdomStack(QPainter &p, const MarkerContext &c, QPointF at, double grow,
                      const std::vector<const HexArmy *> &stack)
{
    const double w = kCounterWidth * kS * grow, h = kCounterHeight * kS * grow;
    const int shown = std::min<int>(static_cast<int>(stack.size()), kStackShown);
    int units = 0;
    for (const HexArmy *army : stack)
        units += static_cast<int>(army->units.size());
    for (int i = shown - 1; i >= 0; --i) {
        const HexArmy *army = stack[static_cast<size_t>(i)];
        const double step = kStackStep * kS * grow;
        const QRectF box(at.x() - w / 2 + i * step, at.y() - h / 2 - i * step, w, h);
        drawCounter(p, box, colourOf(c, army->kingdom), i == 0 ? units : -1, c.scale, grow);
    }
    noted(c, MapMark::ArmyStack);
}

/// The armies in one hex. Opposing kingdoms share a hex only mid-battle (the battle viewer's
/// step map, H4.1): each kingdom's stack is drawn side by side with its own units, so the counts
/// match the viewer's badge per side.
void drawArmyStack(QPainter &p, const MarkerContext &c, Hex hex,
                   const std::vector<const HexArmy *> &stack)
{
    const QPointF at = c.geometry.layout().toPixel(hex) + QPointF(0, kCounterDrop * kS);
    const double grow = counterGrow(c.scale);
    std::vector<std::vector<const HexArmy *>> sides; // by kingdom, in the stack's order
    for (const HexArmy *army : stack) {
        auto side = std::find_if(sides.begin(), sides.end(), [army](const auto &s) {
            return s.front()->kingdom == army->kingdom;
        });
        if (side == sides.end())
            sides.push_back({army});
        else
            side->push_back(army);
    }
    const double apart = 1.15 * kS * grow;
    for (size_t i = 0; i < sides.size(); ++i) {
        const double offset = (static_cast<double>(i) - (sides.size() - 1) / 2.0) * apart;
        drawKingdomStack(p, c, at + QPointF(offset, 0), grow, sides[i]);
    }
}
} // namespace

void paintMarkers(QPainter &painter, const MarkerContext &context, const std::vector<int> &chunks)
{
    const double labelAlpha =
        context.labels && labelUnits(context.scale) * context.scale >= kMinLabelPixels ? 1.0 : 0.0;
    std::vector<bool> visible(context.geometry.chunks().size(), false);
    for (int ch : chunks)
        visible[static_cast<size_t>(ch)] = true;
    // Labels go on top of every marker, so markers of one area never hide a neighbour's name.
    for (int ch : chunks)
        for (int area : context.geometry.chunks()[static_cast<size_t>(ch)].areas)
            paintAreaMarkers(painter, context, area, 0.0);
    const World &world = context.campaign.world;
    auto onVisibleChunk = [&](Hex h) {
        return world.contains(h) && visible[static_cast<size_t>(context.geometry.chunkOf(h))];
    };
    if (0.5 * kS * context.scale < 2.0)
        return; // strongholds and counters would be specks
    for (const Stronghold &s : world.strongholds)
        if (onVisibleChunk(s.hex))
            drawStronghold(painter, context, s);
    std::map<Hex, std::vector<const HexArmy *>> stacks;
    for (const HexArmy &army : context.state.armies)
        if (onVisibleChunk(army.hex))
            stacks[army.hex].push_back(&army);
    for (const auto &[hex, stack] : stacks)
        drawArmyStack(painter, context, hex, stack);
    if (labelAlpha <= 0)
        return;
    for (const Stronghold &s : world.strongholds)
        if (onVisibleChunk(s.hex))
            drawStrongholdLabel(painter, context, s, labelAlpha);
    for (int ch : chunks)
        for (int area : context.geometry.chunks()[static_cast<size_t>(ch)].areas)
            paintAreaMarkers(painter, context, area, labelAlpha);
}

} // namespace muster
