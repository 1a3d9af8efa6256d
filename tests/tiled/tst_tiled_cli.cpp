// muster-cli import-tmx and export-tmx as a GM runs them: a campaign written whole or not at all,
// never over an existing file without --force, and an exported map that Tiled's own tmxrasterizer
// renders (that part only where Debian's `tiled` is installed; the round trip runs always).
#include "CliRunner.h"
#include "TestSupport.h"
#include "TiledTestSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "render/map/MapPalette.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;
using namespace muster::test;

class TestTiledCli : public QObject
{
    Q_OBJECT

private slots:
    void importWritesACampaign()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("tiny.muster"));
        const CliRun run =
            runCli({QStringLiteral("import-tmx"), tiledData(QStringLiteral("areas.tmx")), out});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("area campaign \"Tiny Marches\", 4 x 3 hexes, 3 "
                                                 "areas, 1 roads, 1 rivers, 1 strongholds")),
                 qPrintable(run.out));
        const CliRun valid = runCli({QStringLiteral("validate"), out});
        QCOMPARE(valid.exitCode, 0);
        // Not over an existing file without --force; with it, yes.
        const CliRun again =
            runCli({QStringLiteral("import-tmx"), tiledData(QStringLiteral("areas.tmx")), out});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("already exists; give --force to replace it")),
                 qPrintable(again.err));
        QCOMPARE(runCli({QStringLiteral("import-tmx"), QStringLiteral("--force"),
                         tiledData(QStringLiteral("areas.tmx")), out})
                     .exitCode,
                 0);
    }

    void terrainMapOption()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("mini.muster"));
        const CliRun run =
            runCli({QStringLiteral("import-tmx"),
                    tiledData(QStringLiteral("tiled-examples/hexagonal-mini.tmx")), out,
                    QStringLiteral("--terrain-map"),
                    tiledData(QStringLiteral("tiled-examples/hexagonal-mini-terrain.json"))});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }

    // A bad map changes nothing: no file appears, an existing one keeps its bytes.
    void badMapsWriteNothing_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown encoding") << "bad-encoding.tmx"
                                          << "unknown encoding \"base32\"";
        QTest::newRow("unmapped tile") << "unmapped-tile.tmx"
                                       << "has no terrain";
    }

    void badMapsWriteNothing()
    {
        QFETCH(QString, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("new.muster"));
        const CliRun run = runCli({QStringLiteral("import-tmx"), tiledData(file), out});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(tiledData(file)) && run.err.contains(message),
                 qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("nothing written")));
        QVERIFY(!QFileInfo::exists(out));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::NoDotAndDotDot), QStringList());

        const QString existing = dir.filePath(QStringLiteral("old.muster"));
        QVERIFY(runCli({QStringLiteral("import"), QStringLiteral("maps/sample-hex.json"), existing})
                    .exitCode == 0);
        QFile f(existing);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        QCOMPARE(runCli({QStringLiteral("import-tmx"), QStringLiteral("--force"), tiledData(file),
                         existing})
                     .exitCode,
                 1);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    // export-tmx then import-tmx: the same world; and tmxrasterizer renders the export.
    void exportImportsBackAndRenders_data()
    {
        QTest::addColumn<QString>("sample");
        QTest::newRow("area") << "maps/sample-area.json";
        QTest::newRow("hex") << "maps/sample-hex.json";
    }

    void exportImportsBackAndRenders()
    {
        QFETCH(QString, sample);
        QTemporaryDir dir;
        const QString campaign = dir.filePath(QStringLiteral("c.muster"));
        const QString tmx = dir.filePath(QStringLiteral("c.tmx"));
        const QString back = dir.filePath(QStringLiteral("back.muster"));
        QCOMPARE(runCli({QStringLiteral("import"), sample, campaign}).exitCode, 0);
        const CliRun exported = runCli({QStringLiteral("export-tmx"), campaign, tmx});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(runCli({QStringLiteral("export-tmx"), campaign, tmx}).exitCode, 1);
        const CliRun imported = runCli({QStringLiteral("import-tmx"), tmx, back});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
        QString error;
        const auto a = test::take(CampaignStore::load(campaign), error);
        const auto b = test::take(CampaignStore::load(back), error);
        QVERIFY2(a && b, qPrintable(error));
        QCOMPARE(worldJson(*b), worldJson(*a));

        const QString rasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
        if (rasterizer.isEmpty())
            QSKIP("tmxrasterizer (Debian package tiled, make bench-deps) is not installed");
        QProcess p;
        // Qt's warning about a missing runtime folder is the environment's, not the map's.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        const QString png = dir.filePath(QStringLiteral("c.png"));
        p.start(rasterizer, {tmx, png});
        QVERIFY(p.waitForFinished(120000));
        const QByteArray said = p.readAllStandardError() + p.readAllStandardOutput();
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, said.constData());
        QVERIFY2(said.trimmed().isEmpty(), said.constData());
        // Every tile drawn from the tileset images beside the map: none of Tiled's missing-image
        // crosses (pure red), and the map's colours are there.
        const QImage image(png);
        QVERIFY(!image.isNull());
        int red = 0, water = 0;
        for (int y = 0; y < image.height(); y += 3)
            for (int x = 0; x < image.width(); x += 3) {
                const QRgb c = image.pixel(x, y);
                red += c == qRgb(255, 0, 0);
                water += c == MapPalette::hexTerrain(HexTerrain::Water).rgb() ||
                         c == MapPalette::areaTerrain(AreaTerrain::Sea).rgb();
            }
        QCOMPARE(red, 0);
        QVERIFY(water > 0);
    }
};

QTEST_MAIN(TestTiledCli)
#include "tst_tiled_cli.moc"
