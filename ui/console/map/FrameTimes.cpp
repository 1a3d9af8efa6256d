#include "console/map/FrameTimes.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace muster {

bool FrameTimes::loggedFromEnvironment()
{
    static const bool logged = qEnvironmentVariableIntValue("MUSTER_FRAME_LOG") != 0;
    return logged;
}

void FrameTimes::add(std::int64_t nanoseconds, const QRect &rect, bool log)
{
    const double ms = static_cast<double>(nanoseconds) / 1e6;
    m_ms.push_back(ms);
    if (log)
        std::fprintf(stderr, "frame %d: %.2f ms, %d x %d px\n", ++m_logged, ms, rect.width(),
                     rect.height());
}

double FrameTimes::longest() const
{
    return m_ms.empty() ? 0 : *std::max_element(m_ms.begin(), m_ms.end());
}

double FrameTimes::percentile(double fraction) const
{
    if (m_ms.empty())
        return 0;
    std::vector<double> sorted = m_ms;
    std::sort(sorted.begin(), sorted.end());
    const double rank = std::ceil(std::clamp(fraction, 0.0, 1.0) * sorted.size());
    return sorted[static_cast<size_t>(std::max(1.0, rank)) - 1];
}

} // namespace muster
