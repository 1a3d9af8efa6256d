#include "render/map/OwnerPatterns.h"

#include "render/map/MapGeometry.h"

#include <QHash>
#include <QImage>
#include <QMutex>
#include <QPainter>
#include <QPainterPath>
#include <QPair>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace muster {

namespace {
constexpr double kS = MapGeometry::kHexSize;
// Lines a third of a hex apart, about a eighteenth of a hex wide: a texture, not a second fill.
constexpr double kSpacing = 0.34 * kS;
constexpr double kLineWidth = 0.055 * kS;
constexpr double kDotRadius = 0.07 * kS;
constexpr double kMark = 0.16 * kS; // half a dash
// Half a cross's arm: longer than a dash, so that in grey the crosses' upright arms tell them
// from the dashes by more than a twentieth of the land.
constexpr double kCross = 0.2 * kS;

/// Lines across `box` at `degrees` from the x axis, kSpacing apart on the scene's grid.
void addLines(QPainterPath &path, const QRectF &box, double degrees)
{
    const double angle = degrees * std::numbers::pi / 180.0;
    const QPointF along(std::cos(angle), std::sin(angle));
    const QPointF normal(-along.y(), along.x());
    // The box's corners measured across the lines give the first and last line that meets it.
    double lo = 1e300, hi = -1e300;
    for (QPointF c : {box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()}) {
        const double d = c.x() * normal.x() + c.y() * normal.y();
        lo = std::min(lo, d);
        hi = std::max(hi, d);
    }
    const QPointF centre = box.center();
    const double half = std::hypot(box.width(), box.height()) / 2 + kSpacing;
    const double centreAlong = centre.x() * along.x() + centre.y() * along.y();
    for (double k = std::floor(lo / kSpacing); k * kSpacing <= hi; ++k) {
        const QPointF foot = normal * (k * kSpacing) + along * centreAlong;
        path.moveTo(foot - along * half);
        path.lineTo(foot + along * half);
    }
}

/// A mark drawn by `add` at each point of a grid kSpacing * 1.5 apart, every other row shifted by
/// half a step.
template <typename Add> void addMarks(QPainterPath &path, const QRectF &box, Add add)
{
    const double step = 1.5 * kSpacing;
    for (double j = std::floor(box.top() / step) - 1; j * step <= box.bottom() + step; ++j) {
        const double shift = std::fmod(std::abs(j), 2.0) * step / 2;
        for (double i = std::floor(box.left() / step) - 1; i * step <= box.right() + step; ++i)
            add(path, QPointF(i * step + shift, j * step));
    }
}

/// One period of a pattern (scene units): lines and grids repeat every kSpacing, diagonals every
/// kSpacing times the square root of two along each axis, marks every step across and every
/// other row down.
QSizeF periodOf(OwnerPattern pattern)
{
    switch (pattern) {
    case OwnerPattern::Horizontal:
    case OwnerPattern::Vertical:
    case OwnerPattern::Grid:
        return {kSpacing, kSpacing};
    case OwnerPattern::DiagonalGrid:
        return {kSpacing * std::numbers::sqrt2, kSpacing * std::numbers::sqrt2};
    case OwnerPattern::Dots:
    case OwnerPattern::Rings:
    case OwnerPattern::Dashes:
    case OwnerPattern::Crosses:
        return {1.5 * kSpacing, 3 * kSpacing};
    }
    return {kSpacing, kSpacing};
}

/// Draws `pattern`'s lines and marks over `box` (scene units) in `ink`.
void drawPattern(QPainter &painter, const QRectF &box, OwnerPattern pattern, const QColor &ink)
{
    QPainterPath strokes;
    QPainterPath dots;
    switch (pattern) {
    case OwnerPattern::Horizontal:
        addLines(strokes, box, 0);
        break;
    case OwnerPattern::Vertical:
        addLines(strokes, box, 90);
        break;
    case OwnerPattern::Dots:
        addMarks(dots, box, [](QPainterPath &path, QPointF at) {
            path.addEllipse(at, kDotRadius, kDotRadius);
        });
        break;
    case OwnerPattern::Grid:
        addLines(strokes, box, 0);
        addLines(strokes, box, 90);
        break;
    case OwnerPattern::Rings:
        addMarks(strokes, box, [](QPainterPath &path, QPointF at) {
            path.addEllipse(at, 2.2 * kDotRadius, 2.2 * kDotRadius);
        });
        break;
    case OwnerPattern::DiagonalGrid:
        addLines(strokes, box, 45);
        addLines(strokes, box, -45);
        break;
    case OwnerPattern::Dashes:
        addMarks(strokes, box, [](QPainterPath &path, QPointF at) {
            path.moveTo(at - QPointF(kMark, 0));
            path.lineTo(at + QPointF(kMark, 0));
        });
        break;
    case OwnerPattern::Crosses:
        addMarks(strokes, box, [](QPainterPath &path, QPointF at) {
            path.moveTo(at - QPointF(kCross, 0));
            path.lineTo(at + QPointF(kCross, 0));
            path.moveTo(at - QPointF(0, kCross));
            path.lineTo(at + QPointF(0, kCross));
        });
        break;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    if (!strokes.isEmpty())
        painter.strokePath(strokes, QPen(ink, kLineWidth, Qt::SolidLine, Qt::FlatCap));
    if (!dots.isEmpty())
        painter.fillPath(dots, ink);
}

/// Whole periods of a pattern drawn at a device scale, to fill areas with as a texture: stroking
/// each area's lines and clipping them to it cost four times the rest of a map.
struct PatternTile
{
    QImage image;
    QSizeF period; // scene units: the tile's, a whole number of the pattern's periods
};

/// The tile of `pattern` in `ink` at `deviceScale` pixels a scene unit, made once for the process
/// (a map draws a handful: eight patterns, one ink a kingdom, the scales it is drawn at). Returned
/// by value (the image is implicitly shared): maps are drawn on several threads.
PatternTile patternTile(OwnerPattern pattern, const QColor &ink, double deviceScale)
{
    // Whole pixels a tile, so that the tiles meet without a seam: a tile of as many periods
    // (up to eight) as come nearest a whole number of pixels, the texture stretched by what is
    // left, a small part of a pixel over the whole tile.
    auto span = [deviceScale](double period) {
        int best = 1;
        double bestError = 1e9;
        for (int n = 1; n <= 8; ++n) {
            const double pixels = n * period * deviceScale;
            const double error = std::abs(pixels - std::round(pixels)) / n;
            if (error < bestError - 1e-9) {
                best = n;
                bestError = error;
            }
        }
        return best;
    };
    const QSizeF one = periodOf(pattern);
    const QSizeF period(one.width() * span(one.width()), one.height() * span(one.height()));
    const QSize pixels(std::max(1, static_cast<int>(std::lround(period.width() * deviceScale))),
                       std::max(1, static_cast<int>(std::lround(period.height() * deviceScale))));
    const QString key = QStringLiteral("%1 %2 %3x%4")
                            .arg(static_cast<int>(pattern))
                            .arg(ink.rgba())
                            .arg(pixels.width())
                            .arg(pixels.height());
    static QMutex mutex;
    static QHash<QString, QImage> tiles;
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = tiles.constFind(key); it != tiles.constEnd())
            return {it.value(), period};
    }
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.scale(pixels.width() / period.width(), pixels.height() / period.height());
        // The marks and lines of the periods round this one too: what crosses an edge of the
        // tile comes back in at the other.
        drawPattern(p, QRectF(QPointF(-period.width(), -period.height()), period * 3), pattern,
                    ink);
    }
    const QMutexLocker lock(&mutex);
    if (tiles.size() > 1024)
        tiles.clear(); // a bound, far above what any set of maps uses
    tiles.insert(key, image);
    return {image, period};
}

QColor inkOf(const QColor &kingdomColour)
{
    // The kingdom's colour, darkened a little so it shows on its own pale fill, and translucent
    // so the fill and the terrain symbols still read through it.
    QColor ink = kingdomColour.darker(125);
    ink.setAlphaF(0.55f);
    return ink;
}
} // namespace

OwnerPattern ownerPattern(int kingdom)
{
    return static_cast<OwnerPattern>(((kingdom % kOwnerPatternCount) + kOwnerPatternCount) %
                                     kOwnerPatternCount);
}

namespace {
/// `tile` laid over `fill` (opaque), made once for the process like the tiles themselves.
QImage overFill(const PatternTile &tile, const QColor &fill)
{
    static QMutex mutex;
    static QHash<QPair<qint64, QRgb>, QImage> composed;
    const QPair<qint64, QRgb> key(tile.image.cacheKey(), fill.rgba());
    {
        const QMutexLocker lock(&mutex);
        if (const auto it = composed.constFind(key); it != composed.constEnd())
            return it.value();
    }
    QImage image(tile.image.size(), QImage::Format_RGB32);
    image.fill(fill);
    QPainter p(&image);
    p.drawImage(0, 0, tile.image);
    p.end();
    const QMutexLocker lock(&mutex);
    if (composed.size() > 1024)
        composed.clear(); // a bound, far above what any set of maps uses
    composed.insert(key, image);
    return image;
}

/// Fills `shape` with `tile` (over `fill` when it is opaque) under `painter`'s transform.
void fillWithTile(QPainter &painter, const QPainterPath &shape, const PatternTile &tile,
                  const QImage &image)
{
    QBrush brush(image);
    // A texel in scene units: the tile is one period of the pattern, anchored at the scene's
    // origin, so the pattern runs on unbroken from area to area and from tile to tile.
    brush.setTransform(QTransform::fromScale(tile.period.width() / tile.image.width(),
                                             tile.period.height() / tile.image.height()));
    // Texel for pixel: the tile is drawn at the device's scale, and filtering would only blur it.
    const bool smooth = painter.testRenderHint(QPainter::SmoothPixmapTransform);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.fillPath(shape, brush);
    painter.setRenderHint(QPainter::SmoothPixmapTransform, smooth);
}
} // namespace

void paintOwnerPattern(QPainter &painter, const QPainterPath &shape, OwnerPattern pattern,
                       const QColor &kingdomColour)
{
    const QTransform &t = painter.worldTransform();
    const double deviceScale = std::sqrt(std::abs(t.determinant()));
    if (kS * deviceScale < 4 || shape.isEmpty())
        return;
    const PatternTile tile = patternTile(pattern, inkOf(kingdomColour), deviceScale);
    fillWithTile(painter, shape, tile, tile.image);
}

void fillOwnedArea(QPainter &painter, const QPainterPath &shape, const QColor &fill,
                   OwnerPattern pattern, const QColor &kingdomColour)
{
    const QTransform &t = painter.worldTransform();
    const double deviceScale = std::sqrt(std::abs(t.determinant()));
    if (kS * deviceScale < 4 || fill.alpha() != 255 || shape.isEmpty()) {
        painter.fillPath(shape, fill);
        paintOwnerPattern(painter, shape, pattern, kingdomColour);
        return;
    }
    // One opaque texture rather than the fill and then the pattern over it: half the blending.
    const PatternTile tile = patternTile(pattern, inkOf(kingdomColour), deviceScale);
    fillWithTile(painter, shape, tile, overFill(tile, fill));
}

} // namespace muster
