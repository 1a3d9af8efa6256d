// The SQLite campaign store: round trips with full history, the per-turn saves,
// and the generated campaigns it is measured with. Refusals and migrations: tst_store_refusal.cpp.
#include "GeneratedCampaign.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace muster;

class StoreTest : public QObject
{
    Q_OBJECT

private slots:
    void generatedCampaignIsValidAndDeterministic();
    void generatedCampaignIsFast();
    void roundTripKeepsEveryTurn();
    void openKeepsTheFileOpenForSaving();
    void saveLatestTurnsAfterResolving();
    void saveTurnReplacesOneTurn();
    void removeLastTurnAfterRollback();
    void saveCampaignReplacesEverything();
    void createReplacesAnExistingFileWhole();
    void hotJournalIsRolledBackBeforeReading();
    void olderWriteAheadLogFilesAreFoldedIn();
    void theFileAloneIsACompleteCampaignAfterEverySave();
    void aRefusalIsOneProblemNamingTheFile();
    void samplesRoundTripWithFullHistory_data();
    void samplesRoundTripWithFullHistory();

private:
    QTemporaryDir m_dir;
    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }
};

namespace {
QByteArray loadJson(const QString &path)
{
    QString error;
    const auto loaded = test::take(CampaignStore::load(path), error);
    if (!loaded)
        qWarning("%s", qPrintable(error));
    return loaded ? writeCampaignJson(*loaded) : QByteArray();
}

/// appendResolvedTurn's stride for "only the first area's population changes".
constexpr int kFirstAreaOnly = std::numeric_limits<int>::max();
} // namespace

void StoreTest::generatedCampaignIsValidAndDeterministic()
{
    const Campaign c = test::generateAreaCampaign(300, 5, 12, 42);
    QCOMPARE(c.world.areas.size(), size_t{300});
    QCOMPARE(c.kingdoms.size(), size_t{5});
    QCOMPARE(c.turns.size(), size_t{12});
    QVERIFY(!c.current().resolved);
    QVERIFY(c.turns.front().resolved);
    int sea = 0, cities = 0;
    for (size_t a = 0; a < c.world.areas.size(); ++a) {
        QVERIFY2(!c.world.areas[a].hexes.empty(), qPrintable(c.world.areas[a].code));
        QVERIFY2(!c.world.neighbours(static_cast<int>(a)).empty(),
                 qPrintable(c.world.areas[a].code));
        sea += c.world.isSea(static_cast<int>(a));
        cities += c.world.areas[a].terrain == AreaTerrain::City;
    }
    QVERIFY(sea > 10);
    QVERIFY(cities > 2);

    const QByteArray json = writeCampaignJson(c);
    Problems problems;
    const auto back = readCampaignJson(json, QStringLiteral("generated.json"), problems);
    QVERIFY2(back, qPrintable(problems.toString()));
    QCOMPARE(writeCampaignJson(*back), json);
    QCOMPARE(writeCampaignJson(test::generateAreaCampaign(300, 5, 12, 42)), json);
    QVERIFY(writeCampaignJson(test::generateAreaCampaign(300, 5, 12, 43)) != json);
}

void StoreTest::generatedCampaignIsFast()
{
    QElapsedTimer timer;
    timer.start();
    const Campaign c = test::generateAreaCampaign(5000, 8, 200, 1);
    qInfo("5,000 areas x 200 turns generated in %lld ms", static_cast<long long>(timer.elapsed()));
    QCOMPARE(c.turns.size(), size_t{200});
    QVERIFY(timer.elapsed() < 10'000);
}

void StoreTest::roundTripKeepsEveryTurn()
{
    const Campaign c = test::generateAreaCampaign(400, 6, 30, 7);
    const QString file = path("roundtrip.muster");
    QString error;
    auto store = test::take(CampaignStore::create(file, c), error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY2(test::take(store->close(), error), qPrintable(error));
    QVERIFY(!QFile::exists(file + QStringLiteral(".new")));
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));

    const auto loaded = test::take(CampaignStore::load(file), error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->turns.size(), c.turns.size());
    QVERIFY(loaded->turns == c.turns); // states, orders, logs and seeds of every turn
    QCOMPARE(writeCampaignJson(*loaded), writeCampaignJson(c));

    QCOMPARE(test::rawInt(file, "PRAGMA application_id"), qint64{store::kApplicationId});
    QCOMPARE(test::rawInt(file, "PRAGMA user_version"),
             qint64{store::SchemaMigrations::builtin().newestSchema()});
    // A rollback journal: between saves the .muster file alone holds everything.
    QCOMPARE(test::rawText(file, "PRAGMA journal_mode"), QStringLiteral("delete"));
}

void StoreTest::openKeepsTheFileOpenForSaving()
{
    const Campaign c = test::generateAreaCampaign(120, 3, 4, 11);
    const QString file = path("open.muster");
    QString error;
    QVERIFY2(test::take(CampaignStore::create(file, c), error), qPrintable(error));
    Campaign opened;
    auto store = test::take(CampaignStore::open(file, &opened), error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->path(), file);
    QCOMPARE(writeCampaignJson(opened), writeCampaignJson(c));
    opened.name = QStringLiteral("Renamed");
    opened.paper = Paper::A3; // kept beside the definition (schema 7)
    QVERIFY2(test::take(store->saveDefinition(opened), error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(opened)); // readable while the GM keeps it open
    QVERIFY(loadJson(file).contains("\"paper\": \"A3\""));
    QVERIFY(test::take(store->close(), error));
    QVERIFY(!test::take(store->saveDefinition(opened), error));
    QCOMPARE(error, QStringLiteral("cannot save %1: the file is closed").arg(file));
}

void StoreTest::saveLatestTurnsAfterResolving()
{
    Campaign c = test::generateAreaCampaign(200, 4, 5, 3);
    const QString file = path("latest.muster");
    QString error;
    auto store = test::take(CampaignStore::create(file, c), error);
    QVERIFY2(store, qPrintable(error));
    for (int i = 0; i < 3; ++i) {
        test::appendResolvedTurn(c, kFirstAreaOnly);
        QVERIFY2(test::take(store->saveLatestTurns(c, 2), error), qPrintable(error));
        QCOMPARE(loadJson(file), writeCampaignJson(c));
    }
    QCOMPARE(c.turns.size(), size_t{8});
    c.current().orders[1] = QStringList{QStringLiteral("1 MOVE 2 A1 A2")};
    QVERIFY2(test::take(store->saveCurrentTurn(c), error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(c));
}

void StoreTest::saveTurnReplacesOneTurn()
{
    Campaign c = test::generateAreaCampaign(200, 4, 6, 5);
    const QString file = path("one-turn.muster");
    QString error;
    auto store = test::take(CampaignStore::create(file, c), error);
    QVERIFY2(store, qPrintable(error));
    TurnRecord &third = c.turns[2];
    third.state.areas[7].population = 99;
    third.state.kingdoms[0].bp = 1234;
    third.orders[2].append(QStringLiteral("4 MOVE 1 A3 A4"));
    QVERIFY2(test::take(store->saveTurn(c, third), error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(c));
}

void StoreTest::removeLastTurnAfterRollback()
{
    Campaign c = test::generateAreaCampaign(150, 4, 6, 9);
    const QString file = path("rollback.muster");
    QString error;
    auto store = test::take(CampaignStore::create(file, c), error);
    QVERIFY2(store, qPrintable(error));
    // Rolling back turn 6 makes turn 5 current again: unresolved, without its log.
    c.turns.pop_back();
    c.current().resolved = false;
    c.current().log = TurnLog();
    QVERIFY2(test::take(store->removeLastTurn(c), error), qPrintable(error));
    QString loadError;
    const auto loaded = test::take(CampaignStore::load(file), loadError);
    QVERIFY2(loaded, qPrintable(loadError));
    QCOMPARE(loaded->turns.size(), size_t{5});
    QCOMPARE(writeCampaignJson(*loaded), writeCampaignJson(c));
}

void StoreTest::saveCampaignReplacesEverything()
{
    const QString file = path("whole.muster");
    QString error;
    auto store =
        test::take(CampaignStore::create(file, test::generateAreaCampaign(100, 3, 9, 1)), error);
    QVERIFY2(store, qPrintable(error));
    const Campaign other = test::generateAreaCampaign(180, 5, 4, 2);
    QVERIFY2(test::take(store->saveCampaign(other), error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(other));
}

void StoreTest::createReplacesAnExistingFileWhole()
{
    const QString file = path("replaced.muster");
    QString error;
    QVERIFY2(
        test::take(CampaignStore::create(file, test::generateAreaCampaign(100, 3, 3, 1)), error),
        qPrintable(error));
    const Campaign replacement = test::generateAreaCampaign(90, 2, 5, 4);
    const auto noSideFiles = [](const QString &f) {
        for (const char *suffix : {".new", "-journal", "-wal", "-shm"})
            if (QFile::exists(f + QLatin1String(suffix)))
                return false;
        return true;
    };

    // After a crash mid-save a hot journal lies beside the old file: the new file must not
    // inherit it (rolled back into the new file, it would scramble it).
    const QString crashed = path("crashed.muster");
    test::copyMidSave(file, "DELETE FROM area_state; DELETE FROM orders", crashed);
    QVERIFY(QFileInfo(crashed + QStringLiteral("-journal")).size() > 0);
    auto store = test::take(CampaignStore::create(crashed, replacement), error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY(test::take(store->close(), error));
    QCOMPARE(loadJson(crashed), writeCampaignJson(replacement));
    QVERIFY(noSideFiles(crashed));

    // A file of an older Muster in write-ahead-log mode, whose log still holds committed turns:
    // replaced whole, and nothing of the old log survives beside the new file.
    const QString logged = path("logged.muster");
    test::copyWithUncheckpointedLog(file, "DELETE FROM orders", logged);
    QVERIFY(QFileInfo(logged + QStringLiteral("-wal")).size() > 0);
    store = test::take(CampaignStore::create(logged, replacement), error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY(test::take(store->close(), error));
    QCOMPARE(loadJson(logged), writeCampaignJson(replacement));
    QVERIFY(noSideFiles(logged));

    // A plain file in the way is replaced too.
    const QString text = path("replaced-text.muster");
    test::writeFile(text, "not a campaign\n");
    QVERIFY2(test::take(CampaignStore::create(text, replacement), error), qPrintable(error));
    QCOMPARE(loadJson(text), writeCampaignJson(replacement));
}

void StoreTest::hotJournalIsRolledBackBeforeReading()
{
    // A save killed half way: the file holds some new pages, its journal the old ones. Readers
    // and writers alike see the last committed campaign, and the journal is gone after.
    const Campaign c = test::generateAreaCampaign(300, 4, 3, 9);
    const QString file = path("hot.muster");
    QString error;
    QVERIFY2(test::take(CampaignStore::create(file, c), error), qPrintable(error));
    const QString crashed = path("hot-crashed.muster");
    test::copyMidSave(file, "UPDATE area_state SET armies = armies + 1000", crashed);
    QVERIFY(QFileInfo(crashed + QStringLiteral("-journal")).size() > 0);
    const auto read = test::take(CampaignStore::load(crashed), error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(writeCampaignJson(*read), writeCampaignJson(c));
    QVERIFY(!QFile::exists(crashed + QStringLiteral("-journal")));

    test::copyMidSave(file, "UPDATE area_state SET armies = armies + 1000", crashed);
    Campaign opened;
    auto store = test::take(CampaignStore::openForUpdate(crashed, &opened), error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(writeCampaignJson(opened), writeCampaignJson(c));
}

void StoreTest::olderWriteAheadLogFilesAreFoldedIn()
{
    // Files of older Muster builds used a write-ahead log. Opened for saving, such a file takes in
    // its log and turns to a rollback journal: from then on the file alone is the campaign.
    const Campaign c = test::generateAreaCampaign(200, 3, 4, 5);
    const QString file = path("older.muster");
    QString error;
    QVERIFY2(test::take(CampaignStore::create(file, c), error), qPrintable(error));
    const QString logged = path("older-logged.muster");
    test::copyWithUncheckpointedLog(file, "DELETE FROM orders", logged);
    Campaign opened;
    auto store = test::take(CampaignStore::open(logged, &opened), error);
    QVERIFY2(store, qPrintable(error));
    for (const TurnRecord &t : opened.turns)
        for (const QStringList &lines : t.orders)
            QVERIFY(lines.isEmpty()); // the log's committed change is there
    QVERIFY(test::take(store->saveCurrentTurn(opened), error));
    QVERIFY(test::take(store->close(), error));
    QVERIFY(!QFile::exists(logged + QStringLiteral("-wal")));
    QCOMPARE(test::rawText(logged, "PRAGMA journal_mode"), QStringLiteral("delete"));
    const QString copy = path("older-copy.muster");
    QVERIFY(QFile::copy(logged, copy));
    const auto fromCopy = test::take(CampaignStore::load(copy), error);
    QVERIFY2(fromCopy, qPrintable(error));
    QCOMPARE(writeCampaignJson(*fromCopy), writeCampaignJson(opened));
}

void StoreTest::theFileAloneIsACompleteCampaignAfterEverySave()
{
    // A copy of the .muster file taken between saves (a backup) holds every turn saved so far.
    const Campaign full = test::generateAreaCampaign(150, 3, 5, 8);
    Campaign c = full;
    c.turns.resize(1);
    c.turns[0].resolved = false;
    const QString file = path("backup.muster");
    QString error;
    auto store = test::take(CampaignStore::create(file, c), error);
    QVERIFY2(store, qPrintable(error));
    for (size_t turn = 1; turn < full.turns.size(); ++turn) {
        c.turns = full.turns.first(turn + 1);
        c.turns.back().resolved = false;
        c.turns.back().log = {};
        QVERIFY2(test::take(store->saveLatestTurns(c, 2), error), qPrintable(error));
        const QString copy = path("backup-copy.muster");
        QFile::remove(copy);
        QVERIFY(QFile::copy(file, copy));
        const auto fromCopy = test::take(CampaignStore::load(copy), error);
        QVERIFY2(fromCopy, qPrintable(error));
        QCOMPARE(fromCopy->turns.size(), c.turns.size());
    }
}

void StoreTest::aRefusalIsOneProblemNamingTheFile()
{
    // Whatever SQLite or the store's checks threw, the caller gets one Result: one sentence that
    // names the file, and nothing thrown past the store.
    const QString text = path("notes.muster");
    QVERIFY(test::writeFileBytes(text, "plain words, no campaign\n"));
    const Result<Campaign> loaded = CampaignStore::load(text);
    QVERIFY(!loaded);
    QCOMPARE(loaded.problems().size(), size_t{1});
    QVERIFY2(loaded.message().contains(text), qPrintable(loaded.message()));
    const Result<std::unique_ptr<CampaignStore>> opened = CampaignStore::open(text, nullptr);
    QVERIFY(!opened);
    QCOMPARE(opened.message(), loaded.message());

    const QString file = path("closed.muster");
    auto store = CampaignStore::create(file, test::generateAreaCampaign(60, 2, 2, 3));
    QVERIFY2(store, qPrintable(store.message()));
    QVERIFY(store->close().ok());
    const Result<void> saved = store->saveDefinition(test::generateAreaCampaign(60, 2, 2, 3));
    QCOMPARE(saved.message(), QStringLiteral("cannot save %1: the file is closed").arg(file));
    QCOMPARE(store->lastFailure(), CampaignStore::Failure::Other);
}

void StoreTest::samplesRoundTripWithFullHistory_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("area") << QStringLiteral("maps/sample-area.json");
    QTest::newRow("hex") << QStringLiteral("maps/sample-hex.json");
}

void StoreTest::samplesRoundTripWithFullHistory()
{
    QFETCH(QString, sample);
    const QString source = test::sourcePath(sample);
    QVERIFY2(QFile::exists(source),
             qPrintable(source + QStringLiteral(" is missing from the tree")));
    QFile file(source);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    Problems problems;
    const auto campaign = readCampaignJson(bytes, source, problems);
    QVERIFY2(campaign, qPrintable(problems.toString()));
    const QString stored = m_dir.filePath(QFileInfo(source).baseName() + QStringLiteral(".muster"));
    QString error;
    QVERIFY2(test::take(CampaignStore::create(stored, *campaign), error), qPrintable(error));
    QCOMPARE(loadJson(stored), bytes);

    // The samples start at turn 1; give them a history of resolved turns and store that too.
    Campaign played = *campaign;
    for (int i = 0; i < 4; ++i)
        test::appendResolvedTurn(played, kFirstAreaOnly);
    played.turns[2].orders[0] = QStringList{QStringLiteral("1 HOLD")};
    const QByteArray withHistory = writeCampaignJson(played);
    QVERIFY2(readCampaignJson(withHistory, QStringLiteral("played"), problems),
             qPrintable(problems.toString()));
    auto store = test::take(CampaignStore::create(stored, played), error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(loadJson(stored), withHistory);
    test::appendResolvedTurn(played, kFirstAreaOnly);
    QVERIFY2(test::take(store->saveLatestTurns(played, 2), error), qPrintable(error));
    QCOMPARE(test::take(CampaignStore::load(stored), error)->turns.size(), size_t{6});
    QCOMPARE(loadJson(stored), writeCampaignJson(played));
}

QTEST_GUILESS_MAIN(StoreTest)
#include "tst_store.moc"
