// A pack writes its own files and nothing else, whatever its output folder holds and whatever the
// kingdoms are called:
//   - a symbolic link at the name of a pack's file is replaced, never written through (a link to
//     the campaign file left the campaign as it was), and a kingdom's folder that is a link is
//     refused before anything is written;
//   - a kingdom whose id is "roundup" gets its own map and the public roundup both, whole;
//   - the pack's files and folders are no more open than the campaign's file.
#include "CliRunner.h"
#include "PackTestCampaigns.h"
#include "TakeResult.h"
#include "TestSupport.h"

#include "io/CampaignJson.h"
#include "packs/PlayerPacks.h"
#include "view/KingdomView.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

using namespace muster;

namespace {

QByteArray readBytes(const QString &path)
{
    return test::fileBytes(path);
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    return test::writeFileBytes(path, bytes);
}

bool symlinkTo(const QString &target, const QString &link)
{
    return ::symlink(QFile::encodeName(target).constData(), QFile::encodeName(link).constData()) ==
           0;
}

mode_t modeOf(const QString &path)
{
    struct stat st
    {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 ? st.st_mode : 0;
}

/// Every file and folder below `dir`, relative, sorted, links not followed.
QStringList tree(const QString &dir)
{
    QStringList out;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out << QDir(dir).relativeFilePath(it.next());
    out.sort();
    return out;
}

struct Written
{
    bool ok = false;
    QString error;
    PackSummary summary;
};

Written writePacks(const Campaign &c, const QString &out, const QString &campaignFile = {},
                   int kingdom = -1)
{
    PackOptions o;
    o.kingdom = kingdom;
    o.mapWidth = 600;
    o.mailDate = QDateTime(QDate(2026, 12, 1), QTime(12, 0), Qt::UTC);
    o.campaignFile = campaignFile;
    Written w;
    if (const auto summary = test::take(writePlayerPacks(c, out, o), w.error)) {
        w.ok = true;
        w.summary = *summary;
    }
    return w;
}

} // namespace

class TestPackFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void linkAtAFileIsReplacedNotFollowed();
    void linkedKingdomFolderIsRefused();
    void cliPackNeverWritesThroughALinkToTheCampaign();
    void kingdomCalledRoundup();
    void abandonedPrivateFolderIsRemoved();
    void messageControlCharactersAreEscapedInTheRoundup();
    void filesNoMoreOpenThanTheCampaign_data();
    void filesNoMoreOpenThanTheCampaign();

private:
    QTemporaryDir m_dir;
    Campaign m_campaign;
};

void TestPackFiles::initTestCase()
{
    ::umask(022);
    m_campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
}

void TestPackFiles::linkAtAFileIsReplacedNotFollowed()
{
    const QString out = m_dir.filePath(QStringLiteral("planted"));
    const QString victim = m_dir.filePath(QStringLiteral("victim.muster"));
    const QByteArray kept = "the campaign, which no pack may write";
    QVERIFY(writeBytes(victim, kept));
    QVERIFY(QDir().mkpath(out + QStringLiteral("/ALD")));
    const QStringList planted{
        QStringLiteral("ALD/ALD-map.pdf"),    QStringLiteral("ALD/ALD-map.png"),
        QStringLiteral("ALD/ALD-report.txt"), QStringLiteral("ALD/ALD.eml"),
        QStringLiteral("ALD/roundup.txt"),    QStringLiteral("roundup.pdf")};
    for (const QString &f : planted)
        QVERIFY(symlinkTo(victim, out + QLatin1Char('/') + f));
    const Written w = writePacks(m_campaign, out);
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(readBytes(victim), kept);
    for (const QString &f : planted) {
        const QFileInfo info(out + QLatin1Char('/') + f);
        QVERIFY2(!info.isSymLink() && info.isFile() && info.size() > 0, qPrintable(f));
    }
    QVERIFY(!QImage(out + QStringLiteral("/ALD/ALD-map.png")).isNull());
    // Nothing of the packs' own is left behind in the folder.
    for (const QString &entry : tree(out))
        QVERIFY2(!entry.startsWith(QLatin1Char('.')), qPrintable(entry));
}

void TestPackFiles::linkedKingdomFolderIsRefused()
{
    const QString out = m_dir.filePath(QStringLiteral("linked-folder"));
    const QString elsewhere = m_dir.filePath(QStringLiteral("elsewhere"));
    QVERIFY(QDir().mkpath(out) && QDir().mkpath(elsewhere));
    QVERIFY(symlinkTo(elsewhere, out + QStringLiteral("/BRE")));
    const QStringList before = tree(out);
    const Written w = writePacks(m_campaign, out);
    QVERIFY(!w.ok);
    QCOMPARE(w.error, out + QStringLiteral("/BRE is a symbolic link: the packs never write through "
                                           "a link; move it away and write the packs again"));
    QCOMPARE(tree(out), before);
    QCOMPARE(tree(elsewhere), QStringList());
}

// The reproducer as a GM meets it: a link in the output folder to the campaign file itself.
void TestPackFiles::cliPackNeverWritesThroughALinkToTheCampaign()
{
    const QString json = m_dir.filePath(QStringLiteral("cli.json"));
    QVERIFY(writeBytes(json, writeCampaignJson(m_campaign)));
    const QString store = m_dir.filePath(QStringLiteral("cli.muster"));
    test::CliRun r = test::runCli({QStringLiteral("import"), json, store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray hash = QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256);
    const QString out = m_dir.filePath(QStringLiteral("cli-packs"));
    QVERIFY(QDir().mkpath(out + QStringLiteral("/ALD")));
    QVERIFY(symlinkTo(store, out + QStringLiteral("/ALD/ALD-map.pdf")));
    QVERIFY(symlinkTo(store, out + QStringLiteral("/roundup.txt")));
    r = test::runCli({QStringLiteral("pack"), store, out, QStringLiteral("--kingdom"),
                      QStringLiteral("ALD"), QStringLiteral("--no-mail")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256), hash);
    r = test::runCli({QStringLiteral("validate"), store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
}

// "roundup" is a valid kingdom id, and campaigns may have one: its pack and the public roundup
// are both written whole, neither over the other.
void TestPackFiles::kingdomCalledRoundup()
{
    Campaign c = m_campaign;
    c.kingdoms[0].id = QStringLiteral("roundup");
    const QString out = m_dir.filePath(QStringLiteral("roundup-id"));
    const Written w = writePacks(c, out);
    QVERIFY2(w.ok, qPrintable(w.error));
    for (const QString &f : w.summary.files)
        QVERIFY2(QFileInfo(out + QLatin1Char('/') + f).isFile(), qPrintable(f));
    QStringList listed = w.summary.files;
    QCOMPARE(listed.removeDuplicates(), 0);
    for (const char *f :
         {"roundup.pdf", "roundup.txt", "roundup.png", "roundup/roundup.pdf", "roundup/roundup.txt",
          "roundup/roundup.png", "roundup/roundup-map.png", "roundup/roundup-map.pdf",
          "roundup/roundup-report.txt", "roundup/roundup-turnsheet.txt", "roundup/roundup.eml"})
        QVERIFY2(w.summary.files.contains(QLatin1String(f)), f);
    // The public map is the same in the kingdom's folder, another kingdom's and at the top; the
    // kingdom's own map is its own.
    const QString publicMap = out + QStringLiteral("/roundup.png");
    const QString other = c.kingdoms[1].id;
    QCOMPARE(readBytes(out + QStringLiteral("/roundup/roundup.png")), readBytes(publicMap));
    QCOMPARE(readBytes(out + QLatin1Char('/') + other + QStringLiteral("/roundup.png")),
             readBytes(publicMap));
    QVERIFY(readBytes(out + QStringLiteral("/roundup/roundup-map.png")) != readBytes(publicMap));
    QVERIFY(readBytes(out + QStringLiteral("/roundup/roundup-report.txt"))
                .contains(c.kingdoms[0].name.toUtf8()));
    QCOMPARE(readBytes(out + QStringLiteral("/roundup/roundup.txt")),
             readBytes(out + QLatin1Char('/') + other + QStringLiteral("/roundup.txt")));
}

void TestPackFiles::filesNoMoreOpenThanTheCampaign_data()
{
    QTest::addColumn<int>("campaignMode");
    QTest::addColumn<int>("fileMode");
    QTest::addColumn<int>("folderMode");
    QTest::newRow("0600") << 0600 << 0600 << 0700;
    QTest::newRow("0640") << 0640 << 0640 << 0750;
    QTest::newRow("0644") << 0644 << 0644 << 0755;
    QTest::newRow("0666, umask 022") << 0666 << 0644 << 0755;
}

void TestPackFiles::filesNoMoreOpenThanTheCampaign()
{
    QFETCH(int, campaignMode);
    QFETCH(int, fileMode);
    QFETCH(int, folderMode);
    const QString campaignFile = m_dir.filePath(QStringLiteral("modes.muster"));
    QVERIFY(writeBytes(campaignFile, "a campaign"));
    QVERIFY(::chmod(QFile::encodeName(campaignFile).constData(),
                    static_cast<mode_t>(campaignMode)) == 0);
    const QString out = m_dir.filePath(QStringLiteral("modes-%1").arg(campaignMode, 0, 8));
    const Written w = writePacks(m_campaign, out, campaignFile, 0);
    QVERIFY2(w.ok, qPrintable(w.error));
    QCOMPARE(int(modeOf(out) & 0777), folderMode);
    const QStringList entries = tree(out);
    QVERIFY(entries.size() >= 10);
    for (const QString &entry : entries) {
        const mode_t mode = modeOf(out + QLatin1Char('/') + entry);
        QVERIFY2(int(mode & 0777) == (S_ISDIR(mode) ? folderMode : fileMode),
                 qPrintable(QStringLiteral("%1: %2").arg(entry).arg(mode & 0777, 0, 8)));
    }
}

QTEST_MAIN(TestPackFiles)
// A pack killed half way leaves its private folder; the next pack written there removes it, but
// never one another pack is writing (it holds the folder locked) nor one made a moment ago.
void TestPackFiles::abandonedPrivateFolderIsRemoved()
{
    const QString out = m_dir.filePath(QStringLiteral("abandoned"));
    const auto makeFolder = [&](const QString &name, bool old) {
        const QString path = out + QLatin1Char('/') + name;
        if (!QDir().mkpath(path + QStringLiteral("/ALD")) ||
            !writeBytes(path + QStringLiteral("/ALD/ALD-map.png"), "half a map"))
            return false;
        if (!old)
            return true;
        const struct timeval hourAgo[2] = {{::time(nullptr) - 3600, 0},
                                           {::time(nullptr) - 3600, 0}};
        return ::utimes(QFile::encodeName(path).constData(), hourAgo) == 0;
    };
    QVERIFY(makeFolder(QStringLiteral(".muster-pack-killed"), true));
    QVERIFY(makeFolder(QStringLiteral(".muster-pack-locked"), true));
    QVERIFY(makeFolder(QStringLiteral(".muster-pack-recent"), false));
    const int held =
        ::open(QFile::encodeName(out + QStringLiteral("/.muster-pack-locked")).constData(),
               O_RDONLY | O_DIRECTORY);
    QVERIFY(held >= 0 && ::flock(held, LOCK_EX | LOCK_NB) == 0);
    const Written w = writePacks(m_campaign, out);
    ::close(held);
    QVERIFY2(w.ok, qPrintable(w.error));
    const QStringList left = QDir(out).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot);
    QVERIFY2(!left.contains(QStringLiteral(".muster-pack-killed")), qPrintable(left.join(u' ')));
    QVERIFY2(left.contains(QStringLiteral(".muster-pack-locked")), qPrintable(left.join(u' ')));
    QVERIFY2(left.contains(QStringLiteral(".muster-pack-recent")), qPrintable(left.join(u' ')));
    QCOMPARE(left.filter(QStringLiteral(".muster-pack-")).size(), 2);
}

// A player's message goes into the roundup every other player reads: a control character in it
// (a terminal's escape sequence, a bell, a bidirectional override) is written as an escape, and its
// line breaks stay line breaks.
void TestPackFiles::messageControlCharactersAreEscapedInTheRoundup()
{
    Campaign c = m_campaign;
    const int resolved = lastResolvedTurn(c);
    QVERIFY(resolved >= 0);
    c.turns[static_cast<size_t>(resolved)].messages[0] =
        QStringLiteral("Hail\x1b]0;owned\x07 all\nsecond line \u202Eright");
    const QString out = m_dir.filePath(QStringLiteral("escaped"));
    const Written w = writePacks(c, out);
    QVERIFY2(w.ok, qPrintable(w.error));
    const QString roundup = QString::fromUtf8(readBytes(out + QStringLiteral("/roundup.txt")));
    QVERIFY2(roundup.contains(QStringLiteral("Hail\\x1b]0;owned\\x07 all")), qPrintable(roundup));
    QVERIFY2(roundup.contains(QStringLiteral("second line \\u202eright")), qPrintable(roundup));
    for (const QChar raw : {QChar(0x1b), QChar(0x07), QChar(0x202e)})
        QVERIFY2(!roundup.contains(raw), qPrintable(roundup));
}

#include "tst_pack_files.moc"
