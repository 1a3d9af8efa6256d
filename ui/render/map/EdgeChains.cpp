#include "map/EdgeChains.h"

#include <QHash>

#include <cmath>
#include <utility>

namespace muster {

namespace {
// Corners computed from different hexes differ in the last bits; a 1/16 unit grid merges them
// (distinct corners are a whole hex edge apart).
using PointKey = std::pair<qint64, qint64>;

PointKey keyOf(QPointF p)
{
    return {std::llround(p.x() * 16.0), std::llround(p.y() * 16.0)};
}
} // namespace

QPainterPath closedLoops(const std::vector<QLineF> &orientedEdges)
{
    QHash<PointKey, int> edgeFrom;
    edgeFrom.reserve(static_cast<qsizetype>(orientedEdges.size()));
    for (size_t i = 0; i < orientedEdges.size(); ++i)
        edgeFrom.insert(keyOf(orientedEdges[i].p1()), static_cast<int>(i));

    std::vector<bool> used(orientedEdges.size(), false);
    QPainterPath path;
    for (size_t start = 0; start < orientedEdges.size(); ++start) {
        if (used[start])
            continue;
        path.moveTo(orientedEdges[start].p1());
        size_t at = start;
        while (!used[at]) {
            used[at] = true;
            path.lineTo(orientedEdges[at].p2());
            const int next = edgeFrom.value(keyOf(orientedEdges[at].p2()), -1);
            if (next < 0)
                break; // an open chain cannot happen on a hex grid; stop rather than loop
            at = static_cast<size_t>(next);
        }
        path.closeSubpath();
    }
    return path;
}

QPainterPath polylines(const std::vector<QLineF> &segments)
{
    QMultiHash<PointKey, int> atPoint;
    atPoint.reserve(static_cast<qsizetype>(segments.size() * 2));
    for (size_t i = 0; i < segments.size(); ++i) {
        atPoint.insert(keyOf(segments[i].p1()), static_cast<int>(i));
        atPoint.insert(keyOf(segments[i].p2()), static_cast<int>(i));
    }
    std::vector<bool> used(segments.size(), false);
    QPainterPath path;

    // Walks from `from` along unused segments while the chain continues through degree-2 corners.
    auto walk = [&](size_t first, QPointF from) {
        path.moveTo(from);
        size_t seg = first;
        QPointF at = from;
        for (;;) {
            used[seg] = true;
            const QLineF &s = segments[seg];
            at = keyOf(s.p1()) == keyOf(at) ? s.p2() : s.p1();
            path.lineTo(at);
            const PointKey k = keyOf(at);
            if (atPoint.count(k) != 2)
                return;
            int next = -1;
            for (auto it = atPoint.constFind(k); it != atPoint.cend() && it.key() == k; ++it)
                if (!used[static_cast<size_t>(it.value())])
                    next = it.value();
            if (next < 0)
                return;
            seg = static_cast<size_t>(next);
        }
    };

    // Open chains first, starting at their ends (corners not of degree 2), then the closed loops.
    for (size_t i = 0; i < segments.size(); ++i) {
        if (used[i])
            continue;
        for (QPointF end : {segments[i].p1(), segments[i].p2()})
            if (!used[i] && atPoint.count(keyOf(end)) != 2)
                walk(i, end);
    }
    for (size_t i = 0; i < segments.size(); ++i)
        if (!used[i])
            walk(i, segments[i].p1());
    return path;
}

} // namespace muster
