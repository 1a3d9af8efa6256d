// muster-cli and setup: `new` makes a campaign in setup, `resolve` and `advance` refuse one until
// `start`, which checks it as Start Campaign does (every problem listed, nothing written) and
// ends the setup in either file format.
#include "CliRunner.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
/// The bundled sample `name` put back in setup, written as JSON to `path`.
bool writeSampleInSetup(const char *name, const QString &path)
{
    QFile in(test::sourcePath(QStringLiteral("maps/") + QLatin1String(name)));
    if (!in.open(QIODevice::ReadOnly))
        return false;
    Problems problems;
    auto c = readCampaignJson(in.readAll(), in.fileName(), problems);
    if (!c)
        return false;
    c->started = false;
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(writeCampaignJson(*c)) > 0;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestSetupCli : public QObject
{
    Q_OBJECT
private slots:
    void newMakesACampaignInSetupThatStartRefuses()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("blank.muster"));
        test::CliRun r = test::runCli({QStringLiteral("new"), file, QStringLiteral("--kind"),
                                       QStringLiteral("area"), QStringLiteral("--name"),
                                       QStringLiteral("Blank")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("in setup")), qPrintable(r.out));
        r = test::runCli({QStringLiteral("validate"), file});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("turn 1, in setup)")), qPrintable(r.out));
        // Nothing to play with: every problem is listed and the file stays in setup.
        r = test::runCli({QStringLiteral("start"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("kingdoms: a campaign needs at least one kingdom")),
                 qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("at least one area")));
        QVERIFY(r.err.contains(QLatin1String("not started")));
        QString error;
        QVERIFY(!test::take(CampaignStore::load(file), error)->started);
    }

    void startEndsTheSetupOfACampaignFile()
    {
        QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("coast.json"));
        QVERIFY(writeSampleInSetup("sample-area.json", json));
        const QString file = dir.filePath(QStringLiteral("coast.muster"));
        QCOMPARE(test::runCli({QStringLiteral("import"), json, file}).exitCode, 0);
        test::CliRun r = test::runCli({QStringLiteral("resolve"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("still being set up")), qPrintable(r.err));
        QVERIFY(r.err.contains(QLatin1String("muster-cli start")));
        r = test::runCli({QStringLiteral("start"), file});
        QCOMPARE(r.err, QString());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("turn 1 is current")), qPrintable(r.out));
        QString error;
        const auto started = test::take(CampaignStore::load(file), error);
        QVERIFY2(started, qPrintable(error));
        QVERIFY(started->started);
        // Started, it plays; starting again is refused.
        QCOMPARE(test::runCli({QStringLiteral("resolve"), file}).exitCode, 0);
        r = test::runCli({QStringLiteral("start"), file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QLatin1String("started already")));
        // Exported, a started campaign's JSON is the sample's again (no setup flag).
        const QString out = dir.filePath(QStringLiteral("out.json"));
        QCOMPARE(
            test::runCli({QStringLiteral("export"), QStringLiteral("--current-only"), file, out})
                .exitCode,
            0);
        QVERIFY(!readAll(out).contains("\"setup\""));
    }

    void startEndsTheSetupOfAJsonCampaign()
    {
        QTemporaryDir dir;
        const QString json = dir.filePath(QStringLiteral("valley.json"));
        QVERIFY(writeSampleInSetup("sample-hex.json", json));
        test::CliRun r = test::runCli({QStringLiteral("advance"), json});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("still being set up")), qPrintable(r.err));
        QVERIFY(readAll(json).contains("\"setup\": true"));
        r = test::runCli({QStringLiteral("start"), json});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(readAll(json), readAll(test::sourcePath(QStringLiteral("maps/sample-hex.json"))));
    }
};

QTEST_GUILESS_MAIN(TestSetupCli)
#include "tst_setup_cli.moc"
