// muster-cli and the files around a campaign: every writing command upgrades a campaign of an older
// schema as the console does, and one that refuses writes nothing.
#include "CliRunner.h"
#include "store/CampaignStore.h"
#include "store/StoreSchema.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

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

/// The schema and the journal mode (1: rollback journal, 2: write-ahead log) of a campaign file.
std::pair<qint64, int> layoutOf(const QString &path)
{
    const QByteArray head = bytesOf(path).left(100);
    if (head.size() < 100)
        return {-1, -1};
    const auto byte = [&](int i) { return static_cast<unsigned char>(head[i]); };
    return {(byte(60) << 24) | (byte(61) << 16) | (byte(62) << 8) | byte(63), byte(19)};
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

QTEST_GUILESS_MAIN(TestCliStoreFiles)
#include "tst_cli_store_files.moc"
