// The installed program finds share/muster beside its own bin/ folder, wherever the
// package was installed or unpacked, never in the source tree.
#include "util/DataPaths.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;
using namespace Qt::StringLiterals;

class TestDataPaths : public QObject
{
    Q_OBJECT

private slots:
    void dataDirIsBesideBin_data()
    {
        QTest::addColumn<QString>("applicationDir");
        QTest::addColumn<QString>("expected");
        QTest::newRow("deb") << u"/usr/bin"_s << u"/usr/share/muster"_s;
        QTest::newRow("trailing slash") << u"/usr/bin/"_s << u"/usr/share/muster"_s;
        QTest::newRow("unpacked tarball") << u"/home/gm/muster-0.1.0-Linux-x86_64/bin"_s
                                          << u"/home/gm/muster-0.1.0-Linux-x86_64/share/muster"_s;
        QTest::newRow("scratch root")
            << u"/tmp/x/root/usr/bin"_s << u"/tmp/x/root/usr/share/muster"_s;
    }

    void dataDirIsBesideBin()
    {
        QFETCH(QString, applicationDir);
        QFETCH(QString, expected);
        QCOMPARE(DataPaths::dataDirFor(applicationDir), expected);
    }

    void dataDirFollowsTheExecutable()
    {
        const QString expected =
            QDir::cleanPath(QCoreApplication::applicationDirPath() + u"/../share/muster"_s);
        QCOMPARE(DataPaths::dataDir(), expected);
        QCOMPARE(DataPaths::samplesDir(), expected + u"/samples"_s);
        // The build tree sits inside the source tree, so only the source's own sample folder is
        // ruled out.
        QVERIFY(DataPaths::samplesDir() != QStringLiteral(MUSTER_SOURCE_DIR "/maps"));
    }

    void samplesAreSortedJsonFilesOnly()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const QString &name : {u"sample-hex.json"_s, u"sample-area.json"_s, u"notes.txt"_s}) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QVERIFY(QDir(dir.path()).mkdir(u"sub.json"_s)); // a folder is not a campaign
        const QStringList expected{dir.filePath(u"sample-area.json"_s),
                                   dir.filePath(u"sample-hex.json"_s)};
        QCOMPARE(DataPaths::sampleCampaignsIn(dir.path()), expected);
    }

    void missingSamplesFolderGivesNone()
    {
        QTemporaryDir dir;
        QVERIFY(DataPaths::sampleCampaignsIn(dir.filePath(u"absent"_s)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDataPaths)
#include "tst_data_paths.moc"
