#pragma once
// Timing helpers for the benchmarks: the median of a few runs, in milliseconds.

#include <QElapsedTimer>

#include <algorithm>
#include <vector>

namespace muster::test {

inline double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n == 0 ? 0 : (n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
}

template <typename Body> double timeMs(Body &&body)
{
    QElapsedTimer timer;
    timer.start();
    body();
    return static_cast<double>(timer.nsecsElapsed()) / 1e6;
}

/// The median time of `runs` calls of `body`.
template <typename Body> double medianMs(int runs, Body &&body)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i)
        times.push_back(timeMs(body));
    return median(times);
}

} // namespace muster::test
