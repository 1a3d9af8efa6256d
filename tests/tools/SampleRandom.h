#pragma once
// A small portable random stream for the sample generator: SplitMix64 with our own range
// reduction, so the samples come out the same with every compiler and standard library
// (std::uniform_int_distribution differs between them).

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace muster::samples {

class SampleRandom
{
public:
    explicit SampleRandom(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// A whole number from lo to hi inclusive (the tiny modulo bias does not matter for maps).
    int range(int lo, int hi)
    {
        const auto span = static_cast<std::uint64_t>(hi - lo + 1);
        return lo + static_cast<int>(next() % span);
    }
    /// A number in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
    bool chance(double p) { return unit() < p; }

    template <typename T> void shuffle(std::vector<T> &items)
    {
        for (std::size_t i = items.size(); i > 1; --i)
            std::swap(items[i - 1],
                      items[static_cast<std::size_t>(range(0, static_cast<int>(i) - 1))]);
    }

private:
    std::uint64_t m_state;
};

} // namespace muster::samples
