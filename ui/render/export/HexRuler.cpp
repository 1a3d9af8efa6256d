#include "render/export/HexRuler.h"

#include "model/Campaign.h"
#include "render/map/MapLabels.h"
#include "render/map/MapPalette.h"
#include "render/map/MapRenderer.h"

#include <QPainter>
#include <QPainterPath>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>

namespace muster {

namespace {

int digits(int n)
{
    return static_cast<int>(QString::number(std::max(0, n)).size());
}

/// The smallest of 1, 2, 5, 10, 20, 50... that keeps numbers `width` wide apart at `spacing`
/// device units from one column or row to the next.
int stepFor(double spacing, double width)
{
    for (int base = 1;; base *= 10)
        for (int m : {1, 2, 5})
            if (spacing * base * m >= width || base * m >= 100000)
                return base * m;
}

} // namespace

double rulerFontPixels(double fontPixels)
{
    return std::clamp(0.6 * fontPixels, 10.0, 48.0);
}

double rulerWidth(int columns, int rows, double fontPixels)
{
    const double px = rulerFontPixels(fontPixels);
    return std::ceil(px * (0.7 * digits(std::max(columns, rows) - 1) + 1.0));
}

std::vector<RulerMark> hexRulerMarks(const MapRenderer &renderer, const QRectF &region,
                                     double scale, const ExportLayout &l)
{
    std::vector<RulerMark> out;
    const World &w = renderer.campaign().world;
    if (l.ruler <= 0 || w.columns <= 0 || w.rows <= 0)
        return out;
    const HexLayout &layout = renderer.geometry().layout();
    const double numberWidth =
        numberPath(static_cast<int>(std::pow(10, digits(std::max(w.columns, w.rows) - 1)) - 1),
                   std::max(1L, std::lround(l.rulerFont)), {})
            .boundingRect()
            .width() +
        0.6 * l.rulerFont;
    const auto device = [&](QPointF scene) {
        return l.mapRect.topLeft() + (scene - region.topLeft()) * scale;
    };
    const int columnStep = stepFor(layout.width() * scale, numberWidth);
    const int rowStep = stepFor(1.5 * layout.size * scale, 1.2 * l.rulerFont);
    const double half = l.ruler / 2;
    for (int col = 0; col < w.columns; col += columnStep) {
        const double top = device(layout.toPixel(hexFromOffset({col, 0}))).x();
        const double bottom = device(layout.toPixel(hexFromOffset({col, 1}))).x();
        if (top >= l.mapRect.left() && top <= l.mapRect.right())
            out.push_back({RulerMark::Edge::Top, col, {top, l.mapRect.top() - half}});
        if (w.rows > 1 && bottom >= l.mapRect.left() && bottom <= l.mapRect.right())
            out.push_back({RulerMark::Edge::Bottom, col, {bottom, l.mapRect.bottom() + half}});
    }
    for (int row = 0; row < w.rows; row += rowStep) {
        const double y = device(layout.toPixel(hexFromOffset({0, row}))).y();
        if (y < l.mapRect.top() || y > l.mapRect.bottom())
            continue;
        out.push_back({RulerMark::Edge::Left, row, {l.mapRect.left() - half, y}});
        out.push_back({RulerMark::Edge::Right, row, {l.mapRect.right() + half, y}});
    }
    return out;
}

void paintHexRuler(QPainter &p, const MapRenderer &renderer, const QRectF &region, double scale,
                   const ExportLayout &l)
{
    if (l.ruler <= 0)
        return;
    p.save();
    const QRectF frame = l.mapRect.adjusted(-l.ruler, -l.ruler, l.ruler, l.ruler);
    QPainterPath band;
    band.addRect(frame);
    QPainterPath map;
    map.addRect(l.mapRect);
    p.fillPath(band.subtracted(map), MapPalette::labelHalo());
    p.setRenderHint(QPainter::Antialiasing, true);
    // The numbers as paths, as the map's labels: the same pixels whatever clip they are drawn in.
    const double pixels = std::max(1L, std::lround(l.rulerFont));
    QPainterPath numbers;
    for (const RulerMark &m : hexRulerMarks(renderer, region, scale, l))
        numbers.addPath(numberPath(m.number, pixels, m.at));
    p.fillPath(numbers, MapPalette::labelText());
    p.restore();
}

} // namespace muster
