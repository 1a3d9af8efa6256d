#pragma once
// Where the map draws the world's explicit changes to adjacency (World::links and blocks): a link
// (a strait, a sea lane) as a dashed crossing between the nearest hexes of its two areas, which
// it joins although no border does; a block as a cross on the border the two areas share, which
// may not be crossed although they touch. Both are worked out once per world (MapGeometry).

#include "hex/Hex.h"

#include <QLineF>
#include <QRectF>

#include <vector>

class QPainter;

namespace muster {

class World;
struct AreaLink;

struct LinkLine
{
    QLineF line;   // a link: from hex centre to hex centre; a block: across its border
    QRectF bounds; // everything drawn for it lies inside (scene units)
};

/// The index of the first of `links` of the same kind as `links[i]` ("strait"): the legend has
/// one entry per kind, named by it.
int firstLinkOfKind(const std::vector<AreaLink> &links, int i);

/// One line per link of `links`, in order: between the nearest hexes of its areas (`across`
/// false), or across the middle of the border they share (`across` true, for blocks).
std::vector<LinkLine> linkLines(const World &world, const HexLayout &layout,
                                const std::vector<AreaLink> &links, bool across);

/// Paints the links (or, `blocks`, the blocks) of `lines` that reach into `exposed`, sized for
/// hexes of `hexSize` scene units; `scale` is device pixels per scene unit. The index of each one
/// drawn is added to `drawn` when given.
void paintLinks(QPainter &painter, const std::vector<LinkLine> &lines, bool blocks,
                const QRectF &exposed, double hexSize, double scale,
                std::vector<int> *drawn = nullptr);

/// A link's and a block's picture for the legend, at `centre` about a hex and a half wide.
void paintLinkSample(QPainter &painter, QPointF centre, double hexSize, double scale);
void paintBlockSample(QPainter &painter, QPointF centre, double hexSize, double scale);

} // namespace muster
