// The anchor map of the benchmarks: bench_tiled_export's 256 x 256 hexagonal map (pointy-top, odd
// rows shifted; its tileset's tiles are terrains in Muster's order and carry no property), written
// by the benchmark's own code, imports with a terrain map and gives every hex its terrain.
#include "GuiSampleCampaigns.h"
#include "TiledTestSupport.h"
#include "TmxWriter.h"

#include "io/CampaignJson.h"
#include "tiled/tmx/TmxImport.h"

#include <QFile>

#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;
using namespace muster::test;

class TestTiledAnchor : public QObject
{
    Q_OBJECT

private slots:
    void anchorMapImports()
    {
        QTemporaryDir dir;
        const Campaign hex = makeHexCampaign(256, 256);
        QVERIFY(bench::writeTmxMap(hex, dir.path(), bench::TmxTiles{}));
        Problems problems;
        const auto c = importData(dir.filePath(QStringLiteral("map.tmx")), problems,
                                  mappingFile(QStringLiteral("anchor-terrain.json")));
        QVERIFY2(c, qPrintable(problems.toString()));
        QCOMPARE(c->world.columns, 256);
        QCOMPARE(c->world.rows, 256);
        QCOMPARE(c->world.terrain, hex.world.terrain);
        // For timing import-tmx against import by hand: the map and its campaign as JSON.
        if (qEnvironmentVariableIsSet("MUSTER_KEEP_RENDER")) {
            QFile::remove(QStringLiteral("anchor-map.tmx"));
            QFile::copy(dir.filePath(QStringLiteral("map.tmx")), QStringLiteral("anchor-map.tmx"));
            QFile json(QStringLiteral("anchor-map.json"));
            QVERIFY(json.open(QIODevice::WriteOnly));
            json.write(writeCampaignJson(hex));
        }
        // Without the terrain map its tiles have no terrain, and the message says which.
        Problems unmapped;
        QVERIFY(!importData(dir.filePath(QStringLiteral("map.tmx")), unmapped));
        QVERIFY2(unmapped.toString().contains(QStringLiteral("of tileset \"terrain\"")),
                 qPrintable(unmapped.toString()));
    }
};

QTEST_MAIN(TestTiledAnchor)
#include "tst_tiled_anchor.moc"
