// Orders in by mail, end to end through muster-cli: the turnsheet of a pack, filled in and mailed
// back as an .eml or in an mbox among other mails, is read by `muster-cli mail --apply` and
// stores exactly what `muster-cli orders` stores for the same lines typed; bad mail gets a clear
// line in the table and changes nothing.
#include "CliRunner.h"
#include "PackTestCampaigns.h"
#include "TestMail.h"
#include "TestSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "mail/MailOrders.h"
#include "mailio/MailReader.h"
#include "mailio/MailWriter.h"
#include "model/Limits.h"
#include "store/CampaignStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace muster;

namespace {
using test::eml;
using test::mbox;

QByteArray readBytes(const QString &path)
{
    return test::fileBytes(path);
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QVERIFY(test::writeFileBytes(path, bytes));
}

/// A plain-text mail of exactly `size` bytes (`head` first: an mbox's "From " line, or nothing),
/// its body lines of "x" filling it up.
QByteArray mailOfSize(qint64 size, const QByteArray &head = {})
{
    QByteArray out = head + "From: ann@players.example\nSubject: Orders\n"
                            "Date: Wed, 02 Dec 2026 09:00:00 +0000\n\n";
    const QByteArray line = QByteArray(999, 'x') + '\n';
    while (out.size() + line.size() < size)
        out += line;
    out += QByteArray(size - out.size() - 1, 'x') + '\n';
    return out;
}

QString onlyProblem(const Mailbox &box)
{
    if (!box.error.isEmpty())
        return box.error;
    QStringList problems;
    for (const MailMessage &m : box.mails)
        if (!m.problem.isEmpty())
            problems << m.problem;
    return problems.join(QLatin1Char('\n'));
}

QStringList storedOrders(const QString &store, int kingdom)
{
    QString error;
    const auto c = test::take(CampaignStore::load(store), error);
    return c ? c->current().orders[static_cast<size_t>(kingdom)] : QStringList{error};
}

QString storedMessage(const QString &store, int kingdom)
{
    QString error;
    const auto c = test::take(CampaignStore::load(store), error);
    if (!c)
        return error;
    const auto it = c->current().messages.find(kingdom);
    return it == c->current().messages.end() ? QString() : it->second;
}
} // namespace

class TestMailOrders : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void mailedSheetStoresWhatTypingStores();
    void mboxAmongOtherMails();
    void badMailChangesNothing_data();
    void badMailChangesNothing();
    void mailboxSize();
    void mailCount();
    void mailSize();
    void attachmentSize();
    void maildirLimits();
    void noPipeOrDevice();
    void filledTurnsheetByOrdersStoresWhatMailStores();
    void packNamesAnUnknownKingdomAndAMissingSender();

private:
    QString freshStore(const QString &name);
    QString filledSheet(const QString &kingdom, const QStringList &lines, const QString &message);

    QTemporaryDir m_dir;
    QString m_json;
    Campaign m_campaign;
    QStringList m_ald, m_bre; // typed turn orders
};

void TestMailOrders::initTestCase()
{
    m_campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
    m_json = m_dir.filePath(QStringLiteral("campaign.json"));
    writeBytes(m_json, writeCampaignJson(m_campaign));
    m_ald = QStringList{QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("3 LEVY 1 HCS"),
                        QStringLiteral("4 RETREAT GLM FOX")};
    m_bre = QStringList{QStringLiteral("1 DEFEND LAM")};
    const test::CliRun r =
        test::runCli({QStringLiteral("pack"), freshStore(QStringLiteral("packed.muster")),
                      m_dir.filePath(QStringLiteral("packs")), QStringLiteral("--no-mail")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
}

QString TestMailOrders::freshStore(const QString &name)
{
    return test::importedCampaign(m_json, m_dir.filePath(name));
}

QString TestMailOrders::filledSheet(const QString &kingdom, const QStringList &lines,
                                    const QString &message)
{
    QString sheet = QString::fromUtf8(
        readBytes(m_dir.filePath(QStringLiteral("packs/%1/%1-turnsheet.txt").arg(kingdom))));
    for (const QString &l : lines) {
        const QString n = l.section(QLatin1Char(' '), 0, 0);
        sheet.replace(QLatin1Char('\n') + n + QLatin1Char('\n'),
                      QLatin1Char('\n') + l + QLatin1Char('\n'));
    }
    return sheet + message;
}

void TestMailOrders::mailedSheetStoresWhatTypingStores()
{
    const QString typed = freshStore(QStringLiteral("typed.muster"));
    const QString sheetFile = m_dir.filePath(QStringLiteral("ald.txt"));
    writeBytes(sheetFile, m_ald.join(QLatin1Char('\n')).toUtf8());
    test::CliRun r =
        test::runCli({QStringLiteral("orders"), typed, QStringLiteral("ALD"), sheetFile});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    const QString mailed = freshStore(QStringLiteral("mailed.muster"));
    const QString mail = m_dir.filePath(QStringLiteral("ald.eml"));
    writeBytes(mail,
               eml(test::playerAddress(m_campaign.kingdoms[0]),
                   filledSheet(QStringLiteral("ALD"), m_ald, QStringLiteral("Greetings.")), 1));
    r = test::runCli({QStringLiteral("mail"), mailed, mail});
    QVERIFY2(r.exitCode == 0 && r.out.contains(QStringLiteral("nothing stored")),
             qPrintable(r.out));
    QCOMPARE(storedOrders(mailed, 0), m_campaign.current().orders[0]); // not without --apply
    r = test::runCli({QStringLiteral("mail"), mailed, mail, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("ok: 3 actions and a message")), qPrintable(r.out));
    QCOMPARE(storedOrders(mailed, 0), storedOrders(typed, 0));
    QCOMPARE(storedMessage(mailed, 0), QStringLiteral("Greetings."));
}

void TestMailOrders::mboxAmongOtherMails()
{
    const QString typed = freshStore(QStringLiteral("typed2.muster"));
    for (const auto &[id, lines] :
         {std::pair{QStringLiteral("ALD"), m_ald}, std::pair{QStringLiteral("BRE"), m_bre}}) {
        const QString sheetFile = m_dir.filePath(id + QStringLiteral(".txt"));
        writeBytes(sheetFile, lines.join(QLatin1Char('\n')).toUtf8());
        const test::CliRun r = test::runCli({QStringLiteral("orders"), typed, id, sheetFile});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
    const QString ald = test::playerAddress(m_campaign.kingdoms[0]);
    const QString bre = test::playerAddress(m_campaign.kingdoms[1]);
    const QByteArray breSheet = filledSheet(QStringLiteral("BRE"), m_bre, QString()).toUtf8();
    const QString box = m_dir.filePath(QStringLiteral("orders.mbox"));
    writeBytes(
        box,
        mbox({
            // ALD's first thoughts, superseded by its later mail
            eml(ald, filledSheet(QStringLiteral("ALD"), {QStringLiteral("1 DEFEND GLM")}, {}), 1),
            eml(QStringLiteral("news@elsewhere.example"), QStringLiteral("Buy now!"), 2),
            // BRE sends its sheet attached, with a note as the mail's text
            eml(bre, QStringLiteral("My orders are attached."), 3,
                {{QStringLiteral("BRE-turnsheet.txt"),
                  QStringLiteral("text/plain"),
                  breSheet,
                  {}}}),
            eml(ald, filledSheet(QStringLiteral("ALD"), m_ald, {}), 4),
        }));
    const QString mailed = freshStore(QStringLiteral("mailed2.muster"));
    const test::CliRun r =
        test::runCli({QStringLiteral("mail"), mailed, box, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QStringLiteral("superseded")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("1 mail from no kingdom's address and naming no "
                                           "kingdom, not listed (--all lists each):\n"
                                           "      1  news@elsewhere.example\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("Stored 2 sheets")), qPrintable(r.out));
    // The table's columns line up whatever the width of a mail's place or sender: each row's
    // verdict starts where the heading's does.
    const QStringList rows = r.out.split(QLatin1Char('\n'));
    const qsizetype verdictColumn = rows.front().indexOf(QStringLiteral("verdict"));
    QVERIFY2(verdictColumn > 0, qPrintable(r.out));
    int listed = 0;
    for (const QString &row : rows) {
        if (!row.startsWith(QStringLiteral("orders.mbox, mail ")))
            continue;
        ++listed;
        QVERIFY2(row.at(verdictColumn - 1) == QLatin1Char(' ') &&
                     row.at(verdictColumn) != QLatin1Char(' '),
                 qPrintable(r.out));
    }
    QCOMPARE(listed, 3);
    for (int k : {0, 1})
        QCOMPARE(storedOrders(mailed, k), storedOrders(typed, k));
    for (int k = 2; k < static_cast<int>(m_campaign.kingdoms.size()); ++k)
        QCOMPARE(storedOrders(mailed, k), m_campaign.current().orders[static_cast<size_t>(k)]);
}

void TestMailOrders::badMailChangesNothing_data()
{
    QTest::addColumn<QByteArray>("mail");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("exitCode");
    const QString ald = test::playerAddress(m_campaign.kingdoms[0]);
    // The From line is a hint: a sheet without the kingdom's codes is no one's.
    QTest::newRow("no codes from another address")
        << eml(QStringLiteral("someone@elsewhere.example"),
               QStringLiteral("Kingdom: ALD\n") + m_ald.join(QLatin1Char('\n')), 1)
        << QStringLiteral("not applied: the sheet carries no game code and no player code") << 1;
    QTest::newRow("no codes from the player's address")
        << eml(ald, QStringLiteral("Kingdom: ALD\n") + m_ald.join(QLatin1Char('\n')), 1)
        << QStringLiteral("not applied: the sheet carries no game code and no player code") << 1;
    QTest::newRow("two kingdoms in one mail")
        << eml(ald,
               QStringLiteral("Kingdom: ALD\nKingdom: BRE\n1 DEFEND GLM\n") + test::codeLines(0), 2)
        << QStringLiteral("two kingdoms") << 1;
    OutgoingMail html;
    html.fromAddress = ald;
    html.subject = QStringLiteral("Orders");
    html.date = QDateTime(QDate(2026, 12, 2), QTime(9, 3), Qt::UTC);
    QByteArray htmlOnly = composeMail(html);
    // The same mail with an HTML body only, as some webmail sends it.
    htmlOnly = "From: " + ald.toUtf8() +
               "\nSubject: Orders\nDate: Wed, 02 Dec 2026 09:03:00 +0000\nMIME-Version: 1.0\n"
               "Content-Type: text/html; charset=utf-8\n\n<p>1 MOVE 2 HCS FOX</p>\n";
    QTest::newRow("HTML only") << htmlOnly << QStringLiteral("HTML only") << 1;
    // A sheet wrong as a whole (a line of it wrong costs that line only: tst_mail_corpus).
    QTest::newRow("sheet for another turn")
        << eml(ald,
               filledSheet(QStringLiteral("ALD"), {QStringLiteral("2 DEFEND GLM")}, {})
                   .replace(QStringLiteral("Turn: 2"), QStringLiteral("Turn: 1")),
               4)
        << QStringLiteral("the sheet is for turn 1") << 1;
    QTest::newRow("not a mailbox") << QByteArray("\x89PNG\r\n\x1a\n not mail at all", 25)
                                   << QStringLiteral("is not a mailbox") << 1;
    QTest::newRow("mail too large")
        << mailOfSize(limits::kMaxMailBytes + 1)
        << QStringLiteral("bad.eml: cannot read: it is not an mbox (no \"From \" line first), and "
                          "larger than 8 MiB, the most a mail may be")
        << 1;
}

void TestMailOrders::badMailChangesNothing()
{
    QFETCH(QByteArray, mail);
    QFETCH(QString, expected);
    QFETCH(int, exitCode);
    const QString store = freshStore(QStringLiteral("bad.muster"));
    const QByteArray before =
        QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256);
    const QString path = m_dir.filePath(QStringLiteral("bad.eml"));
    writeBytes(path, mail);
    const test::CliRun r =
        test::runCli({QStringLiteral("mail"), store, path, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2((r.out + r.err).contains(expected), qPrintable(r.out + r.err));
    QCOMPARE(QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256), before);
}

// Every limit of reading mail (maps/README.md, "Limits") at its edge and one past it, read as
// `muster-cli mail` and the mail import read it.
void TestMailOrders::mailboxSize()
{
    const QString path = m_dir.filePath(QStringLiteral("big.mbox"));
    // Mails of 4 MiB each, the last one shorter, to exactly the limit.
    QByteArray box;
    const QByteArray from = "From ann@players.example Wed Dec  2 09:00:00 2026\n";
    while (box.size() < limits::kMaxMailboxBytes)
        box += mailOfSize(std::min<qint64>(qint64{4} << 20, limits::kMaxMailboxBytes - box.size()),
                          from);
    QCOMPARE(box.size(), limits::kMaxMailboxBytes);
    writeBytes(path, box);
    Mailbox read = readMailbox(path);
    QVERIFY2(read.error.isEmpty() && read.mails.size() == 16, qPrintable(onlyProblem(read)));
    QCOMPARE(onlyProblem(read), QString());
    writeBytes(path, box + 'x');
    read = readMailbox(path);
    QCOMPARE(read.error, path + QStringLiteral(": cannot read: larger than 64 MiB, the most a "
                                               "mailbox may be"));
    QVERIFY(read.mails.empty());
    QFile::remove(path);
}

void TestMailOrders::mailCount()
{
    QByteArray box;
    const QByteArray one = "From ann@players.example Wed Dec  2 09:00:00 2026\n"
                           "From: ann@players.example\nSubject: Orders\n\n1 DEFEND GLM\n\n";
    for (qint64 i = 0; i < limits::kMaxMails; ++i)
        box += one;
    Mailbox read = readMailBytes(box, true, QStringLiteral("orders.mbox"));
    QCOMPARE(static_cast<qint64>(read.mails.size()), limits::kMaxMails);
    QCOMPARE(onlyProblem(read), QString());
    read = readMailBytes(box + one, true, QStringLiteral("orders.mbox"));
    QCOMPARE(read.error, QStringLiteral("orders.mbox: cannot read: more than 10000 mails, the most "
                                        "a mailbox may hold"));
    QVERIFY(read.mails.empty());
}

// One mail at the limit reads, a byte more is listed as unread (in an mbox) or refused (alone).
void TestMailOrders::mailSize()
{
    const QByteArray from = "From ann@players.example Wed Dec  2 09:00:00 2026\n";
    const QByteArray small = mailOfSize(200, from);
    for (const qint64 size : {limits::kMaxMailBytes, limits::kMaxMailBytes + 1}) {
        const bool past = size > limits::kMaxMailBytes;
        Mailbox read =
            readMailBytes(mailOfSize(size, from) + small, true, QStringLiteral("o.mbox"));
        QCOMPARE(read.mails.size(), size_t{2});
        QCOMPARE(read.mails[0].problem,
                 past ? QStringLiteral("the mail is larger than 8 MiB, the most a mail may be")
                      : QString());
        QCOMPARE(read.mails[0].fromAddress, QStringLiteral("ann@players.example"));
        QCOMPARE(read.mails[0].plainBody.isEmpty(), past); // a mail too large is not decoded
        QCOMPARE(read.mails[1].problem, QString());

        const QString path = m_dir.filePath(QStringLiteral("one.eml"));
        writeBytes(path, mailOfSize(size));
        read = readMailbox(path);
        if (past)
            QCOMPARE(read.error,
                     path +
                         QStringLiteral(": cannot read: it is not an mbox (no \"From \" line "
                                        "first), and larger than 8 MiB, the most a mail may be"));
        else
            QVERIFY2(read.mails.size() == 1 && onlyProblem(read).isEmpty(),
                     qPrintable(onlyProblem(read)));
    }
}

void TestMailOrders::attachmentSize()
{
    const QString ald = test::playerAddress(m_campaign.kingdoms[0]);
    for (const qint64 size : {limits::kMaxAttachmentBytes, limits::kMaxAttachmentBytes + 1}) {
        const QByteArray mail = eml(ald, QStringLiteral("Attached."), 5,
                                    {{QStringLiteral("ALD-turnsheet.txt"),
                                      QStringLiteral("text/plain"),
                                      QByteArray(size, 'x'),
                                      {}}});
        const Mailbox read = readMailBytes(mail, false, QStringLiteral("ald.eml"));
        QCOMPARE(read.mails.size(), size_t{1});
        const MailMessage &m = read.mails.front();
        QCOMPARE(m.attachments.size(), size_t{1});
        if (size > limits::kMaxAttachmentBytes) {
            QCOMPARE(m.problem, QStringLiteral("the attachment ALD-turnsheet.txt is larger than 1 "
                                               "MiB, the most a text attachment may be"));
            QVERIFY(m.attachments.front().text.isEmpty());
            QVERIFY(judgeMail(m_campaign, read)
                        .front()
                        .verdict.startsWith(QStringLiteral("cannot be read: the attachment")));
        } else {
            QCOMPARE(m.problem, QString());
            QCOMPARE(m.attachments.front().text.size(), size);
        }
    }
}

// A maildir at its limits: the number of mails, and their bytes together.
void TestMailOrders::maildirLimits()
{
    const QString dir = m_dir.filePath(QStringLiteral("maildir"));
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/cur")) &&
            QDir().mkpath(dir + QStringLiteral("/new")));
    const QByteArray one = "From: ann@players.example\nSubject: Orders\n\n1 DEFEND GLM\n";
    for (qint64 i = 0; i < limits::kMaxMails; ++i)
        writeBytes(QStringLiteral("%1/%2/%3.mail")
                       .arg(dir, i % 2 ? QStringLiteral("new") : QStringLiteral("cur"))
                       .arg(i, 5, 10, QLatin1Char('0')),
                   one);
    Mailbox read = readMailbox(dir);
    QCOMPARE(static_cast<qint64>(read.mails.size()), limits::kMaxMails);
    QCOMPARE(onlyProblem(read), QString());
    writeBytes(dir + QStringLiteral("/new/extra.mail"), one);
    read = readMailbox(dir);
    QCOMPARE(read.error, dir + QStringLiteral(": cannot read: more than 10000 mails, the most a "
                                              "mailbox may hold"));
    QVERIFY(QDir(dir).removeRecursively());

    // Eight mails at the limit of one mail are the limit of a mailbox; one byte more is refused.
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/new")));
    for (int i = 0; i < 8; ++i)
        writeBytes(dir + QStringLiteral("/new/%1.mail").arg(i), mailOfSize(limits::kMaxMailBytes));
    read = readMailbox(dir);
    QCOMPARE(read.mails.size(), size_t{8});
    QCOMPARE(onlyProblem(read), QString());
    writeBytes(dir + QStringLiteral("/new/8.mail"), "x");
    read = readMailbox(dir);
    QCOMPARE(read.error, dir + QStringLiteral(": cannot read: its mails are larger than 64 MiB "
                                              "together, the most a mailbox may be"));
    QVERIFY(QDir(dir).removeRecursively());
}

// A FIFO would hang the reader and a device never ends: both are refused unread, by the reader
// and by muster-cli mail, which then stores nothing.
void TestMailOrders::noPipeOrDevice()
{
#ifdef Q_OS_UNIX
    const QString fifo = m_dir.filePath(QStringLiteral("orders.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString &path : {fifo, QStringLiteral("/dev/zero")})
        QCOMPARE(readMailbox(path).error,
                 path + QStringLiteral(": cannot read: it is a device or pipe, not a file"));
    const QString store = freshStore(QStringLiteral("pipe.muster"));
    const QByteArray before =
        QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256);
    const test::CliRun r =
        test::runCli({QStringLiteral("mail"), store, fifo, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("it is a device or pipe")), qPrintable(r.err));
    QCOMPARE(QCryptographicHash::hash(readBytes(store), QCryptographicHash::Sha256), before);
#else
    QSKIP("FIFOs are a Unix thing");
#endif
}

// The same filled-in turnsheet, stored by `muster-cli orders` and by `muster-cli mail --apply`,
// gives the same turn: its lines and its message.
void TestMailOrders::filledTurnsheetByOrdersStoresWhatMailStores()
{
    const QString sheet =
        filledSheet(QStringLiteral("ALD"), m_ald, QStringLiteral("Peace to all."));
    const QString path = m_dir.filePath(QStringLiteral("ALD-filled.txt"));
    writeBytes(path, sheet.toUtf8());
    const QString byOrders = freshStore(QStringLiteral("by-orders.muster"));
    test::CliRun r =
        test::runCli({QStringLiteral("orders"), byOrders, QStringLiteral("ALD"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    const QString byMail = freshStore(QStringLiteral("by-mail.muster"));
    const QString mail = m_dir.filePath(QStringLiteral("ald-filled.eml"));
    writeBytes(mail, eml(test::playerAddress(m_campaign.kingdoms[0]), sheet, 1));
    r = test::runCli({QStringLiteral("mail"), byMail, mail, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));

    QCOMPARE(storedOrders(byOrders, 0), storedOrders(byMail, 0));
    QCOMPARE(storedOrders(byOrders, 0), m_ald);
    QCOMPARE(storedMessage(byOrders, 0), storedMessage(byMail, 0));
    QCOMPARE(storedMessage(byOrders, 0), QStringLiteral("Peace to all."));
}

// pack: an unknown kingdom is named with the kingdoms there are, and e-mails written without a
// sender are pointed out.
void TestMailOrders::packNamesAnUnknownKingdomAndAMissingSender()
{
    const QString store = freshStore(QStringLiteral("named.muster"));
    const QString out = m_dir.filePath(QStringLiteral("named-packs"));
    test::CliRun r = test::runCli(
        {QStringLiteral("pack"), store, out, QStringLiteral("--kingdom"), QStringLiteral("ZZZ")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("no kingdom \"ZZZ\" in this campaign (kingdoms: ALD")) &&
                 r.err.contains(QLatin1String("nothing written")),
             qPrintable(r.err));
    r = test::runCli(
        {QStringLiteral("pack"), store, out, QStringLiteral("--kingdom"), QStringLiteral("ALD")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("the e-mails have no sender")), qPrintable(r.err));
    r = test::runCli({QStringLiteral("pack"), store, out, QStringLiteral("--kingdom"),
                      QStringLiteral("ALD"), QStringLiteral("--from"),
                      QStringLiteral("gm@example.org")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(!r.err.contains(QLatin1String("no sender")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestMailOrders)
#include "tst_mail_orders.moc"
