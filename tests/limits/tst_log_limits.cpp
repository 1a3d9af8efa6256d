// The limits of the numbers in a stored turn log (maps/README.md, "Limits"): a log is a record,
// never fed back into the engines, but a whole number in it must fit 32 bits and a BR be at most
// every unit of the most armies at the most BR. At each edge the log reads; one past refuses the
// file instead of being read as another number, in the JSON form and the stored form alike.
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "log/HexEvents.h"
#include "log/LogBinary.h"
#include "model/Limits.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace muster;

class TestLogLimits : public QObject
{
    Q_OBJECT

private slots:
    void loggedNumbers_data();
    void loggedNumbers();
    void loggedBrInTheStoredForm();
};

void TestLogLimits::loggedNumbers_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("refusal");
    const QString whole =
        QStringLiteral("\"turn\": expected a whole number from -2147483648 to 2147483647, got ");
    const QString br =
        QStringLiteral("\"br\": expected a number from -100000000 to 100000000, got ");
    QTest::newRow("whole at the top") << "turn" << 2147483647.0 << QString();
    QTest::newRow("whole at the bottom") << "turn" << -2147483648.0 << QString();
    QTest::newRow("whole past the top") << "turn" << 2147483648.0 << whole;
    QTest::newRow("whole past the bottom") << "turn" << -2147483649.0 << whole;
    QTest::newRow("whole as a fraction") << "turn" << 2.5 << whole;
    QTest::newRow("whole far past") << "turn" << 1e300 << whole;
    QTest::newRow("BR at the top") << "br" << limits::kLoggedBr << QString();
    QTest::newRow("BR at the bottom") << "br" << -limits::kLoggedBr << QString();
    QTest::newRow("BR past the top") << "br" << limits::kLoggedBr + 0.5 << br;
    QTest::newRow("BR far past") << "br" << 1e300 << br;
}

void TestLogLimits::loggedNumbers()
{
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(QString, refusal);
    QFile f(test::sourcePath(QStringLiteral("tests/store/data/legacy/hex-v1.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    QJsonObject event{{QStringLiteral("type"), QStringLiteral("UnitsDefeated")},
                      {QStringLiteral("battle"), QStringLiteral("W1D1B1")},
                      {QStringLiteral("army"), QStringLiteral("B1")},
                      {QStringLiteral("turn"), 1},
                      {QStringLiteral("hits"), 2},
                      {QStringLiteral("units"), QJsonArray{0}},
                      {QStringLiteral("br"), 1.5}};
    event[field] = value;
    QJsonArray turns = root.value(QStringLiteral("turns")).toArray();
    QJsonObject first = turns.at(0).toObject();
    QJsonArray log = first.value(QStringLiteral("log")).toArray();
    log.append(event);
    first[QStringLiteral("log")] = log;
    turns[0] = first;
    root[QStringLiteral("turns")] = turns;
    Problems problems;
    const auto read =
        readCampaignJson(QJsonDocument(root).toJson(), QStringLiteral("log"), problems);
    if (refusal.isEmpty())
        QVERIFY2(read, qPrintable(problems.toString()));
    else
        QVERIFY2(!read && problems.toString().contains(refusal), qPrintable(problems.toString()));
}

// The stored (binary) form of a log holds the same BR limit as the JSON form.
void TestLogLimits::loggedBrInTheStoredForm()
{
    const int edge = static_cast<int>(2 * limits::kLoggedBr);
    for (const int half : {edge, -edge, edge + 1, -edge - 1}) {
        TurnLog log;
        log::UnitsDefeated defeated{};
        defeated.br.half = half;
        log.add(defeated);
        QString error;
        const bool read = test::take(decodeLog(encodeLog(log)), error).has_value();
        QCOMPARE(read, std::abs(half) <= edge);
        if (!read)
            QVERIFY2(error.contains(QLatin1String("out of range")), qPrintable(error));
    }
}

QTEST_GUILESS_MAIN(TestLogLimits)
#include "tst_log_limits.moc"
