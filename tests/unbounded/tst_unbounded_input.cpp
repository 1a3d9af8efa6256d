// Input that never ends, never arrives, is huge or is not quite what the parser thinks: each is
// refused at once with a sentence naming the file, and changes nothing (maps/README.md, "Limits").
#include "CliRunner.h"
#include "TakeResult.h"
#include "TestSupport.h"
#include "io/CampaignJson.h"
#include "io/InputFile.h"
#include "model/Limits.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <cmath>
#include <limits>
#include <optional>

using namespace muster;

namespace {
QByteArray fixture()
{
    QFile f(test::sourcePath(QStringLiteral("tests/io/data/tiny-area.json")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("no fixture");
    return f.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}
} // namespace

class TestUnboundedInput : public QObject
{
    Q_OBJECT

private slots:
    void devicesAndPipesAreNeverRead_data();
    void devicesAndPipesAreNeverRead();
    void oversizedCampaignIsNotRead();
    void inputFileLimitEdge();
    void longIdIsNotEchoed();
    void duplicateKeysAreRefused_data();
    void duplicateKeysAreRefused();
    void rawControlBytesAreRefused_data();
    void rawControlBytesAreRefused();
    void emptySheetChangesNothing();
    void oversizedSheetIsRefused();
    void largestMapValidates();
    void tenThousandKingdomsValidate();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString sampleStore();
    QTemporaryDir m_dir;
};

QString TestUnboundedInput::sampleStore()
{
    const QString store = path(QStringLiteral("coast.muster"));
    QFile::remove(store);
    const test::CliRun r =
        test::runCli({QStringLiteral("import"), QStringLiteral("maps/sample-area.json"), store});
    if (r.exitCode != 0)
        qFatal("%s", qPrintable(r.err));
    return store;
}

void TestUnboundedInput::devicesAndPipesAreNeverRead_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("file");
    const QString fifo = path(QStringLiteral("pipe.json"));
    if (!QFileInfo::exists(fifo))
        QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QString store = QStringLiteral("@store"); // the sample imported, filled in below
    QTest::newRow("validate /dev/zero")
        << QStringList{QStringLiteral("validate"), QStringLiteral("/dev/zero")}
        << QStringLiteral("/dev/zero");
    QTest::newRow("validate a FIFO") << QStringList{QStringLiteral("validate"), fifo} << fifo;
    QTest::newRow("info a FIFO") << QStringList{QStringLiteral("info"), fifo} << fifo;
    QTest::newRow("orders from /dev/zero")
        << QStringList{QStringLiteral("orders"), store, QStringLiteral("ALD"),
                       QStringLiteral("/dev/zero")}
        << QStringLiteral("/dev/zero");
    QTest::newRow("orders from a FIFO")
        << QStringList{QStringLiteral("orders"), store, QStringLiteral("ALD"), fifo} << fifo;
}

void TestUnboundedInput::devicesAndPipesAreNeverRead()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, file);
    arguments.replaceInStrings(QStringLiteral("@store"), sampleStore());
    QElapsedTimer timer;
    timer.start();
    const test::CliRun r = test::runCli(arguments);
    QCOMPARE(r.exitCode, 1); // -1 would be a hang or a crash
    QVERIFY2(r.err.contains(file + QStringLiteral(": cannot read: it is a device or pipe")),
             qPrintable(r.err));
    QVERIFY(timer.elapsed() < 20000);
}

void TestUnboundedInput::oversizedCampaignIsNotRead()
{
    // A sparse file one byte past the limit: refused by its size, its bytes never read.
    const QString big = path(QStringLiteral("big.json"));
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.resize(limits::kMaxCampaignJsonBytes + 1));
    f.close();
    Problems problems;
    QVERIFY(!readCampaignJsonFile(big, problems));
    QCOMPARE(problems.toString(),
             big + QStringLiteral(": cannot read: larger than 256 MiB, the most a campaign in "
                                  "JSON may be"));
    QFile::remove(big);
}

void TestUnboundedInput::inputFileLimitEdge()
{
    const QString file = path(QStringLiteral("edge.txt"));
    writeFile(file, QByteArray(1000, 'x'));
    QString error;
    QCOMPARE(test::take(readInputFile(file, 1000, QStringLiteral("a test file")), error)->size(),
             1000);
    QVERIFY(!test::take(readInputFile(file, 999, QStringLiteral("a test file")), error));
    QCOMPARE(error, file + QStringLiteral(": cannot read: larger than 999 bytes, the most a test "
                                          "file may be"));
    QBuffer in;
    QByteArray bytes(1000, 'y');
    in.setBuffer(&bytes);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QCOMPARE(test::take(readInputDevice(in, QStringLiteral("stdin"), 1000, {}), error)->size(),
             1000);
    in.seek(0);
    QVERIFY(!test::take(
        readInputDevice(in, QStringLiteral("stdin"), 999, QStringLiteral("a sheet")), error));
}

void TestUnboundedInput::longIdIsNotEchoed()
{
    QJsonObject root = QJsonDocument::fromJson(fixture()).object();
    QJsonArray kingdoms = root.value(QLatin1String("kingdoms")).toArray();
    QJsonObject k = kingdoms.at(0).toObject();
    k.insert(QStringLiteral("id"), QString(10'000'000, QLatin1Char('A')));
    kingdoms[0] = k;
    root.insert(QStringLiteral("kingdoms"), kingdoms);
    const QString file = path(QStringLiteral("long-id.json"));
    writeFile(file, QJsonDocument(root).toJson());
    const test::CliRun r = test::runCli({QStringLiteral("validate"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.size() < 4000, qPrintable(r.err.left(4000)));
    QVERIFY(r.err.contains(
        QLatin1String("kingdoms[0].id: a text of 10000000 characters is too long (at most 200)")));
}

void TestUnboundedInput::duplicateKeysAreRefused_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("top level") << QByteArray("\"seed\": 42,")
                               << QByteArray("\"seed\": 42, \"seed\": 43,")
                               << QStringLiteral(
                                      "dup.json:15: \"seed\" appears twice in one object "
                                      "(first on line 15): a reader would keep only one");
    QTest::newRow("written with an escape")
        << QByteArray("\"seed\": 42,") << QByteArray("\"seed\": 42, \"s\\u0065ed\": 43,")
        << QStringLiteral("dup.json:15: \"seed\" appears twice in one object (first on line 15): a "
                          "reader would keep only one");
    QTest::newRow("an area's state")
        << QByteArray("\"armies\": 5,") << QByteArray("\"armies\": 5, \"armies\": 50,")
        << QStringLiteral("dup.json:24: turns[0].state.areas.NRT: \"armies\" appears twice in one "
                          "object (first on line 24): a reader would keep only one");
}

void TestUnboundedInput::duplicateKeysAreRefused()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, expected);
    QByteArray bytes = fixture();
    QCOMPARE(bytes.count(from), qsizetype(1));
    bytes.replace(from, to);
    Problems problems;
    QVERIFY(!readCampaignJson(bytes, QStringLiteral("dup.json"), problems));
    QCOMPARE(problems.toString(), expected);
}

void TestUnboundedInput::rawControlBytesAreRefused_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("NUL") << QByteArray("Tiny\0Marches", 12)
                         << QStringLiteral("nul.json:7: name: a NUL byte inside a text: a campaign "
                                           "file is text");
    QTest::newRow("tab") << QByteArray("Tiny\tMarches")
                         << QStringLiteral("nul.json:7: name: a raw control character (byte "
                                           "0x09) inside a text; write it escaped, as \\u0009");
    QTest::newRow("escaped is fine") << QByteArray("Tiny\\tMarches") << QString();
    // Long plain runs are passed eight bytes at a time: what ends one is found wherever it lies.
    for (int at = 8; at < 24; ++at) {
        QByteArray before(at, 'x');
        QTest::addRow("tab after %d letters", at)
            << before + "\tMarches"
            << QStringLiteral("nul.json:7: name: a raw control character (byte 0x09) inside a "
                              "text; write it escaped, as \\u0009");
        QTest::addRow("escaped quote after %d letters", at)
            << before + "\\\"Marches\\\\ and more letters than eight" << QString();
        QTest::addRow("UTF-8 and a unit separator after %d letters", at)
            << before.replace(0, 2, "\xc3\xa6") + "\x1f"
            << QStringLiteral("nul.json:7: name: a raw control character (byte 0x1f) inside a "
                              "text; write it escaped, as \\u001f");
    }
}

void TestUnboundedInput::rawControlBytesAreRefused()
{
    QFETCH(QByteArray, name);
    QFETCH(QString, expected);
    QByteArray bytes = fixture();
    bytes.replace("\"Tiny Marches\"", "\"" + name + "\"");
    Problems problems;
    const auto c = readCampaignJson(bytes, QStringLiteral("nul.json"), problems);
    QCOMPARE(c.has_value(), expected.isEmpty());
    QCOMPARE(problems.toString(), expected);
}

void TestUnboundedInput::emptySheetChangesNothing()
{
    const QString store = sampleStore();
    // The campaign as exported before and after: the same bytes (its codes, drawn when the sample
    // went into the campaign file, included).
    const auto exported = [&](const QString &name) {
        const QString json = path(name);
        QFile::remove(json);
        const test::CliRun r = test::runCli({QStringLiteral("export"), store, json});
        return r.exitCode == 0 ? test::fileBytes(json) : QByteArray();
    };
    const QByteArray before = exported(QStringLiteral("before.json"));
    QVERIFY(!before.isEmpty());
    for (const QByteArray &sheet : {QByteArray(), QByteArray("# only a comment\n\n   \n")}) {
        const test::CliRun r = test::runCli(
            {QStringLiteral("orders"), store, QStringLiteral("ALD"), QStringLiteral("-")}, sheet);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("the sheet has no actions")), qPrintable(r.err));
    }
    QVERIFY(exported(QStringLiteral("after.json")) == before); // Aldmark's orders are all there
}

void TestUnboundedInput::oversizedSheetIsRefused()
{
    const QString store = sampleStore();
    const QByteArray sheet(limits::kMaxOrderSheetBytes + 1, '#');
    const QString file = path(QStringLiteral("big.txt"));
    writeFile(file, sheet);
    for (const QString &source : {file, QStringLiteral("-")}) {
        const test::CliRun r =
            test::runCli({QStringLiteral("orders"), store, QStringLiteral("ALD"), source}, sheet);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QLatin1String("cannot read: larger than 1 MiB, the most an order "
                                              "sheet may be")),
                 qPrintable(r.err));
    }
}

// The documented maximum map (maps/README.md, "Limits") and the most kingdoms: read correctly,
// and in time that grows with the input, not with its square (a 4096 x 4096 map took over 30 s,
// 10,000 kingdoms 18.7 s). The time is compared with that of an input a quarter or a tenth the
// size, in the same run and build, so the check holds on a slow machine and under the sanitizers;
// the absolute speed is measured by tests/bench/validate (`make bench`).
namespace {
QByteArray squareMap(int side)
{
    QJsonObject root = QJsonDocument::fromJson([] {
                           QFile f(test::sourcePath(QStringLiteral("tests/io/data/tiny-hex.json")));
                           return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                       }())
                           .object();
    QJsonObject world = root.value(QLatin1String("world")).toObject();
    QJsonArray terrain;
    const QString row = QStringList(side, QStringLiteral("g")).join(QLatin1Char(' '));
    for (int r = 0; r < side; ++r)
        terrain.append(row);
    world.insert(QStringLiteral("columns"), side);
    world.insert(QStringLiteral("rows"), side);
    world.insert(QStringLiteral("terrain"), terrain);
    root.insert(QStringLiteral("world"), world);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QByteArray manyKingdoms(int count)
{
    QJsonObject root = QJsonDocument::fromJson(fixture()).object();
    QJsonArray kingdoms;
    QJsonObject states;
    for (int k = 0; k < count; ++k) {
        const QString id = k == 0   ? QStringLiteral("MER")
                           : k == 1 ? QStringLiteral("NOR")
                                    : QStringLiteral("K%1").arg(k);
        kingdoms.append(QJsonObject{{QStringLiteral("id"), id},
                                    {QStringLiteral("name"), QStringLiteral("Kingdom %1").arg(k)},
                                    {QStringLiteral("nationality"), QStringLiteral("N")},
                                    {QStringLiteral("colour"), QStringLiteral("#123456")}});
        states.insert(id, QJsonObject{{QStringLiteral("bp"), k}});
    }
    root.insert(QStringLiteral("kingdoms"), kingdoms);
    QJsonArray turns = root.value(QLatin1String("turns")).toArray();
    QJsonObject turn = turns.at(0).toObject();
    QJsonObject state = turn.value(QLatin1String("state")).toObject();
    state.insert(QStringLiteral("kingdoms"), states);
    turn.insert(QStringLiteral("state"), state);
    turns[0] = turn;
    root.insert(QStringLiteral("turns"), turns);
    return QJsonDocument(root).toJson();
}

/// The fastest of `runs` reads of `json` (the least disturbed by other work on the machine), in
/// nanoseconds, and the campaign read.
std::pair<qint64, std::optional<Campaign>> fastestRead(const QByteArray &json, int runs)
{
    qint64 best = std::numeric_limits<qint64>::max();
    std::optional<Campaign> c;
    for (int i = 0; i < runs; ++i) {
        Problems problems;
        QElapsedTimer timer;
        timer.start();
        c = readCampaignJson(json, QStringLiteral("input.json"), problems);
        best = std::min(best, timer.nsecsElapsed());
        if (!c)
            qWarning("%s", qPrintable(problems.toString()));
    }
    return {best, std::move(c)};
}

/// `large` is `factor` times `small`: linear reading takes about `factor` times as long, quadratic
/// `factor` squared. Anything below their geometric middle passes.
void expectLinear(qint64 small, qint64 large, double factor, const char *what)
{
    const double ratio =
        static_cast<double>(large) / static_cast<double>(std::max<qint64>(small, 1));
    qInfo("%s: %.1f times the time for %.0f times the input", what, ratio, factor);
    QVERIFY2(ratio < factor * std::sqrt(factor),
             qPrintable(QStringLiteral("%1: %2 times the time for %3 times the input")
                            .arg(QLatin1String(what))
                            .arg(ratio, 0, 'f', 1)
                            .arg(factor)));
}
} // namespace

void TestUnboundedInput::largestMapValidates()
{
    const int side = static_cast<int>(limits::kGridSide.max);
    const auto [quarter, small] = fastestRead(squareMap(side / 4), 3);
    QVERIFY(small);
    const auto [full, c] = fastestRead(squareMap(side), 1);
    QVERIFY(c);
    QCOMPARE(c->world.hexCount(), side * side);
    expectLinear(quarter, full, 16, "a 4096 x 4096 map against 1024 x 1024");
}

void TestUnboundedInput::tenThousandKingdomsValidate()
{
    const auto [tenth, small] = fastestRead(manyKingdoms(1'000), 3);
    QVERIFY(small);
    const auto [all, c] = fastestRead(manyKingdoms(10'000), 2);
    QVERIFY(c);
    QCOMPARE(c->kingdoms.size(), size_t(10'000));
    QCOMPARE(c->current().state.kingdoms[9999].bp, 9999);
    expectLinear(tenth, all, 10, "10,000 kingdoms against 1,000");
}

QTEST_GUILESS_MAIN(TestUnboundedInput)
#include "tst_unbounded_input.moc"
