#pragma once
// Pre-drawn images of one hex per terrain at one device scale, the way a tile map stamps tile
// images: drawing a stamp is a copy of a few hundred pixels, where drawing the hex's polygon and
// its symbol again costs a rasterisation each time. A stamp is either the symbol alone on a
// transparent ground (drawn over fills that depend on the turn, such as owners' colours) or a whole
// tile: fill, symbol and the hex outline (for hexes whose look is fixed by their terrain).

#include "model/Terrain.h"

#include <QColor>
#include <QImage>
#include <QPoint>

#include <array>

namespace muster {

struct HexStampStyle
{
    bool tiles = false;     // fill and outline too, not only the symbol
    bool political = false; // neutral symbol ink and muted land (MapPalette::symbolInk)
    double gridAlpha = 0;   // outline opacity of a tile, 0 for none
    bool operator==(const HexStampStyle &) const = default;
};

class HexStamps
{
public:
    HexStamps() = default;
    /// Stamps for hexes of `hexSize` scene units drawn at `pixelsPerUnit` device pixels per unit.
    HexStamps(double hexSize, double pixelsPerUnit, const HexStampStyle &style);

    bool isNull() const { return m_scale <= 0; }
    double pixelsPerUnit() const { return m_scale; }
    const HexStampStyle &style() const { return m_style; }
    /// The stamp of a terrain; null for a symbol stamp of a terrain without symbol.
    const QImage &image(HexTerrain t) const { return m_images[static_cast<size_t>(t)]; }
    /// The stamp's pixel that goes on the hex centre.
    QPoint centre() const { return m_centre; }

private:
    double m_scale = 0;
    HexStampStyle m_style;
    QPoint m_centre;
    std::array<QImage, kHexTerrainCount> m_images;
};

} // namespace muster
