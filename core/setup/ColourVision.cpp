#include "setup/ColourVision.h"

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
using Matrix = std::array<std::array<double, 3>, 3>;

// Machado et al. 2009, table 1, severity 1.0.
constexpr Matrix kDeuteranopia{{{0.367322, 0.860646, -0.227968},
                                {0.280085, 0.672501, 0.047413},
                                {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix kProtanopia{{{0.152286, 1.052583, -0.204868},
                              {0.114503, 0.786281, 0.099216},
                              {-0.003882, -0.048116, 1.051998}}};

double linear(unsigned channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

unsigned encoded(double linearValue)
{
    const double c = std::clamp(linearValue, 0.0, 1.0);
    const double v = c <= 0.0031308 ? c * 12.92 : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
    return static_cast<unsigned>(std::lround(v * 255));
}
} // namespace

unsigned seenWith(unsigned rgb, Vision vision)
{
    if (vision == Vision::Typical)
        return rgb;
    const Matrix &m = vision == Vision::Deuteranopia ? kDeuteranopia : kProtanopia;
    const std::array<double, 3> in{linear((rgb >> 16) & 0xff), linear((rgb >> 8) & 0xff),
                                   linear(rgb & 0xff)};
    unsigned out = 0;
    for (const auto &row : m)
        out = (out << 8) | encoded(row[0] * in[0] + row[1] * in[1] + row[2] * in[2]);
    return out;
}

} // namespace muster
