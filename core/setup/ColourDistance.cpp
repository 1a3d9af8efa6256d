#include "setup/ColourDistance.h"

#include <QRegularExpression>

#include <cmath>
#include <limits>
#include <numbers>

namespace muster {

namespace {
double linear(unsigned channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double labF(double t)
{
    constexpr double delta = 6.0 / 29.0;
    return t > delta * delta * delta ? std::cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0;
}

double degrees(double radians)
{
    return radians * 180.0 / std::numbers::pi;
}

double radians(double degrees)
{
    return degrees * std::numbers::pi / 180.0;
}

/// The hue angle in degrees, 0 to 360 (0 for a grey).
double hueOf(double b, double a)
{
    if (a == 0 && b == 0)
        return 0;
    const double h = degrees(std::atan2(b, a));
    return h < 0 ? h + 360 : h;
}
} // namespace

Lab labOf(unsigned rgb)
{
    const double r = linear((rgb >> 16) & 0xff), g = linear((rgb >> 8) & 0xff),
                 b = linear(rgb & 0xff);
    // sRGB to XYZ, normalised by the D65 white point.
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    const double fx = labF(x), fy = labF(y), fz = labF(z);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double ciede2000(const Lab &x, const Lab &y)
{
    const double c1 = std::hypot(x.a, x.b), c2 = std::hypot(y.a, y.b);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * x.a, a2 = (1 + g) * y.a;
    const double cp1 = std::hypot(a1, x.b), cp2 = std::hypot(a2, y.b);
    const double hp1 = hueOf(x.b, a1), hp2 = hueOf(y.b, a2);

    const double dL = y.l - x.l;
    const double dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = hp2 - hp1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(cp1 * cp2) * std::sin(radians(dh / 2));

    const double lMean = (x.l + y.l) / 2;
    const double cpMean = (cp1 + cp2) / 2;
    double hMean = hp1 + hp2;
    if (cp1 * cp2 != 0) {
        if (std::abs(hp1 - hp2) <= 180)
            hMean /= 2;
        else
            hMean = hMean < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) +
                     0.24 * std::cos(radians(2 * hMean)) + 0.32 * std::cos(radians(3 * hMean + 6)) -
                     0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cpMean7 = std::pow(cpMean, 7);
    const double rC = 2 * std::sqrt(cpMean7 / (cpMean7 + std::pow(25.0, 7)));
    const double l50 = (lMean - 50) * (lMean - 50);
    const double sL = 1 + 0.015 * l50 / std::sqrt(20 + l50);
    const double sC = 1 + 0.045 * cpMean;
    const double sH = 1 + 0.015 * cpMean * t;
    const double rT = -std::sin(radians(2 * dTheta)) * rC;
    const double l = dL / sL, c = dC / sC, h = dH / sH;
    return std::sqrt(l * l + c * c + h * h + rT * c * h);
}

std::optional<unsigned> parseColour(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    if (!pattern.match(text).hasMatch())
        return std::nullopt;
    return text.mid(1).toUInt(nullptr, 16);
}

std::optional<double> colourDistance(const QString &a, const QString &b)
{
    const auto x = parseColour(a), y = parseColour(b);
    if (!x || !y)
        return std::nullopt;
    return ciede2000(labOf(*x), labOf(*y));
}

VisionDistance leastDistance(unsigned a, unsigned b)
{
    VisionDistance least{std::numeric_limits<double>::max(), Vision::Typical};
    for (Vision vision : kVisions) {
        const double d = ciede2000(labOf(seenWith(a, vision)), labOf(seenWith(b, vision)));
        if (d < least.distance)
            least = {d, vision};
    }
    return least;
}

std::optional<VisionDistance> leastColourDistance(const QString &a, const QString &b)
{
    const auto x = parseColour(a), y = parseColour(b);
    if (!x || !y)
        return std::nullopt;
    return leastDistance(*x, *y);
}

std::vector<ColourClash> colourClashes(const QString &colour, int self,
                                       const std::vector<Kingdom> &kingdoms,
                                       const QString &seaColour)
{
    std::vector<ColourClash> out;
    const auto check = [&](int kingdom, const QString &other) {
        const auto d = leastColourDistance(colour, other);
        if (d && d->distance < kMinKingdomColourDistance)
            out.push_back({kingdom, d->distance, d->vision});
    };
    check(-1, seaColour);
    for (size_t k = 0; k < kingdoms.size(); ++k)
        if (static_cast<int>(k) != self)
            check(static_cast<int>(k), kingdoms[k].colour);
    return out;
}

} // namespace muster
