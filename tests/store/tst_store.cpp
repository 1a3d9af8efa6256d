// The SQLite campaign store (issue 2 point 4): round trips with full history, the per-turn saves,
// and the generated campaigns it is measured with. Refusals and migrations: tst_store_refusal.cpp.
#include "GeneratedCampaign.h"
#include "StoreTestFiles.h"
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
    const auto loaded = CampaignStore::load(path, &error);
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
    auto store = CampaignStore::create(file, c, &error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY2(store->close(&error), qPrintable(error));
    QVERIFY(!QFile::exists(file + QStringLiteral(".new")));
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal")));

    const auto loaded = CampaignStore::load(file, &error);
    QVERIFY2(loaded, qPrintable(error));
    QCOMPARE(loaded->turns.size(), c.turns.size());
    QVERIFY(loaded->turns == c.turns); // states, orders, logs and seeds of every turn
    QCOMPARE(writeCampaignJson(*loaded), writeCampaignJson(c));

    QCOMPARE(test::rawInt(file, "PRAGMA application_id"), qint64{store::kApplicationId});
    QCOMPARE(test::rawInt(file, "PRAGMA user_version"), qint64{1});
    QCOMPARE(test::rawText(file, "PRAGMA journal_mode"), QStringLiteral("wal"));
}

void StoreTest::openKeepsTheFileOpenForSaving()
{
    const Campaign c = test::generateAreaCampaign(120, 3, 4, 11);
    const QString file = path("open.muster");
    QString error;
    QVERIFY2(CampaignStore::create(file, c, &error), qPrintable(error));
    Campaign opened;
    auto store = CampaignStore::open(file, &opened, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->path(), file);
    QCOMPARE(writeCampaignJson(opened), writeCampaignJson(c));
    opened.name = QStringLiteral("Renamed");
    QVERIFY2(store->saveDefinition(opened, &error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(opened)); // readable while the GM keeps it open
    QVERIFY(store->close(&error));
    QVERIFY(!store->saveDefinition(opened, &error));
    QCOMPARE(error, QStringLiteral("cannot save %1: the file is closed").arg(file));
}

void StoreTest::saveLatestTurnsAfterResolving()
{
    Campaign c = test::generateAreaCampaign(200, 4, 5, 3);
    const QString file = path("latest.muster");
    QString error;
    auto store = CampaignStore::create(file, c, &error);
    QVERIFY2(store, qPrintable(error));
    for (int i = 0; i < 3; ++i) {
        test::appendResolvedTurn(c, kFirstAreaOnly);
        QVERIFY2(store->saveLatestTurns(c, 2, &error), qPrintable(error));
        QCOMPARE(loadJson(file), writeCampaignJson(c));
    }
    QCOMPARE(c.turns.size(), size_t{8});
    c.current().orders[1] = QStringList{QStringLiteral("1 MOVE 2 A1 A2")};
    QVERIFY2(store->saveCurrentTurn(c, &error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(c));
}

void StoreTest::saveTurnReplacesOneTurn()
{
    Campaign c = test::generateAreaCampaign(200, 4, 6, 5);
    const QString file = path("one-turn.muster");
    QString error;
    auto store = CampaignStore::create(file, c, &error);
    QVERIFY2(store, qPrintable(error));
    TurnRecord &third = c.turns[2];
    third.state.areas[7].population = 99;
    third.state.kingdoms[0].bp = 1234;
    third.orders[2].append(QStringLiteral("4 MOVE 1 A3 A4"));
    QVERIFY2(store->saveTurn(c, third, &error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(c));
}

void StoreTest::removeLastTurnAfterRollback()
{
    Campaign c = test::generateAreaCampaign(150, 4, 6, 9);
    const QString file = path("rollback.muster");
    QString error;
    auto store = CampaignStore::create(file, c, &error);
    QVERIFY2(store, qPrintable(error));
    // Rolling back turn 6 makes turn 5 current again: unresolved, without its log.
    c.turns.pop_back();
    c.current().resolved = false;
    c.current().log = QJsonArray();
    QVERIFY2(store->removeLastTurn(c, &error), qPrintable(error));
    QString loadError;
    const auto loaded = CampaignStore::load(file, &loadError);
    QVERIFY2(loaded, qPrintable(loadError));
    QCOMPARE(loaded->turns.size(), size_t{5});
    QCOMPARE(writeCampaignJson(*loaded), writeCampaignJson(c));
}

void StoreTest::saveCampaignReplacesEverything()
{
    const QString file = path("whole.muster");
    QString error;
    auto store = CampaignStore::create(file, test::generateAreaCampaign(100, 3, 9, 1), &error);
    QVERIFY2(store, qPrintable(error));
    const Campaign other = test::generateAreaCampaign(180, 5, 4, 2);
    QVERIFY2(store->saveCampaign(other, &error), qPrintable(error));
    QCOMPARE(loadJson(file), writeCampaignJson(other));
}

void StoreTest::createReplacesAnExistingFileWhole()
{
    const QString file = path("replaced.muster");
    QString error;
    QVERIFY2(CampaignStore::create(file, test::generateAreaCampaign(100, 3, 3, 1), &error),
             qPrintable(error));
    // After a crash a write-ahead log with pages may lie beside the old file; the new file must
    // not inherit it.
    auto open = CampaignStore::open(file, nullptr, &error);
    QVERIFY2(open, qPrintable(error));
    QVERIFY(open->saveCampaign(test::generateAreaCampaign(120, 3, 6, 2), &error));
    const QString crashed = path("crashed.muster");
    QVERIFY(QFile::copy(file, crashed));
    QVERIFY(QFile::copy(file + QStringLiteral("-wal"), crashed + QStringLiteral("-wal")));
    QVERIFY(QFileInfo(crashed + QStringLiteral("-wal")).size() > 0);
    open.reset();
    const Campaign replacement = test::generateAreaCampaign(90, 2, 5, 4);
    auto store = CampaignStore::create(crashed, replacement, &error);
    QVERIFY2(store, qPrintable(error));
    QVERIFY(store->close(&error));
    QCOMPARE(loadJson(crashed), writeCampaignJson(replacement));
    QVERIFY(!QFile::exists(crashed + QStringLiteral(".new")));

    // A plain file in the way is replaced too.
    const QString text = path("replaced-text.muster");
    test::writeFile(text, "not a campaign\n");
    QVERIFY2(CampaignStore::create(text, replacement, &error), qPrintable(error));
    QCOMPARE(loadJson(text), writeCampaignJson(replacement));
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
    if (!QFile::exists(source))
        QSKIP("sample campaign not in the tree yet");
    QFile file(source);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    Problems problems;
    const auto campaign = readCampaignJson(bytes, source, problems);
    QVERIFY2(campaign, qPrintable(problems.toString()));
    const QString stored = m_dir.filePath(QFileInfo(source).baseName() + QStringLiteral(".muster"));
    QString error;
    QVERIFY2(CampaignStore::create(stored, *campaign, &error), qPrintable(error));
    QCOMPARE(loadJson(stored), bytes);

    // The samples start at turn 1; give them a history of resolved turns and store that too.
    Campaign played = *campaign;
    for (int i = 0; i < 4; ++i)
        test::appendResolvedTurn(played, kFirstAreaOnly);
    played.turns[2].orders[0] = QStringList{QStringLiteral("1 HOLD")};
    const QByteArray withHistory = writeCampaignJson(played);
    QVERIFY2(readCampaignJson(withHistory, QStringLiteral("played"), problems),
             qPrintable(problems.toString()));
    auto store = CampaignStore::create(stored, played, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(loadJson(stored), withHistory);
    test::appendResolvedTurn(played, kFirstAreaOnly);
    QVERIFY2(store->saveLatestTurns(played, 2, &error), qPrintable(error));
    QCOMPARE(CampaignStore::load(stored, &error)->turns.size(), size_t{6});
    QCOMPARE(loadJson(stored), writeCampaignJson(played));
}

QTEST_GUILESS_MAIN(StoreTest)
#include "tst_store.moc"
