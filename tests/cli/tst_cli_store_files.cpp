// muster-cli and the files around a campaign: every writing command upgrades a campaign of an older
// schema as the console does, and one that refuses writes nothing; a replacement keeps the
// permissions of the file it replaces; a missing or read-only folder and a full disk are said in
// those words, naming the file; a replacement killed half way leaves nothing for ever and one
// under way is never disturbed.
//
// Permissions mean nothing to root, so where the test runs as root the commands that meet a
// read-only folder are run as the unprivileged user "nobody" (setpriv), as a GM's own account
// would be.
#include "CliRunner.h"
#include "store/CampaignStore.h"
#include "store/StoreSchema.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace muster;

namespace {
using Run = test::CliRun;

Run cli(const QStringList &arguments)
{
    return test::runCli(arguments);
}

QString source(const char *relative)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/") + QLatin1String(relative);
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

unsigned modeOf(const QString &path)
{
    struct stat st;
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode & 07777 : 0;
}

/// What a new file gets: the umask's default.
unsigned defaultMode()
{
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

/// The schema and the journal mode (1: rollback journal, 2: write-ahead log) of a campaign file.
std::pair<qint64, int> layoutOf(const QString &path)
{
    const QByteArray head = bytesOf(path).left(100);
    if (head.size() < 100)
        return {-1, -1};
    const auto byte = [&](int i) { return static_cast<unsigned char>(head[i]); };
    return {(byte(60) << 24) | (byte(61) << 16) | (byte(62) << 8) | byte(63), byte(19)};
}

/// Runs muster-cli with `arguments` as the unprivileged user when this test runs as root.
Run cliUnprivileged(const QStringList &arguments)
{
    return test::runProgram(
        test::unprivileged(QStringList{QStringLiteral(MUSTER_CLI_PATH)} + arguments));
}
} // namespace

class TestCliStoreFiles : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void olderCampaignsAreChangedByEveryWritingCommand_data();
    void olderCampaignsAreChangedByEveryWritingCommand();
    void aRefusedCommandWritesNothing_data();
    void aRefusedCommandWritesNothing();
    void replacementsKeepThePermissionsOfWhatTheyReplace_data();
    void replacementsKeepThePermissionsOfWhatTheyReplace();
    void aMissingOrReadOnlyFolderIsSaidSo_data();
    void aMissingOrReadOnlyFolderIsSaidSo();
    void aFullDiskIsSaidSo();
    void aKilledReplacementLeavesNothingForEver();
    void aReplacementUnderWayIsNotDisturbed();
    void aKilledJsonSaveLeavesNothingInTheWay();

private:
    QTemporaryDir m_dir;
    QString m_folder; // emptied for each test function
    QString path(const QString &name) const { return m_folder + QLatin1Char('/') + name; }
    QStringList filesHere() const { return QDir(m_folder).entryList(QDir::Files); }
};

void TestCliStoreFiles::init()
{
    m_folder = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QDir(m_folder).removeRecursively();
    QVERIFY(QDir().mkpath(m_folder));
}

void TestCliStoreFiles::olderCampaignsAreChangedByEveryWritingCommand_data()
{
    QTest::addColumn<QStringList>("command");
    QTest::addColumn<QString>("said");
    QTest::newRow("orders") << QStringList{QStringLiteral("orders"), QStringLiteral("FILE"),
                                           QStringLiteral("ALD"), QStringLiteral("SHEET")}
                            << QStringLiteral("Stored 1 action for Kingdom of Aldmark");
    QTest::newRow("resolve") << QStringList{QStringLiteral("resolve"), QStringLiteral("FILE")}
                             << QStringLiteral("Turn 2 is over (A2.4)");
    QTest::newRow("rollback") << QStringList{QStringLiteral("rollback"), QStringLiteral("FILE")}
                              << QStringLiteral("Rolled back");
}

void TestCliStoreFiles::olderCampaignsAreChangedByEveryWritingCommand()
{
    // A campaign file of Muster 0.1: schema 1, in write-ahead-log mode.
    QFETCH(QStringList, command);
    QFETCH(QString, said);
    const QString file = path(QStringLiteral("old.muster"));
    QVERIFY(QFile::copy(source("tests/store/data/legacy/area-v1.muster"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(layoutOf(file), std::make_pair(qint64{1}, 2));
    const QString sheet = path(QStringLiteral("sheet.txt"));
    writeFile(sheet, "1 MOVE 2 DUN GLD\n");
    command.replaceInStrings(QStringLiteral("FILE"), file);
    command.replaceInStrings(QStringLiteral("SHEET"), sheet);
    const Run r = cli(command);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(said), qPrintable(r.out));
    // Upgraded as the console upgrades it, and the file alone is the campaign again.
    QCOMPARE(layoutOf(file),
             std::make_pair(qint64{store::SchemaMigrations::builtin().newestSchema()}, 1));
    QCOMPARE(filesHere(), (QStringList{QStringLiteral("old.muster"), QStringLiteral("sheet.txt")}));
    const Run valid = cli({QStringLiteral("validate"), file});
    QVERIFY2(valid.exitCode == 0, qPrintable(valid.err));
}

void TestCliStoreFiles::aRefusedCommandWritesNothing_data()
{
    QTest::addColumn<QString>("campaign");
    QTest::newRow("older") << source("tests/store/data/legacy/area-v1.muster");
    QTest::newRow("current") << source("tests/store/data/legacy/area-dice-records.muster");
}

void TestCliStoreFiles::aRefusedCommandWritesNothing()
{
    QFETCH(QString, campaign);
    const QString file = path(QStringLiteral("refused.muster"));
    QVERIFY(QFile::copy(campaign, file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = bytesOf(file);
    const QString sheet = path(QStringLiteral("sheet.txt"));
    writeFile(sheet, "");
    // Each is refused once the campaign is open: an unknown kingdom, a hex command, a campaign
    // already started.
    const QList<QStringList> refused{{QStringLiteral("orders"), file, QStringLiteral("ZZZ"), sheet},
                                     {QStringLiteral("advance"), file},
                                     {QStringLiteral("start"), file}};
    for (const QStringList &command : refused) {
        const Run r = cli(command);
        QVERIFY2(r.exitCode == 1, qPrintable(command.join(u' ') + QLatin1Char('\n') + r.err));
        QVERIFY2(r.err.contains(file), qPrintable(r.err));
        QVERIFY2(bytesOf(file) == before, qPrintable(command.first()));
        QCOMPARE(filesHere(),
                 (QStringList{QStringLiteral("refused.muster"), QStringLiteral("sheet.txt")}));
    }
}

void TestCliStoreFiles::replacementsKeepThePermissionsOfWhatTheyReplace_data()
{
    QTest::addColumn<QStringList>("command"); // OUT stands for the file written
    QTest::addColumn<QString>("out");
    const QString json = source("maps/sample-area.json");
    QTest::newRow("import") << QStringList{QStringLiteral("import"), json, QStringLiteral("OUT")}
                            << QStringLiteral("c.muster");
    QTest::newRow("import-tmx") << QStringList{QStringLiteral("import-tmx"),
                                               source("tests/tiled/data/areas.tmx"),
                                               QStringLiteral("OUT")}
                                << QStringLiteral("c.muster");
    for (const char *out : {"c.muster", "c.json"})
        QTest::addRow("new %s", out)
            << QStringList{QStringLiteral("new"),    QStringLiteral("OUT"),
                           QStringLiteral("--kind"), QStringLiteral("area"),
                           QStringLiteral("--name"), QStringLiteral("N")}
            << QString::fromLatin1(out);
    QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("IN"),
                                           QStringLiteral("OUT")}
                            << QStringLiteral("c.json");
}

void TestCliStoreFiles::replacementsKeepThePermissionsOfWhatTheyReplace()
{
    QFETCH(QStringList, command);
    QFETCH(QString, out);
    const QString in = path(QStringLiteral("in.muster"));
    QCOMPARE(cli({QStringLiteral("import"), source("maps/sample-area.json"), in}).exitCode, 0);
    const QString file = path(out);
    command.replaceInStrings(QStringLiteral("IN"), in);
    command.replaceInStrings(QStringLiteral("OUT"), file);
    // A new file: the umask's default.
    Run r = cli(command);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(modeOf(file), defaultMode());
    // Kept private by the GM, replaced with --force: still private.
    QVERIFY(::chmod(QFile::encodeName(file).constData(), 0600) == 0);
    r = cli(command << QStringLiteral("--force"));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(modeOf(file), 0600u);
    QVERIFY(!QFile::exists(file + QStringLiteral(".new")));
}

void TestCliStoreFiles::aMissingOrReadOnlyFolderIsSaidSo_data()
{
    QTest::addColumn<QStringList>("command"); // OUT stands for the file written
    const QString json = source("maps/sample-area.json");
    QTest::newRow("import") << QStringList{QStringLiteral("import"), json, QStringLiteral("OUT")};
    QTest::newRow("new .muster") << QStringList{QStringLiteral("new"),    QStringLiteral("OUT"),
                                                QStringLiteral("--kind"), QStringLiteral("area"),
                                                QStringLiteral("--name"), QStringLiteral("N")};
    QTest::newRow("export") << QStringList{QStringLiteral("export"), QStringLiteral("IN"),
                                           QStringLiteral("OUT.json")};
}

void TestCliStoreFiles::aMissingOrReadOnlyFolderIsSaidSo()
{
    QFETCH(QStringList, command);
    const QString in = path(QStringLiteral("in.muster"));
    QCOMPARE(cli({QStringLiteral("import"), source("maps/sample-area.json"), in}).exitCode, 0);
    QFile::setPermissions(in, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
    QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                            QFile::ReadOther | QFile::ExeOther);
    QFile::setPermissions(m_folder, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                        QFile::ReadOther | QFile::ExeOther);
    command.replaceInStrings(QStringLiteral("IN"), in);

    const QString missing = path(QStringLiteral("gone"));
    QStringList toMissing = command;
    toMissing.replaceInStrings(QStringLiteral("OUT"), missing + QStringLiteral("/c.muster"));
    Run r = cli(toMissing);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the folder %1 does not exist").arg(missing)),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(missing + QStringLiteral("/c.muster")), qPrintable(r.err));

    // A folder the GM's account may not write in (this test's folder, to "nobody").
    QStringList toReadOnly = command;
    toReadOnly.replaceInStrings(QStringLiteral("OUT"), path(QStringLiteral("c.muster")));
    r = cliUnprivileged(toReadOnly);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the folder %1 is read-only").arg(m_folder)),
             qPrintable(r.err));
    QCOMPARE(filesHere(), QStringList{QStringLiteral("in.muster")});
}

void TestCliStoreFiles::aFullDiskIsSaidSo()
{
    // A disk of 68 KiB: the campaign (60 KiB) fits, its JSON export and a second copy do not.
    if (::geteuid() != 0)
        QSKIP("mounting a small disk needs root");
    const QString disk = path(QStringLiteral("disk"));
    QVERIFY(QDir().mkpath(disk));
    if (QProcess::execute(QStringLiteral("mount"),
                          {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                           QStringLiteral("size=68k"), QStringLiteral("tmpfs"), disk}) != 0)
        QSKIP("cannot mount a small disk here");
    const auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {disk}); });
    const QString file = disk + QStringLiteral("/c.muster");
    Run r = cli({QStringLiteral("import"), source("maps/sample-area.json"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray before = bytesOf(file);
    for (const QStringList &command :
         {QStringList{QStringLiteral("export"), file, disk + QStringLiteral("/c.json")},
          QStringList{QStringLiteral("import"), QStringLiteral("--force"),
                      source("maps/sample-area.json"), disk + QStringLiteral("/d.muster")},
          QStringList{QStringLiteral("import"), QStringLiteral("--force"),
                      source("maps/sample-area.json"), file}}) {
        r = cli(command);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("the disk is full")) &&
                     r.err.contains(command.last()),
                 qPrintable(r.err));
        QVERIFY(bytesOf(file) == before);
        QCOMPARE(QDir(disk).entryList(QDir::Files), QStringList{QStringLiteral("c.muster")});
    }
}

void TestCliStoreFiles::aKilledReplacementLeavesNothingForEver()
{
    // What `import --force` or `export --force` killed half way leaves: its temporary file, which
    // no program holds.
    const QString file = path(QStringLiteral("c.muster"));
    const QString json = path(QStringLiteral("c.json"));
    QCOMPARE(cli({QStringLiteral("import"), source("maps/sample-area.json"), file}).exitCode, 0);
    const auto leaveHalfAFile = [](const QString &target) {
        writeFile(target + QStringLiteral(".new"), "half a file");
    };
    // The next command that changes the campaign removes it.
    leaveHalfAFile(file);
    Run r = cli({QStringLiteral("resolve"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(filesHere(), QStringList{QStringLiteral("c.muster")});
    // The next writer of the same file takes it over.
    leaveHalfAFile(json);
    r = cli({QStringLiteral("export"), file, json});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    leaveHalfAFile(file);
    r = cli({QStringLiteral("import"), QStringLiteral("--force"), json, file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(filesHere(), (QStringList{QStringLiteral("c.json"), QStringLiteral("c.muster")}));
}

void TestCliStoreFiles::aReplacementUnderWayIsNotDisturbed()
{
    // Another program is building the replacement of c.muster (it holds its temporary file's
    // lock): a second replacement is refused and touches neither file.
    const QString file = path(QStringLiteral("c.muster"));
    QCOMPARE(cli({QStringLiteral("import"), source("maps/sample-area.json"), file}).exitCode, 0);
    const QString building = file + QStringLiteral(".new");
    writeFile(building, "being built");
    const int fd = ::open(QFile::encodeName(building).constData(), O_RDWR);
    QVERIFY(fd >= 0 && ::flock(fd, LOCK_EX) == 0);
    const auto release = qScopeGuard([fd] { ::close(fd); });
    const QByteArray before = bytesOf(file);
    Run r = cli({QStringLiteral("import"), QStringLiteral("--force"),
                 source("maps/sample-area.json"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot write %1: another program is writing it right "
                                           "now (%2)")
                                .arg(file, building)) ||
                 r.err.contains(QStringLiteral("cannot create %1: another program is writing it "
                                               "right now (%2)")
                                    .arg(file, building)),
             qPrintable(r.err));
    QVERIFY(bytesOf(file) == before);
    QCOMPARE(bytesOf(building), QByteArray("being built"));
    // Nor does a command that changes the campaign remove it.
    r = cli({QStringLiteral("resolve"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(bytesOf(building), QByteArray("being built"));
}

void TestCliStoreFiles::aKilledJsonSaveLeavesNothingInTheWay()
{
    // A JSON campaign's save killed where its new text is renamed into place: the lock file and
    // the temporary file it leaves stand in nobody's way, and the next save leaves neither.
    const QString file = path(QStringLiteral("hex.json"));
    QVERIFY(QFile::copy(source("maps/sample-hex.json"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = bytesOf(file);
    QProcess killed;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(MUSTER_KILL_AT_RENAME));
    env.insert(QStringLiteral("ASAN_OPTIONS"), env.value(QStringLiteral("ASAN_OPTIONS")) +
                                                   QStringLiteral(":verify_asan_link_order=0"));
    killed.setProcessEnvironment(env);
    killed.start(QStringLiteral(MUSTER_CLI_PATH), {QStringLiteral("advance"), file});
    QVERIFY(killed.waitForFinished(60000));
    QCOMPARE(killed.exitStatus(), QProcess::CrashExit);
    QVERIFY(bytesOf(file) == before);
    const Run r = cli({QStringLiteral("advance"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(bytesOf(file) != before);
    QCOMPARE(filesHere(), QStringList{QStringLiteral("hex.json")});
}

QTEST_GUILESS_MAIN(TestCliStoreFiles)
#include "tst_cli_store_files.moc"
