#pragma once
// How long the map view took to paint each frame: what a GM feels while zooming and panning.
// The view records every frame; with MUSTER_FRAME_LOG=1 in the environment each frame is also
// written to stderr as it is painted ("frame 12: 4.21 ms, 1600 x 1000 px"), so a person or a
// script can read them; a GUI test or benchmark reads the summary (longest, 95th percentile).

#include <QRect>

#include <cstdint>
#include <vector>

namespace muster {

class FrameTimes
{
public:
    /// Whether MUSTER_FRAME_LOG asks for every frame on stderr (read once).
    static bool loggedFromEnvironment();

    /// Notes a frame of `rect` (viewport pixels) painted in `nanoseconds`; writes it to stderr
    /// when `log`.
    void add(std::int64_t nanoseconds, const QRect &rect, bool log);
    /// Forgets the frames noted so far (a benchmark's warm-up).
    void clear() { m_ms.clear(); }

    int count() const { return static_cast<int>(m_ms.size()); }
    /// Milliseconds of the longest frame; 0 when none.
    double longest() const;
    /// The frame time that `fraction` of the frames take at most (nearest rank: 0.95 is the 95th
    /// percentile); 0 when none.
    double percentile(double fraction) const;

private:
    std::vector<double> m_ms; // in the order painted
    int m_logged = 0;
};

} // namespace muster
