// A rollback journal or write-ahead log beside a campaign that is not the campaign's own is never
// merged into it. Every way in (the store's load, open, openForUpdate and deep check, and
// muster-cli's validate, info, orders, resolve, rollback and export) refuses it with a message
// that names the side file and says how to move it away, and leaves the campaign and the side file
// byte for byte as they were: a journal a killed resolve left after the GM restored an older copy
// of the campaign, another campaign's or another program's journal, another program's log beside a
// campaign in rollback-journal mode or in write-ahead-log mode (an older Muster's). The campaign's
// own journal, whether the save was killed before or after it wrote the file's first page, is
// still rolled back, and the campaign reads as before that save.
#include "CliRunner.h"
#include "GeneratedCampaign.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"
#include "store/StoreCheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
/// What lies in a folder for one try: the campaign and the file beside it.
struct Scene
{
    QByteArray campaign;
    QString suffix; // "-journal" or "-wal"
    QByteArray side;
};

Campaign areaSample()
{
    QFile json(test::sourcePath(QStringLiteral("maps/sample-area.json")));
    if (!json.open(QIODevice::ReadOnly))
        qFatal("no sample");
    Problems problems;
    auto c = readCampaignJson(json.readAll(), QStringLiteral("sample"), problems);
    if (!c)
        qFatal("%s", qPrintable(problems.toString()));
    return std::move(*c);
}

void createFile(const QString &file, const Campaign &campaign)
{
    QString error;
    auto store = test::take(CampaignStore::create(file, campaign), error);
    if (!store || !test::take(store->close(), error))
        qFatal("cannot create %s: %s", qPrintable(file), qPrintable(error));
}

/// muster-cli `arguments`, killed where SQLite would delete the journal of its save.
void runKilledAtJournalDeletion(const QStringList &arguments)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(MUSTER_KILL_AT_JOURNAL_UNLINK));
    const QString asan = env.value(QStringLiteral("ASAN_OPTIONS"));
    env.insert(QStringLiteral("ASAN_OPTIONS"),
               (asan.isEmpty() ? QString() : asan + QLatin1Char(':')) +
                   QStringLiteral("verify_asan_link_order=0"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(MUSTER_CLI_PATH), arguments);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::CrashExit)
        qFatal("muster-cli %s was not killed: %s", qPrintable(arguments.join(u' ')),
               p.readAllStandardError().constData());
}

QString campaignJson(const QString &file)
{
    QString error;
    const auto c = test::take(CampaignStore::load(file), error);
    return c ? QString::fromUtf8(writeCampaignJson(*c)) : error;
}

void copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s", qPrintable(from));
}
} // namespace

class TestSideFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusedByEveryWayIn_data();
    void refusedByEveryWayIn();
    void theCampaignsOwnJournalIsRolledBack_data();
    void theCampaignsOwnJournalIsRolledBack();
    void aJournalNeverCompletedIsLeftAlone();

private:
    QTemporaryDir m_dir;
    Campaign m_sample;
    QString m_sampleFile;              // the sample as a campaign file, never changed
    QString m_beforeResolve;           // the sample's JSON before the killed resolve
    std::map<QString, Scene> m_scenes; // by kind

    QString scratch(const QString &name) const { return m_dir.filePath(name); }
    /// The journal a save of `file` running `sql` leaves when killed half way, beside `campaign`
    /// (by default, `file` as that save left it).
    Scene killedSave(const QString &file, const char *sql, const QByteArray &campaign = {}) const
    {
        const QString crashed = scratch(QFileInfo(file).fileName() + QStringLiteral(".crashed"));
        test::copyMidSave(file, sql, crashed);
        return {campaign.isEmpty() ? test::readFile(crashed) : campaign, QStringLiteral("-journal"),
                test::readFile(crashed + QStringLiteral("-journal"))};
    }
    /// A new folder holding `scene`: the campaign's path.
    QString lay(const QString &folder, const Scene &scene);
    /// Runs `entry` on `file`: empty when it succeeded, else its message.
    QString run(const QString &entry, const QString &file);
};

QString TestSideFiles::lay(const QString &folder, const Scene &scene)
{
    const QString path = scratch(folder);
    QDir(path).removeRecursively();
    QDir().mkpath(path);
    const QString file = path + QStringLiteral("/c.muster");
    test::writeFile(file, scene.campaign);
    if (!scene.suffix.isEmpty())
        test::writeFile(file + scene.suffix, scene.side);
    return file;
}

void TestSideFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_sample = areaSample();
    m_sampleFile = scratch(QStringLiteral("sample.muster"));
    createFile(m_sampleFile, m_sample);
    const QByteArray sample = test::readFile(m_sampleFile);

    // A resolve killed after it wrote the file, whose campaign the GM then replaced by a copy
    // taken before the save that came before that resolve.
    const QString played = scratch(QStringLiteral("played.muster"));
    copyFile(m_sampleFile, played);
    {
        Campaign c;
        QString error;
        auto store = test::take(CampaignStore::open(played, &c), error);
        QVERIFY2(store && test::take(store->saveCurrentTurn(c), error) &&
                     test::take(store->close(), error),
                 qPrintable(error));
    }
    m_beforeResolve = campaignJson(played);
    runKilledAtJournalDeletion({QStringLiteral("resolve"), played});
    QVERIFY(QFileInfo(played + QStringLiteral("-journal")).size() > 0);
    m_scenes[QStringLiteral("killed resolve")] = {
        test::readFile(played), QStringLiteral("-journal"),
        test::readFile(played + QStringLiteral("-journal"))};
    m_scenes[QStringLiteral("stale journal")] = {
        sample, QStringLiteral("-journal"), test::readFile(played + QStringLiteral("-journal"))};

    // A save of another, smaller campaign killed half way.
    const QString other = scratch(QStringLiteral("other.muster"));
    createFile(other, test::generateAreaCampaign(120, 3, 4, 11));
    m_scenes[QStringLiteral("another campaign's journal")] =
        killedSave(other, "UPDATE area_state SET armies = armies + 1000", sample);

    // Another program's database, its save killed half way, and its log.
    const QString foreign = scratch(QStringLiteral("foreign.db"));
    test::rawExec(foreign, "PRAGMA application_id = 42; CREATE TABLE t (x); "
                           "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n "
                           "WHERE i < 2000) INSERT INTO t SELECT randomblob(500) FROM n");
    m_scenes[QStringLiteral("another program's journal")] =
        killedSave(foreign, "UPDATE t SET x = randomblob(500)", sample);
    const QString foreignLogged = scratch(QStringLiteral("foreign-logged.db"));
    test::copyWithUncheckpointedLog(foreign, "PRAGMA user_version = 7; INSERT INTO t VALUES (1)",
                                    foreignLogged);
    const QByteArray foreignLog = test::readFile(foreignLogged + QStringLiteral("-wal"));
    m_scenes[QStringLiteral("another program's log")] = {sample, QStringLiteral("-wal"),
                                                         foreignLog};
    // The same log beside a campaign an older Muster left in write-ahead-log mode.
    const QString source = scratch(QStringLiteral("wal-source.muster"));
    copyFile(m_sampleFile, source);
    const QString logged = scratch(QStringLiteral("wal.muster"));
    test::copyWithUncheckpointedLog(source, "DELETE FROM orders", logged);
    m_scenes[QStringLiteral("another log beside an older file")] = {
        test::readFile(logged), QStringLiteral("-wal"), foreignLog};

    // What the campaign's own mid-save journal looks like (the file's first page not yet
    // written).
    m_scenes[QStringLiteral("killed save")] =
        killedSave(m_sampleFile, "DELETE FROM area_state; DELETE FROM orders");
    QVERIFY(m_scenes.at(QStringLiteral("killed save")).campaign != sample);
    // Every journal is one SQLite rolls back (its header completed: a first byte not zero).
    for (const auto &[kind, scene] : m_scenes)
        QVERIFY2(scene.suffix != QLatin1String("-journal") || scene.side.front() != 0,
                 qPrintable(kind));
}

QString TestSideFiles::run(const QString &entry, const QString &file)
{
    QString error;
    Problems problems;
    Campaign c;
    if (entry == QLatin1String("load"))
        return test::take(CampaignStore::load(file), error) ? QString() : error;
    if (entry == QLatin1String("open"))
        return test::take(CampaignStore::open(file, &c), error) ? QString() : error;
    if (entry == QLatin1String("openForUpdate"))
        return test::take(CampaignStore::openForUpdate(file, &c), error) ? QString() : error;
    if (entry == QLatin1String("checkStoreFile"))
        return store::checkStoreFile(file, problems) ? QString() : problems.toString();
    QStringList arguments{entry, file};
    const QString folder = QFileInfo(file).absolutePath();
    if (entry == QLatin1String("orders")) {
        test::writeFile(folder + QStringLiteral("/sheet.txt"), "");
        arguments << QStringLiteral("ALD") << folder + QStringLiteral("/sheet.txt");
    } else if (entry == QLatin1String("export")) {
        arguments << folder + QStringLiteral("/out.json");
    }
    const test::CliRun r = test::runCli(arguments);
    return r.exitCode == 0 ? QString() : r.err + QStringLiteral(" (exit %1)").arg(r.exitCode);
}

namespace {
const QStringList kEntries{QStringLiteral("load"),          QStringLiteral("open"),
                           QStringLiteral("openForUpdate"), QStringLiteral("checkStoreFile"),
                           QStringLiteral("validate"),      QStringLiteral("info"),
                           QStringLiteral("orders"),        QStringLiteral("resolve"),
                           QStringLiteral("rollback"),      QStringLiteral("export")};
} // namespace

void TestSideFiles::refusedByEveryWayIn_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("cause");
    const std::pair<const char *, const char *> kinds[] = {
        {"stale journal", "it was left by a save of a later state than the file's"},
        {"another campaign's journal", "it holds pages of another file"},
        {"another program's journal", "it holds pages of another program's database"},
        {"another program's log", "the file is not in write-ahead-log mode"},
        {"another log beside an older file", "it holds pages of another program's database"}};
    for (const auto &[kind, cause] : kinds)
        for (const QString &entry : kEntries)
            QTest::addRow("%s, %s", kind, qPrintable(entry))
                << QString::fromLatin1(kind) << entry << QString::fromLatin1(cause);
}

void TestSideFiles::refusedByEveryWayIn()
{
    QFETCH(QString, kind);
    QFETCH(QString, entry);
    QFETCH(QString, cause);
    const Scene &scene = m_scenes.at(kind);
    const QString file = lay(QStringLiteral("refused"), scene);
    const QString side = file + scene.suffix;
    const QStringList before = QDir(QFileInfo(file).absolutePath()).entryList(QDir::Files);

    const QString message = run(entry, file);
    QVERIFY2(message.contains(QStringLiteral("%1 is not this campaign's (%2").arg(side, cause)),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("move it aside (e.g. mv %1 %1.old)").arg(side)),
             qPrintable(message));
    QVERIFY(test::readFile(file) == scene.campaign);
    QVERIFY(test::readFile(side) == scene.side);
    QStringList after = QDir(QFileInfo(file).absolutePath()).entryList(QDir::Files);
    after.removeAll(QStringLiteral("sheet.txt"));
    QCOMPARE(after, before); // no -shm, no output, nothing else
}

void TestSideFiles::theCampaignsOwnJournalIsRolledBack_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("entry");
    for (const char *kind : {"killed save", "killed resolve"})
        for (const char *entry :
             {"load", "open", "openForUpdate", "checkStoreFile", "validate", "info", "export"})
            QTest::addRow("%s, %s", kind, entry)
                << QString::fromLatin1(kind) << QString::fromLatin1(entry);
}

void TestSideFiles::theCampaignsOwnJournalIsRolledBack()
{
    QFETCH(QString, kind);
    QFETCH(QString, entry);
    const Scene &scene = m_scenes.at(kind);
    const QString file = lay(QStringLiteral("own"), scene);
    const QString message = run(entry, file);
    QVERIFY2(message.isEmpty(), qPrintable(message));
    QVERIFY(!QFile::exists(file + scene.suffix));
    // As before the save: the sample as created, or as it was before the resolve.
    QCOMPARE(campaignJson(file),
             kind == QLatin1String("killed save") ? campaignJson(m_sampleFile) : m_beforeResolve);
}

void TestSideFiles::aJournalNeverCompletedIsLeftAlone()
{
    // A journal whose header was never completed (its first byte still zero) lists no page SQLite
    // would roll back: it does not stand in the way, and the campaign is read as it is.
    const Scene scene{test::readFile(m_sampleFile), QStringLiteral("-journal"),
                      QByteArray(4096, '\0') + QByteArray(600, 'x')};
    const QString file = lay(QStringLiteral("incomplete"), scene);
    for (const char *entry : {"load", "validate", "openForUpdate"}) {
        const QString message = run(QString::fromLatin1(entry), file);
        QVERIFY2(message.isEmpty(), qPrintable(message));
    }
    QCOMPARE(campaignJson(file), campaignJson(m_sampleFile));
}

QTEST_GUILESS_MAIN(TestSideFiles)
#include "tst_side_files.moc"
