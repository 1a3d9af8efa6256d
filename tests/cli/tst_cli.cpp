// muster-cli end to end: the built program on the bundled samples and on bad
// input, checking exit codes (0 ok, 1 invalid input, 2 usage) and what it prints.
#include "GeneratedCampaign.h"

#include "io/CampaignJson.h"
#include "model/CampaignCodes.h"

#include "CliRunner.h"
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;

namespace {
using Run = muster::test::CliRun;

Run cli(const QStringList &arguments)
{
    return muster::test::runCli(arguments);
}

QString sample(const char *name)
{
    return QStringLiteral(MUSTER_SOURCE_DIR "/maps/%1").arg(QLatin1String(name));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void helpAndVersion();
    void validatePassesOnEverySample();
    void importThenExportIsByteIdentical_data();
    void importThenExportIsByteIdentical();
    void importThenExportKeepsTheWholeHistory();
    void exportCurrentOnlyLeavesHistoryOut();
    void malformedJsonIsInvalidInput();
    void everyProblemIsReportedWithLineAndPath();
    void missingAndForeignFilesAreInvalidInput();
    void usageErrorsExitTwo_data();
    void usageErrorsExitTwo();
    void infoSummarisesTheAreaSample();
    void infoSummarisesTheHexSample();
    void newMakesAnEmptyValidCampaign();
    void existingFilesAreNotReplacedWithoutForce();

private:
    QTemporaryDir m_dir;
    QString temp(const QString &name) const { return m_dir.filePath(name); }
};

void TestCli::helpAndVersion()
{
    const Run help = cli({QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *command :
         {"validate FILE", "import FILE.json", "export FILE.muster", "info FILE", "new OUT"})
        QVERIFY2(help.out.contains(QLatin1String(command)), command);
    const Run version = cli({QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY(version.out.startsWith(QLatin1String("muster-cli ")));
    const Run commandHelp = cli({QStringLiteral("import"), QStringLiteral("--help")});
    QCOMPARE(commandHelp.exitCode, 0);
    QVERIFY(
        commandHelp.out.startsWith(QLatin1String("Usage: muster-cli import FILE.json OUT.muster")));
    QVERIFY(commandHelp.out.contains(QLatin1String("--force")));
}

void TestCli::validatePassesOnEverySample()
{
    QStringList files;
    for (const QString &name : QDir(sample("")).entryList({QStringLiteral("*.json")}, QDir::Files))
        files << sample("") + name;
    QVERIFY(files.size() >= 2);
    const Run r = cli(QStringList{QStringLiteral("validate")} + files);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.count(QLatin1String(": ok (")), files.size());
}

void TestCli::importThenExportIsByteIdentical_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("area") << QStringLiteral("sample-area");
    QTest::newRow("hex") << QStringLiteral("sample-hex");
}

void TestCli::importThenExportIsByteIdentical()
{
    QFETCH(QString, name);
    const QString json = sample("") + name + QStringLiteral(".json");
    const QString store = temp(name + QStringLiteral(".muster"));
    const QString back = temp(name + QStringLiteral("-back.json"));
    const Run imported = cli({QStringLiteral("import"), json, store});
    QCOMPARE(imported.err, QString());
    QCOMPARE(imported.exitCode, 0);
    const Run exported = cli({QStringLiteral("export"), store, back});
    QCOMPARE(exported.err, QString());
    QCOMPARE(exported.exitCode, 0);
    const QByteArray original = readAll(json);
    QVERIFY(!original.isEmpty());
    // The samples ship without codes (model/CampaignCodes.h): the campaign file got them, and
    // everything else is as it was.
    Problems problems;
    auto exportedCampaign = readCampaignJson(readAll(back), back, problems);
    QVERIFY2(exportedCampaign, qPrintable(problems.toString()));
    QVERIFY(hasAllCodes(*exportedCampaign));
    exportedCampaign->gameCode.clear();
    for (Kingdom &k : exportedCampaign->kingdoms)
        k.playerCode.clear();
    QVERIFY(writeCampaignJson(*exportedCampaign) == original);
    // With its codes, the campaign goes round byte for byte.
    const QString twice = temp(name + QStringLiteral("-twice.muster"));
    const QString again = temp(name + QStringLiteral("-again.json"));
    QCOMPARE(cli({QStringLiteral("import"), back, twice}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("export"), twice, again}).exitCode, 0);
    QVERIFY(readAll(again) == readAll(back));
    // The campaign file itself validates too.
    QCOMPARE(cli({QStringLiteral("validate"), store}).exitCode, 0);
}

void TestCli::importThenExportKeepsTheWholeHistory()
{
    // Every turn is kept: orders, logs and seeds of resolved turns survive.
    const QByteArray original = writeCampaignJson(test::generateAreaCampaign(120, 4, 6, 77));
    const QString json = temp(QStringLiteral("history.json"));
    writeFile(json, original);
    const QString store = temp(QStringLiteral("history.muster"));
    const QString back = temp(QStringLiteral("history-back.json"));
    QCOMPARE(cli({QStringLiteral("import"), json, store}).exitCode, 0);
    QCOMPARE(cli({QStringLiteral("export"), store, back}).exitCode, 0);
    QVERIFY(readAll(back) == original);
    const Run r = cli({QStringLiteral("info"), store});
    QVERIFY2(r.out.contains(QLatin1String("turn: 6 (5 resolved before it;")), qPrintable(r.out));
}

void TestCli::exportCurrentOnlyLeavesHistoryOut()
{
    const Campaign c = test::generateAreaCampaign(60, 3, 4, 5);
    const QString json = temp(QStringLiteral("short.json"));
    writeFile(json, writeCampaignJson(c));
    const QString store = temp(QStringLiteral("short.muster"));
    const QString back = temp(QStringLiteral("short-current.json"));
    QCOMPARE(cli({QStringLiteral("import"), json, store}).exitCode, 0);
    QCOMPARE(
        cli({QStringLiteral("export"), QStringLiteral("--current-only"), store, back}).exitCode, 0);
    QVERIFY(readAll(back) == writeCampaignJson(c, HistoryMode::Omit));
}

void TestCli::malformedJsonIsInvalidInput()
{
    const QString bad = temp(QStringLiteral("broken.json"));
    writeFile(bad, "{\n  \"format\": \"muster-campaign\",\n  \"version\": 1,\n");
    const Run r = cli({QStringLiteral("validate"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(bad + QStringLiteral(":4: not valid JSON: ")), qPrintable(r.err));
    QCOMPARE(r.out, QString());
    // import refuses it the same way and writes nothing.
    const QString out = temp(QStringLiteral("never.muster"));
    QCOMPARE(cli({QStringLiteral("import"), bad, out}).exitCode, 1);
    QVERIFY(!QFile::exists(out));
}

void TestCli::everyProblemIsReportedWithLineAndPath()
{
    QByteArray json = readAll(sample("sample-area.json"));
    QVERIFY(json.contains("\"hinterland\": \"FOX\""));
    json.replace("\"hinterland\": \"FOX\"", "\"hinterland\": \"NRT\"");
    json.replace("\"colour\": \"#ee6677\"", "\"colour\": \"red\"");
    const QString bad = temp(QStringLiteral("two-problems.json"));
    writeFile(bad, json);
    const Run r = cli({QStringLiteral("validate"), bad, sample("sample-hex.json")});
    QCOMPARE(r.exitCode, 1); // one bad file among good ones still fails the run
    const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    const QString file = QRegularExpression::escape(bad);
    const QRegularExpression colour(
        QStringLiteral(
            "^%1:\\d+: kingdoms\\[0\\]\\.colour: colour \"red\" is not of the form #rrggbb$")
            .arg(file));
    QVERIFY2(lines.filter(colour).size() == 1, qPrintable(r.err));
    const QRegularExpression hinterland(
        QStringLiteral("^%1:\\d+: world\\.areas\\[\\d+\\]\\.hinterland: unknown area \"NRT\"$")
            .arg(file));
    QVERIFY2(lines.filter(hinterland).size() == 1, qPrintable(r.err));
    for (const QString &line : lines)
        QVERIFY2(QRegularExpression(QStringLiteral("^%1:\\d+: ").arg(file)).match(line).hasMatch(),
                 qPrintable(line));
    QVERIFY(r.out.contains(QLatin1String("sample-hex.json: ok")));
}

void TestCli::missingAndForeignFilesAreInvalidInput()
{
    const QString missing = temp(QStringLiteral("missing.json"));
    Run r = cli({QStringLiteral("validate"), missing});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.startsWith(missing + QStringLiteral(": cannot read")), qPrintable(r.err));

    r = cli({QStringLiteral("info"), temp(QStringLiteral("missing.muster"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("missing.muster: cannot read")), qPrintable(r.err));

    const QString foreign = temp(QStringLiteral("notes.muster"));
    writeFile(foreign, "these are my campaign notes, not a database\n");
    r = cli({QStringLiteral("export"), foreign, temp(QStringLiteral("notes.json"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(foreign) && r.err.contains(QLatin1String("not a Muster campaign")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(temp(QStringLiteral("notes.json"))));
    QCOMPARE(readAll(foreign), QByteArray("these are my campaign notes, not a database\n"));

    const QString other = temp(QStringLiteral("other.json"));
    writeFile(other, "{\"format\": \"something-else\"}");
    r = cli({QStringLiteral("info"), other});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("format: expected \"muster-campaign\"")),
             qPrintable(r.err));
}

void TestCli::usageErrorsExitTwo_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing") << QStringList{} << QStringLiteral("Usage: muster-cli COMMAND");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")}
                                     << QStringLiteral("unknown command \"frobnicate\"");
    QTest::newRow("validate without files")
        << QStringList{QStringLiteral("validate")} << QStringLiteral("validate: missing arguments");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("info"), QStringLiteral("--bogus"),
                       sample("sample-area.json")}
        << QStringLiteral("info: Unknown option 'bogus'");
    QTest::newRow("info of two files")
        << QStringList{QStringLiteral("info"), QStringLiteral("a.json"), QStringLiteral("b.json")}
        << QStringLiteral("too many arguments (unexpected \"b.json\")");
    QTest::newRow("import to json")
        << QStringList{QStringLiteral("import"), sample("sample-area.json"),
                       QStringLiteral("x.json")}
        << QStringLiteral("names a JSON file; import writes a campaign file");
    QTest::newRow("export of json")
        << QStringList{QStringLiteral("export"), sample("sample-area.json"),
                       QStringLiteral("x.json")}
        << QStringLiteral("is not a .muster campaign file");
    QTest::newRow("new without kind")
        << QStringList{QStringLiteral("new"), QStringLiteral("x.json"), QStringLiteral("--name"),
                       QStringLiteral("X")}
        << QStringLiteral("--kind area or --kind hex is needed");
    QTest::newRow("new of unknown kind")
        << QStringList{QStringLiteral("new"),   QStringLiteral("x.json"), QStringLiteral("--kind"),
                       QStringLiteral("hexes"), QStringLiteral("--name"), QStringLiteral("X")}
        << QStringLiteral("unknown kind \"hexes\"");
    QTest::newRow("new with bad rows")
        << QStringList{QStringLiteral("new"),    QStringLiteral("x.json"), QStringLiteral("--kind"),
                       QStringLiteral("hex"),    QStringLiteral("--name"), QStringLiteral("X"),
                       QStringLiteral("--rows"), QStringLiteral("many")}
        << QStringLiteral("--rows must be a whole number from 1 to 4096, not \"many\"");
}

void TestCli::usageErrorsExitTwo()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const Run r = cli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(QStringLiteral(MUSTER_SOURCE_DIR "/x.json")));
}

void TestCli::infoSummarisesTheAreaSample()
{
    Problems problems;
    const auto c = readCampaignJsonFile(sample("sample-area.json"), problems);
    QVERIFY2(c, qPrintable(problems.toString()));
    const TurnState &s = c->current().state;
    int areas = 0, armies = 0, ships = 0;
    for (size_t a = 0; a < s.areas.size(); ++a)
        if (s.areas[a].owner == 0) {
            areas += c->world.isSea(static_cast<int>(a)) ? 0 : 1; // territory: land only
            armies += s.areas[a].armies + s.areas[a].aboard;
            ships += s.areas[a].ships;
        }
    const Run r = cli({QStringLiteral("info"), sample("sample-area.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("name: The Sundered Coast\n")));
    QVERIFY(r.out.contains(QLatin1String("kind: area (ruleset \"Dark Age II")));
    QVERIFY(r.out.contains(QLatin1String("turn: 1 (0 resolved before it")));
    QVERIFY(r.out.contains(QStringLiteral("%1 areas").arg(c->world.areas.size())));
    QVERIFY(r.out.contains(QLatin1String("kingdoms: 6\n")));
    const QRegularExpression row(
        QStringLiteral("\n  ALD Kingdom of Aldmark +%1 +%2 +%3 +0 +%4 +%5/%6  Aldish\n")
            .arg(areas)
            .arg(armies)
            .arg(ships)
            .arg(s.kingdoms[0].bp)
            .arg(s.kingdoms[0].armyReserve)
            .arg(s.kingdoms[0].shipReserve));
    QVERIFY2(row.match(r.out).hasMatch(), qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("\n  (none) ")));
}

void TestCli::infoSummarisesTheHexSample()
{
    const Run r = cli({QStringLiteral("info"), sample("sample-hex.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("kind: hex")));
    QVERIFY(r.out.contains(QLatin1String("kingdoms: 3\n")));
    QVERIFY(r.out.contains(QLatin1String("hex armies: 5\n")));
    QVERIFY2(
        QRegularExpression(QStringLiteral("\n  VOS Vossmark +0 +2 +0 +2 ")).match(r.out).hasMatch(),
        qPrintable(r.out));
}

void TestCli::newMakesAnEmptyValidCampaign()
{
    const QString json = temp(QStringLiteral("blank-hex.json"));
    Run r = cli({QStringLiteral("new"), json, QStringLiteral("--kind"), QStringLiteral("hex"),
                 QStringLiteral("--name"), QStringLiteral("Blank Hexes"),
                 QStringLiteral("--columns"), QStringLiteral("41"), QStringLiteral("--rows"),
                 QStringLiteral("31"), QStringLiteral("--seed"), QStringLiteral("99")});
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
    Problems problems;
    const auto c = readCampaignJsonFile(json, problems);
    QVERIFY2(c, qPrintable(problems.toString()));
    QCOMPARE(c->name, QStringLiteral("Blank Hexes"));
    QCOMPARE(c->ruleset.kind, RulesetKind::Hex);
    QCOMPARE(c->world.columns, 41);
    QCOMPARE(c->world.rows, 31);
    QCOMPARE(c->seed, std::uint64_t{99});
    QCOMPARE(c->turns.size(), size_t{1});
    QVERIFY(c->kingdoms.empty());

    const QString store = temp(QStringLiteral("blank-area.muster"));
    r = cli({QStringLiteral("new"), store, QStringLiteral("--kind"), QStringLiteral("area"),
             QStringLiteral("--name"), QStringLiteral("Blank Areas")});
    QCOMPARE(r.exitCode, 0);
    r = cli({QStringLiteral("info"), store});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(QLatin1String("name: Blank Areas\nkind: area")));
    QVERIFY(r.out.contains(QLatin1String("map: 40 x 30 hexes, 0 areas")));
}

void TestCli::existingFilesAreNotReplacedWithoutForce()
{
    const QString out = temp(QStringLiteral("precious.json"));
    writeFile(out, "my own notes");
    const QString store = temp(QStringLiteral("force.muster"));
    QCOMPARE(cli({QStringLiteral("import"), sample("sample-hex.json"), store}).exitCode, 0);
    Run r = cli({QStringLiteral("export"), store, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("already exists; give --force")), qPrintable(r.err));
    QCOMPARE(readAll(out), QByteArray("my own notes"));
    r = cli({QStringLiteral("export"), QStringLiteral("--force"), store, out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(readAll(out).contains("\"playerCode\"")); // import gave the sample its codes
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
