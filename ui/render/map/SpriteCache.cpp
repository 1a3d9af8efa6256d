#include "render/map/SpriteCache.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <vector>

namespace muster {

namespace {
/// Puts `halo` under the image's pixels, spread `radius` pixels round them (a square max filter
/// on the alpha, run once along rows and once along columns).
void addHalo(QImage &image, const QColor &halo, int radius)
{
    const int w = image.width(), h = image.height();
    std::vector<uchar> alpha(static_cast<size_t>(w) * h), across(alpha.size());
    for (int y = 0; y < h; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < w; ++x)
            alpha[static_cast<size_t>(y) * w + x] = static_cast<uchar>(qAlpha(line[x]));
    }
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            uchar m = 0;
            for (int i = std::max(0, x - radius); i <= std::min(w - 1, x + radius); ++i)
                m = std::max(m, alpha[static_cast<size_t>(y) * w + i]);
            across[static_cast<size_t>(y) * w + x] = m;
        }
    const QRgb colour = halo.rgb();
    for (int y = 0; y < h; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < w; ++x) {
            uchar d = 0;
            for (int j = std::max(0, y - radius); j <= std::min(h - 1, y + radius); ++j)
                d = std::max(d, across[static_cast<size_t>(j) * w + x]);
            // The picture over its halo (premultiplied "source over").
            const QRgb under = qPremultiply(qRgba(qRed(colour), qGreen(colour), qBlue(colour), d));
            const QRgb over = line[x];
            const int keep = 255 - qAlpha(over);
            line[x] = qRgba(
                qRed(over) + qRed(under) * keep / 255, qGreen(over) + qGreen(under) * keep / 255,
                qBlue(over) + qBlue(under) * keep / 255, qAlpha(over) + qAlpha(under) * keep / 255);
        }
    }
}
} // namespace

void SpriteCache::setScale(double scale)
{
    if (scale != m_scale) {
        m_sprites.clear();
        m_scale = scale;
    }
}

void SpriteCache::draw(QPainter &painter, quint64 key, QPointF at,
                       const std::function<QRectF()> &bounds,
                       const std::function<void(QPainter &)> &paint, double haloPixels,
                       const QColor &halo)
{
    auto it = m_sprites.find(key);
    if (it == m_sprites.end()) {
        if (m_sprites.size() >= kMaxSprites)
            m_sprites.clear();
        Sprite sprite;
        const QRectF area = bounds();
        const QRectF px(area.topLeft() * m_scale, area.size() * m_scale);
        const QRect box = px.toAlignedRect().adjusted(-1, -1, 1, 1);
        sprite.image = QImage(box.size(), QImage::Format_ARGB32_Premultiplied);
        sprite.image.fill(Qt::transparent);
        sprite.anchor = -box.topLeft();
        QPainter p(&sprite.image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        p.translate(sprite.anchor);
        p.scale(m_scale, m_scale);
        paint(p);
        p.end();
        if (haloPixels > 0)
            addHalo(sprite.image, halo, std::max(1, static_cast<int>(std::lround(haloPixels))));
        it = m_sprites.insert(key, sprite);
    }
    const QPointF device = painter.combinedTransform().map(at);
    painter.save();
    painter.resetTransform();
    painter.drawImage(QPoint(static_cast<int>(std::lround(device.x())),
                             static_cast<int>(std::lround(device.y()))) -
                          it->anchor,
                      it->image);
    painter.restore();
}

} // namespace muster
