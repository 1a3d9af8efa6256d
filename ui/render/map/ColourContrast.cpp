#include "render/map/ColourContrast.h"

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
double linear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * t),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * t),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * t));
}

/// The least mix of `colour` towards `target` that reaches `ratio`, or nullopt-like -1.
double leastMix(const QColor &colour, const QColor &target, const QColor &background, double ratio)
{
    if (contrastRatio(target, background) < ratio)
        return -1;
    double lo = 0, hi = 1;
    for (int i = 0; i < 24; ++i) {
        const double mid = (lo + hi) / 2;
        (contrastRatio(mix(colour, target, mid), background) >= ratio ? hi : lo) = mid;
    }
    return hi;
}
} // namespace

double relativeLuminance(const QColor &colour)
{
    const QColor c = colour.toRgb();
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor withContrast(const QColor &colour, const QColor &background, double ratio)
{
    if (contrastRatio(colour, background) >= ratio)
        return colour;
    const double darker = leastMix(colour, Qt::black, background, ratio);
    const double lighter = leastMix(colour, Qt::white, background, ratio);
    if (darker < 0 && lighter < 0)
        return relativeLuminance(background) > 0.18 ? QColor(Qt::black) : QColor(Qt::white);
    if (lighter < 0 || (darker >= 0 && darker <= lighter))
        return mix(colour, Qt::black, darker);
    return mix(colour, Qt::white, lighter);
}

} // namespace muster
