#pragma once
// Small pictures drawn again and again at one zoom (area names with their halo, army discs with
// their count) kept as images: the first frame draws each as vectors, later frames and bands copy
// it. Only for raster painters with a plain scale (MapRenderer::stampsFit); vector devices draw
// the vectors every time so print stays sharp.

#include <QColor>
#include <QHash>
#include <QImage>
#include <QPoint>
#include <QRectF>

#include <functional>

class QPainter;

namespace muster {

class SpriteCache
{
public:
    /// Drops everything when `scale` is not the one the sprites were drawn at.
    void setScale(double scale);
    /// Draws sprite `key` with its anchor at the scene point `at` (`painter` maps scene units to
    /// device pixels). On first use it is painted by `paint`, in scene units around an anchor at
    /// (0, 0), within `bounds()` (same units). Keys are the callers' (kind in the top bits).
    /// With `haloPixels` > 0 the sprite gets a halo of that many device pixels in `halo` round
    /// everything `paint` drew: grown from the pixels, far cheaper than stroking text outlines.
    void draw(QPainter &painter, quint64 key, QPointF at, const std::function<QRectF()> &bounds,
              const std::function<void(QPainter &)> &paint, double haloPixels = 0,
              const QColor &halo = QColor());

private:
    struct Sprite
    {
        QImage image;
        QPoint anchor; // the image pixel on the scene anchor
    };
    static constexpr int kMaxSprites = 20000; // a few tens of MB of labels and discs
    double m_scale = 0;
    QHash<quint64, Sprite> m_sprites;
};

} // namespace muster
