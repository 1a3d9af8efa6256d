// muster-cli march / advance / supply end to end on the hex sample.
#include "CliRunner.h"
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = muster::test::CliRun;

Run cli(const QStringList &arguments)
{
    return muster::test::runCli(arguments);
}

QByteArray hashOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly)
               ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
               : QByteArray();
}
} // namespace

class TestHexCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void supplyListsEveryArmy();
    void marchSetsAPath();
    void badPathsChangeNothing_data();
    void badPathsChangeNothing();
    void advanceResolvesAndSaves();
    void advanceIsDeterministic();
    void R3_unusedForcedDiceAreRefused();
    void missingDecisionsFileIsNamed();
    void oversizedDecisionsFileIsRefused();
    void H2_3_aMarchWithNoDayLeftThisWeekSaysSo();
    void rollbackReopensTheDay();
    void advanceRefusesAreaCampaignsAndBadOptions();
    void oddsOfTheBattleAMarchWouldFight();

private:
    QString importSample(const QString &name);
    QTemporaryDir m_dir;
    QString m_file;
};

QString TestHexCli::importSample(const QString &name)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    const Run r = cli({QStringLiteral("import"),
                       QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), path});
    if (r.exitCode != 0)
        qWarning() << r.err;
    return path;
}

void TestHexCli::init()
{
    QVERIFY(m_dir.isValid());
    m_file = importSample(QStringLiteral("hex.muster"));
    QVERIFY(QFile::exists(m_file));
}

void TestHexCli::supplyListsEveryArmy()
{
    const Run text = cli({QStringLiteral("supply"), m_file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("A1 ")) &&
                 text.out.contains(QLatin1String("in supply")),
             qPrintable(text.out));
    const Run json = cli({QStringLiteral("supply"), m_file, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray list = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QVERIFY(!list.isEmpty());
    for (const QJsonValue &v : list) {
        QVERIFY(v.toObject().contains(QLatin1String("inSupply")));
        QVERIFY(v.toObject().contains(QLatin1String("route")));
    }
}

void TestHexCli::marchSetsAPath()
{
    const Run r = cli({QStringLiteral("march"), m_file, QStringLiteral("A1"), QStringLiteral("9,9"),
                       QStringLiteral("10,9"), QStringLiteral("--rest"), QStringLiteral("6,7")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.startsWith(QLatin1String("A1 MARCH 9,9 10,9 REST 6 7")), qPrintable(r.out));
    // A second order for the same army replaces the first.
    QCOMPARE(cli({QStringLiteral("march"), m_file, QStringLiteral("A1"), QStringLiteral("9,9")})
                 .exitCode,
             0);
    const Run info = cli({QStringLiteral("export"), m_file,
                          m_dir.filePath(QStringLiteral("out.json")), QStringLiteral("--force")});
    QCOMPARE(info.exitCode, 0);
    QFile f(m_dir.filePath(QStringLiteral("out.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray json = f.readAll();
    QVERIFY(json.contains("A1 MARCH 9,9 REST 5 6 7"));
    QVERIFY(!json.contains("A1 MARCH 9,9 10,9"));
}

void TestHexCli::badPathsChangeNothing_data()
{
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("not bordering")
        << QStringList{QStringLiteral("10,9")} << QStringLiteral("does not border");
    QTest::newRow("off the map") << QStringList{QStringLiteral("-1,9")}
                                 << QStringLiteral("off the map");
    QTest::newRow("not a hex") << QStringList{QStringLiteral("north")}
                               << QStringLiteral("is not a hex");
    QTest::newRow("unknown army") << QStringList{} << QStringLiteral("no army \"Z9\"");
}

void TestHexCli::badPathsChangeNothing()
{
    QFETCH(QStringList, path);
    QFETCH(QString, message);
    const QByteArray before = hashOf(m_file);
    QStringList args{QStringLiteral("march"), m_file,
                     path.isEmpty() ? QStringLiteral("Z9") : QStringLiteral("A1")};
    args << QStringLiteral("--") << (path.isEmpty() ? QStringList{QStringLiteral("9,9")} : path);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(message) && r.err.contains(m_file), qPrintable(r.err));
    QCOMPARE(hashOf(m_file), before);
}

void TestHexCli::advanceResolvesAndSaves()
{
    QCOMPARE(cli({QStringLiteral("march"), m_file, QStringLiteral("A1"), QStringLiteral("9,9"),
                  QStringLiteral("10,9")})
                 .exitCode,
             0);
    const Run r =
        cli({QStringLiteral("advance"), m_file, QStringLiteral("--days"), QStringLiteral("2")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("Week 1, day 1.")) &&
                 r.out.contains(QLatin1String("army A1 marches")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("next: week 1, day 3")), qPrintable(r.out));
    // The next resolution starts where the last one stopped (the day is read back from the log).
    const Run json = cli({QStringLiteral("advance"), m_file, QStringLiteral("--days"),
                          QStringLiteral("1"), QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray events = QJsonDocument::fromJson(json.out.toUtf8()).array();
    QVERIFY(!events.isEmpty());
    QCOMPARE(events.first().toObject().value(QLatin1String("type")).toString(),
             QStringLiteral("DayStarted"));
    QCOMPARE(events.first().toObject().value(QLatin1String("day")).toInt(), 3);
}

void TestHexCli::advanceIsDeterministic()
{
    const QString other = importSample(QStringLiteral("copy.muster"));
    QStringList outputs;
    for (const QString &file : {m_file, other}) {
        QCOMPARE(cli({QStringLiteral("march"), file, QStringLiteral("A1"), QStringLiteral("9,9")})
                     .exitCode,
                 0);
        const Run r = cli({QStringLiteral("advance"), file, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        outputs << r.out;
    }
    QCOMPARE(outputs.at(0), outputs.at(1));
}

// R3: forced dice the days do not draw are a mistake in the list; nothing is advanced.
void TestHexCli::R3_unusedForcedDiceAreRefused()
{
    QCOMPARE(cli({QStringLiteral("march"), m_file, QStringLiteral("A1"), QStringLiteral("9,9")})
                 .exitCode,
             0);
    const QByteArray before = hashOf(m_file);
    const Run r =
        cli({QStringLiteral("advance"), m_file, QStringLiteral("--dice"), QStringLiteral("6,6,6")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("nothing advanced")) &&
                 r.err.contains(QLatin1String("3 of the 3 forced values were not used")),
             qPrintable(r.err));
    QCOMPARE(hashOf(m_file), before);
}

// H2.3: a march set on a rest day with no marching day left in the week says when it sets out.
void TestHexCli::H2_3_aMarchWithNoDayLeftThisWeekSaysSo()
{
    QCOMPARE(cli({QStringLiteral("advance"), m_file, QStringLiteral("--days"), QStringLiteral("4")})
                 .exitCode,
             0);
    Run r = cli({QStringLiteral("march"), m_file, QStringLiteral("A2"), QStringLiteral("17,14")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QLatin1String("The week is at day 5 and A2 rests on every day left of "
                                          "it: it sets out next week")),
             qPrintable(r.out));
    r = cli({QStringLiteral("march"), m_file, QStringLiteral("A2"), QStringLiteral("17,14"),
             QStringLiteral("--rest"), QStringLiteral("7")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("sets out next week")), qPrintable(r.out));
}

// A decisions file that is not there is named as such, not as a bad JSON object.
void TestHexCli::missingDecisionsFileIsNamed()
{
    const Run r = cli({QStringLiteral("advance"), m_file, QStringLiteral("--decisions"),
                       QStringLiteral("no-such-decisions.json")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("no-such-decisions.json: cannot read: no such file")),
             qPrintable(r.err));
}

// A decisions file past its limit (maps/README.md, "Limits") is refused before it is read whole,
// and the campaign is left as it was: a device or a huge file no longer fills the memory.
void TestHexCli::oversizedDecisionsFileIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("decisions.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QByteArray json = "{\"pad\": \"";
    json += QByteArray((1 << 20) + 1, 'x');
    json += "\"}";
    f.write(json);
    f.close();
    const QByteArray before = hashOf(m_file);
    const Run r = cli({QStringLiteral("advance"), m_file, QStringLiteral("--decisions"), path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("larger than 1 MiB, the most a file of battle "
                                          "decisions may be")),
             qPrintable(r.err));
    QCOMPARE(hashOf(m_file), before);
}

// A hex turn rolled back is current again with its marches; advancing it again gives the same log
// (R2), and the first turn cannot be rolled back.
void TestHexCli::rollbackReopensTheDay()
{
    const Run first = cli({QStringLiteral("rollback"), m_file});
    QCOMPARE(first.exitCode, 1);
    QVERIFY2(first.err.contains(QLatin1String("Week 1")) &&
                 first.err.contains(QLatin1String("no resolved turn to roll back")),
             qPrintable(first.err));
    QCOMPARE(cli({QStringLiteral("march"), m_file, QStringLiteral("A1"), QStringLiteral("9,9"),
                  QStringLiteral("10,9")})
                 .exitCode,
             0);
    const QStringList advance{QStringLiteral("advance"), m_file, QStringLiteral("--days"),
                              QStringLiteral("1"), QStringLiteral("--json")};
    const Run once = cli(advance);
    QCOMPARE(once.exitCode, 0);
    const Run back = cli({QStringLiteral("rollback"), m_file});
    QVERIFY2(back.exitCode == 0, qPrintable(back.err));
    QVERIFY2(back.out.contains(QLatin1String("is current again with its orders")),
             qPrintable(back.out));
    const Run again = cli(advance);
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(again.out, once.out);
}

void TestHexCli::advanceRefusesAreaCampaignsAndBadOptions()
{
    const Run area = cli(
        {QStringLiteral("advance"), QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")});
    QCOMPARE(area.exitCode, 1);
    QVERIFY(area.err.contains(QLatin1String("area campaign")));
    const QByteArray before = hashOf(m_file);
    QCOMPARE(cli({QStringLiteral("advance"), m_file, QStringLiteral("--days"), QStringLiteral("9")})
                 .exitCode,
             2);
    QCOMPARE(cli({QStringLiteral("advance"), m_file, QStringLiteral("--dice"), QStringLiteral("x")})
                 .exitCode,
             2);
    QCOMPARE(hashOf(m_file), before);
}

void TestHexCli::oddsOfTheBattleAMarchWouldFight()
{
    // H4-H6: A1 named as the attacker of B1's hex; the chances add up, each with its interval, and
    // the same seed gives the same figures.
    const QByteArray before = hashOf(m_file);
    const QStringList args{QStringLiteral("odds"),  m_file,
                           QStringLiteral("35,10"), QStringLiteral("--attacker"),
                           QStringLiteral("A1"),    QStringLiteral("--runs"),
                           QStringLiteral("3000"),  QStringLiteral("--json")};
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QLatin1String("runs")).toInt(), 3000);
    const QJsonObject chances = o.value(QLatin1String("chances")).toObject();
    double sum = 0;
    for (const QString &k : chances.keys()) {
        const QJsonObject c = chances.value(k).toObject();
        const double p = c.value(QLatin1String("chance")).toDouble();
        QVERIFY(c.value(QLatin1String("low")).toDouble() <= p &&
                p <= c.value(QLatin1String("high")).toDouble());
        sum += p;
    }
    QCOMPARE(chances.size(), 3);
    QVERIFY(std::abs(sum - 1) < 1e-9);
    QCOMPARE(cli(args).out, r.out);
    const Run text = cli({QStringLiteral("odds"), m_file, QStringLiteral("35,10"),
                          QStringLiteral("--attacker"), QStringLiteral("A1")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("10000 runs")) &&
                 text.out.contains(QLatin1String("A1 wins")) &&
                 text.out.contains(QLatin1String("95% interval")),
             qPrintable(text.out));
    // No march order ends there; no enemy in the hex; not a hex; no runs.
    const Run unplanned = cli({QStringLiteral("odds"), m_file, QStringLiteral("35,10")});
    QCOMPARE(unplanned.exitCode, 1);
    QVERIFY2(unplanned.err.contains(QLatin1String("--attacker")), qPrintable(unplanned.err));
    const Run empty = cli({QStringLiteral("odds"), m_file, QStringLiteral("3,3"),
                           QStringLiteral("--attacker"), QStringLiteral("A1")});
    QCOMPARE(empty.exitCode, 1);
    QVERIFY2(empty.err.contains(QLatin1String("holds no army opposing")), qPrintable(empty.err));
    QCOMPARE(cli({QStringLiteral("odds"), m_file, QStringLiteral("north")}).exitCode, 2);
    QCOMPARE(cli({QStringLiteral("odds"), m_file, QStringLiteral("35,10"), QStringLiteral("--runs"),
                  QStringLiteral("0")})
                 .exitCode,
             2);
    QCOMPARE(hashOf(m_file), before);
}

QTEST_GUILESS_MAIN(TestHexCli)
#include "tst_hex_cli.moc"
