// What muster-cli writes never replaces what it reads: an output that is the command's input,
// however it is spelled (the same name, `..`, a link), is refused before anything is written, as
// is a pack whose files would replace the campaign; and `export` refuses a campaign file that
// `validate` refuses instead of writing it out.
#include "CliRunner.h"
#include "StoreTestFiles.h"
#include "TestSupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace muster;
using muster::test::CliRun;
using muster::test::runCli;

namespace {
/// Every file under `dir` with the hash of its bytes: what a refusal must leave as it was.
QStringList snapshot(const QString &dir)
{
    QStringList out;
    const QDir root(dir);
    for (const QString &name : root.entryList(QDir::Files | QDir::System | QDir::Hidden |
                                                  QDir::Dirs | QDir::NoDotAndDotDot,
                                              QDir::Name)) {
        const QString path = root.filePath(name);
        const QFileInfo info(path);
        if (info.isSymLink())
            out << name + QStringLiteral(" -> ") + info.symLinkTarget();
        else if (info.isDir())
            out << snapshot(path).replaceInStrings(QRegularExpression(QStringLiteral("^")),
                                                   name + QLatin1Char('/'));
        else
            out << name + QLatin1Char(' ') + QString::fromLatin1(test::fileHash(path));
    }
    return out;
}

void copy(const QString &from, const QString &to)
{
    QDir().mkpath(QFileInfo(to).absolutePath());
    QFile::remove(to);
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s to %s", qPrintable(from), qPrintable(to));
}

/// The current row's name as a file name.
QString tagName()
{
    return QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
}

QString tiled(const char *name)
{
    return test::sourcePath(QStringLiteral("tests/tiled/data/%1").arg(QLatin1String(name)));
}
} // namespace

class TestCliOutputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void outputIsInput_data();
    void outputIsInput();
    void packNeverWritesOverTheCampaign_data();
    void packNeverWritesOverTheCampaign();
    void exportRefusesWhatValidateRefuses_data();
    void exportRefusesWhatValidateRefuses();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    /// A fresh folder for the current row holding `files`: each a name, then the file it copies,
    /// "@link:TARGET" for a symbolic link, "@store" and "@resolved" for the sample's campaign
    /// files, "@tileset" and "@tileset-map" for a map and its tileset apart.
    QString folderWith(const QStringList &files);
    /// Runs `arguments` (@ standing for the folder of `files`): it exits with `exitCode`, says
    /// `message` and changes nothing in the folder.
    void refused(const QStringList &files, QStringList arguments, int exitCode,
                 const QString &message);
    QTemporaryDir m_dir;
    QString m_store;    // the area sample as a campaign file
    QString m_resolved; // the same with turn 1 resolved, in JSON
};

void TestCliOutputs::initTestCase()
{
    m_store = path(QStringLiteral("sample.muster"));
    QCOMPARE(runCli({QStringLiteral("import"), QStringLiteral("maps/sample-area.json"), m_store})
                 .exitCode,
             0);
    const QString played = path(QStringLiteral("played.muster"));
    copy(m_store, played);
    QCOMPARE(runCli({QStringLiteral("resolve"), played}).exitCode, 0);
    m_resolved = path(QStringLiteral("played.json"));
    QCOMPARE(runCli({QStringLiteral("export"), played, m_resolved}).exitCode, 0);
}

void TestCliOutputs::outputIsInput_data()
{
    // Each row: the files to set up in a fresh folder (folderWith), the command (@ is the folder)
    // and the message.
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString json = test::sourcePath(QStringLiteral("maps/sample-area.json"));
    const QString overwrite = QStringLiteral("the output would overwrite the input");
    QTest::newRow("import-tmx M.tmx M.tmx")
        << QStringList{QStringLiteral("M.tmx"), tiled("areas.tmx")}
        << QStringList{QStringLiteral("import-tmx"), QStringLiteral("-f"),
                       QStringLiteral("@/M.tmx"), QStringLiteral("@/M.tmx")}
        << QStringLiteral("@/M.tmx: %1 @/M.tmx (the same file); nothing written").arg(overwrite);
    QTest::newRow("import-tmx through ..")
        << QStringList{QStringLiteral("M.tmx"), tiled("areas.tmx")}
        << QStringList{QStringLiteral("import-tmx"), QStringLiteral("-f"),
                       QStringLiteral("@/M.tmx"), QStringLiteral("@/sub/../M.tmx")}
        << overwrite;
    QTest::newRow("import-tmx through a link")
        << QStringList{QStringLiteral("M.tmx"), tiled("areas.tmx"), QStringLiteral("out.muster"),
                       QStringLiteral("@link:M.tmx")}
        << QStringList{QStringLiteral("import-tmx"), QStringLiteral("-f"),
                       QStringLiteral("@/M.tmx"), QStringLiteral("@/out.muster")}
        << overwrite;
    QTest::newRow("import-tmx over its terrain map")
        << QStringList{QStringLiteral("mini.tmx"), tiled("tiled-examples/hexagonal-mini.tmx"),
                       QStringLiteral("terrain.json"),
                       tiled("tiled-examples/hexagonal-mini-terrain.json")}
        << QStringList{QStringLiteral("import-tmx"),    QStringLiteral("-f"),
                       QStringLiteral("@/mini.tmx"),    QStringLiteral("@/terrain.json"),
                       QStringLiteral("--terrain-map"), QStringLiteral("@/terrain.json")}
        << overwrite;
    QTest::newRow("import-tmx over its tileset")
        << QStringList{QStringLiteral("M.tmx"), QStringLiteral("@tileset-map"),
                       QStringLiteral("terrain.tsx"), QStringLiteral("@tileset")}
        << QStringList{QStringLiteral("import-tmx"), QStringLiteral("-f"),
                       QStringLiteral("@/M.tmx"), QStringLiteral("@/terrain.tsx")}
        << overwrite;
    // A JSON campaign under a store's name, and a store under a JSON name: each command would
    // take it as its input and write its output over it.
    QTest::newRow("import") << QStringList{QStringLiteral("c.muster"), json}
                            << QStringList{QStringLiteral("import"), QStringLiteral("-f"),
                                           QStringLiteral("@/c.muster"),
                                           QStringLiteral("@/c.muster")}
                            << overwrite;
    QTest::newRow("export") << QStringList{QStringLiteral("c.json"), QStringLiteral("@store")}
                            << QStringList{QStringLiteral("export"), QStringLiteral("-f"),
                                           QStringLiteral("@/c.json"), QStringLiteral("@/./c.json")}
                            << overwrite;
    QTest::newRow("export-tmx") << QStringList{QStringLiteral("c.tmx"), json}
                                << QStringList{QStringLiteral("export-tmx"), QStringLiteral("-f"),
                                               QStringLiteral("@/c.tmx"), QStringLiteral("@/c.tmx")}
                                << overwrite;
    QTest::newRow("render") << QStringList{QStringLiteral("c.png"), json}
                            << QStringList{QStringLiteral("render"), QStringLiteral("@/c.png"),
                                           QStringLiteral("@/c.png")}
                            << overwrite;
}

QString TestCliOutputs::folderWith(const QStringList &files)
{
    const QString dir = path(tagName());
    QDir().mkpath(dir + QStringLiteral("/sub"));
    for (qsizetype i = 0; i + 1 < files.size(); i += 2) {
        const QString to = dir + QLatin1Char('/') + files[i];
        const QString from = files[i + 1];
        QDir().mkpath(QFileInfo(to).absolutePath());
        if (from.startsWith(QLatin1String("@link:"))) {
            if (!QFile::link(from.mid(6), to))
                qFatal("cannot link %s", qPrintable(to));
        } else if (from == QLatin1String("@store")) {
            copy(m_store, to);
        } else if (from == QLatin1String("@resolved")) {
            copy(m_resolved, to);
        } else if (from == QLatin1String("@tileset") || from == QLatin1String("@tileset-map")) {
            // tiny-hexagonal-y-odd.tmx with its tileset moved out to terrain.tsx.
            QFile f(tiled("tiny-hexagonal-y-odd.tmx"));
            if (!f.open(QIODevice::ReadOnly))
                qFatal("no tiny map");
            const QByteArray tmx = f.readAll();
            const qsizetype start = tmx.indexOf("<tileset"),
                            end = tmx.indexOf("</tileset>") + int(sizeof "</tileset>") - 1;
            test::writeFile(to, from == QLatin1String("@tileset")
                                    ? "<?xml version=\"1.0\"?>\n" + tmx.mid(start, end - start)
                                    : tmx.left(start) +
                                          "<tileset firstgid=\"1\" source=\"terrain.tsx\"/>" +
                                          tmx.mid(end));
        } else {
            copy(from, to);
        }
    }
    return dir;
}

void TestCliOutputs::refused(const QStringList &files, QStringList arguments, int exitCode,
                             const QString &message)
{
    const QString dir = folderWith(files);
    // Each setup reads as a valid input: the refusal is of the output alone.
    arguments.replaceInStrings(QRegularExpression(QStringLiteral("^@")), dir);
    const QStringList before = snapshot(dir);
    const CliRun r = runCli(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(QString(message).replace(QLatin1Char('@'), dir)), qPrintable(r.err));
    QCOMPARE(snapshot(dir), before);
}

void TestCliOutputs::outputIsInput()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    refused(files, arguments, 2, message);
}

// A pack's files are moved into place whole: a campaign kept under one of their names would be
// replaced by it.
void TestCliOutputs::packNeverWritesOverTheCampaign_data()
{
    QTest::addColumn<QString>("campaign"); // in the output folder "out"
    QTest::newRow("the roundup at the top") << QStringLiteral("roundup.txt");
    QTest::newRow("a kingdom's report") << QStringLiteral("ALD/ALD-report.txt");
}

void TestCliOutputs::packNeverWritesOverTheCampaign()
{
    QFETCH(QString, campaign);
    const QString file = QStringLiteral("out/") + campaign;
    refused({file, QStringLiteral("@resolved")},
            {QStringLiteral("pack"), QStringLiteral("--no-mail"), QStringLiteral("@/") + file,
             QStringLiteral("@/out")},
            1,
            QStringLiteral("@/%1 is the campaign itself, and the packs would write over it; "
                           "nothing written")
                .arg(file));
}

void TestCliOutputs::exportRefusesWhatValidateRefuses_data()
{
    QTest::addColumn<QByteArray>("sql");
    QTest::addColumn<QString>("problem");
    // The stored definition with a key twice: the file opens (the JSON parser keeps one of the
    // two), but validate refuses it, and so does export now.
    QTest::newRow("a key twice")
        << QByteArray("UPDATE campaign SET definition = '{\"name\": \"Another\", ' || "
                      "substr(definition, 2)")
        << QStringLiteral("definition: \"name\" appears twice in one object");
    QTest::newRow("an index that does not match its table")
        << QByteArray("CREATE INDEX extra ON area_state(armies); PRAGMA writable_schema = ON; "
                      "UPDATE sqlite_schema SET sql = 'CREATE INDEX extra ON "
                      "area_state(population)' WHERE name = 'extra'; PRAGMA writable_schema = "
                      "OFF;")
        << QStringLiteral("integrity_check: ");
}

void TestCliOutputs::exportRefusesWhatValidateRefuses()
{
    QFETCH(QByteArray, sql);
    QFETCH(QString, problem);
    const QString store = path(tagName() + QStringLiteral(".muster"));
    copy(m_store, store);
    test::rawExec(store, sql.constData());
    const CliRun validate = runCli({QStringLiteral("validate"), store});
    QCOMPARE(validate.exitCode, 1);
    QVERIFY2(validate.err.contains(problem), qPrintable(validate.err));
    const QString out = path(QStringLiteral("exported.json"));
    const CliRun exported = runCli({QStringLiteral("export"), store, out});
    QCOMPARE(exported.exitCode, 1);
    // The same words as validate's.
    QCOMPARE(exported.err, validate.err);
    QVERIFY(!QFile::exists(out));
}

QTEST_GUILESS_MAIN(TestCliOutputs)
#include "tst_cli_outputs.moc"
