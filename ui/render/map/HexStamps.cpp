#include "render/map/HexStamps.h"

#include "render/map/MapPalette.h"
#include "render/map/TerrainSymbols.h"

#include <QPainter>
#include <QPolygonF>

#include <cmath>

namespace muster {

namespace {
QPolygonF hexagon(QPointF c, double radius)
{
    QPolygonF poly;
    for (int i = 0; i < 6; ++i) {
        const double angle = (60.0 * i - 30.0) * M_PI / 180.0; // pointy-top
        poly << c + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return poly;
}
} // namespace

HexStamps::HexStamps(double hexSize, double pixelsPerUnit, const HexStampStyle &style)
    : m_scale(pixelsPerUnit), m_style(style)
{
    const double r = hexSize * pixelsPerUnit; // device pixels, centre to corner
    // Room for the corner plus a pixel of overlap with the neighbours: stamps are placed on whole
    // pixels, so each covers half a pixel more than its hex and no seam shows between them.
    const int half = static_cast<int>(std::ceil(r)) + 2;
    m_centre = QPoint(half, half);
    const QPointF c(half, half);
    for (int t = 0; t < kHexTerrainCount; ++t) {
        const auto terrain = static_cast<HexTerrain>(t);
        if (!style.tiles && !hasTerrainSymbol(terrain))
            continue;
        QImage image(2 * half, 2 * half, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, r >= 2.0);
        if (style.tiles) {
            p.setPen(Qt::NoPen);
            p.setBrush(style.political ? MapPalette::politicalHexTerrain(terrain)
                                       : MapPalette::hexTerrain(terrain));
            p.drawPolygon(hexagon(c, r + 0.75));
        }
        // The symbol is drawn in device pixels: scale 1 there, size r.
        drawTerrainSymbol(p, terrain, c, r, MapPalette::symbolInk(terrain, style.political), 1.0);
        if (style.tiles && style.gridAlpha > 0) {
            QColor grid = MapPalette::hexGrid();
            grid.setAlphaF(static_cast<float>(grid.alphaF() * style.gridAlpha));
            p.setPen(QPen(grid, 1.0));
            p.setBrush(Qt::NoBrush);
            p.drawPolygon(hexagon(c, r));
        }
        m_images[static_cast<size_t>(t)] = image;
    }
}

} // namespace muster
