// The edges of the file system, as a GM meets them: a file that may not grow (a full disk), a
// read-only file or folder, a save killed half way, a replacement killed before it is renamed into
// place, and readers that must not leave files behind.
// Each ends in a message naming the cause, the campaign as it was, and no stray file.
//
// Permissions mean nothing to root, so where the test runs as root the command is run as the
// unprivileged user "nobody" (setpriv), as a GM's own account would be.
#include "CliRunner.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "store/CampaignStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
using Run = test::CliRun;

/// Runs `command` (a shell line; CLI stands for the muster-cli binary) with bash, optionally as
/// the unprivileged user when this test runs as root.
Run shell(const QString &command, bool unprivileged = false)
{
    QString line = command;
    line.replace(QStringLiteral("CLI"), QStringLiteral("'" MUSTER_CLI_PATH "'"));
    const QStringList program{QStringLiteral("bash"), QStringLiteral("-c"), line};
    return test::runProgram(unprivileged ? test::unprivileged(program) : program);
}

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}

QString quoted(const QString &path)
{
    return QLatin1Char('\'') + path + QLatin1Char('\'');
}
} // namespace

class TestCliFileEdges : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_folder;
    QString m_file;

    QStringList filesInFolder() const { return QDir(m_folder).entryList(QDir::Files); }

private slots:
    void init()
    {
        // A folder the unprivileged user may enter and read (QTemporaryDir's own is private).
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                QFile::ReadOther | QFile::ExeOther |
                                                QFile::ReadGroup | QFile::ExeGroup);
        m_folder = m_dir.filePath(QStringLiteral("campaigns"));
        QDir(m_folder).removeRecursively();
        QVERIFY(QDir().mkpath(m_folder));
        QFile::setPermissions(m_folder, QFile::permissions(m_dir.path()) | QFile::WriteOther);
        m_file = m_folder + QStringLiteral("/edge.muster");
        const Run r =
            shell(QStringLiteral("CLI import %1 %2")
                      .arg(quoted(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")),
                           quoted(m_file)));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile::setPermissions(m_file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther |
                                          QFile::WriteOther | QFile::ReadGroup);
    }
    void cleanup()
    {
        QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void aFileThatMayNotGrowIsLeftAsItWas()
    {
        // As on a full disk: nothing past the first 8 KiB may be written (bash's ulimit -f counts
        // 1024 bytes; Linux refuses any write past the limit, into an existing file too), so the
        // journal of the change cannot hold the pages the resolved turn changes.
        const qint64 kib = 8;
        QVERIFY(QFileInfo(m_file).size() > kib * 1024);
        const QByteArray before = hashOf(m_file);
        const Run r = shell(QStringLiteral("trap '' XFSZ; ulimit -f %1; CLI resolve %2")
                                .arg(kib)
                                .arg(quoted(m_file)));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(m_file) && r.err.contains(QLatin1String("File too large")),
                 qPrintable(r.err));
        QCOMPARE(hashOf(m_file), before);
        QCOMPARE(filesInFolder(), QStringList{QStringLiteral("edge.muster")});
        const Run info = shell(QStringLiteral("CLI info %1").arg(quoted(m_file)));
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QCOMPARE(filesInFolder(), QStringList{QStringLiteral("edge.muster")}); // no -shm either
    }

    void aReadOnlyFileIsRefusedBeforeAnyWork()
    {
        QFile::setPermissions(m_file, QFile::ReadOwner | QFile::ReadOther | QFile::ReadGroup);
        const QByteArray before = hashOf(m_file);
        const Run r = shell(QStringLiteral("CLI resolve %1").arg(quoted(m_file)), true);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("the file is read-only (nothing was done)")),
                 qPrintable(r.err));
        QCOMPARE(hashOf(m_file), before);
        // Reading it is fine, and leaves nothing behind.
        const Run info = shell(QStringLiteral("CLI info %1").arg(quoted(m_file)), true);
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QCOMPARE(filesInFolder(), QStringList{QStringLiteral("edge.muster")});
    }

    void aReadOnlyFolderIsNamed()
    {
        QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                            QFile::ReadOther | QFile::ExeOther);
        const QByteArray before = hashOf(m_file);
        const Run r = shell(QStringLiteral("CLI resolve %1").arg(quoted(m_file)), true);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("is read-only (a save writes a journal")),
                 qPrintable(r.err));
        QCOMPARE(hashOf(m_file), before);
        const Run info = shell(QStringLiteral("CLI info %1").arg(quoted(m_file)), true);
        QVERIFY2(info.exitCode == 0, qPrintable(info.err));
        QCOMPARE(filesInFolder(), QStringList{QStringLiteral("edge.muster")});
    }

    void aSaveKilledHalfWayIsRolledBackOrNamed()
    {
        // A resolve killed mid-save leaves a hot journal; reading rolls it back where it may.
        const QByteArray before = hashOf(m_file);
        const QString copy = m_folder + QStringLiteral("/copy.muster");
        test::copyMidSave(m_file, "DELETE FROM area_state; DELETE FROM orders", copy);
        QCOMPARE(hashOf(m_file), before);
        QVERIFY(hashOf(copy) != before);
        // Where it may not, the GM is told why, and nothing is touched.
        QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                            QFile::ReadOther | QFile::ExeOther);
        Run r = shell(QStringLiteral("CLI info %1").arg(quoted(copy)), true);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("stopped half way")) &&
                     r.err.contains(QLatin1String("read-only")),
                 qPrintable(r.err));
        QFile::setPermissions(m_folder, QFile::permissions(m_dir.path()) | QFile::WriteOther);
        r = shell(QStringLiteral("CLI info %1").arg(quoted(copy)));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!QFile::exists(copy + QStringLiteral("-journal")));
        QCOMPARE(hashOf(copy), before);
    }

    void aReplacementKilledBeforeItsRenameKeepsTheOldCampaign()
    {
        // A campaign of an older Muster whose write-ahead log still holds a committed change (its
        // orders deleted): `import --force` over it, killed just before the new file is renamed
        // into place, must leave the old campaign with that change, in the file alone (the log
        // beside it is gone by then, or a copy of the file is a backup without it).
        const QString source = m_folder + QStringLiteral("/source.muster");
        QVERIFY(QFile::copy(m_file, source));
        QVERIFY(test::rawInt(source, "SELECT count(*) FROM orders") > 0);
        test::copyWithUncheckpointedLog(source, "DELETE FROM orders", m_file);
        QVERIFY(QFileInfo(m_file + QStringLiteral("-wal")).size() > 0);
        const Run r =
            shell(QStringLiteral(
                      "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0\" "
                      "LD_PRELOAD=%1 CLI import --force %2 %3; exit $?")
                      .arg(quoted(QStringLiteral(MUSTER_KILL_AT_RENAME)),
                           quoted(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")),
                           quoted(m_file)));
        // Killed by the preloaded rename (bash, not replaced by the command, says so as 128 + 9).
        QCOMPARE(r.exitCode, 128 + 9);
        const QString alone = m_folder + QStringLiteral("/alone.muster");
        QVERIFY(QFile::copy(m_file, alone));
        for (const QString &file : {m_file, alone}) {
            QString error;
            const auto c = test::take(CampaignStore::load(file), error);
            QVERIFY2(c, qPrintable(error));
            for (const TurnRecord &t : c->turns)
                for (const QStringList &lines : t.orders)
                    QVERIFY2(lines.isEmpty(), qPrintable(file)); // the committed change is there
        }
        // The next replacement is not disturbed by the half-built file the kill left.
        const Run again =
            shell(QStringLiteral("CLI import --force %1 %2")
                      .arg(quoted(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")),
                           quoted(m_file)));
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY(test::rawInt(m_file, "SELECT count(*) FROM orders") > 0);
        QVERIFY(!QFile::exists(m_file + QStringLiteral(".new")));
    }
};

QTEST_GUILESS_MAIN(TestCliFileEdges)
#include "tst_cli_file_edges.moc"
