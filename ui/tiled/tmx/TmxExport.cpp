#include "tiled/tmx/TmxExport.h"

#include "tiled/tmx/TilePng.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cmath>
#include <functional>

namespace muster::tmx {

namespace {
QString number(double v)
{
    return QString::number(v, 'g', 12);
}

/// The centre of hex `h` in the exported map's pixels (Tiled's hexagonal layout, odd rows
/// shifted right by half a tile).
QPointF centre(Hex h)
{
    const OffsetCoord o = hexToOffset(h);
    const double rowHeight = (kTileHeight + kHexSide) / 2.0;
    return {o.col * double(kTileWidth) + ((o.row & 1) ? kTileWidth / 2.0 : 0) + kTileWidth / 2.0,
            o.row * rowHeight + kTileHeight / 2.0};
}

class Writer
{
public:
    Writer(const Campaign &c, const TileColours &colours, const QString &stem)
        : m_c(c), m_colours(colours), m_stem(stem)
    {}

    ExportedMap run()
    {
        QByteArray &out = m_out.tmx;
        QXmlStreamWriter xml(&out);
        xml.setAutoFormatting(true);
        xml.setAutoFormattingIndent(1);
        xml.writeStartDocument();
        const World &w = m_c.world;
        xml.writeStartElement(QStringLiteral("map"));
        attributes(xml, {{"version", QStringLiteral("1.8")},
                         {"orientation", QStringLiteral("hexagonal")},
                         {"renderorder", QStringLiteral("right-down")},
                         {"width", QString::number(w.columns)},
                         {"height", QString::number(w.rows)},
                         {"tilewidth", QString::number(kTileWidth)},
                         {"tileheight", QString::number(kTileHeight)},
                         {"infinite", QStringLiteral("0")},
                         {"hexsidelength", QString::number(kHexSide)},
                         {"staggeraxis", QStringLiteral("y")},
                         {"staggerindex", QStringLiteral("odd")},
                         {"nextlayerid", QStringLiteral("4")},
                         {"nextobjectid", QString::number(1 + w.roads.size() + w.rivers.size() +
                                                          w.strongholds.size() + w.links.size() +
                                                          w.blocks.size())}});
        xml.writeStartElement(QStringLiteral("properties"));
        property(xml, QStringLiteral("name"), m_c.name);
        property(xml, QStringLiteral("kind"), rulesetKindName(m_c.ruleset.kind));
        property(xml, QStringLiteral("seed"), QString::number(m_c.seed));
        xml.writeEndElement();

        std::vector<std::uint32_t> hexColours(m_colours.hex.begin(), m_colours.hex.end());
        xml.writeStartElement(QStringLiteral("tileset"));
        tilesetHead(xml, 1, QStringLiteral("terrain"), kHexTerrainCount, kHexTerrainCount);
        image(xml, QStringLiteral("terrain"),
              hexTilesPng(hexColours, kTileWidth, kTileHeight, kHexTerrainCount), kHexTerrainCount,
              kHexTerrainCount);
        for (int t = 0; t < kHexTerrainCount; ++t) {
            startTile(xml, t);
            property(xml, QStringLiteral("terrain"), hexTerrainName(static_cast<HexTerrain>(t)));
            endTile(xml);
        }
        xml.writeEndElement();

        const int areaCount = static_cast<int>(w.areas.size());
        const int areaFirstGid = 1 + kHexTerrainCount;
        if (areaCount > 0) {
            const int columns = static_cast<int>(std::ceil(std::sqrt(double(areaCount))));
            std::vector<std::uint32_t> areaColours;
            for (int i = 0; i < areaCount; ++i) {
                // Neighbouring areas of one terrain differ a little in shade.
                const std::uint32_t c =
                    m_colours.area[static_cast<size_t>(w.areas[static_cast<size_t>(i)].terrain)];
                const double f = 0.8 + 0.1 * (i % 5);
                std::uint32_t shaded = 0;
                for (int shift : {16, 8, 0})
                    shaded |= static_cast<std::uint32_t>(std::min(255.0, ((c >> shift) & 0xff) * f))
                              << shift;
                areaColours.push_back(shaded);
            }
            xml.writeStartElement(QStringLiteral("tileset"));
            tilesetHead(xml, areaFirstGid, QStringLiteral("areas"), areaCount, columns);
            image(xml, QStringLiteral("areas"),
                  hexTilesPng(areaColours, kTileWidth, kTileHeight, columns), areaCount, columns);
            for (int i = 0; i < areaCount; ++i) {
                const Area &a = w.areas[static_cast<size_t>(i)];
                startTile(xml, i);
                property(xml, QStringLiteral("area"), a.code);
                property(xml, QStringLiteral("name"), a.name);
                property(xml, QStringLiteral("terrain"), areaTerrainName(a.terrain));
                if (a.hinterland >= 0)
                    property(xml, QStringLiteral("hinterland"),
                             w.areas[static_cast<size_t>(a.hinterland)].code);
                endTile(xml);
            }
            xml.writeEndElement();
        }

        if (!w.terrain.empty())
            layer(xml, 1, QStringLiteral("terrain"),
                  [&](size_t i) { return 1 + static_cast<int>(w.terrain[i]); });
        if (areaCount > 0)
            layer(xml, 2, QStringLiteral("areas"), [&](size_t i) {
                const int a = w.hexArea[i];
                return a < 0 ? 0 : areaFirstGid + a;
            });
        objects(xml);
        xml.writeEndElement();
        xml.writeEndDocument();
        return std::move(m_out);
    }

private:
    using Attribute = std::pair<const char *, QString>;

    static void attributes(QXmlStreamWriter &xml, std::initializer_list<Attribute> list)
    {
        for (const auto &[name, value] : list)
            xml.writeAttribute(QLatin1String(name), value);
    }

    static void property(QXmlStreamWriter &xml, const QString &name, const QString &value)
    {
        xml.writeEmptyElement(QStringLiteral("property"));
        attributes(xml, {{"name", name}, {"value", value}});
    }

    static void boolProperty(QXmlStreamWriter &xml, const QString &name, bool value)
    {
        xml.writeEmptyElement(QStringLiteral("property"));
        attributes(xml, {{"name", name},
                         {"type", QStringLiteral("bool")},
                         {"value", value ? QStringLiteral("true") : QStringLiteral("false")}});
    }

    static void tilesetHead(QXmlStreamWriter &xml, int firstGid, const QString &name, int count,
                            int columns)
    {
        attributes(xml, {{"firstgid", QString::number(firstGid)},
                         {"name", name},
                         {"tilewidth", QString::number(kTileWidth)},
                         {"tileheight", QString::number(kTileHeight)},
                         {"tilecount", QString::number(count)},
                         {"columns", QString::number(columns)}});
    }

    void image(QXmlStreamWriter &xml, const QString &what, QByteArray png, int count, int columns)
    {
        const QString name = m_stem + QLatin1Char('.') + what + QStringLiteral(".png");
        xml.writeEmptyElement(QStringLiteral("image"));
        const int rows = (count + columns - 1) / columns;
        attributes(xml, {{"source", name},
                         {"width", QString::number(columns * kTileWidth)},
                         {"height", QString::number(rows * kTileHeight)}});
        m_out.images.emplace_back(name, std::move(png));
    }

    static void startTile(QXmlStreamWriter &xml, int id)
    {
        xml.writeStartElement(QStringLiteral("tile"));
        xml.writeAttribute(QStringLiteral("id"), QString::number(id));
        xml.writeStartElement(QStringLiteral("properties"));
    }

    static void endTile(QXmlStreamWriter &xml)
    {
        xml.writeEndElement();
        xml.writeEndElement();
    }

    void layer(QXmlStreamWriter &xml, int id, const QString &name,
               const std::function<int(size_t)> &gid)
    {
        const World &w = m_c.world;
        xml.writeStartElement(QStringLiteral("layer"));
        attributes(xml, {{"id", QString::number(id)},
                         {"name", name},
                         {"width", QString::number(w.columns)},
                         {"height", QString::number(w.rows)}});
        xml.writeStartElement(QStringLiteral("data"));
        xml.writeAttribute(QStringLiteral("encoding"), QStringLiteral("csv"));
        QString csv = QStringLiteral("\n");
        csv.reserve(static_cast<qsizetype>(w.hexCount()) * 4);
        for (size_t i = 0; i < static_cast<size_t>(w.hexCount()); ++i) {
            csv += QString::number(gid(i));
            if (i + 1 < static_cast<size_t>(w.hexCount()))
                csv += QLatin1Char(',');
            if ((i + 1) % static_cast<size_t>(w.columns) == 0)
                csv += QLatin1Char('\n');
        }
        xml.writeCharacters(csv);
        xml.writeEndElement();
        xml.writeEndElement();
    }

    void startObject(QXmlStreamWriter &xml, const QString &name, const char *kind, QPointF at)
    {
        xml.writeStartElement(QStringLiteral("object"));
        attributes(xml, {{"id", QString::number(++m_objectId)},
                         {"name", name},
                         {"type", QLatin1String(kind)},
                         {"x", number(at.x())},
                         {"y", number(at.y())}});
    }

    void path(QXmlStreamWriter &xml, const HexPath &p, bool river)
    {
        const QPointF first = p.hexes.empty() ? QPointF() : centre(p.hexes.front());
        startObject(xml, p.name, river ? "river" : "road", first);
        if (river) {
            xml.writeStartElement(QStringLiteral("properties"));
            boolProperty(xml, QStringLiteral("navigable"), p.navigable);
            xml.writeEndElement();
        }
        QStringList points;
        for (Hex h : p.hexes) {
            const QPointF d = centre(h) - first;
            points << number(d.x()) + QLatin1Char(',') + number(d.y());
        }
        xml.writeEmptyElement(QStringLiteral("polyline"));
        xml.writeAttribute(QStringLiteral("points"), points.join(QLatin1Char(' ')));
        xml.writeEndElement();
    }

    void objects(QXmlStreamWriter &xml)
    {
        const World &w = m_c.world;
        xml.writeStartElement(QStringLiteral("objectgroup"));
        attributes(xml, {{"id", QStringLiteral("3")}, {"name", QStringLiteral("muster")}});
        for (const HexPath &p : w.roads)
            path(xml, p, false);
        for (const HexPath &p : w.rivers)
            path(xml, p, true);
        for (const Stronghold &s : w.strongholds) {
            startObject(xml, s.name, "stronghold", centre(s.hex));
            xml.writeStartElement(QStringLiteral("properties"));
            if (s.owner >= 0)
                property(xml, QStringLiteral("owner"),
                         m_c.kingdoms[static_cast<size_t>(s.owner)].id);
            boolProperty(xml, QStringLiteral("fortified"), s.fortified);
            xml.writeEndElement();
            xml.writeEmptyElement(QStringLiteral("point"));
            xml.writeEndElement();
        }
        for (const auto &[list, kind] :
             {std::pair{&w.links, "link"}, std::pair{&w.blocks, "block"}})
            for (const AreaLink &l : *list) {
                const Area &a = w.areas[static_cast<size_t>(l.a)];
                startObject(xml, {}, kind, a.hexes.empty() ? QPointF() : centre(a.hexes.front()));
                xml.writeStartElement(QStringLiteral("properties"));
                property(xml, QStringLiteral("between"),
                         a.code + QLatin1Char(' ') + w.areas[static_cast<size_t>(l.b)].code);
                if (!l.kind.isEmpty())
                    property(xml, QStringLiteral("kind"), l.kind);
                xml.writeEndElement();
                xml.writeEmptyElement(QStringLiteral("point"));
                xml.writeEndElement();
            }
        xml.writeEndElement();
    }

    const Campaign &m_c;
    const TileColours &m_colours;
    QString m_stem;
    ExportedMap m_out;
    int m_objectId = 0;
};
} // namespace

ExportedMap exportTmx(const Campaign &campaign, const TileColours &colours,
                      const QString &imageStem)
{
    return Writer(campaign, colours, imageStem).run();
}

Result<void> exportTmxFile(const Campaign &campaign, const TileColours &colours,
                           const QString &path, bool overwrite)
{
    const QFileInfo info(path);
    const ExportedMap map = exportTmx(campaign, colours, info.completeBaseName());
    std::vector<std::pair<QString, const QByteArray *>> files;
    for (const auto &[name, png] : map.images)
        files.emplace_back(info.dir().filePath(name), &png);
    files.emplace_back(path, &map.tmx);
    if (!overwrite)
        for (const auto &[file, bytes] : files)
            if (QFileInfo::exists(file))
                return failed(
                    QStringLiteral("%1 already exists; give --force to replace it").arg(file));
    // Each file is complete or untouched (QSaveFile); the map comes last, and images written for a
    // map that then fails are taken away again.
    std::vector<QString> written;
    for (const auto &[file, bytes] : files) {
        const bool existed = QFileInfo::exists(file);
        QSaveFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(*bytes) != bytes->size() ||
            !out.commit()) {
            for (const QString &w : written)
                QFile::remove(w);
            return failed(QStringLiteral("cannot write %1: %2").arg(file, out.errorString()));
        }
        if (!existed)
            written.push_back(file);
    }
    return {};
}

} // namespace muster::tmx
