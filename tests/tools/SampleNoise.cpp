#include "SampleNoise.h"

#include <cmath>

namespace muster::samples {

double ValueNoise::lattice(int x, int y) const
{
    std::uint64_t z = m_seed ^ (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x)) << 32) ^
                      static_cast<std::uint32_t>(y);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return static_cast<double>(z >> 11) * 0x1.0p-53;
}

double ValueNoise::single(double x, double y) const
{
    const double fx = std::floor(x), fy = std::floor(y);
    const int ix = static_cast<int>(fx), iy = static_cast<int>(fy);
    auto smooth = [](double t) { return t * t * (3 - 2 * t); };
    const double tx = smooth(x - fx), ty = smooth(y - fy);
    const double a = lattice(ix, iy), b = lattice(ix + 1, iy);
    const double c = lattice(ix, iy + 1), d = lattice(ix + 1, iy + 1);
    return (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
}

double ValueNoise::at(double x, double y, int octaves) const
{
    double sum = 0, weight = 0, amplitude = 1, scale = m_scale;
    for (int o = 0; o < octaves; ++o) {
        sum += amplitude * single(x / scale + o * 17.3, y / scale - o * 9.1);
        weight += amplitude;
        amplitude *= 0.5;
        scale *= 0.5;
    }
    return sum / weight;
}

} // namespace muster::samples
