#pragma once
// Smooth value noise for the sample generator's height and moisture fields. Deterministic: the
// lattice values come from hashing the lattice point with the field's seed.

#include <cstdint>

namespace muster::samples {

class ValueNoise
{
public:
    ValueNoise(std::uint64_t seed, double scale) : m_seed(seed), m_scale(scale) {}
    /// Fractal noise in [0, 1] at a point, summed over `octaves` halving scales.
    double at(double x, double y, int octaves = 3) const;

private:
    double lattice(int x, int y) const;
    double single(double x, double y) const;

    std::uint64_t m_seed;
    double m_scale;
};

} // namespace muster::samples
