// Campaign JSON: canonical round trips, and malformed input that must be refused
// with one precise "file:line: path: message" per problem, all of them reported at once.
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "log/TurnLog.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace muster;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Every canonical campaign file in the tree: the bundled samples and the test fixtures.
QStringList canonicalFiles()
{
    QStringList files;
    for (const QString &dir : {QStringLiteral("maps"), QStringLiteral("tests/io/data")}) {
        const QDir d(test::sourcePath(dir));
        for (const QString &name : d.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            files << dir + QLatin1Char('/') + name;
    }
    return files;
}

} // namespace

class TestCampaignJson : public QObject
{
    Q_OBJECT

private slots:
    void roundTripIsByteIdentical_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &f : canonicalFiles())
            QTest::newRow(qPrintable(f)) << f;
    }

    void roundTripIsByteIdentical()
    {
        QFETCH(QString, file);
        const QByteArray bytes = readAll(test::sourcePath(file));
        Problems problems;
        const auto campaign = readCampaignJson(bytes, file, problems);
        QVERIFY2(campaign, qPrintable(problems.toString()));
        QCOMPARE(writeCampaignJson(*campaign), bytes);
    }

    void historyRoundTrips()
    {
        Problems problems;
        auto c = readCampaignJsonFile(
            test::sourcePath(QStringLiteral("tests/io/data/tiny-area.json")), problems);
        QVERIFY(c);
        // Resolve turn 1 by hand: a log, then a new current turn with changed state.
        TurnLog log;
        log.add(log::Income{{0}, 3, 13});
        log.add(log::TurnEnded{1});
        c->turns.back().log = log;
        c->turns.back().resolved = true;
        TurnRecord next = c->turns.back();
        next.number = 2;
        next.seed = 8;
        next.log = {};
        next.resolved = false;
        next.orders.assign(c->kingdoms.size(), {});
        next.state.turn = 2;
        next.state.kingdoms[0].bp += 3;
        c->turns.push_back(next);

        const QByteArray json = writeCampaignJson(*c);
        const auto back = readCampaignJson(json, QStringLiteral("history.json"), problems);
        QVERIFY2(back, qPrintable(problems.toString()));
        QCOMPARE(back->turns.size(), size_t(2));
        QVERIFY(back->turns[0].resolved);
        QCOMPARE(back->turns[0].log, log);
        QCOMPARE(back->turns[1].state.kingdoms[0].bp, 13);
        QCOMPARE(writeCampaignJson(*back), json);

        // Without history only the current turn is written, and it still reads.
        const QByteArray current = writeCampaignJson(*c, HistoryMode::Omit);
        const auto now = readCampaignJson(current, QStringLiteral("current.json"), problems);
        QVERIFY2(now, qPrintable(problems.toString()));
        QCOMPARE(now->turns.size(), size_t(1));
        QCOMPARE(now->turns[0].number, 2);
    }

    // Each row edits one canonical fixture in one place and names the single problem expected.
    void malformedInputIsRefusedPrecisely_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("expected");
        const QString area = QStringLiteral("tiny-area.json");
        const QString hex = QStringLiteral("tiny-hex.json");
#include "malformed_rows.inc"
    }

    void malformedInputIsRefusedPrecisely()
    {
        QFETCH(QString, fixture);
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, expected);
        QByteArray bytes = readAll(test::sourcePath(QStringLiteral("tests/io/data/") + fixture));
        QCOMPARE(bytes.count(from), qsizetype(1)); // the edit must be unambiguous
        bytes.replace(from, to);
        Problems problems;
        const auto campaign = readCampaignJson(bytes, fixture, problems);
        QVERIFY(!campaign);
        QCOMPARE(problems.toString(), expected);
    }

    void everyProblemIsReported()
    {
        QByteArray bytes =
            readAll(test::sourcePath(QStringLiteral("tests/io/data/tiny-area.json")));
        bytes.replace("\"terrain\": \"wetlands\"", "\"terrain\": \"lava\"");
        bytes.replace("\"#c0392b\"", "\"red\"");
        bytes.replace("\"armies\": 5,", "\"armies\": -5,");
        Problems problems;
        QVERIFY(!readCampaignJson(bytes, QStringLiteral("three.json"), problems));
        QCOMPARE(problems.size(), size_t(3));
    }

    void emptyAndNonObjectInput()
    {
        Problems problems;
        QVERIFY(!readCampaignJson(QByteArray(), QStringLiteral("empty.json"), problems));
        QVERIFY(!readCampaignJson("[1, 2]", QStringLiteral("list.json"), problems));
        QCOMPARE(problems.size(), size_t(2));
        QVERIFY(problems[1].toString().startsWith(QStringLiteral("list.json:1: ")));
    }

    // The area map is read by comparing each cell with the one before it: codes that start alike
    // ("N", "NR", "NRT") must still be told apart.
    void areaMapCellsOfDifferentLengths()
    {
        QByteArray bytes =
            readAll(test::sourcePath(QStringLiteral("tests/io/data/tiny-area.json")));
        bytes.replace("\"code\": \"FEN\"", "\"code\": \"NR\"");
        // "NR" is a prefix of "NRT": a cell that starts like the one before is read whole. Both
        // areas stay in one piece each (A1.1).
        bytes.replace("\"FEN FEN FEN YRK SEA SEA\"", "\"NR NRT NRT YRK SEA SEA\"");
        bytes.replace("\"  FEN FEN FEN FEN SEA SEA\"", "\"  NR NR NRT YRK SEA SEA\"");
        bytes.replace("\"FEN\": {", "\"NR\": {");
        Problems problems;
        const auto c = readCampaignJson(bytes, QStringLiteral("lengths.json"), problems);
        QVERIFY2(c, qPrintable(problems.toString()));
        const int nrt = c->world.areaIndex(QStringLiteral("NRT"));
        const int nr = c->world.areaIndex(QStringLiteral("NR"));
        const auto at = [&](int col, int row) {
            return c->world.hexArea[static_cast<size_t>(row * c->world.columns + col)];
        };
        QCOMPARE(at(0, 2), nr);
        QCOMPARE(at(1, 2), nrt);
        QCOMPARE(at(2, 2), nrt);
        QCOMPARE(at(0, 3), nr);
        QCOMPARE(at(1, 3), nr);
        QCOMPARE(at(2, 3), nrt);
    }

    void missingFileSaysSo()
    {
        Problems problems;
        QVERIFY(!readCampaignJsonFile(QStringLiteral("/nonexistent/x.json"), problems));
        QVERIFY(problems.toString().startsWith(QStringLiteral("/nonexistent/x.json: cannot read")));
    }
};

QTEST_GUILESS_MAIN(TestCampaignJson)
#include "tst_campaign_json.moc"
