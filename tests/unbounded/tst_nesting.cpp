// Input nested deeper than its reader goes (maps/README.md, "Limits"): a Tiled map's layer groups.
// The deepest a reader takes is read; one level more is refused with a sentence naming the limit
// and the place; and a hostile file thousands of levels deep gives the same sentence instead of
// overflowing the stack.
#include "model/Limits.h"
#include "tmx/TmxReader.h"

#include <QTest>

using namespace muster;

namespace {
/// A one-hex Tiled map whose single layer lies inside `depth` groups, one a line from line 3.
QByteArray tmxInGroups(int depth)
{
    QByteArray tmx = "<?xml version=\"1.0\"?>\n"
                     "<map orientation=\"hexagonal\" width=\"1\" height=\"1\" tilewidth=\"35\" "
                     "tileheight=\"40\" hexsidelength=\"20\" staggeraxis=\"y\" "
                     "staggerindex=\"odd\">\n";
    for (int i = 0; i < depth; ++i)
        tmx += "<group>\n";
    tmx += "<layer name=\"terrain\"><data encoding=\"csv\">0</data></layer>\n";
    for (int i = 0; i < depth; ++i)
        tmx += "</group>";
    return tmx + "</map>\n";
}
} // namespace

class TestNesting : public QObject
{
    Q_OBJECT

private slots:
    void tmxGroups_data()
    {
        QTest::addColumn<int>("depth");
        QTest::newRow("the limit") << limits::kMaxTmxGroupDepth;
        QTest::newRow("one more") << limits::kMaxTmxGroupDepth + 1;
        // 600 KB of groups: the reader went down a call per group and overflowed the stack.
        QTest::newRow("40,000 deep") << 40'000;
    }

    void tmxGroups()
    {
        QFETCH(int, depth);
        const QByteArray tmx = tmxInGroups(depth);
        Problems problems;
        const auto map = tmx::readTmx(tmx, QStringLiteral("deep.tmx"), problems);
        if (depth <= limits::kMaxTmxGroupDepth) {
            QVERIFY2(map, qPrintable(problems.toString()));
            QCOMPARE(map->tileLayers.size(), size_t{1});
            return;
        }
        QVERIFY(!map);
        // The group past the limit, on its own line: the limit's + 3.
        QCOMPARE(problems.toString(),
                 QStringLiteral("deep.tmx:%1: group: layer groups are nested deeper than 64, the "
                                "most a map may nest")
                     .arg(limits::kMaxTmxGroupDepth + 3));
    }
};

QTEST_GUILESS_MAIN(TestNesting)
#include "tst_nesting.moc"
