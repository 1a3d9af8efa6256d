#pragma once
// How a hex march looks on the map, wherever it is drawn (the march being planned, every stored
// march of the marches layer, an exported image): a line through the hex centres in its colour
// and a numbered disc where each day's march ends (next week's days in pink).

#include "hex/Hex.h"

#include <QColor>
#include <QPolygonF>

#include <utility>
#include <vector>

class QPainter;

namespace muster {

struct MarchDayMarker
{
    QPointF at;
    int day = 0;
};

/// The line through the centres of `start` and each hex of `path` (as `centre` places them),
/// and a marker where each day's march ends (`days`: the day each hex is entered on; 0: none).
template <typename Centre>
std::pair<QPolygonF, std::vector<MarchDayMarker>>
marchLine(Hex start, const std::vector<Hex> &path, const std::vector<int> &days, Centre centre)
{
    QPolygonF line{centre(start)};
    std::vector<MarchDayMarker> markers;
    for (size_t i = 0; i < path.size(); ++i) {
        line << centre(path[i]);
        if (i < days.size() && days[i] > 0 && (i + 1 == path.size() || days[i + 1] != days[i]))
            markers.push_back({centre(path[i]), days[i]});
    }
    return {line, markers};
}

/// Draws a march's line and its day markers (scene units; the line keeps its width in pixels).
void paintMarchLine(QPainter &painter, const QPolygonF &line,
                    const std::vector<MarchDayMarker> &days, const QColor &colour);

} // namespace muster
