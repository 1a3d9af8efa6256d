#include "tiled/tmx/TmxReader.h"

#include "io/InputFile.h"
#include "model/Limits.h"
#include "tiled/tmx/TmxLayerData.h"
#include "util/Elide.h"

#include <QDir>
#include <QFileInfo>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

namespace muster::tmx {

namespace {
QString quoted(QStringView s)
{
    return QLatin1Char('"') + elided(s.toString()) + QLatin1Char('"');
}

/// A coordinate in map pixels: a finite number (not nan, not inf) within the limit either way.
std::optional<double> parseCoordinate(QStringView text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || std::abs(v) > limits::kMaxTmxCoordinate)
        return std::nullopt;
    return v;
}

QString coordinateRange()
{
    return QStringLiteral("from -%1 to %1 (map pixels)")
        .arg(QString::number(limits::kMaxTmxCoordinate, 'f', 0));
}

/// Which tile layers are decoded: the terrain and areas layers, and the first tile layer (the
/// terrain when no layer is named so). Others are skipped unread.
bool isNamedLayer(const QString &name)
{
    return name.compare(QLatin1String("terrain"), Qt::CaseInsensitive) == 0 ||
           name.compare(QLatin1String("areas"), Qt::CaseInsensitive) == 0;
}

class Reader
{
public:
    Reader(const QString &file, Problems &problems, TilesetLoader loader)
        : m_file(file), m_problems(problems), m_loader(std::move(loader))
    {}

    std::optional<Map> read(const QByteArray &bytes)
    {
        QXmlStreamReader xml(bytes);
        if (!xml.readNextStartElement() || xml.name() != QLatin1String("map")) {
            if (!xml.hasError())
                problem(xml, {}, QStringLiteral("not a Tiled map: the document is not a <map>"));
        } else {
            readMap(xml);
        }
        if (xml.hasError() && xml.error() != QXmlStreamReader::CustomError)
            problem(xml, {}, QStringLiteral("not well-formed XML: %1").arg(xml.errorString()));
        if (!m_problems.isEmpty())
            return std::nullopt;
        std::stable_sort(
            m_map.tilesets.begin(), m_map.tilesets.end(),
            [](const Tileset &a, const Tileset &b) { return a.firstGid < b.firstGid; });
        return std::move(m_map);
    }

private:
    void problem(const QXmlStreamReader &xml, const QString &where, const QString &message)
    {
        m_problems.add({m_file, static_cast<int>(xml.lineNumber()), where, message});
    }

    /// A whole-number attribute within [min, max]; a problem (and `fallback`) otherwise.
    int integer(QXmlStreamReader &xml, const QString &where, QLatin1StringView name, qint64 min,
                qint64 max, int fallback, bool required = true)
    {
        const QStringView text = xml.attributes().value(name);
        if (text.isEmpty()) {
            if (required)
                problem(xml, where, QStringLiteral("the attribute %1 is missing").arg(name));
            return fallback;
        }
        bool ok = false;
        const qint64 v = text.toLongLong(&ok);
        if (!ok || v < min || v > max) {
            problem(xml, where,
                    QStringLiteral("%1 must be a whole number from %2 to %3, found %4")
                        .arg(name)
                        .arg(min)
                        .arg(max)
                        .arg(quoted(text)));
            return fallback;
        }
        return static_cast<int>(v);
    }

    /// A coordinate attribute in map pixels (an object's x or y): absent is 0, as in Tiled; one
    /// that is no number, or not a finite one within the limit, is a problem (and 0).
    double coordinate(QXmlStreamReader &xml, const QString &where, QLatin1StringView name)
    {
        const QStringView text = xml.attributes().value(name);
        if (text.isEmpty())
            return 0.0;
        if (const auto v = parseCoordinate(text))
            return *v;
        problem(xml, where,
                QStringLiteral("%1 must be a number %2, found %3")
                    .arg(name, coordinateRange(), quoted(text)));
        return 0.0;
    }

    void readMap(QXmlStreamReader &xml)
    {
        const QString where = QStringLiteral("map");
        const auto a = xml.attributes();
        m_map.orientation = a.value(QLatin1String("orientation")).toString();
        if (m_map.orientation != QLatin1String("hexagonal") &&
            m_map.orientation != QLatin1String("staggered"))
            problem(xml, where,
                    QStringLiteral("orientation %1 is not a hex map (Muster reads hexagonal and "
                                   "staggered maps)")
                        .arg(quoted(m_map.orientation)));
        const QStringView axis = a.value(QLatin1String("staggeraxis"));
        if (axis == QLatin1String("x"))
            m_map.staggerAxis = StaggerAxis::X;
        else if (axis != QLatin1String("y") && !axis.isEmpty())
            problem(xml, where,
                    QStringLiteral("staggeraxis must be x or y, found %1").arg(quoted(axis)));
        const QStringView index = a.value(QLatin1String("staggerindex"));
        if (index == QLatin1String("even"))
            m_map.staggerOdd = false;
        else if (index != QLatin1String("odd") && !index.isEmpty())
            problem(
                xml, where,
                QStringLiteral("staggerindex must be odd or even, found %1").arg(quoted(index)));
        if (a.value(QLatin1String("infinite")) == QLatin1String("1"))
            problem(xml, where,
                    QStringLiteral("an infinite map cannot be read: untick Infinite in Tiled's "
                                   "map properties"));
        m_map.width = integer(xml, where, QLatin1StringView("width"), 1, limits::kGridSide.max, 0);
        m_map.height =
            integer(xml, where, QLatin1StringView("height"), 1, limits::kGridSide.max, 0);
        m_map.tileWidth = integer(xml, where, QLatin1StringView("tilewidth"), 1, 100000, 1);
        m_map.tileHeight = integer(xml, where, QLatin1StringView("tileheight"), 1, 100000, 1);
        m_map.hexSideLength =
            integer(xml, where, QLatin1StringView("hexsidelength"), 0, 100000, 0, false);
        readChildren(xml, 0);
    }

    /// The children of <map> or of a layer <group> `depth` groups down. A group deeper than the
    /// limit stops the reading there: each level is a call, and a hostile file may nest
    /// thousands.
    void readChildren(QXmlStreamReader &xml, int depth)
    {
        while (!xml.hasError() && xml.readNextStartElement()) {
            const QStringView name = xml.name();
            if (name == QLatin1String("properties"))
                readProperties(xml, QStringLiteral("map"), m_map.properties);
            else if (name == QLatin1String("tileset"))
                readTileset(xml);
            else if (name == QLatin1String("layer"))
                readLayer(xml);
            else if (name == QLatin1String("objectgroup"))
                readObjects(xml);
            else if (name == QLatin1String("group"))
                readGroup(xml, depth + 1);
            else
                xml.skipCurrentElement();
        }
    }

    void readGroup(QXmlStreamReader &xml, int depth)
    {
        if (depth <= limits::kMaxTmxGroupDepth) {
            readChildren(xml, depth);
            return;
        }
        const QStringView name = xml.attributes().value(QLatin1String("name"));
        problem(xml,
                name.isEmpty() ? QStringLiteral("group")
                               : QStringLiteral("group %1").arg(quoted(name)),
                QStringLiteral("layer groups are nested deeper than %1, the most a map may nest")
                    .arg(limits::kMaxTmxGroupDepth));
        xml.raiseError(QStringLiteral("groups nested too deeply"));
    }

    void readProperties(QXmlStreamReader &xml, const QString &where, Properties &out)
    {
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("property")) {
                xml.skipCurrentElement();
                continue;
            }
            const auto a = xml.attributes();
            const QString name = a.value(QLatin1String("name")).toString();
            QString value;
            if (a.hasAttribute(QLatin1String("value"))) {
                value = a.value(QLatin1String("value")).toString();
                xml.skipCurrentElement();
            } else {
                value = xml.readElementText(QXmlStreamReader::SkipChildElements);
            }
            if (out.size() >= limits::kMaxTmxProperties)
                problem(xml, where,
                        QStringLiteral("more than %1 properties").arg(limits::kMaxTmxProperties));
            else
                out.insert(name, value);
        }
    }

    void readTileset(QXmlStreamReader &xml)
    {
        Tileset t;
        t.firstGid = static_cast<std::uint32_t>(integer(
            xml, QStringLiteral("tileset"), QLatin1StringView("firstgid"), 1, ~kGidFlags, 1));
        const QString source = xml.attributes().value(QLatin1String("source")).toString();
        if (m_map.tilesets.size() >= static_cast<size_t>(limits::kMaxTmxTilesets)) {
            problem(xml, QStringLiteral("tileset"),
                    QStringLiteral("more than %1 tilesets").arg(limits::kMaxTmxTilesets));
            xml.skipCurrentElement();
            return;
        }
        if (source.isEmpty()) {
            t.file = m_file;
            readTilesetBody(xml, t);
        } else {
            xml.skipCurrentElement();
            readExternalTileset(xml, source, t);
        }
        m_map.tilesets.push_back(std::move(t));
    }

    void readExternalTileset(QXmlStreamReader &mapXml, const QString &source, Tileset &t)
    {
        const QString where = QStringLiteral("tileset %1").arg(quoted(source));
        if (!m_loader) {
            problem(mapXml, where,
                    QStringLiteral("an external tileset cannot be read here; embed it in the map"));
            return;
        }
        QString resolved = source;
        const Result<QByteArray> bytes = m_loader(source, &resolved);
        if (!bytes) {
            problem(mapXml, where, bytes.message());
            return;
        }
        Reader inner(resolved, m_problems, {});
        QXmlStreamReader xml(*bytes);
        if (!xml.readNextStartElement() || xml.name() != QLatin1String("tileset")) {
            inner.problem(xml, {},
                          QStringLiteral("not a Tiled tileset: the document is not a "
                                         "<tileset>"));
            return;
        }
        t.file = resolved;
        inner.readTilesetBody(xml, t);
        if (xml.hasError() && xml.error() != QXmlStreamReader::CustomError)
            inner.problem(xml, {},
                          QStringLiteral("not well-formed XML: %1").arg(xml.errorString()));
    }

    void readTilesetBody(QXmlStreamReader &xml, Tileset &t)
    {
        t.line = static_cast<int>(xml.lineNumber());
        t.name = xml.attributes().value(QLatin1String("name")).toString();
        const QString where = QStringLiteral("tileset %1").arg(quoted(t.name));
        t.tileCount = integer(xml, where, QLatin1StringView("tilecount"), 0, ~kGidFlags, 0, false);
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("tile")) {
                xml.skipCurrentElement();
                continue;
            }
            const int id =
                integer(xml, where, QLatin1StringView("id"), 0, ~kGidFlags - t.firstGid, -1);
            if (t.tiles.size() >= limits::kMaxTmxTilesPerTileset) {
                problem(xml, where,
                        QStringLiteral("more than %1 tiles with properties")
                            .arg(limits::kMaxTmxTilesPerTileset));
                xml.skipCurrentElement();
                continue;
            }
            Properties properties;
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("properties"))
                    readProperties(xml, QStringLiteral("%1, tile %2").arg(where).arg(id),
                                   properties);
                else
                    xml.skipCurrentElement();
            }
            if (id >= 0 && !properties.isEmpty())
                t.tiles.insert(id, std::move(properties));
        }
    }

    void readLayer(QXmlStreamReader &xml)
    {
        TileLayer layer;
        layer.name = xml.attributes().value(QLatin1String("name")).toString();
        layer.line = static_cast<int>(xml.lineNumber());
        const QString where = QStringLiteral("layer %1").arg(quoted(layer.name));
        const bool wanted = isNamedLayer(layer.name) || !m_sawTileLayer;
        m_sawTileLayer = true;
        if (!wanted || m_map.tileLayers.size() >= 3 || m_map.width <= 0 || m_map.height <= 0) {
            xml.skipCurrentElement();
            return;
        }
        const qsizetype cells = qsizetype{m_map.width} * m_map.height;
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("data")) {
                xml.skipCurrentElement();
                continue;
            }
            const QString encoding = xml.attributes().value(QLatin1String("encoding")).toString();
            const QString compression =
                xml.attributes().value(QLatin1String("compression")).toString();
            const int line = static_cast<int>(xml.lineNumber());
            Result<std::vector<std::uint32_t>> gids =
                encoding.isEmpty()
                    ? readXmlTiles(xml, cells)
                    : decodeLayerData(
                          encoding, compression,
                          xml.readElementText(QXmlStreamReader::SkipChildElements).toLatin1(),
                          cells);
            if (!gids)
                m_problems.add({m_file, line, where, gids.message()});
            else
                layer.gids = std::move(*gids);
        }
        if (layer.gids.empty() && m_problems.isEmpty())
            problem(xml, where, QStringLiteral("the layer has no <data>"));
        m_map.tileLayers.push_back(std::move(layer));
    }

    /// The deprecated form: one <tile gid="..."/> per cell. The whole <data> is read even after
    /// a bad tile, so the reader stays where the document's structure says it is.
    Result<std::vector<std::uint32_t>> readXmlTiles(QXmlStreamReader &xml, qsizetype cells)
    {
        std::vector<std::uint32_t> out;
        qsizetype found = 0;
        QString bad;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("tile") && ++found <= cells && bad.isEmpty()) {
                bool ok = true;
                const QStringView text = xml.attributes().value(QLatin1String("gid"));
                const std::uint32_t gid = text.isEmpty() ? 0 : text.toUInt(&ok);
                if (!ok)
                    bad = QStringLiteral("tile %1 has gid %2, not a tile id")
                              .arg(found)
                              .arg(quoted(text));
                out.push_back(gid & ~kGidFlags);
            }
            xml.skipCurrentElement();
        }
        if (!bad.isEmpty())
            return failed(bad);
        if (found != cells)
            return failed(QStringLiteral("expected %1 tiles (width x height), found %2")
                              .arg(cells)
                              .arg(found));
        return out;
    }

    void readObjects(QXmlStreamReader &xml)
    {
        while (xml.readNextStartElement()) {
            if (xml.name() != QLatin1String("object")) {
                xml.skipCurrentElement();
                continue;
            }
            if (m_map.objects.size() >= static_cast<size_t>(limits::kMaxTmxObjects)) {
                problem(xml, QStringLiteral("objectgroup"),
                        QStringLiteral("more than %1 objects").arg(limits::kMaxTmxObjects));
                xml.skipCurrentElement();
                continue;
            }
            MapObject o;
            const auto a = xml.attributes();
            o.kind =
                a.value(QLatin1String(a.hasAttribute(QLatin1String("class")) ? "class" : "type"))
                    .toString();
            o.name = a.value(QLatin1String("name")).toString();
            o.line = static_cast<int>(xml.lineNumber());
            const QString where = QStringLiteral("object %1").arg(quoted(o.name));
            o.position = {coordinate(xml, where, QLatin1StringView("x")),
                          coordinate(xml, where, QLatin1StringView("y"))};
            while (xml.readNextStartElement()) {
                const QStringView name = xml.name();
                if (name == QLatin1String("properties"))
                    readProperties(xml, where, o.properties);
                else if (name == QLatin1String("polyline") || name == QLatin1String("polygon"))
                    readPoints(xml, where, o);
                else
                    xml.skipCurrentElement();
            }
            m_map.objects.push_back(std::move(o));
        }
    }

    void readPoints(QXmlStreamReader &xml, const QString &where, MapObject &o)
    {
        const QStringView text = xml.attributes().value(QLatin1String("points"));
        const auto pairs = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (pairs.size() > limits::kMaxTmxObjectPoints) {
            problem(xml, where,
                    QStringLiteral("more than %1 points").arg(limits::kMaxTmxObjectPoints));
        } else {
            for (const QStringView pair : pairs) {
                const qsizetype comma = pair.indexOf(QLatin1Char(','));
                const auto x = comma < 0 ? std::nullopt : parseCoordinate(pair.left(comma));
                const auto y = comma < 0 ? std::nullopt : parseCoordinate(pair.mid(comma + 1));
                if (!x || !y) {
                    problem(xml, where,
                            QStringLiteral("point %1 is not x,y, each a number %2")
                                .arg(quoted(pair), coordinateRange()));
                    break;
                }
                o.points.push_back(o.position + QPointF(*x, *y));
            }
        }
        xml.skipCurrentElement();
    }

    QString m_file;
    Problems &m_problems;
    TilesetLoader m_loader;
    Map m_map;
    bool m_sawTileLayer = false;
};
} // namespace

const Tileset *Map::tilesetOf(std::uint32_t gid, int *localId) const
{
    if (gid == 0)
        return nullptr;
    // tilesets are sorted by firstgid: the last one starting at or before gid holds it
    auto it = std::upper_bound(tilesets.begin(), tilesets.end(), gid,
                               [](std::uint32_t g, const Tileset &t) { return g < t.firstGid; });
    if (it == tilesets.begin())
        return nullptr;
    --it;
    const std::uint32_t local = gid - it->firstGid;
    if (it->tileCount > 0 && local >= static_cast<std::uint32_t>(it->tileCount))
        return nullptr;
    if (localId)
        *localId = static_cast<int>(local);
    return &*it;
}

const TileLayer *Map::layerNamed(const QString &name) const
{
    for (const TileLayer &l : tileLayers)
        if (l.name.compare(name, Qt::CaseInsensitive) == 0)
            return &l;
    return nullptr;
}

std::optional<Map> readTmx(const QByteArray &bytes, const QString &fileName, Problems &problems,
                           const TilesetLoader &loader)
{
    return Reader(fileName, problems, loader).read(bytes);
}

std::optional<Map> readTmxFile(const QString &path, Problems &problems)
{
    const auto bytes = readInputFile(path, limits::kMaxTmxBytes, QStringLiteral("a Tiled map"));
    if (!bytes) {
        problems.append(bytes.problems());
        return std::nullopt;
    }
    const QDir dir = QFileInfo(path).dir();
    const TilesetLoader loader = [&dir](const QString &source, QString *resolved) {
        *resolved = QDir::cleanPath(dir.filePath(source));
        return readInputFile(*resolved, limits::kMaxTmxBytes, QStringLiteral("a Tiled tileset"));
    };
    return readTmx(*bytes, path, problems, loader);
}

} // namespace muster::tmx
