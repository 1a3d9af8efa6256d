// Orders fetched over IMAP (muster-cli fetch, mailnet/), against a real server the test starts on
// 127.0.0.1 and stops: Dovecot with a user whose mail is a maildir the test delivers into, STARTTLS
// with a certificate of an authority the test makes (make_certs.sh). Each message is read once
// across fetches, new mail in between included; a fetch without --apply records nothing and
// leaves the server's messages unread; what is fetched is judged exactly as the same mails in a
// mailbox file; read mail is marked, or moved; a server down, a wrong password and a refused
// certificate each say so and change nothing.
#include "CliRunner.h"
#include "ImapTestServer.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"
#include "mail/FetchMark.h"
#include "store/CampaignStore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;
using namespace muster::test;

namespace {

const QString kAldMove = QStringLiteral("1 MOVE 2 FOX GLM");

QStringList storedOrders(const QString &file, int kingdom)
{
    Campaign campaign;
    auto store = CampaignStore::open(file, &campaign);
    if (!store || campaign.turns.empty())
        return {};
    const auto &orders = campaign.current().orders;
    return static_cast<size_t>(kingdom) < orders.size() ? orders[static_cast<size_t>(kingdom)]
                                                        : QStringList();
}

std::optional<FetchMark> recordedMark(const QString &file)
{
    auto store = CampaignStore::open(file, nullptr);
    if (!store)
        return std::nullopt;
    auto mark = (*store)->fetchMark(QStringLiteral("INBOX"));
    return mark ? *mark : std::nullopt;
}

/// The table's verdict part of each line (after the mail's source, which names the mailbox).
QStringList verdictLines(const QString &out)
{
    QStringList lines;
    for (const QString &line : out.split(QLatin1Char('\n'))) {
        if (!line.contains(QStringLiteral("players.example")))
            continue;
        lines << line.mid(line.indexOf(QStringLiteral("  "))).simplified();
    }
    return lines;
}

} // namespace

class TestMailFetch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_certs, m_campaign, m_password;
    QString m_ald; // Aldmark's code lines, before its orders in a sheet

    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// A copy of the campaign fetching from `port`, with `settings` besides.
    QString campaignFor(const QString &name, int port, const QStringList &settings = {})
    {
        const QString file = path(name + QStringLiteral(".muster"));
        QFile::remove(file);
        if (!QFile::copy(m_campaign, file))
            return {};
        const CliRun set =
            runCli(QStringList{QStringLiteral("mail-settings"), file,
                               QStringLiteral("imap-port=") + QString::number(port)} +
                   settings);
        if (set.exitCode != 0)
            qWarning() << set.err;
        return file;
    }

    CliRun fetch(const QString &file, const QStringList &options = {})
    {
        return runCli(QStringList{QStringLiteral("fetch"), file, QStringLiteral("--password-file"),
                                  m_password, QStringLiteral("--timeout"), QStringLiteral("10")} +
                      options);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_certs = path(QStringLiteral("certs"));
        QString error;
        QVERIFY2(makeTestCertificates(m_certs, &error), qPrintable(error));
        m_campaign = importedCampaign(QStringLiteral("maps/sample-area.json"),
                                      path(QStringLiteral("campaign.muster")));
        const CliRun set = runCli(
            {QStringLiteral("mail-settings"), m_campaign, QStringLiteral("sender=gm@example.org"),
             QStringLiteral("imap-host=127.0.0.1"), QStringLiteral("imap-user=gm"),
             QStringLiteral("ca-file=") + m_certs + QStringLiteral("/ca.pem")});
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        m_password = path(QStringLiteral("password"));
        QVERIFY(writeFileBytes(m_password, "secret\n"));
        m_ald = sheetCodeLines(m_campaign, QStringLiteral("ALD"));
        QVERIFY2(m_ald.size() > 30, qPrintable(m_ald));
    }

    void eachMessageIsReadOnceAcrossFetches()
    {
        ImapTestServer server(path(QStringLiteral("i1")), m_certs);
        QVERIFY(server.port() > 0);
        const QString file = campaignFor(QStringLiteral("c1"), server.port());
        QVERIFY(
            server.deliver(playerMail(QStringLiteral("ald@players.example"), 1, m_ald + kAldMove)));
        QVERIFY(server.deliver(
            playerMail(QStringLiteral("nobody@spam.example"), 2, QStringLiteral("Buy now"))));

        // A look: the table, nothing stored or recorded, the messages still unread on the server.
        const QByteArray before = fileBytes(file);
        const CliRun look = fetch(file);
        QVERIFY2(look.exitCode == 0, qPrintable(look.err));
        QVERIFY2(look.out.contains(QStringLiteral("INBOX was never read before: 2 messages")),
                 qPrintable(look.out));
        QVERIFY(look.out.contains(QStringLiteral("1 sheet would be stored")));
        QCOMPARE(fileBytes(file), before);
        QCOMPARE(server.seen(), 0);

        const CliRun first = fetch(file, {QStringLiteral("--apply")});
        QVERIFY2(first.exitCode == 0, qPrintable(first.out + first.err));
        QVERIFY(first.out.contains(QStringLiteral("Stored 1 sheet for turn 1")));
        QCOMPARE(storedOrders(file, 0), QStringList{kAldMove});
        QCOMPARE(server.seen(), 2);
        const auto mark = recordedMark(file);
        QVERIFY(mark);
        QCOMPARE(mark->lastUid, std::int64_t{2});

        // Nothing new: nothing read.
        const CliRun none = fetch(file, {QStringLiteral("--apply")});
        QCOMPARE(none.exitCode, 0);
        QVERIFY2(none.out.contains(QStringLiteral("no new messages in INBOX")),
                 qPrintable(none.out));

        // New mail in between: only it is read, and its sheet replaces the one before.
        const QString hold = QStringLiteral("1 MOVE 1 FOX GLM");
        QVERIFY(server.deliver(playerMail(QStringLiteral("ald@players.example"), 3, m_ald + hold)));
        const CliRun second = fetch(file, {QStringLiteral("--apply")});
        QVERIFY2(second.exitCode == 0, qPrintable(second.out + second.err));
        QVERIFY2(second.out.contains(QStringLiteral("1 message new in INBOX")),
                 qPrintable(second.out));
        QCOMPARE(verdictLines(second.out).size(), 1);
        QCOMPARE(storedOrders(file, 0), QStringList{hold});
        QCOMPARE(recordedMark(file)->lastUid, std::int64_t{3});
        QCOMPARE(server.seen(), 3);
        QCOMPARE(server.messages(), 3); // nothing is deleted on the server

        // --again reads every message once more (a GM who undid what a fetch stored).
        const CliRun again = fetch(file, {QStringLiteral("--again")});
        QVERIFY(again.out.contains(QStringLiteral("3 messages in it")));
    }

    void aFetchJudgesAsTheMailboxImportDoes()
    {
        ImapTestServer server(path(QStringLiteral("i2")), m_certs);
        const QString file = campaignFor(QStringLiteral("c2"), server.port());
        const QString maildir = path(QStringLiteral("same-mails"));
        const QList<QByteArray> mails{
            playerMail(QStringLiteral("ald@players.example"), 1, m_ald + kAldMove),
            playerMail(QStringLiteral("bre@players.example"), 2,
                       sheetCodeLines(file, QStringLiteral("BRE")) +
                           QStringLiteral("1 MOVE 2 NOWHERE GLM")),
            playerMail(QStringLiteral("ald@players.example"), 3, QStringLiteral("Thanks!")),
        };
        for (const QString &sub :
             {QStringLiteral("cur"), QStringLiteral("new"), QStringLiteral("tmp")})
            QVERIFY(QDir().mkpath(maildir + QLatin1Char('/') + sub));
        for (int i = 0; i < mails.size(); ++i) {
            QVERIFY(server.deliver(mails[i]));
            QVERIFY(writeFileBytes(maildir + QStringLiteral("/new/%1.mail").arg(i), mails[i]));
        }
        const CliRun imported = runCli({QStringLiteral("mail"), file, maildir});
        const CliRun fetched = fetch(file);
        QCOMPARE(fetched.exitCode, imported.exitCode);
        QCOMPARE(verdictLines(fetched.out).size(), 3);
        QCOMPARE(verdictLines(fetched.out), verdictLines(imported.out));
    }

    void readMailIsMovedWhenAFolderIsSet()
    {
        ImapTestServer server(path(QStringLiteral("i3")), m_certs);
        const QString file = campaignFor(QStringLiteral("c3"), server.port(),
                                         {QStringLiteral("read-folder=Muster read")});
        QVERIFY(
            server.deliver(playerMail(QStringLiteral("ald@players.example"), 1, m_ald + kAldMove)));
        QVERIFY(server.deliver(
            playerMail(QStringLiteral("cal@players.example"), 2, QStringLiteral("Hello GM"))));
        const CliRun run = fetch(file, {QStringLiteral("--apply")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QVERIFY(run.out.contains(QStringLiteral("Moved 2 mails to Muster read")));
        QCOMPARE(server.messages(), 0);
        QCOMPARE(server.messages(QStringLiteral("Muster read")), 2);
        // The folder read next time holds only what came since.
        QVERIFY(
            server.deliver(playerMail(QStringLiteral("ald@players.example"), 3, m_ald + kAldMove)));
        const CliRun next = fetch(file, {QStringLiteral("--apply")});
        QVERIFY2(next.out.contains(QStringLiteral("1 message new in INBOX")), qPrintable(next.out));
        QCOMPARE(server.messages(QStringLiteral("Muster read")), 3);
    }

    void failuresSayWhyAndChangeNothing_data()
    {
        QTest::addColumn<QString>("serverCase");
        QTest::addColumn<QString>("said");
        QTest::newRow("server down")
            << QStringLiteral("down") << QStringLiteral("cannot reach 127.0.0.1 port");
        QTest::newRow("wrong password")
            << QStringLiteral("password")
            << QStringLiteral("127.0.0.1 refused the user name or password");
        QTest::newRow("certificate of no trusted authority")
            << QStringLiteral("rogue")
            << QStringLiteral("the certificate of 127.0.0.1 is not trusted");
        QTest::newRow("no such folder")
            << QStringLiteral("folder") << QStringLiteral("the folder \"Orders\"");
    }

    void failuresSayWhyAndChangeNothing()
    {
        QFETCH(QString, serverCase);
        QFETCH(QString, said);
        const QString dir = path(QStringLiteral("f-") + serverCase);
        ImapTestServer server(dir, m_certs,
                              serverCase == QLatin1String("password") ? QStringLiteral("other")
                                                                      : QStringLiteral("secret"),
                              serverCase == QLatin1String("rogue"));
        QVERIFY(server.port() > 0);
        QVERIFY(
            server.deliver(playerMail(QStringLiteral("ald@players.example"), 1, m_ald + kAldMove)));
        const int port = server.port();
        if (serverCase == QLatin1String("down"))
            server.stop();
        const QString file = campaignFor(QStringLiteral("f-") + serverCase, port,
                                         serverCase == QLatin1String("folder")
                                             ? QStringList{QStringLiteral("orders-folder=Orders")}
                                             : QStringList{});
        const QByteArray before = fileBytes(file);
        const CliRun run = fetch(file, {QStringLiteral("--apply")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(said), qPrintable(run.err));
        QCOMPARE(fileBytes(file), before);
        if (serverCase != QLatin1String("down"))
            QCOMPARE(server.seen(), 0);
        // Mended, the same fetch reads the message.
        if (serverCase == QLatin1String("folder")) {
            QCOMPARE(runCli({QStringLiteral("mail-settings"), file,
                             QStringLiteral("orders-folder=INBOX")})
                         .exitCode,
                     0);
            const CliRun mended = fetch(file, {QStringLiteral("--apply")});
            QVERIFY2(mended.exitCode == 0, qPrintable(mended.err));
            QCOMPARE(storedOrders(file, 0), QStringList{kAldMove});
        }
    }

    void aJsonCampaignIsRefused()
    {
        const QString json = path(QStringLiteral("campaign.json"));
        QCOMPARE(runCli({QStringLiteral("export"), m_campaign, json}).exitCode, 0);
        const CliRun run = fetch(json);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("import the JSON first")));
    }
};

QTEST_GUILESS_MAIN(TestMailFetch)
#include "tst_mail_fetch.moc"
