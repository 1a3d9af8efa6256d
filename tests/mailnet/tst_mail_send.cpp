// Packs and receipts sent over SMTP (muster-cli send, mailnet/), against a real server the test
// starts on 127.0.0.1 and stops: Debian's aiosmtpd (smtp_server.py), with STARTTLS or TLS, a login
// and a certificate from an authority the test makes (make_certs.sh). What arrives is the pack
// e-mail written to disk, byte for byte; what went is recorded, so a send run again, or killed
// half way and run again, sends each mail once; a server down, a wrong password and a refused
// certificate each say so and record nothing.
#include "CliRunner.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"
#include "mail/SentMail.h"
#include "store/CampaignStore.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <map>

using namespace muster;
using namespace muster::test;

namespace {

std::vector<SentMail> recordedSent(const QString &file)
{
    auto store = CampaignStore::open(file, nullptr);
    if (!store)
        return {};
    auto sent = (*store)->sentMails();
    return sent ? *sent : std::vector<SentMail>{};
}

} // namespace

class TestMailSend : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_certs, m_campaign, m_packs, m_password;
    QStringList m_kingdomMails; // the packs' files, ALD/ALD.eml, ...

    QString path(const QString &name) const { return m_dir.filePath(name); }

    /// A copy of the campaign with nothing sent yet, set to send through `port`.
    QString campaignFor(const QString &name, int port, const QStringList &settings = {})
    {
        const QString file = path(name + QStringLiteral(".muster"));
        QFile::remove(file);
        if (!QFile::copy(m_campaign, file))
            return {};
        const QString portSetting = port > 0 ? QString::number(port) : QString();
        const CliRun set = runCli(QStringList{QStringLiteral("mail-settings"), file,
                                              QStringLiteral("smtp-port=") + portSetting} +
                                  settings);
        if (set.exitCode != 0)
            qWarning() << set.err;
        return file;
    }

    CliRun send(const QString &file, const QStringList &options = {})
    {
        return runCli(QStringList{QStringLiteral("send"), file, m_packs,
                                  QStringLiteral("--password-file"), m_password,
                                  QStringLiteral("--timeout"), QStringLiteral("10")} +
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
        QCOMPARE(runCli({QStringLiteral("resolve"), m_campaign}).exitCode, 0);
        const CliRun set = runCli(
            {QStringLiteral("mail-settings"), m_campaign, QStringLiteral("sender=gm@example.org"),
             QStringLiteral("smtp-host=127.0.0.1"), QStringLiteral("smtp-user=gm"),
             QStringLiteral("ca-file=") + m_certs + QStringLiteral("/ca.pem")});
        QVERIFY2(set.exitCode == 0, qPrintable(set.err));
        // The packs are from the campaign's sender without --from.
        m_packs = path(QStringLiteral("packs"));
        const CliRun packed = runCli({QStringLiteral("pack"), m_campaign, m_packs});
        QVERIFY2(packed.exitCode == 0, qPrintable(packed.err));
        QVERIFY2(!packed.err.contains(QStringLiteral("no sender")), qPrintable(packed.err));
        for (const QString &k : QDir(m_packs).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            m_kingdomMails << k + QLatin1Char('/') + k + QStringLiteral(".eml");
        QCOMPARE(m_kingdomMails.size(), 6);
        QVERIFY(fileBytes(m_packs + QStringLiteral("/ALD/ALD.eml"))
                    .contains("\nFrom: gm@example.org\n"));
        m_password = path(QStringLiteral("password"));
        QVERIFY(writeFileBytes(m_password, "secret\n"));
    }

    void eachPackArrivesByteForByteOnceAcrossSends()
    {
        SmtpTestServer server(path(QStringLiteral("s1")), m_certs, {});
        QVERIFY(server.port() > 0);
        const QString file = campaignFor(QStringLiteral("c1"), server.port());
        const CliRun first = send(file);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY(first.out.contains(QStringLiteral("6 of 6 sent")));
        const QList<QByteArray> mails = server.mails();
        QCOMPARE(mails.size(), 6);
        for (int i = 0; i < 6; ++i)
            QCOMPARE(mails[i], fileBytes(m_packs + QLatin1Char('/') + m_kingdomMails[i]));
        QCOMPARE(recordedSent(file).size(), size_t{6});

        // Again: nothing goes, and it says what went when.
        const CliRun again = send(file);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out.count(QStringLiteral("already sent\t")), 6);
        QCOMPARE(server.mails().size(), 6);
        // --all sends every one again, and records them sent anew.
        const CliRun all = send(file, {QStringLiteral("--all")});
        QCOMPARE(all.exitCode, 0);
        QCOMPARE(server.mails().size(), 12);
        QCOMPARE(recordedSent(file).size(), size_t{6});
    }

    void aReceiptGoesOnceHoweverOftenWritten()
    {
        // A player's mail, and its receipt written into the packs' folder twice (read twice).
        const QString packs = path(QStringLiteral("packs-receipt"));
        QVERIFY(QDir().mkpath(packs));
        const QString reply = path(QStringLiteral("reply.eml"));
        QVERIFY(writeFileBytes(reply, "From: Ald Player <ald@players.example>\n"
                                      "To: gm@example.org\n"
                                      "Subject: Re: orders\n"
                                      "Message-Id: <reply-1@players.example>\n"
                                      "Date: Mon, 07 Dec 2026 09:00:00 +0000\n"
                                      "\n"
                                      "1 MOVE 2 FOX GLM\n"));
        SmtpTestServer server(path(QStringLiteral("s6")), m_certs, {});
        const QString file = campaignFor(QStringLiteral("c6"), server.port());
        // Without --from: the receipt is from the campaign's sender.
        const QStringList read{QStringLiteral("mail"), file, reply, QStringLiteral("--receipts"),
                               packs};
        const CliRun readRun = runCli(read);
        QCOMPARE(readRun.exitCode, 0);
        QVERIFY2(!readRun.err.contains(QStringLiteral("no sender")), qPrintable(readRun.err));
        const QStringList sendReceipts{QStringLiteral("send"), file, packs,
                                       QStringLiteral("--password-file"), m_password};
        const CliRun first = runCli(sendReceipts);
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QCOMPARE(server.mails().size(), 1);
        const QStringList written =
            QDir(packs + QStringLiteral("/receipts")).entryList(QDir::Files);
        QCOMPARE(written.size(), 1);
        QCOMPARE(server.mails().front(),
                 fileBytes(packs + QStringLiteral("/receipts/") + written.front()));
        QCOMPARE(recipientOf(server.mails().front()), QStringLiteral("ald@players.example"));
        // Written again (a new Message-Id of its own), it answers the same mail: not sent again.
        QCOMPARE(runCli(read).exitCode, 0);
        const CliRun again = runCli(sendReceipts);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out.count(QStringLiteral("already sent\t")), 1);
        QCOMPARE(server.mails().size(), 1);
    }

    void packsOfAnotherTurnAreNotSent()
    {
        const QString file = campaignFor(QStringLiteral("c7"), 0);
        QCOMPARE(runCli({QStringLiteral("resolve"), file}).exitCode, 0);
        const CliRun run = send(file, {QStringLiteral("--dry-run")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count(QStringLiteral("is not the pack of Turn 2")), 6);
        QVERIFY(!run.out.contains(QStringLiteral("to send\t")));
        QVERIFY(recordedSent(file).empty());
    }

    void tlsFromTheFirstByte()
    {
        SmtpTestServer server(path(QStringLiteral("s2")), m_certs, {QStringLiteral("--tls")});
        const QString file =
            campaignFor(QStringLiteral("c2"), server.port(), {QStringLiteral("smtp-security=tls")});
        const CliRun run = send(file);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(server.mails().size(), 6);
    }

    void failuresSayWhyAndRecordNothing_data()
    {
        QTest::addColumn<QStringList>("serverOptions");
        QTest::addColumn<QStringList>("settings");
        QTest::addColumn<QString>("said");
        const QStringList login{QStringLiteral("--user"), QStringLiteral("gm"),
                                QStringLiteral("--password"), QStringLiteral("other")};
        QTest::newRow("server down") << QStringList{QStringLiteral("down")} << QStringList{}
                                     << QStringLiteral("cannot reach 127.0.0.1 port");
        QTest::newRow("wrong password") << login << QStringList{}
                                        << QStringLiteral("127.0.0.1 refused the user name or "
                                                          "password");
        QTest::newRow("certificate of no trusted authority")
            << QStringList{QStringLiteral("rogue")} << QStringList{}
            << QStringLiteral("the certificate of 127.0.0.1 is not trusted");
        QTest::newRow("the system's authorities alone")
            << QStringList{} << QStringList{QStringLiteral("ca-file=")}
            << QStringLiteral("the certificate of 127.0.0.1 is not trusted");
        // A server that takes the connection and then never answers the first mail's data.
        QTest::newRow("timeout") << QStringList{QStringLiteral("--stall-after"),
                                                QStringLiteral("0")}
                                 << QStringList{} << QStringLiteral("did not answer in time");
    }
    void failuresSayWhyAndRecordNothing()
    {
        QFETCH(QStringList, serverOptions);
        QFETCH(QStringList, settings);
        QFETCH(QString, said);
        const bool down = serverOptions.removeAll(QStringLiteral("down")) > 0;
        SmtpTestServer server(
            path(QStringLiteral("s3-") + QString::fromLatin1(QTest::currentDataTag())
                                             .replace(QLatin1Char(' '), QLatin1Char('-'))),
            m_certs, serverOptions);
        const int port = server.port();
        if (down)
            server.stop();
        const QString file = campaignFor(QStringLiteral("c3"), port, settings);
        const QByteArray before = fileBytes(file);
        const CliRun run = send(file);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(said), qPrintable(run.err));
        QVERIFY(run.err.contains(QStringLiteral("not tried after the failure above")));
        QVERIFY(run.out.contains(QStringLiteral("0 of 6 sent")));
        if (!down)
            QCOMPARE(server.mails().size(), 0);
        QCOMPARE(fileBytes(file), before);
    }

    void aRefusedRecipientLeavesTheOthersToGo()
    {
        SmtpTestServer server(path(QStringLiteral("s4")), m_certs,
                              {QStringLiteral("--refuse"), QStringLiteral("cal@players.example")});
        const QString file = campaignFor(QStringLiteral("c4"), server.port());
        const CliRun run = send(file);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("CAL/CAL.eml: cal@players.example:")),
                 qPrintable(run.err));
        QVERIFY(run.out.contains(QStringLiteral("5 of 6 sent")));
        QCOMPARE(server.mails().size(), 5);
        QCOMPARE(recordedSent(file).size(), size_t{5});
    }

    void aSendKilledHalfWaySendsEachMailOnce()
    {
        const QString file = campaignFor(QStringLiteral("c5"), 0);
        QList<QByteArray> received;
        {
            // The server takes two mails and never answers the third: the send is killed there.
            SmtpTestServer stalling(path(QStringLiteral("s5a")), m_certs,
                                    {QStringLiteral("--stall-after"), QStringLiteral("2")});
            QCOMPARE(runCli({QStringLiteral("mail-settings"), file,
                             QStringLiteral("smtp-port=%1").arg(stalling.port())})
                         .exitCode,
                     0);
            QProcess cli;
            cli.start(QStringLiteral(MUSTER_CLI_PATH),
                      {QStringLiteral("send"), file, m_packs, QStringLiteral("--password-file"),
                       m_password});
            QTRY_COMPARE_WITH_TIMEOUT(stalling.mails().size(), 2, 30000);
            QTRY_COMPARE_WITH_TIMEOUT(recordedSent(file).size(), size_t{2}, 10000);
            ::kill(static_cast<pid_t>(cli.processId()), SIGKILL);
            QVERIFY(cli.waitForFinished(10000));
            received = stalling.mails();
        }
        SmtpTestServer server(path(QStringLiteral("s5b")), m_certs, {});
        QCOMPARE(runCli({QStringLiteral("mail-settings"), file,
                         QStringLiteral("smtp-port=%1").arg(server.port())})
                     .exitCode,
                 0);
        const CliRun rest = send(file);
        QVERIFY2(rest.exitCode == 0, qPrintable(rest.err));
        QCOMPARE(rest.out.count(QStringLiteral("already sent\t")), 2);
        received += server.mails();
        std::map<QString, int> perRecipient;
        for (const QByteArray &mail : received)
            ++perRecipient[recipientOf(mail)];
        QCOMPARE(perRecipient.size(), size_t{6});
        for (const auto &[to, count] : perRecipient)
            QVERIFY2(count == 1, qPrintable(to));
    }
};

QTEST_GUILESS_MAIN(TestMailSend)
#include "tst_mail_send.moc"
