#include "render/map/EdgeChains.h"

namespace muster {

namespace {
// Corner i of HexLayout::corners sits at 60*i - 30 degrees: 5 is a hex's top corner, 2 its
// bottom one, and each of the other four is the top or bottom corner of a neighbour.
struct CornerOwner
{
    Hex offset; // from the hex to the hex whose top or bottom corner this is
    int bottom; // 1: that hex's bottom corner, 0: its top corner
};
constexpr std::array<CornerOwner, 6> kCornerOwners{
    {{{1, -1}, 1}, {{0, 1}, 0}, {{0, 0}, 1}, {{-1, 1}, 0}, {{0, -1}, 1}, {{0, 0}, 0}}};
} // namespace

HexCorners::HexCorners(int columns, int rows)
    : m_columns(columns), m_rows(rows),
      m_edgeFrom(static_cast<size_t>(2 * (columns + 2) * (rows + 2)), -1),
      m_degree(m_edgeFrom.size(), 0), m_atCorner(m_edgeFrom.size())
{}

int HexCorners::of(Hex h, int corner) const
{
    const CornerOwner &owner = kCornerOwners[static_cast<size_t>(corner)];
    const OffsetCoord o = hexToOffset(h + owner.offset);
    return 2 * ((o.row + 1) * (m_columns + 2) + o.col + 1) + owner.bottom;
}

HexEdge HexCorners::edge(Hex h, int direction, const std::array<QPointF, 6> &corners) const
{
    // As HexLayout::edge: east (direction 0) runs from corner 0 to 1, each next direction one
    // corner earlier.
    const int a = (6 - direction) % 6;
    const int b = (a + 1) % 6;
    return {corners[static_cast<size_t>(a)], corners[static_cast<size_t>(b)], of(h, a), of(h, b)};
}

QPainterPath HexCorners::closedLoops(const std::vector<HexEdge> &orientedEdges)
{
    for (size_t i = 0; i < orientedEdges.size(); ++i)
        m_edgeFrom[static_cast<size_t>(orientedEdges[i].fromCorner)] = static_cast<int>(i);

    std::vector<bool> used(orientedEdges.size(), false);
    QPainterPath path;
    path.reserve(static_cast<int>(orientedEdges.size() + orientedEdges.size() / 4 + 2));
    for (size_t start = 0; start < orientedEdges.size(); ++start) {
        if (used[start])
            continue;
        path.moveTo(orientedEdges[start].from);
        size_t at = start;
        while (!used[at]) {
            used[at] = true;
            path.lineTo(orientedEdges[at].to);
            const int next = m_edgeFrom[static_cast<size_t>(orientedEdges[at].toCorner)];
            if (next < 0)
                break; // an open chain cannot happen on a hex grid; stop rather than loop
            at = static_cast<size_t>(next);
        }
        path.closeSubpath();
    }
    for (const HexEdge &e : orientedEdges)
        m_edgeFrom[static_cast<size_t>(e.fromCorner)] = -1;
    return path;
}

QPainterPath HexCorners::polylines(const std::vector<HexEdge> &segments)
{
    for (size_t i = 0; i < segments.size(); ++i)
        for (int corner : {segments[i].fromCorner, segments[i].toCorner}) {
            int &degree = m_degree[static_cast<size_t>(corner)];
            if (degree < kMostAtCorner)
                m_atCorner[static_cast<size_t>(corner)][static_cast<size_t>(degree)] =
                    static_cast<int>(i);
            ++degree;
        }
    std::vector<bool> used(segments.size(), false);
    QPainterPath path;
    path.reserve(static_cast<int>(segments.size() + segments.size() / 4 + 2));

    // Walks from corner `from` along unused segments while the chain continues through corners
    // where two segments meet.
    auto walk = [&](size_t first, int from) {
        const HexEdge &s0 = segments[first];
        path.moveTo(from == s0.fromCorner ? s0.from : s0.to);
        size_t seg = first;
        int at = from;
        for (;;) {
            used[seg] = true;
            const HexEdge &s = segments[seg];
            const bool forward = at == s.fromCorner;
            at = forward ? s.toCorner : s.fromCorner;
            path.lineTo(forward ? s.to : s.from);
            if (m_degree[static_cast<size_t>(at)] != 2)
                return;
            const auto &pair = m_atCorner[static_cast<size_t>(at)];
            const size_t other = static_cast<size_t>(pair[0]) == seg ? static_cast<size_t>(pair[1])
                                                                     : static_cast<size_t>(pair[0]);
            if (used[other])
                return;
            seg = other;
        }
    };

    // Open chains first, starting at their ends (corners not of degree 2), then the closed loops.
    for (size_t i = 0; i < segments.size(); ++i) {
        if (used[i])
            continue;
        for (int end : {segments[i].fromCorner, segments[i].toCorner})
            if (!used[i] && m_degree[static_cast<size_t>(end)] != 2)
                walk(i, end);
    }
    for (size_t i = 0; i < segments.size(); ++i)
        if (!used[i])
            walk(i, segments[i].fromCorner);
    for (const HexEdge &s : segments) {
        m_degree[static_cast<size_t>(s.fromCorner)] = 0;
        m_degree[static_cast<size_t>(s.toCorner)] = 0;
    }
    return path;
}

} // namespace muster
