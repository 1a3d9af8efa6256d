#include "TmxWriter.h"

#include "model/Campaign.h"
#include "render/map/HexStamps.h"
#include "render/map/MapGeometry.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>

namespace muster::bench {

bool writeTmxMap(const Campaign &campaign, const QString &dir, const TmxTiles &tiles)
{
    // One row of tiles, one per terrain, each the hex stamp Muster draws at this size.
    const double scale = tiles.height / (2.0 * MapGeometry::kHexSize);
    const HexStamps stamps(MapGeometry::kHexSize, scale, {true, false, 0.45});
    QImage sheet(tiles.width * kHexTerrainCount, tiles.height, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    {
        QPainter p(&sheet);
        for (int t = 0; t < kHexTerrainCount; ++t) {
            const QImage &stamp = stamps.image(static_cast<HexTerrain>(t));
            const QPoint cell(t * tiles.width + tiles.width / 2, tiles.height / 2);
            p.setClipRect(QRect(t * tiles.width, 0, tiles.width, tiles.height));
            p.drawImage(cell - stamps.centre(), stamp);
        }
    }
    if (!sheet.save(QDir(dir).filePath(QStringLiteral("terrain.png"))))
        return false;

    const World &w = campaign.world;
    QByteArray tmx;
    tmx += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    tmx +=
        QStringLiteral("<map version=\"1.8\" orientation=\"hexagonal\" renderorder=\"right-down\" "
                       "width=\"%1\" height=\"%2\" tilewidth=\"%3\" tileheight=\"%4\" "
                       "infinite=\"0\" hexsidelength=\"%5\" staggeraxis=\"y\" "
                       "staggerindex=\"odd\" nextlayerid=\"2\" nextobjectid=\"1\">\n")
            .arg(w.columns)
            .arg(w.rows)
            .arg(tiles.width)
            .arg(tiles.height)
            .arg(tiles.side)
            .toUtf8();
    tmx += QStringLiteral(" <tileset firstgid=\"1\" name=\"terrain\" tilewidth=\"%1\" "
                          "tileheight=\"%2\" tilecount=\"%3\" columns=\"%3\">\n"
                          "  <image source=\"terrain.png\" width=\"%4\" height=\"%2\"/>\n"
                          " </tileset>\n")
               .arg(tiles.width)
               .arg(tiles.height)
               .arg(kHexTerrainCount)
               .arg(sheet.width())
               .toUtf8();
    tmx += QStringLiteral(" <layer id=\"1\" name=\"terrain\" width=\"%1\" height=\"%2\">\n"
                          "  <data encoding=\"csv\">\n")
               .arg(w.columns)
               .arg(w.rows)
               .toUtf8();
    for (int row = 0; row < w.rows; ++row) {
        for (int col = 0; col < w.columns; ++col) {
            const HexTerrain t = w.terrainAt(hexFromOffset({col, row}));
            tmx += QByteArray::number(static_cast<int>(t) + 1);
            if (row + 1 < w.rows || col + 1 < w.columns)
                tmx += ',';
        }
        tmx += '\n';
    }
    tmx += "</data>\n </layer>\n</map>\n";
    QFile file(QDir(dir).filePath(QStringLiteral("map.tmx")));
    return file.open(QIODevice::WriteOnly) && file.write(tmx) == tmx.size();
}

} // namespace muster::bench
