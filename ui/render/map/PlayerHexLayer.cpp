#include "render/map/PlayerHexLayer.h"

#include "model/World.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapLabels.h"
#include "render/map/MapMarkers.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "rules/hex/HexSupply.h"
#include "view/KingdomView.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <map>
#include <set>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;
/// A coordinate sits in the hex's top half, clear of the counters below the centre.
constexpr double kCoordinateRise = 0.58;
/// Text is this much of a hex high, and never under this many device pixels, to be read on paper.
constexpr double kTextHexes = 0.5;
constexpr double kMinTextPixels = 13.0;

QColor supplyColour()
{
    return QColor(20, 120, 60, 200);
}

QPen supplyPen(double width)
{
    QPen pen(supplyColour(), width, Qt::DotLine, Qt::RoundCap, Qt::RoundJoin);
    return pen;
}

double textPixels(double scale)
{
    return std::max(kTextHexes * kS * scale, kMinTextPixels);
}

QFont textFont(double pixels, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

/// The box of `text` in `font` centred on (0, 0), with room for its halo.
QRectF textBox(const QString &text, const QFont &font)
{
    const QFontMetricsF fm(font);
    const double w = fm.horizontalAdvance(text) + 0.3 * font.pixelSize(), h = fm.height();
    return {-w / 2, -h / 2, w, h};
}

/// `text` centred on `at` (scene units) at a size in device pixels: the painter is put in device
/// units there, so the text keeps its size at any scale.
void drawCoordinate(QPainter &p, const QString &text, QPointF at, double scale)
{
    p.save();
    p.translate(at);
    p.scale(1 / scale, 1 / scale);
    const QFont font = textFont(textPixels(scale), true);
    drawHaloText(p, text, textBox(text, font), font);
    p.restore();
}

/// The army ids of a hex on a tag under its counters, bordered in the kingdom's colour: the id a
/// march order starts with.
void drawTag(QPainter &p, const QString &text, QPointF hexCentre, const QColor &colour,
             double scale)
{
    const QRectF counter = armyCounterBox(scale);
    p.save();
    p.translate(hexCentre + QPointF(0, counter.bottom()));
    p.scale(1 / scale, 1 / scale);
    const QFont font = textFont(0.9 * textPixels(scale), true);
    QRectF box = textBox(text, font);
    box.moveTop(-0.25 * box.height());
    p.setPen(QPen(colour, std::max(1.5, 0.1 * box.height())));
    p.setBrush(MapPalette::labelHalo());
    p.drawRoundedRect(box, 0.2 * box.height(), 0.2 * box.height());
    // The letters as a path, as every label of the map: the same pixels in whatever band or
    // clip they are drawn.
    p.fillPath(centredText(text, box, font), MapPalette::labelText());
    p.restore();
}
} // namespace

PlayerHexLayer::PlayerHexLayer(const MapGeometry &geometry, const World &world,
                               const KingdomView &view)
{
    const HexLayout &layout = geometry.layout();
    std::set<Hex> marked;
    std::map<Hex, std::vector<const HexArmy *>> stacks;
    for (const HexArmy &a : view.state.armies) {
        if (!world.contains(a.hex))
            continue;
        marked.insert(a.hex);
        stacks[a.hex].push_back(&a);
    }
    for (const Stronghold &s : world.strongholds)
        if (s.owner == view.kingdom && view.kingdom >= 0 && world.contains(s.hex))
            marked.insert(s.hex);
    for (Hex h : marked)
        m_coordinates.push_back(
            {h, hexLabel(h), layout.toPixel(h) - QPointF(0, kCoordinateRise * kS), -1});
    for (const auto &[hex, stack] : stacks) {
        QStringList ids;
        for (const HexArmy *a : stack)
            ids << a->id;
        m_tags.push_back(
            {hex, ids.join(QLatin1Char(' ')), layout.toPixel(hex), stack.front()->kingdom});
    }
    // Supply as the kingdom knows it: over the armies it saw, for its armies in supply as the
    // turn left them (an army out of supply is told so in the report).
    const std::vector<hexrules::SupplyStatus> supply = hexrules::traceSupply(world, view.state);
    for (size_t i = 0; i < supply.size() && i < view.state.armies.size(); ++i) {
        const HexArmy &a = view.state.armies[i];
        const hexrules::SupplyStatus &s = supply[i];
        if (a.kingdom != view.kingdom || a.daysOutOfSupply > 0 || !s.inSupply || s.route.size() < 2)
            continue;
        SupplyLine line{a.id, {}};
        for (Hex h : s.route)
            line.points << layout.toPixel(h);
        m_supply.push_back(line);
    }
    // Text keeps its pixel size however small the map: a generous margin round every mark.
    const double reach = 2.5 * kS;
    for (const std::vector<Label> *labels : {&m_coordinates, &m_tags})
        for (const Label &l : *labels)
            m_bounds |= QRectF(l.at, QSizeF()).adjusted(-reach, -reach, reach, reach);
    for (const SupplyLine &l : m_supply)
        m_bounds |= l.points.boundingRect().adjusted(-kS, -kS, kS, kS);
}

void PlayerHexLayer::paint(QPainter &p, const QRectF &exposed, const std::vector<QColor> &colours,
                           double scale, MarkSet *drawn) const
{
    if (!m_bounds.intersects(exposed) || scale <= 0)
        return;
    auto noted = [drawn](MapMark mark, int index = -1) {
        if (drawn)
            drawn->add(mark, index);
    };
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const double reach = 2.5 * kS;
    const QRectF near = exposed.adjusted(-reach, -reach, reach, reach);
    p.setBrush(Qt::NoBrush);
    p.setPen(supplyPen(std::max(0.16 * kS, 2.0 / scale)));
    for (const SupplyLine &l : m_supply)
        // A line along one row has bounds of no height, which intersect nothing: widened.
        if (l.points.boundingRect().adjusted(-kS, -kS, kS, kS).intersects(near)) {
            p.drawPolyline(l.points);
            noted(MapMark::SupplyLine);
        }
    for (const Label &l : m_tags)
        if (near.contains(l.at)) {
            const QColor colour = l.kingdom >= 0 && l.kingdom < static_cast<int>(colours.size())
                                      ? colours[static_cast<size_t>(l.kingdom)]
                                      : QColor::fromRgb(0xff7f7f7f);
            drawTag(p, l.text, l.at, colour, scale);
            noted(MapMark::ArmyTag);
            if (l.kingdom >= 0 && l.kingdom < static_cast<int>(colours.size()))
                noted(MapMark::Kingdom, l.kingdom);
        }
    for (const Label &l : m_coordinates)
        if (near.contains(l.at)) {
            drawCoordinate(p, l.text, l.at, scale);
            noted(MapMark::HexCoordinates);
        }
    p.restore();
}

void PlayerHexLayer::noteMarks(MarkSet &marks) const
{
    if (!m_supply.empty())
        marks.add(MapMark::SupplyLine);
    for (const Label &l : m_tags) {
        marks.add(MapMark::ArmyTag);
        if (l.kingdom >= 0)
            marks.add(MapMark::Kingdom, l.kingdom);
    }
    if (!m_coordinates.empty())
        marks.add(MapMark::HexCoordinates);
}

void PlayerHexLayer::paintCoordinateSwatch(QPainter &p, double scale)
{
    drawCoordinate(p, QStringLiteral("12,4"), QPointF(0, 0), scale);
}

void PlayerHexLayer::paintTagSwatch(QPainter &p, const QColor &colour, double scale)
{
    drawTag(p, QStringLiteral("A1"), QPointF(0, -armyCounterBox(scale).bottom()), colour, scale);
}

void PlayerHexLayer::paintSupplySwatch(QPainter &p, const QPolygonF &line)
{
    p.setBrush(Qt::NoBrush);
    p.setPen(supplyPen(0.16 * kS));
    p.drawPolyline(line);
}

} // namespace muster
