// Hex math (core/hex) against hand-checked tables, negative coordinates included.
#include "hex/Hex.h"
#include "model/World.h"

#include <QLineF>
#include <QTest>

#include <algorithm>
#include <set>

using namespace muster;

Q_DECLARE_METATYPE(muster::Hex)

class TestHex : public QObject
{
    Q_OBJECT

private slots:
    void distance_data();
    void distance();
    void neighbours_data();
    void neighbours();
    void ringSizes_data();
    void ringSizes();
    void ringIsAtRadius();
    void rangeCount();
    void rounding_data();
    void rounding();
    void worldAdjacencyIsSharedEdges();
    void offsetRoundTrip_data();
    void offsetRoundTrip();
    void offsetTable_data();
    void offsetTable();
    void pixelRoundTrip_data();
    void pixelRoundTrip();
    void pixelKnownPoints();
    void edgesAreShared();
    void line();
    void labels();
};

void TestHex::distance_data()
{
    QTest::addColumn<Hex>("a");
    QTest::addColumn<Hex>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("same") << Hex{0, 0} << Hex{0, 0} << 0;
    QTest::newRow("east") << Hex{0, 0} << Hex{1, 0} << 1;
    QTest::newRow("two steps") << Hex{0, 0} << Hex{2, -1} << 2;
    QTest::newRow("far") << Hex{0, 0} << Hex{3, -7} << 7;
    QTest::newRow("negative q") << Hex{-3, 0} << Hex{0, 0} << 3;
    QTest::newRow("negative both") << Hex{-2, -2} << Hex{2, 2} << 8;
    QTest::newRow("mixed signs") << Hex{-4, 5} << Hex{1, -1} << 6;
    QTest::newRow("symmetric") << Hex{1, -1} << Hex{-4, 5} << 6;
    QTest::newRow("diagonal s") << Hex{-1, -1} << Hex{1, 1} << 4;
}

void TestHex::distance()
{
    QFETCH(Hex, a);
    QFETCH(Hex, b);
    QFETCH(int, expected);
    QCOMPARE(hexDistance(a, b), expected);
}

void TestHex::neighbours_data()
{
    QTest::addColumn<Hex>("centre");
    QTest::addColumn<int>("direction");
    QTest::addColumn<Hex>("expected");
    QTest::newRow("origin east") << Hex{0, 0} << 0 << Hex{1, 0};
    QTest::newRow("origin north-east") << Hex{0, 0} << 1 << Hex{1, -1};
    QTest::newRow("origin north-west") << Hex{0, 0} << 2 << Hex{0, -1};
    QTest::newRow("origin west") << Hex{0, 0} << 3 << Hex{-1, 0};
    QTest::newRow("origin south-west") << Hex{0, 0} << 4 << Hex{-1, 1};
    QTest::newRow("origin south-east") << Hex{0, 0} << 5 << Hex{0, 1};
    QTest::newRow("negative wraps direction") << Hex{-2, -3} << -1 << Hex{-2, -2};
    QTest::newRow("direction 7 is 1") << Hex{-2, -3} << 7 << Hex{-1, -4};
}

void TestHex::neighbours()
{
    QFETCH(Hex, centre);
    QFETCH(int, direction);
    QFETCH(Hex, expected);
    const Hex n = hexNeighbour(centre, direction);
    QCOMPARE(n, expected);
    QCOMPARE(hexDistance(centre, n), 1);
    QCOMPARE(hexDirectionTo(centre, n), ((direction % 6) + 6) % 6);
    const auto all = hexNeighbours(centre);
    QVERIFY(std::find(all.begin(), all.end(), expected) != all.end());
}

void TestHex::ringSizes_data()
{
    QTest::addColumn<Hex>("centre");
    QTest::addColumn<int>("radius");
    QTest::addColumn<int>("count");
    QTest::newRow("r0") << Hex{0, 0} << 0 << 1;
    QTest::newRow("r1") << Hex{0, 0} << 1 << 6;
    QTest::newRow("r2 negative centre") << Hex{-5, 3} << 2 << 12;
    QTest::newRow("r4") << Hex{7, -9} << 4 << 24;
}

void TestHex::ringSizes()
{
    QFETCH(Hex, centre);
    QFETCH(int, radius);
    QFETCH(int, count);
    const auto ring = hexRing(centre, radius);
    QCOMPARE(static_cast<int>(ring.size()), count);
    const std::set<Hex> unique(ring.begin(), ring.end());
    QCOMPARE(static_cast<int>(unique.size()), count);
}

void TestHex::ringIsAtRadius()
{
    const Hex centre{-3, -2};
    for (int radius = 1; radius <= 5; ++radius) {
        const auto ring = hexRing(centre, radius);
        for (size_t i = 0; i < ring.size(); ++i) {
            QCOMPARE(hexDistance(centre, ring[i]), radius);
            // Consecutive ring hexes are neighbours, and the ring closes.
            QCOMPARE(hexDistance(ring[i], ring[(i + 1) % ring.size()]), 1);
        }
    }
}

void TestHex::rangeCount()
{
    for (int radius = 0; radius <= 6; ++radius) {
        const auto range = hexRange({-1, 4}, radius);
        QCOMPARE(static_cast<int>(range.size()), 1 + 3 * radius * (radius + 1));
        for (Hex h : range)
            QVERIFY(hexDistance({-1, 4}, h) <= radius);
    }
}

void TestHex::rounding_data()
{
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("r");
    QTest::addColumn<Hex>("expected");
    QTest::newRow("exact") << 2.0 << -1.0 << Hex{2, -1};
    QTest::newRow("near origin") << 0.1 << 0.2 << Hex{0, 0};
    QTest::newRow("negative") << -1.8 << -0.1 << Hex{-2, 0};
    QTest::newRow("fix q") << 0.6 << 0.3 << Hex{1, 0};
    QTest::newRow("fix r") << 0.4 << 0.55 << Hex{0, 1};
    QTest::newRow("fix s") << -0.45 << 0.45 << Hex{0, 0};
    QTest::newRow("negative fix") << -2.6 << 1.45 << Hex{-3, 2};
}

void TestHex::rounding()
{
    QFETCH(double, q);
    QFETCH(double, r);
    QFETCH(Hex, expected);
    QCOMPARE(hexRound(q, r), expected);
}

void TestHex::offsetRoundTrip_data()
{
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("row");
    for (int row = -5; row <= 5; ++row)
        for (int col = -4; col <= 4; col += 4)
            QTest::addRow("col %d row %d", col, row) << col << row;
}

void TestHex::offsetRoundTrip()
{
    QFETCH(int, col);
    QFETCH(int, row);
    const OffsetCoord o{col, row};
    QCOMPARE(hexToOffset(hexFromOffset(o)), o);
}

void TestHex::offsetTable_data()
{
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("row");
    QTest::addColumn<Hex>("axial");
    // Odd-r: odd rows are shoved right, so axial q shifts by floor(row / 2).
    QTest::newRow("0,0") << 0 << 0 << Hex{0, 0};
    QTest::newRow("0,1") << 0 << 1 << Hex{0, 1};
    QTest::newRow("0,2") << 0 << 2 << Hex{-1, 2};
    QTest::newRow("3,3") << 3 << 3 << Hex{2, 3};
    QTest::newRow("0,-1") << 0 << -1 << Hex{1, -1};
    QTest::newRow("0,-2") << 0 << -2 << Hex{1, -2};
    QTest::newRow("-2,-3") << -2 << -3 << Hex{0, -3};
}

void TestHex::offsetTable()
{
    QFETCH(int, col);
    QFETCH(int, row);
    QFETCH(Hex, axial);
    QCOMPARE(hexFromOffset({col, row}), axial);
}

void TestHex::pixelRoundTrip_data()
{
    QTest::addColumn<Hex>("hex");
    QTest::newRow("origin") << Hex{0, 0};
    QTest::newRow("positive") << Hex{5, 7};
    QTest::newRow("negative") << Hex{-6, -2};
    QTest::newRow("mixed") << Hex{-3, 8};
}

void TestHex::pixelRoundTrip()
{
    QFETCH(Hex, hex);
    const HexLayout layout{12.5, QPointF(40, -30)};
    const QPointF centre = layout.toPixel(hex);
    QCOMPARE(layout.fromPixel(centre), hex);
    // Every point just inside each corner still belongs to the hex.
    for (const QPointF &corner : layout.corners(hex))
        QCOMPARE(layout.fromPixel(centre + (corner - centre) * 0.95), hex);
}

void TestHex::pixelKnownPoints()
{
    const HexLayout layout{10.0, QPointF(0, 0)};
    const QPointF east = layout.toPixel({1, 0});
    QCOMPARE(east.y(), 0.0);
    QVERIFY(qFuzzyCompare(east.x(), 10.0 * std::sqrt(3.0)));
    const QPointF south = layout.toPixel({0, 1});
    QVERIFY(qFuzzyCompare(south.y(), 15.0));
    QVERIFY(qFuzzyCompare(layout.width(), 10.0 * std::sqrt(3.0)));
    QCOMPARE(layout.height(), 20.0);
}

void TestHex::edgesAreShared()
{
    const HexLayout layout{10.0, QPointF(3, 4)};
    const Hex h{-2, 1};
    for (int d = 0; d < 6; ++d) {
        const auto mine = layout.edge(h, d);
        const auto theirs = layout.edge(hexNeighbour(h, d), d + 3);
        // The same two points, in opposite order.
        QVERIFY(QLineF(mine[0], theirs[1]).length() < 1e-9);
        QVERIFY(QLineF(mine[1], theirs[0]).length() < 1e-9);
    }
}

void TestHex::line()
{
    const auto l = hexLine({-2, 0}, {2, -2});
    QCOMPARE(static_cast<int>(l.size()), hexDistance({-2, 0}, {2, -2}) + 1);
    QCOMPARE(l.front(), (Hex{-2, 0}));
    QCOMPARE(l.back(), (Hex{2, -2}));
    for (size_t i = 0; i + 1 < l.size(); ++i)
        QCOMPARE(hexDistance(l[i], l[i + 1]), 1);
}

void TestHex::labels()
{
    QCOMPARE(hexLabel(hexFromOffset({12, 7})), QStringLiteral("12,7"));
    QCOMPARE(parseHexLabel(QStringLiteral(" 12 , 7")), std::optional<Hex>(hexFromOffset({12, 7})));
    QCOMPARE(parseHexLabel(QStringLiteral("-1,-3")), std::optional<Hex>(hexFromOffset({-1, -3})));
    QVERIFY(!parseHexLabel(QStringLiteral("12")));
    QVERIFY(!parseHexLabel(QStringLiteral("a,b")));
    QVERIFY(!parseHexLabel(QStringLiteral("1,2,3")));
    // Far beyond any map: refused, never converted (axial arithmetic would overflow an int).
    QCOMPARE(parseHexLabel(QStringLiteral("1000000,-1000000")),
             std::optional<Hex>(hexFromOffset({1000000, -1000000})));
    QVERIFY(!parseHexLabel(QStringLiteral("-2147483648,2147483647")));
    QVERIFY(!parseHexLabel(QStringLiteral("1000001,0")));
}

// World::rebuild walks offset coordinates for speed; it must find exactly the areas that share a
// hex edge by the axial neighbours (odd rows and the grid's edges included).
void TestHex::worldAdjacencyIsSharedEdges()
{
    World w;
    w.columns = 13;
    w.rows = 9;
    for (int a = 0; a < 20; ++a)
        w.areas.push_back({QStringLiteral("A%1").arg(a), {}, AreaTerrain::Plains, -1, {}});
    w.hexArea.resize(static_cast<size_t>(w.hexCount()));
    quint32 x = 12345;
    for (int &a : w.hexArea) {
        x = x * 1103515245u + 12345u;
        a = static_cast<int>((x >> 16) % 21) - 1; // -1: a hex outside every area
    }
    w.rebuild();
    std::set<std::pair<int, int>> expected;
    for (int i = 0; i < w.hexCount(); ++i)
        for (const Hex n : hexNeighbours(w.hexAt(i))) {
            const int a = w.hexArea[static_cast<size_t>(i)], b = w.areaAt(n);
            if (a >= 0 && b >= 0 && a != b)
                expected.insert({a, b});
        }
    std::set<std::pair<int, int>> found;
    size_t hexes = 0;
    for (int a = 0; a < 20; ++a) {
        for (const int b : w.neighbours(a))
            found.insert({a, b});
        hexes += w.areas[static_cast<size_t>(a)].hexes.size();
    }
    QCOMPARE(found, expected);
    QCOMPARE(hexes, size_t(std::count_if(w.hexArea.begin(), w.hexArea.end(),
                                         [](int a) { return a >= 0; })));
}

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
