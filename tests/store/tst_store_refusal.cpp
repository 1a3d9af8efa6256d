// Files the campaign store must refuse, and schema upgrades: every refusal names
// the file, says precisely why, and leaves the file byte for byte as it was (same SHA-256).
#include "GeneratedCampaign.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"
#include "store/StoreCheck.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class StoreRefusalTest : public QObject
{
    Q_OBJECT

private slots:
    void refusesWithoutChangingTheFile_data();
    void refusesWithoutChangingTheFile();
    void aHoleInAnEarlierTurnIsRefusedWhenRead();
    void aDamagedTurnIsKnownWithTheStoresReason();
    void aTurnThatCannotBeReadIsNeverWrittenAsAStandIn();
    void afterSaveAsTheHistoryIsReadFromTheNewFile();
    void holdingTheWholeHistoryReadsItAsStored();
    void holdingTheWholeHistoryStopsAtATurnThatCannotBeRead();
    void upgradesStepByStep();
    void failedUpgradeLeavesTheFileUnchanged();
    void failedCreateLeavesTheOldFile();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
    /// A valid Muster campaign file at `name`, closed.
    QString makeCampaignFile(const QString &name);
};

void StoreRefusalTest::aHoleInAnEarlierTurnIsRefusedWhenRead()
{
    // Opening reads the current turn only; an earlier turn with holes is refused when it is read,
    // with the same sentence, and the file stays as it was.
    const QString file = makeCampaignFile(QStringLiteral("earlier-hole.muster"));
    test::rawExec(file, "DELETE FROM area_state WHERE turn = 3 AND area = 299");
    const QByteArray hash = test::fileHash(file);
    QString error;
    const auto campaign = test::take(CampaignStore::load(file), error);
    QVERIFY2(campaign, qPrintable(error));
    QVERIFY(!test::take(campaign->turns.read(2), error));
    QCOMPARE(error, QStringLiteral("%1 is damaged (turn 3 holds states for 299 of 300 areas and 4 "
                                   "of 4 kingdoms)")
                        .arg(file));
    QVERIFY(test::take(campaign->turns.read(3), error));
    QCOMPARE(test::fileHash(file), hash);
}

void StoreRefusalTest::aDamagedTurnIsKnownWithTheStoresReason()
{
    // What a view shows of a damaged turn is core's finding, typed: the turn and the store's
    // reason, the one `muster-cli validate` gives. The check of every turn (run on a copy, as the
    // console runs it on a worker) finds each damaged turn and holds none; a turn that cannot be
    // read because another program changed the file is not damage.
    const QString file = makeCampaignFile(QStringLiteral("damaged-turns.muster"));
    test::rawExec(file, "DELETE FROM area_state WHERE turn = 3 AND area = 299");
    test::rawExec(file, "UPDATE kingdom_state SET bp = -5 WHERE turn = 7 AND kingdom = 1");
    Problems problems;
    QVERIFY(!store::checkStoreFile(file, problems));
    QCOMPARE(problems.size(), size_t{2});
    // What validate says of turn `number`.
    const auto validateSays = [&problems](int number) {
        for (const Problem &p : problems.items())
            if (p.where.startsWith(QStringLiteral("turn %1,").arg(number)) ||
                p.message.startsWith(QStringLiteral("turn %1 ").arg(number)))
                return p.where.isEmpty() ? p.message : p.where + QStringLiteral(": ") + p.message;
        return QString();
    };
    const QByteArray hash = test::fileHash(file);
    QString error;
    auto campaign = test::take(CampaignStore::load(file), error);
    QVERIFY2(campaign, qPrintable(error));
    QVERIFY(!campaign->turns.damage(2));
    QVERIFY(!test::take(campaign->turns.read(2), error));
    const std::optional<TurnDamage> damage = campaign->turns.damage(2);
    QVERIFY(damage);
    QCOMPARE(damage->turn, 3);
    QCOMPARE(damage->reason, validateSays(3));
    QCOMPARE(damage->message, error);
    // The stand-in for it shows nothing of another turn's.
    const TurnHistory &turns = campaign->turns; // read, not held for a change
    for (const AreaState &a : turns[2].state.areas)
        QVERIFY(a.owner == -1 && a.armies == 0);

    const TurnHistory copy = campaign->turns;
    const std::vector<TurnDamage> found = copy.findDamage({});
    QCOMPARE(found.size(), size_t{2});
    QCOMPARE(found[0], *damage);
    QCOMPARE(found[1].turn, 7);
    QCOMPARE(found[1].reason, validateSays(7));
    for (std::size_t i = 0; i + 1 < copy.size(); ++i)
        QVERIFY(!copy.isHeld(i));
    QVERIFY(campaign->turns.markDamaged(found[1]));
    QCOMPARE(campaign->turns.damaged(), found);
    QVERIFY(!test::take(campaign->turns.read(6), error)); // known: not read again
    QCOMPARE(error, found[1].message);
    QCOMPARE(test::fileHash(file), hash);

    test::rawExec(file, "UPDATE campaign SET revision = revision + 1");
    QVERIFY(!test::take(campaign->turns.read(4), error));
    QVERIFY2(error.contains(QLatin1String("another program changed the file")), qPrintable(error));
    QVERIFY(!campaign->turns.damage(4));
}

void StoreRefusalTest::aTurnThatCannotBeReadIsNeverWrittenAsAStandIn()
{
    // Save As and JSON exports go through every turn; one that cannot be read from the open
    // file must stop them, not be written as the stand-in the history gives for it.
    const QString file = makeCampaignFile(QStringLiteral("unreadable-turn.muster"));
    QString error;
    const auto campaign = test::take(CampaignStore::load(file), error);
    QVERIFY2(campaign, qPrintable(error));
    test::rawExec(file, "DELETE FROM area_state WHERE turn = 3 AND area = 299");
    const QString copy = path(QStringLiteral("unreadable-copy.muster"));
    QVERIFY(!test::take(CampaignStore::create(copy, *campaign), error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot save %1: ").arg(copy)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("turn 3 holds states for 299 of 300 areas")),
             qPrintable(error));
    QVERIFY(!QFile::exists(copy));
    QVERIFY(!QFile::exists(copy + QStringLiteral(".new")));
    const Result<QByteArray> json = checkedCampaignJson(*campaign);
    QVERIFY(!json);
    QVERIFY2(json.message().contains(QStringLiteral("turn 3 holds states")),
             qPrintable(json.message()));
}

void StoreRefusalTest::afterSaveAsTheHistoryIsReadFromTheNewFile()
{
    const QString file = makeCampaignFile(QStringLiteral("saved-from.muster"));
    QString error;
    Campaign campaign;
    auto opened = test::take(CampaignStore::open(file, &campaign), error);
    QVERIFY2(opened, qPrintable(error));
    const QString copy = path(QStringLiteral("saved-as.muster"));
    auto created = test::take(CampaignStore::create(copy, campaign), error);
    QVERIFY2(created, qPrintable(error));
    created->readHistoryFromHere(campaign);
    opened.reset();
    // The old file is gone: every earlier turn still reads, from the new one, as it was.
    QVERIFY(QFile::remove(file));
    const auto reloaded = test::take(CampaignStore::load(copy), error);
    QVERIFY2(reloaded, qPrintable(error));
    for (std::size_t i = 0; i < campaign.turns.size(); ++i) {
        const auto turn = test::take(campaign.turns.read(i), error);
        QVERIFY2(turn, qPrintable(error));
        QVERIFY(*turn == reloaded->turns[i]);
    }
    // Saves through the new store keep the history readable (the revision follows).
    QVERIFY2(test::take(created->saveCurrentTurn(campaign), error), qPrintable(error));
    QVERIFY2(test::take(campaign.turns.read(1), error), qPrintable(error));
}

void StoreRefusalTest::holdingTheWholeHistoryReadsItAsStored()
{
    // The turns not held are read in runs between the held ones (here a changed turn 6 and the
    // current turn), each exactly as stored.
    const QString file = makeCampaignFile(QStringLiteral("held-whole.muster"));
    const Campaign generated = test::generateAreaCampaign(300, 4, 20, 17);
    QString error;
    auto campaign = test::take(CampaignStore::load(file), error);
    QVERIFY2(campaign, qPrintable(error));
    campaign->turns[5].messages[0] = QStringLiteral("held, and changed");
    QVERIFY2(test::take(campaign->turns.holdAll(), error), qPrintable(error));
    QVERIFY(QFile::remove(file)); // nothing is read from the file any more
    QCOMPARE(campaign->turns.size(), generated.turns.size());
    for (std::size_t i = 0; i < generated.turns.size(); ++i) {
        QVERIFY(campaign->turns.isHeld(i));
        TurnRecord expected = generated.turns[i];
        if (i == 5)
            expected.messages[0] = QStringLiteral("held, and changed");
        QVERIFY2(campaign->turns[i] == expected, qPrintable(QString::number(i)));
        QCOMPARE(campaign->turns.logSize(i), expected.log.size());
    }
}

void StoreRefusalTest::holdingTheWholeHistoryStopsAtATurnThatCannotBeRead()
{
    const QString file = makeCampaignFile(QStringLiteral("held-hole.muster"));
    test::rawExec(file, "DELETE FROM area_state WHERE turn = 9 AND area = 299");
    QString error;
    auto campaign = test::take(CampaignStore::load(file), error);
    QVERIFY2(campaign, qPrintable(error));
    QVERIFY(!test::take(campaign->turns.holdAll(), error));
    QVERIFY2(error.contains(QStringLiteral("turn 9 holds states for 299 of 300 areas")),
             qPrintable(error));
    // Nothing is held of what was read before the damage was found.
    for (std::size_t i = 0; i + 1 < campaign->turns.size(); ++i)
        QVERIFY(!campaign->turns.isHeld(i));
    QVERIFY(test::take(campaign->turns.read(7), error));
}

QString StoreRefusalTest::makeCampaignFile(const QString &name)
{
    const QString file = path(name);
    QString error;
    auto store =
        test::take(CampaignStore::create(file, test::generateAreaCampaign(300, 4, 20, 17)), error);
    if (!store || !test::take(store->close(), error))
        qFatal("cannot create %s: %s", qPrintable(file), qPrintable(error));
    return file;
}

void StoreRefusalTest::refusesWithoutChangingTheFile_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind :
         {"foreign", "plain-sqlite", "newer", "truncated", "half-page", "damaged", "holes", "text",
          "empty", "missing", "folder", "unfinished"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void StoreRefusalTest::refusesWithoutChangingTheFile()
{
    QFETCH(QString, kind);
    const QString file = path(kind + QStringLiteral(".muster"));
    QString expected;
    if (kind == QLatin1String("foreign") || kind == QLatin1String("plain-sqlite")) {
        test::rawExec(
            file, kind == QLatin1String("foreign")
                      ? "PRAGMA application_id = 42; CREATE TABLE t (x); INSERT INTO t VALUES (1)"
                      : "CREATE TABLE t (x)");
        expected =
            QStringLiteral("%1 is not a Muster campaign (an SQLite database of another program)");
    } else if (kind == QLatin1String("newer")) {
        QFile::rename(makeCampaignFile(QStringLiteral("for-newer.muster")), file);
        test::rawExec(file, "PRAGMA user_version = 99");
        expected = QStringLiteral("%1 was written by a newer Muster (schema 99, this one reads up "
                                  "to %2)")
                       .arg(file)
                       .arg(store::SchemaMigrations::builtin().newestSchema());
    } else if (kind == QLatin1String("truncated") || kind == QLatin1String("half-page")) {
        const QByteArray whole =
            test::readFile(makeCampaignFile(kind + QStringLiteral("-whole.muster")));
        const qsizetype kept =
            kind == QLatin1String("truncated") ? whole.size() / 2 : whole.size() - 1000;
        test::writeFile(file, whole.left(kept));
        expected = QStringLiteral(
                       "%1 is damaged (it is truncated: %2 bytes of the %3 its header announces)")
                       .arg(file)
                       .arg(kept)
                       .arg(whole.size());
    } else if (kind == QLatin1String("damaged")) {
        // Same size, valid header, garbage over the pages in the middle: only SQLite can tell.
        QByteArray bytes = test::readFile(makeCampaignFile(QStringLiteral("for-damage.muster")));
        for (qsizetype i = bytes.size() / 2; i < bytes.size() / 2 + 3 * 4096; ++i)
            bytes[i] = static_cast<char>(0xA5 ^ (i * 131));
        test::writeFile(file, bytes);
        // SQLite finds the garbage, or the log's decoder does where it lands in a log's pages:
        // either way the file is refused as damaged.
        expected = QStringLiteral("%1 is damaged (");
    } else if (kind == QLatin1String("holes")) {
        // A sound database whose rows contradict each other: the current turn lost its last
        // area's state.
        QFile::rename(makeCampaignFile(QStringLiteral("for-holes.muster")), file);
        test::rawExec(file, "DELETE FROM area_state WHERE turn = 20 AND area = 299");
        expected = QStringLiteral(
            "%1 is damaged (turn 20 holds states for 299 of 300 areas and 4 of 4 kingdoms)");
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir(m_dir.path()).mkdir(QFileInfo(file).fileName()));
        expected = QStringLiteral("%1 is a folder, not a campaign file");
    } else if (kind == QLatin1String("text")) {
        test::writeFile(file, "turn 1: Mercia moves 3 armies to York\n");
        expected = QStringLiteral("%1 is not a Muster campaign (not an SQLite database)");
    } else if (kind == QLatin1String("empty")) {
        test::writeFile(file, QByteArray());
        expected = QStringLiteral("%1 is not a Muster campaign (the file is empty)");
    } else if (kind == QLatin1String("missing")) {
        expected = QStringLiteral("%1 does not exist");
    } else if (kind == QLatin1String("unfinished")) {
        // Muster's application id but no schema version: a create that never completed.
        test::rawExec(file, "PRAGMA application_id = 1297437524; CREATE TABLE t (x)");
        expected = QStringLiteral(
            "%1 is damaged (it has no schema version; it was never completely written)");
    }
    if (expected.contains(QLatin1String("%1")))
        expected = expected.arg(file);
    const bool exists = QFileInfo(file).isFile();
    const QByteArray hash = exists ? test::fileHash(file) : QByteArray();
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);

    QString error;
    Campaign campaign;
    QVERIFY(!test::take(CampaignStore::open(file, &campaign), error));
    if (expected.endsWith(QLatin1Char('(')))
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    else
        QCOMPARE(error, expected);
    QVERIFY(campaign.turns.empty());
    error.clear();
    QVERIFY(!test::take(CampaignStore::load(file), error));
    if (kind == QLatin1String("damaged"))
        QVERIFY2(error.startsWith(file + QStringLiteral(" is damaged (")), qPrintable(error));
    else
        QCOMPARE(error, expected);
    // A command's read-modify-write refuses it the same way, before taking any lock.
    error.clear();
    QVERIFY(!test::take(CampaignStore::openForUpdate(file, &campaign), error));
    if (kind == QLatin1String("damaged"))
        QVERIFY2(error.startsWith(file + QStringLiteral(" is damaged (")), qPrintable(error));
    else
        QCOMPARE(error, expected);

    QCOMPARE(QFileInfo(file).isFile(), exists);
    if (exists)
        QCOMPARE(test::fileHash(file), hash);
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before); // no -wal, -shm or journal left
}

namespace {
/// This build's own steps, then two more a later Muster might add.
store::SchemaMigrations fakeMigrations(bool lastStepFails)
{
    std::vector<store::MigrationStep> steps = store::SchemaMigrations::builtin().steps();
    const int next = store::SchemaMigrations::builtin().newestSchema();
    steps.push_back({next, QStringLiteral("add notes"), [](sqlite::Database &db) {
                         db.exec("CREATE TABLE note (turn INTEGER, text TEXT)");
                     }});
    steps.push_back(
        {next + 1, QStringLiteral("notes get an author"), [lastStepFails](sqlite::Database &db) {
             db.exec("ALTER TABLE note ADD COLUMN author TEXT");
             if (lastStepFails)
                 db.exec("INSERT INTO no_such_table VALUES (1)");
         }});
    return store::SchemaMigrations(std::move(steps));
}
} // namespace

void StoreRefusalTest::upgradesStepByStep()
{
    const QString file = makeCampaignFile(QStringLiteral("upgrade.muster"));
    // Held whole: the file is upgraded below, and a campaign read from it turn by turn could not
    // read its history any more (and would not be written from).
    Campaign original = *CampaignStore::load(file);
    QString held;
    QVERIFY2(test::take(original.turns.holdAll(), held), qPrintable(held));
    const store::SchemaMigrations migrations = fakeMigrations(false);
    const int ours = store::SchemaMigrations::builtin().newestSchema();
    QCOMPARE(migrations.newestSchema(), ours + 2);

    const QByteArray hash = test::fileHash(file);
    QString error;
    Campaign loaded;
    auto store = test::take(CampaignStore::open(file, &loaded, migrations), error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(writeCampaignJson(loaded), writeCampaignJson(original));
    QVERIFY(test::take(store->saveCurrentTurn(loaded), error));
    QVERIFY(test::take(store->close(), error));
    QVERIFY(test::fileHash(file) != hash);
    QCOMPARE(test::rawInt(file, "PRAGMA user_version"), qint64{ours + 2});
    QCOMPARE(
        test::rawInt(file, "SELECT count(*) FROM pragma_table_info('note') WHERE name = 'author'"),
        qint64{1});

    // Once upgraded, this build's older code refuses it.
    const QByteArray upgraded = test::fileHash(file);
    QVERIFY(!test::take(CampaignStore::open(file, &loaded), error));
    QCOMPARE(error,
             QStringLiteral("%1 was written by a newer Muster (schema %2, this one reads up to %3)")
                 .arg(file)
                 .arg(ours + 2)
                 .arg(ours));
    QCOMPARE(test::fileHash(file), upgraded);

    // A file created by a build with these steps is at its newest schema from the start.
    const QString fresh = path(QStringLiteral("fresh-v3.muster"));
    QVERIFY2(test::take(CampaignStore::create(fresh, original, migrations), error),
             qPrintable(error));
    QCOMPARE(test::rawInt(fresh, "PRAGMA user_version"), qint64{ours + 2});
}

void StoreRefusalTest::failedUpgradeLeavesTheFileUnchanged()
{
    const int ours = store::SchemaMigrations::builtin().newestSchema();
    const QString file = makeCampaignFile(QStringLiteral("failed-upgrade.muster"));
    const QByteArray hash = test::fileHash(file);
    QString error;
    QVERIFY(!test::take(CampaignStore::open(file, nullptr, fakeMigrations(true)), error));
    QVERIFY2(
        error.startsWith(QStringLiteral("cannot open %1: upgrading from schema %2 to %3 (notes "
                                        "get an author) failed: no such table: no_such_table")
                             .arg(file)
                             .arg(ours + 1)
                             .arg(ours + 2)),
        qPrintable(error));
    QCOMPARE(test::fileHash(file), hash);
    QCOMPARE(test::rawInt(file, "PRAGMA user_version"), qint64{ours});
    QCOMPARE(test::rawInt(file, "SELECT count(*) FROM sqlite_schema WHERE name = 'note'"),
             qint64{0});
}

void StoreRefusalTest::failedCreateLeavesTheOldFile()
{
    const int ours = store::SchemaMigrations::builtin().newestSchema();
    const QString file = makeCampaignFile(QStringLiteral("kept.muster"));
    const QByteArray hash = test::fileHash(file);
    QString error;
    QVERIFY(!test::take(
        CampaignStore::create(file, test::generateAreaCampaign(50, 2, 2, 5), fakeMigrations(true)),
        error));
    QVERIFY2(error.startsWith(QStringLiteral("cannot create %1: upgrading from schema %2 to %3")
                                  .arg(file)
                                  .arg(ours + 1)
                                  .arg(ours + 2)),
             qPrintable(error));
    QCOMPARE(test::fileHash(file), hash);
    QVERIFY(!QFile::exists(file + QStringLiteral(".new")));

    Campaign empty = test::generateAreaCampaign(50, 2, 1, 5);
    empty.turns.clear();
    QVERIFY(!test::take(CampaignStore::create(file, empty), error));
    QCOMPARE(error, QStringLiteral("cannot create %1: the campaign has no turn").arg(file));
    QCOMPARE(test::fileHash(file), hash);
    QVERIFY(test::take(CampaignStore::load(file), error));
}

QTEST_GUILESS_MAIN(StoreRefusalTest)
#include "tst_store_refusal.moc"
