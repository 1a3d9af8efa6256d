// Tiled maps read into a campaign's world and written from one (ui/tiled): each layer encoding,
// each orientation hex by hex, the offset conversion against Tiled's own neighbours, areas and
// objects, Tiled's example maps, the refusals, and import -> export -> import giving the same
// world.
#include "TestSupport.h"
#include "TiledTestSupport.h"

#include "io/CampaignJson.h"
#include "tiled/tmx/TmxExport.h"
#include "tiled/tmx/TmxGrid.h"
#include "tiled/tmx/TmxImport.h"
#include "tiled/tmx/TmxLayerData.h"
#include "tiled/tmx/TmxReader.h"

#include <QFile>
#include <QSet>
#include <QTest>

#include <zlib.h>

#include <utility>
#include <vector>

using namespace muster;
using namespace muster::test;

namespace {
const QStringList kTinyRows{QStringLiteral("cghw"), QStringLiteral("bdjs"), QStringLiteral("m~cg")};

/// Tiled's neighbours of a cell in a staggered grid (its HexagonalRenderer's layout).
std::vector<QPoint> tiledNeighbours(int x, int y, tmx::StaggerAxis axis, bool odd)
{
    auto shifted = [odd](int i) { return ((i & 1) != 0) == odd; };
    if (axis == tmx::StaggerAxis::Y) {
        const int d = shifted(y) ? 0 : -1;
        return {{x - 1, y},         {x + 1, y},     {x + d, y - 1},
                {x + d + 1, y - 1}, {x + d, y + 1}, {x + d + 1, y + 1}};
    }
    const int d = shifted(x) ? 0 : -1;
    return {{x, y - 1},         {x, y + 1},     {x - 1, y + d},
            {x - 1, y + d + 1}, {x + 1, y + d}, {x + 1, y + d + 1}};
}

Campaign readJson(const QString &relative)
{
    Problems problems;
    auto c = readCampaignJsonFile(sourcePath(relative), problems);
    if (!c)
        qFatal("%s", qPrintable(problems.toString()));
    return std::move(*c);
}

std::optional<Campaign> reimport(const Campaign &c, Problems &problems)
{
    const auto map =
        tmx::readTmx(tmx::exportTmx(c, {}).tmx, QStringLiteral("exported.tmx"), problems);
    if (!map)
        return std::nullopt;
    return tmx::importMap(*map, {}, QStringLiteral("exported.tmx"), problems);
}
} // namespace

class TestTiled : public QObject
{
    Q_OBJECT

private slots:
    void encodings_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"tiny-hexagonal-y-odd.tmx", "tiny-base64.tmx", "tiny-zlib.tmx",
                              "tiny-gzip.tmx", "tiny-zstd.tmx", "tiny-xml.tmx"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }

    void encodings()
    {
        QFETCH(QString, file);
        Problems problems;
        const auto c = importData(file, problems);
        QVERIFY2(c, qPrintable(problems.toString()));
        QCOMPARE(c->ruleset.kind, RulesetKind::Hex);
        QCOMPARE(terrainRows(c->world), kTinyRows);
    }

    // The hand-made 4 x 3 map in each orientation, asserted hex by hex on Muster's odd-r grid.
    void orientations_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("pointy, odd rows shifted: as it is")
            << "tiny-hexagonal-y-odd.tmx" << kTinyRows;
        QTest::newRow("staggered, odd rows shifted: as it is")
            << "tiny-staggered-y-odd.tmx" << kTinyRows;
        QTest::newRow("pointy, even rows shifted: a row of water on top")
            << "tiny-hexagonal-y-even.tmx"
            << QStringList{QStringLiteral("~~~~"), QStringLiteral("cghw"), QStringLiteral("bdjs"),
                           QStringLiteral("m~cg")};
        // Flat-top: a quarter turn anticlockwise, Tiled's right edge on top.
        QTest::newRow("flat, odd columns shifted: turned, a row of water on top")
            << "tiny-hexagonal-x-odd.tmx"
            << QStringList{QStringLiteral("~~~"), QStringLiteral("wsg"), QStringLiteral("hjc"),
                           QStringLiteral("gd~"), QStringLiteral("cbm")};
        QTest::newRow("flat, even columns shifted: turned")
            << "tiny-hexagonal-x-even.tmx"
            << QStringList{QStringLiteral("wsg"), QStringLiteral("hjc"), QStringLiteral("gd~"),
                           QStringLiteral("cbm")};
    }

    void orientations()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, rows);
        Problems problems;
        const auto c = importData(file, problems);
        QVERIFY2(c, qPrintable(problems.toString()));
        QCOMPARE(terrainRows(c->world), rows);
    }

    // Every pair of cells Tiled draws side by side is a pair of neighbouring hexes in Muster, and
    // no two cells share a hex, whatever the axis, index and the parity of the sides.
    void conversionKeepsNeighbours()
    {
        for (const auto axis : {tmx::StaggerAxis::X, tmx::StaggerAxis::Y})
            for (const bool odd : {true, false})
                for (int width = 1; width <= 6; ++width)
                    for (int height = 1; height <= 6; ++height) {
                        tmx::Map map;
                        map.orientation = QStringLiteral("hexagonal");
                        map.staggerAxis = axis;
                        map.staggerOdd = odd;
                        map.width = width;
                        map.height = height;
                        const tmx::GridMapping grid(map);
                        QSet<Hex> used;
                        for (int y = 0; y < height; ++y)
                            for (int x = 0; x < width; ++x) {
                                const OffsetCoord o = grid.toMuster(x, y);
                                QVERIFY(o.col >= 0 && o.col < grid.columns());
                                QVERIFY(o.row >= 0 && o.row < grid.rows());
                                QCOMPARE(grid.toTiled(o), std::optional<QPoint>(QPoint(x, y)));
                                const Hex h = hexFromOffset(o);
                                QVERIFY(!used.contains(h));
                                used.insert(h);
                                for (const QPoint n : tiledNeighbours(x, y, axis, odd)) {
                                    if (n.x() < 0 || n.y() < 0 || n.x() >= width || n.y() >= height)
                                        continue;
                                    QCOMPARE(
                                        hexDistance(h, hexFromOffset(grid.toMuster(n.x(), n.y()))),
                                        1);
                                }
                            }
                        QVERIFY(grid.columns() * grid.rows() - width * height <=
                                std::max(grid.columns(), 1));
                    }
    }

    void cellsAtPixels()
    {
        Problems problems;
        const auto map = tmx::readTmxFile(tiledData(QStringLiteral("areas.tmx")), problems);
        QVERIFY(map);
        const tmx::GridMapping grid(*map);
        for (int y = 0; y < map->height; ++y)
            for (int x = 0; x < map->width; ++x)
                QCOMPARE(grid.cellAt(grid.cellCentre(x, y)), std::optional<QPoint>(QPoint(x, y)));
        QCOMPARE(grid.cellAt({-30, -30}), std::nullopt);
    }

    void areasAndObjects()
    {
        Problems problems;
        const auto c = importData(QStringLiteral("areas.tmx"), problems);
        QVERIFY2(c, qPrintable(problems.toString()));
        const World &w = c->world;
        QCOMPARE(c->name, QStringLiteral("Tiny Marches"));
        QCOMPARE(c->seed, std::uint64_t{42});
        QCOMPARE(c->ruleset.kind, RulesetKind::Area);
        QCOMPARE(w.areas.size(), size_t{3});
        const int nrt = w.areaIndex(QStringLiteral("NRT")),
                  yrk = w.areaIndex(QStringLiteral("YRK")),
                  sea = w.areaIndex(QStringLiteral("SEA"));
        QCOMPARE(w.areas[static_cast<size_t>(yrk)].terrain, AreaTerrain::City);
        QCOMPARE(w.areas[static_cast<size_t>(yrk)].hinterland, nrt);
        QCOMPARE(w.areas[static_cast<size_t>(sea)].name, QStringLiteral("Grey Sea"));
        QCOMPARE(w.areaAt(hexFromOffset({2, 1})), yrk);
        QCOMPARE(w.areaAt(hexFromOffset({0, 2})), nrt);
        QCOMPARE(terrainRows(w), kTinyRows);
        QCOMPARE(w.roads.size(), size_t{1});
        QCOMPARE(w.roads[0].name, QStringLiteral("King's Road"));
        QCOMPARE(w.roads[0].hexes, (std::vector<Hex>{hexFromOffset({0, 0}), hexFromOffset({1, 0}),
                                                     hexFromOffset({2, 0})}));
        QCOMPARE(w.rivers.size(), size_t{1});
        QVERIFY(w.rivers[0].navigable);
        QCOMPARE(w.rivers[0].hexes,
                 (std::vector<Hex>{hexFromOffset({0, 1}), hexFromOffset({0, 2})}));
        QCOMPARE(w.strongholds.size(), size_t{1});
        QCOMPARE(w.strongholds[0].hex, hexFromOffset({1, 1}));
        QVERIFY(w.strongholds[0].fortified);
        QCOMPARE(c->kingdoms.size(), size_t{1});
        QCOMPARE(c->kingdoms[0].id, QStringLiteral("RED"));
        QCOMPARE(w.strongholds[0].owner, 0);
        QCOMPARE(w.links.size(), size_t{1});
        QCOMPARE(w.links[0].kind, QStringLiteral("sea lane"));
        QVERIFY(w.adjacent(nrt, sea));
        QCOMPARE(c->turns.size(), size_t{1});
        QVERIFY(!c->started); // in setup: its kingdoms and house rules are set up next
    }

    // Tiled's own examples of both hexagonal orientations, their tiles mapped by a terrain map.
    void tiledExamples()
    {
        Problems problems;
        const auto mini =
            importData(QStringLiteral("tiled-examples/hexagonal-mini.tmx"), problems,
                       mappingFile(QStringLiteral("tiled-examples/hexagonal-mini-terrain.json")));
        QVERIFY2(mini, qPrintable(problems.toString()));
        QCOMPARE(mini->world.columns, 20);
        QCOMPARE(mini->world.rows, 20);
        const auto flat =
            importData(QStringLiteral("tiled-examples/test_hexagonal_tile_60x60x30.tmx"), problems,
                       mappingFile(QStringLiteral(
                           "tiled-examples/test_hexagonal_tile_60x60x30-terrain.json")));
        QVERIFY2(flat, qPrintable(problems.toString()));
        // 20 x 20 flat-top cells turned: 20 columns, 20 rows and one of padding.
        QCOMPARE(flat->world.columns, 20);
        QCOMPARE(flat->world.rows, 21);
        // Its top row's first seven cells carry the one tile, flipped and rotated in six ways:
        // Tiled's top edge is Muster's left column, read from the bottom.
        for (int x = 0; x < 7; ++x)
            QCOMPARE(flat->world.terrainAt(hexFromOffset({0, 20 - x})), HexTerrain::Grass);
        QCOMPARE(flat->world.terrainAt(hexFromOffset({0, 13})), HexTerrain::Water);
        int grass = 0;
        for (HexTerrain t : flat->world.terrain)
            grass += t == HexTerrain::Grass;
        QCOMPARE(grass, 14);
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown encoding")
            << "bad-encoding.tmx"
            << "bad-encoding.tmx:57: layer \"terrain\": unknown encoding \"base32\" (Muster reads "
               "csv and base64)";
        QTest::newRow("unknown compression")
            << "bad-compression.tmx"
            << "bad-compression.tmx:57: layer \"terrain\": unknown compression \"lzma\" (Muster "
               "reads zlib, gzip and zstd)";
        QTest::newRow("unmapped tile")
            << "unmapped-tile.tmx"
            << "unmapped-tile.tmx:51: layer \"terrain\": tile 6 of tileset \"terrain\" (first at "
               "cell 2,1, hex 2,1) has no terrain: give it a \"terrain\" property or map it in a "
               "terrain map (--terrain-map)";
        // The validator's own words, as `muster-cli validate` gives them for a JSON campaign.
        QTest::newRow("city without a hinterland")
            << "city-without-hinterland.tmx"
            << "city-without-hinterland.tmx: world.areas[1].hinterland: city \"YRK\" needs a "
               "hinterland (A1.1)";
        QTest::newRow("area in two pieces")
            << "area-in-pieces.tmx"
            << "area-in-pieces.tmx: world.areas[0]: area \"NRT\" is in pieces: hex 3,0 is not "
               "joined to hex 0,0 (A1.1)";
    }

    void refusals()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        Problems problems;
        QVERIFY(!importData(file, problems));
        QCOMPARE(problems.size(), size_t{1});
        QVERIFY2(problems[0].toString().endsWith(message), qPrintable(problems.toString()));
        QVERIFY(problems[0].toString().startsWith(tiledData(file)));
    }

    void malformedInput_data()
    {
        QTest::addColumn<QByteArray>("tmx");
        QTest::addColumn<QString>("message");
        const QByteArray head = "<?xml version=\"1.0\"?>\n<map orientation=\"hexagonal\" "
                                "width=\"2\" height=\"1\" tilewidth=\"35\" tileheight=\"40\" "
                                "hexsidelength=\"20\" staggeraxis=\"y\" staggerindex=\"odd\">\n";
        QTest::newRow("not a map") << QByteArray("<tileset/>") << "not a Tiled map";
        QTest::newRow("orthogonal")
            << QByteArray("<map orientation=\"orthogonal\" width=\"1\" height=\"1\" "
                          "tilewidth=\"1\" tileheight=\"1\"/>")
            << "orientation \"orthogonal\" is not a hex map";
        QTest::newRow("too wide")
            << QByteArray("<map orientation=\"hexagonal\" width=\"4097\" height=\"1\" "
                          "tilewidth=\"1\" tileheight=\"1\"/>")
            << "width must be a whole number from 1 to 4096, found \"4097\"";
        QTest::newRow("infinite") << QByteArray("<map orientation=\"hexagonal\" infinite=\"1\" "
                                                "width=\"1\" height=\"1\" tilewidth=\"1\" "
                                                "tileheight=\"1\"/>")
                                  << "an infinite map cannot be read";
        QTest::newRow("short CSV")
            << head + "<layer name=\"t\"><data encoding=\"csv\">1</data></layer></map>"
            << "expected 2 tiles (width x height), found 1";
        QTest::newRow("CSV not numbers")
            << head + "<layer name=\"t\"><data encoding=\"csv\">1,x</data></layer></map>"
            << "tile 2 of the CSV data is not a number";
        QTest::newRow("not base64")
            << head + "<layer name=\"t\"><data encoding=\"base64\">!!!!</data></layer></map>"
            << "the base64 data is not base64";
        QTest::newRow("damaged zlib")
            << head + "<layer name=\"t\"><data encoding=\"base64\" compression=\"zlib\">AAAA</data>"
                      "</layer></map>"
            << "the zlib data is damaged or cut short";
        // A layer that inflates past its size is refused before it is held.
        const QByteArray big(1 << 20, '\1');
        uLongf size = compressBound(static_cast<uLong>(big.size()));
        QByteArray packed(static_cast<qsizetype>(size), '\0');
        compress(reinterpret_cast<Bytef *>(packed.data()), &size,
                 reinterpret_cast<const Bytef *>(big.constData()), static_cast<uLong>(big.size()));
        packed.truncate(static_cast<qsizetype>(size));
        QTest::newRow("zlib bomb")
            << head + "<layer name=\"t\"><data encoding=\"base64\" compression=\"zlib\">" +
                   packed.toBase64() + "</data></layer></map>"
            << "the zlib data holds more than the layer's 8 bytes";
        QTest::newRow("damaged zstd")
            << head + "<layer name=\"t\"><data encoding=\"base64\" compression=\"zstd\">AAAA</data>"
                      "</layer></map>"
            << "the zstd data cannot be read";
        QTest::newRow("external tileset without a loader")
            << head + "<tileset firstgid=\"1\" source=\"x.tsx\"/></map>"
            << "an external tileset cannot be read here";
        QTest::newRow("not XML") << head + "<layer"
                                 << "not well-formed XML";
        // A number that does not parse, or is no finite number within the limit, is refused
        // with its place instead of being read as 0.
        const QString range = QStringLiteral("from -1000000000 to 1000000000 (map pixels)");
        for (const auto &[attribute, value] : std::vector<std::pair<QByteArray, QByteArray>>{
                 {"x", "2O0"}, {"y", "1e308"}, {"x", "nan"}, {"y", "inf"}, {"x", "-3e9"}}) {
            const QByteArray object = "<object name=\"a\" " + attribute + "=\"" + value + "\"/>";
            QTest::newRow(("object " + attribute + " " + value).constData())
                << head + "<objectgroup>\n" + object + "\n</objectgroup></map>"
                << QStringLiteral("m.tmx:4: object \"a\": %1 must be a number %2, found \"%3\"")
                       .arg(QString::fromLatin1(attribute), range, QString::fromLatin1(value));
        }
        QTest::newRow("polyline point nan")
            << head + "<objectgroup>\n<object name=\"r\" x=\"0\" y=\"0\">\n"
                      "<polyline points=\"0,0 nan,1\"/></object></objectgroup></map>"
            << QStringLiteral("m.tmx:5: object \"r\": point \"nan,1\" is not x,y, each a number %1")
                   .arg(range);
        QTest::newRow("tile width 3e9")
            << QByteArray("<map orientation=\"hexagonal\" width=\"1\" height=\"1\" "
                          "tilewidth=\"3e9\" tileheight=\"1\"/>")
            << "tilewidth must be a whole number from 1 to 100000, found \"3e9\"";
    }

    void malformedInput()
    {
        QFETCH(QByteArray, tmx);
        QFETCH(QString, message);
        Problems problems;
        QVERIFY(!tmx::readTmx(tmx, QStringLiteral("m.tmx"), problems));
        QVERIFY2(problems.toString().contains(message), qPrintable(problems.toString()));
        QVERIFY(problems.toString().startsWith(QStringLiteral("m.tmx:")));
    }

    // import -> export -> import gives the same world, and export is then a fixed point.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("area sample") << "maps/sample-area.json";
        QTest::newRow("hex sample") << "maps/sample-hex.json";
        QTest::newRow("areas and objects") << "tests/tiled/data/areas.tmx";
        QTest::newRow("flat-top, turned") << "tests/tiled/data/tiny-hexagonal-x-odd.tmx";
        QTest::newRow("Tiled's pointy-top example")
            << "tests/tiled/data/tiled-examples/hexagonal-mini.tmx";
    }

    void roundTrip()
    {
        QFETCH(QString, source);
        Problems problems;
        std::optional<Campaign> first;
        if (source.endsWith(QLatin1String(".json")))
            first = readJson(source);
        else
            first = importData(
                sourcePath(source), problems,
                mappingFile(QStringLiteral("tiled-examples/hexagonal-mini-terrain.json")));
        QVERIFY2(first, qPrintable(problems.toString()));
        const auto second = reimport(*first, problems);
        QVERIFY2(second, qPrintable(problems.toString()));
        QCOMPARE(worldJson(*second), worldJson(*first));
        QCOMPARE(second->name, first->name);
        QCOMPARE(second->seed, first->seed);
        QCOMPARE(second->ruleset.kind, first->ruleset.kind);
        const auto third = reimport(*second, problems);
        QVERIFY2(third, qPrintable(problems.toString()));
        QCOMPARE(tmx::exportTmx(*third, {}).tmx, tmx::exportTmx(*second, {}).tmx);
    }

    void badMapProperties_data()
    {
        QTest::addColumn<QByteArray>("properties");
        QTest::addColumn<QString>("message");
        QTest::newRow("seed") << QByteArray("<property name=\"seed\" value=\"many\"/>")
                              << "m.tmx: map property \"seed\": expected a whole number from 0 "
                                 "to 9007199254740991, found \"many\"";
        QTest::newRow("seed past the limit")
            << QByteArray("<property name=\"seed\" value=\"9007199254740992\"/>")
            << "m.tmx: map property \"seed\": expected a whole number from 0 to "
               "9007199254740991, found \"9007199254740992\"";
        QTest::newRow("kind") << QByteArray("<property name=\"kind\" value=\"naval\"/>")
                              << "m.tmx: map property \"kind\": expected area or hex, found "
                                 "\"naval\"";
    }

    void badMapProperties()
    {
        QFETCH(QByteArray, properties);
        QFETCH(QString, message);
        QFile f(tiledData(QStringLiteral("tiny-hexagonal-y-odd.tmx")));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray tmx = f.readAll();
        tmx.replace("<tileset ", "<properties>" + properties + "</properties>\n <tileset ");
        Problems problems;
        const auto map = tmx::readTmx(tmx, QStringLiteral("m.tmx"), problems);
        QVERIFY(map);
        QVERIFY(!tmx::importMap(*map, {}, QStringLiteral("m.tmx"), problems));
        QCOMPARE(problems.toString(), message);
    }

    void terrainMappingFile()
    {
        Problems problems;
        QVERIFY(!tmx::parseTerrainMapping("{\"format\": \"x\", \"tiles\": 1}",
                                          QStringLiteral("m.json"), problems));
        QCOMPARE(problems.toStringList(),
                 (QStringList{QStringLiteral("m.json: format: expected \"muster-terrain-map\""),
                              QStringLiteral("m.json: tiles: unknown key (expected format, "
                                             "tilesets, empty)")}));
        Problems again;
        const auto m = tmx::parseTerrainMapping(
            R"({"format": "muster-terrain-map", "tilesets": {"terrain": {"6": "jungle"}}})",
            QStringLiteral("m.json"), again);
        QVERIFY(m);
        // The mapping completes the tile that has no property.
        QVERIFY2(importData(QStringLiteral("unmapped-tile.tmx"), again, *m),
                 qPrintable(again.toString()));
    }
};

QTEST_GUILESS_MAIN(TestTiled)
#include "tst_tiled.moc"
