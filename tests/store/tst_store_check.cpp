// The deep check of a .muster file (`muster-cli validate FILE.muster`, core/store/StoreCheck):
// SQLite's integrity check, the schema's tables and columns, the stored definition and every row's
// values, every problem listed and the file left exactly as it was.
#include "CliRunner.h"
#include "StoreTestFiles.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"
#include "store/StoreCheck.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

class TestStoreCheck : public QObject
{
    Q_OBJECT

private slots:
    void soundFileHasNoProblem();
    void problems_data();
    void problems();
    void cliListsEveryProblem();

private:
    QString sample(const QString &name);
    QTemporaryDir m_dir;
};

QString TestStoreCheck::sample(const QString &name)
{
    const QString file = m_dir.filePath(name);
    QFile json(test::sourcePath(QStringLiteral("maps/sample-area.json")));
    if (!json.open(QIODevice::ReadOnly))
        qFatal("no sample");
    Problems problems;
    const auto c = readCampaignJson(json.readAll(), QStringLiteral("sample"), problems);
    QString error;
    auto store = c ? test::take(CampaignStore::create(file, *c), error) : nullptr;
    if (!store || !test::take(store->close(), error))
        qFatal("%s", qPrintable(error));
    return file;
}

void TestStoreCheck::soundFileHasNoProblem()
{
    const QString file = sample(QStringLiteral("sound.muster"));
    Problems problems;
    const auto c = store::checkStoreFile(file, problems);
    QVERIFY2(c, qPrintable(problems.toString()));
    QCOMPARE(c->name, QStringLiteral("The Sundered Coast"));
}

void TestStoreCheck::problems_data()
{
    QTest::addColumn<QByteArray>("sql");
    QTest::addColumn<QStringList>("expected"); // each a problem, after "FILE: "
    // An index whose entries no longer match its table: the rows still read, only SQLite's
    // integrity check can tell (opening the file alone does not look).
    QTest::newRow("integrity")
        << QByteArray(
               "CREATE INDEX extra ON area_state(armies); PRAGMA writable_schema = ON; UPDATE "
               "sqlite_schema SET sql = 'CREATE INDEX extra ON area_state(population)' WHERE name "
               "= "
               "'extra'; PRAGMA writable_schema = OFF;")
        << QStringList{QStringLiteral("integrity_check: ")};
    QTest::newRow("schema") << QByteArray("ALTER TABLE area_state DROP COLUMN forts; DROP TABLE "
                                          "passage")
                            << QStringList{QStringLiteral("table area_state: column forts is "
                                                          "missing"),
                                           QStringLiteral("table passage: missing")};
    QTest::newRow("definition") << QByteArray(
                                       "UPDATE campaign SET definition = json_set(definition, "
                                       "'$.ruleset.parameters.fortValue', 2147483647)")
                                << QStringList{QStringLiteral(
                                       "definition.ruleset.parameters.fortValue: expected a whole "
                                       "number from 0 to 100, got 2147483647")};
    // The column's CHECK keeps a save from writing another paper; a file made otherwise is told.
    QTest::newRow("paper") << QByteArray("PRAGMA ignore_check_constraints = ON; UPDATE campaign "
                                         "SET paper = 'B5'")
                           << QStringList{QStringLiteral(
                                  "campaign.paper: expected A4, A3 or Letter, got \"B5\"")};
    // Every wrong value, not only the first: the numbers the JSON reader would refuse.
    QTest::newRow("values")
        << QByteArray("UPDATE kingdom_state SET bp = -1 WHERE kingdom = 0; UPDATE area_state SET "
                      "armies = -7 WHERE area = 3; UPDATE area_state SET forts = 'many' WHERE "
                      "area = 4; UPDATE turn SET events = x'5b315d'")
        << QStringList{
               QStringLiteral("turn 1, events: the turn log is not in Muster's stored form"),
               QStringLiteral("turn 1, kingdom ALD, bp: expected a whole number from 0 to "
                              "1000000, got -1"),
               QStringLiteral(
                   "turn 1, area BFN, armies: expected a whole number from 0 to 1000000, "
                   "got -7"),
               QStringLiteral("turn 1, area EEL, forts: expected a whole number, found a text or "
                              "blob")};
    QTest::newRow("turn number") << QByteArray("UPDATE turn SET number = 2147483647")
                                 << QStringList{
                                        QStringLiteral("turn 2147483647, number: expected a "
                                                       "whole number from 1 to 1000000, "
                                                       "got 2147483647")};
}

void TestStoreCheck::problems()
{
    QFETCH(QByteArray, sql);
    QFETCH(QStringList, expected);
    const QString file =
        sample(QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".muster"));
    test::rawExec(file, sql.constData());
    const QByteArray hash = test::fileHash(file);
    const QStringList before = QDir(m_dir.path()).entryList(QDir::Files);
    Problems problems;
    QVERIFY(!store::checkStoreFile(file, problems));
    const QString all = problems.toString();
    for (const QString &e : expected)
        QVERIFY2(all.contains(file + QStringLiteral(": ") + e), qPrintable(all));
    QVERIFY(problems.size() >= static_cast<size_t>(expected.size()));
    QCOMPARE(test::fileHash(file), hash); // checking never writes
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::Files), before);
}

void TestStoreCheck::cliListsEveryProblem()
{
    const QString file = sample(QStringLiteral("cli.muster"));
    test::rawExec(file, "UPDATE kingdom_state SET bp = -1; UPDATE area_state SET armies = -7");
    const test::CliRun r = test::runCli({QStringLiteral("validate"), file});
    QCOMPARE(r.exitCode, 1);
    // Six kingdoms and 52 areas: one line for each wrong value.
    QCOMPARE(r.err.count(QLatin1String(", bp: expected a whole number from 0 to 1000000, got -1")),
             qsizetype(6));
    QCOMPARE(r.err.count(QLatin1String(", armies: expected a whole number from 0 to 1000000, got "
                                       "-7")),
             qsizetype(52));
}

QTEST_GUILESS_MAIN(TestStoreCheck)
#include "tst_store_check.moc"
