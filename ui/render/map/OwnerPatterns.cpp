#include "render/map/OwnerPatterns.h"

#include "render/map/MapGeometry.h"

#include <QPainter>
#include <QPainterPath>

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

void paintOwnerPattern(QPainter &painter, const QPainterPath &shape, OwnerPattern pattern,
                       const QColor &kingdomColour)
{
    const QTransform &t = painter.worldTransform();
    const double deviceHex = kS * std::sqrt(std::abs(t.determinant()));
    if (deviceHex < 4 || shape.isEmpty())
        return;
    const QRectF box = shape.boundingRect();
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
            path.moveTo(at - QPointF(kMark, 0));
            path.lineTo(at + QPointF(kMark, 0));
            path.moveTo(at - QPointF(0, kMark));
            path.lineTo(at + QPointF(0, kMark));
        });
        break;
    }
    const QColor ink = inkOf(kingdomColour);
    painter.save();
    painter.setClipPath(shape, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!strokes.isEmpty())
        painter.strokePath(strokes, QPen(ink, kLineWidth, Qt::SolidLine, Qt::FlatCap));
    if (!dots.isEmpty())
        painter.fillPath(dots, ink);
    painter.restore();
}

} // namespace muster
