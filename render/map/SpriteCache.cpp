#include "map/SpriteCache.h"

#include <QPainter>

#include <cmath>

namespace muster {

void SpriteCache::setScale(double scale)
{
    if (scale != m_scale) {
        m_sprites.clear();
        m_scale = scale;
    }
}

void SpriteCache::draw(QPainter &painter, quint64 key, QPointF at,
                       const std::function<QRectF()> &bounds,
                       const std::function<void(QPainter &)> &paint)
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
