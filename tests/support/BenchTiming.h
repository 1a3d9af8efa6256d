#pragma once
// Timing helpers for the benchmarks: the median of a few runs, in milliseconds, on the wall clock
// or as this thread's CPU time.

#include <QElapsedTimer>

#include <algorithm>
#include <ctime>
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

/// This thread's CPU time in ms: what a measurement took of the machine, whatever else runs on it
/// (the wall clock also counts the time other processes of a shared machine held the core).
inline double threadCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

/// The thread CPU time of one call of `body`, in ms.
template <typename Body> double cpuMs(Body &&body)
{
    const double start = threadCpuMs();
    body();
    return threadCpuMs() - start;
}

/// The median time of `runs` calls of `body`.
template <typename Body> double medianMs(int runs, Body &&body)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i)
        times.push_back(timeMs(body));
    return median(times);
}

/// The median thread CPU time of `runs` calls of `body`.
template <typename Body> double medianCpuMs(int runs, Body &&body)
{
    std::vector<double> times;
    for (int i = 0; i < runs; ++i)
        times.push_back(cpuMs(body));
    return median(times);
}

} // namespace muster::test
