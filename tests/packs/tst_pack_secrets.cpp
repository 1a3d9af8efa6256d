// Nothing a player receives tells the dice: over several turns and a roll back, no file of any
// pack (maps, reports, turnsheets, the roundup, the ready e-mails with their headers) and no
// receipt of the players' answers holds the campaign's seed or any turn's seed, in decimal or in
// hex, and no Message-Id is sent twice (a pack made again after a roll back gets new ones, and
// so does every receipt).
// A kingdom's player code is printed on its own turnsheet and in no other file a player
// receives: no other kingdom's pack, report, roundup, map, mail header or attachment, and no
// receipt, holds it.
#include "PackTestCampaigns.h"
#include "TakeResult.h"

#include "mailio/MailReader.h"
#include "model/CampaignCodes.h"
#include "operations/CloseTurn.h"
#include "operations/RollBack.h"
#include "packs/PlayerPacks.h"
#include "packs/ReceiptFiles.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
/// Every way a seed could be written into a file: decimal, and hex in either case.
QList<QByteArray> spellings(std::uint64_t seed)
{
    const QByteArray dec = QByteArray::number(static_cast<qulonglong>(seed));
    const QByteArray hex = QByteArray::number(static_cast<qulonglong>(seed), 16);
    return {dec, hex, hex.toUpper()};
}

void writePacks(const Campaign &c, const QString &dir, QStringList &files)
{
    PackOptions o;
    o.gmAddress = QStringLiteral("gm@campaign.example");
    o.mapWidth = 400;
    QString error;
    const auto summary = test::take(writePlayerPacks(c, dir, o), error);
    QVERIFY2(summary, qPrintable(error));
    for (const QString &f : summary->files)
        files << dir + QLatin1Char('/') + f;
}

/// Every player answers the pack mail with a word for the roundup (the receipt then tells what
/// the orders stored would do), and the receipts are written beside the packs.
void writeReceiptsOfAnswers(const Campaign &c, const QString &dir, QStringList &files)
{
    QByteArray box;
    for (size_t n = 0; n < c.kingdoms.size(); ++n) {
        const Kingdom &k = c.kingdoms[n];
        const Mailbox pack = readMailbox(dir + QLatin1Char('/') + k.id + QLatin1Char('/') + k.id +
                                         QStringLiteral(".eml"));
        QVERIFY2(pack.error.isEmpty(), qPrintable(pack.error));
        // An order for an area of its own, worked out in the receipt from what it knows.
        QByteArray order;
        const auto &areas = c.current().state.areas;
        for (size_t a = 0; a < areas.size() && order.isEmpty(); ++a)
            if (areas[a].owner == static_cast<int>(n))
                order = "1 DEFEND " + c.world.areas[a].code.toUtf8() + '\n';
        const QByteArray from = test::playerAddress(k).toUtf8();
        box += "From " + from + " Wed Dec  2 09:00:00 2026\nFrom: " + from +
               "\nSubject: Re: " + pack.mails.front().subject.toUtf8() + "\nMessage-Id: <" +
               k.id.toUtf8() + "." + dir.section(QLatin1Char('/'), -1).toUtf8() +
               "@players.example>\nIn-Reply-To: <" + pack.mails.front().messageId.toUtf8() +
               ">\n\nKingdom: " + k.id.toUtf8() + '\n' +
               test::codeLines(static_cast<int>(n)).toUtf8() + order + "Messages:\nHail from " +
               k.name.toUtf8() + "\n\n";
    }
    const Mailbox answers = readMailBytes(box, true, QStringLiteral("answers.mbox"));
    QVERIFY2(answers.error.isEmpty(), qPrintable(answers.error));
    ReceiptOptions o;
    o.gmAddress = QStringLiteral("gm@campaign.example");
    QString error;
    const auto summary =
        test::take(writeReceipts(c, answers, judgeMail(c, answers), dir, o), error);
    QVERIFY2(summary, qPrintable(error));
    QCOMPARE(summary->files.size(), static_cast<qsizetype>(c.kingdoms.size()));
    for (const QString &f : summary->files)
        files << dir + QLatin1Char('/') + f;
}
} // namespace

class TestPackSecrets : public QObject
{
    Q_OBJECT

private slots:
    void noSeedInAnyPackAndNoMessageIdTwice();
    void aPlayerCodeIsOnItsOwnTurnsheetAlone_data();
    void aPlayerCodeIsOnItsOwnTurnsheetAlone();
};

void TestPackSecrets::noSeedInAnyPackAndNoMessageIdTwice()
{
    QTemporaryDir dir;
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QStringList files;
    auto packsAndReceipts = [&](const QString &name) {
        writePacks(c, dir.filePath(name), files);
        writeReceiptsOfAnswers(c, dir.filePath(name), files);
    };
    packsAndReceipts(QStringLiteral("turn1"));
    applyResolution(c, resolveCurrentTurn(c));
    packsAndReceipts(QStringLiteral("turn2"));
    QVERIFY(rollBackTurn(c).ok());
    packsAndReceipts(QStringLiteral("turn1-again"));
    applyResolution(c, resolveCurrentTurn(c));
    applyResolution(c, resolveCurrentTurn(c));
    packsAndReceipts(QStringLiteral("turn3"));

    QList<QByteArray> secrets = spellings(c.seed);
    for (std::size_t t = 0; t < c.turns.size(); ++t)
        secrets << spellings(c.turns.summary(t).seed);
    QSet<QByteArray> ids;
    const QRegularExpression messageId(QStringLiteral("^Message-Id:\\s*(\\S+)"),
                                       QRegularExpression::CaseInsensitiveOption |
                                           QRegularExpression::MultilineOption);
    int mails = 0;
    for (const QString &path : files) {
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        for (const QByteArray &secret : secrets)
            QVERIFY2(
                !bytes.contains(secret),
                qPrintable(
                    QStringLiteral("%1 holds a seed (%2)").arg(path, QString::fromLatin1(secret))));
        if (!path.endsWith(QLatin1String(".eml")))
            continue;
        ++mails;
        const auto m = messageId.match(QString::fromUtf8(bytes));
        QVERIFY2(m.hasMatch(), qPrintable(path));
        const QByteArray id = m.captured(1).toUtf8();
        QVERIFY2(!ids.contains(id),
                 qPrintable(QStringLiteral("%1 sent twice").arg(QString::fromUtf8(id))));
        ids.insert(id);
    }
    QVERIFY(mails >= 8 * static_cast<int>(c.kingdoms.size())); // packs and receipts
}

void TestPackSecrets::aPlayerCodeIsOnItsOwnTurnsheetAlone_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("area") << QStringLiteral("sample-area.json");
    QTest::newRow("hex") << QStringLiteral("sample-hex.json");
}

void TestPackSecrets::aPlayerCodeIsOnItsOwnTurnsheetAlone()
{
    QFETCH(QString, sample);
    QTemporaryDir dir;
    Campaign c = test::resolvedSample(sample);
    QStringList files;
    writePacks(c, dir.filePath(QStringLiteral("turn")), files);
    if (c.ruleset.kind == RulesetKind::Area) // answered with the codes, the receipts hold none
        writeReceiptsOfAnswers(c, dir.filePath(QStringLiteral("turn")), files);
    for (const Kingdom &k : c.kingdoms) {
        // Every way the code is written: as kept, as printed, in lower case.
        const QStringList spellings{k.playerCode, shownPlayerCode(k.playerCode),
                                    shownPlayerCode(k.playerCode).toLower()};
        const QString own = k.id + QStringLiteral("-turnsheet.txt");
        int onTurnsheet = 0;
        for (const QString &path : files) {
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            // A mail's text and every attachment decoded, its headers as sent.
            QStringList texts{QString::fromUtf8(f.readAll())};
            QStringList names{QFileInfo(path).fileName()};
            if (path.endsWith(QLatin1String(".eml"))) {
                const Mailbox box = readMailbox(path);
                QVERIFY2(box.error.isEmpty() && box.mails.size() == 1, qPrintable(path));
                const MailMessage &m = box.mails.front();
                texts << m.plainBody << m.subject;
                names << path << path;
                for (const MailAttachment &a : m.attachments) {
                    texts << a.text;
                    names << a.fileName;
                }
            }
            for (qsizetype i = 0; i < texts.size(); ++i) {
                const bool holds =
                    std::any_of(spellings.begin(), spellings.end(),
                                [&](const QString &code) { return texts[i].contains(code); });
                if (names[i] == own && holds) {
                    ++onTurnsheet;
                    continue;
                }
                QVERIFY2(!holds, qPrintable(QStringLiteral("%1 (%2) holds the player code of %3")
                                                .arg(path, names[i], k.id)));
            }
        }
        // On the turnsheet of its pack and the one its mail carries.
        QCOMPARE(onTurnsheet, 2);
    }
}

QTEST_MAIN(TestPackSecrets)
#include "tst_pack_secrets.moc"
