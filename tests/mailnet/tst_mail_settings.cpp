// A campaign's mail settings (mail/MailSettings.h): kept in the campaign file beside the campaign
// (never a password), read back with every field within its limits, and refused whole when one is
// not, by the store as by its JSON.
#include "SampleCampaigns.h"
#include "StoreTestFiles.h"
#include "TestSupport.h"
#include "mail/MailSettings.h"
#include "store/CampaignStore.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

class TestMailSettings : public QObject
{
    Q_OBJECT

private slots:
    void keptInTheCampaignFileBesideTheCampaign()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.muster"));
        Campaign campaign = test::sampleCampaign("sample-area.json");
        auto store = CampaignStore::create(file, campaign);
        QVERIFY(store);
        QCOMPARE(*(*store)->mailSettings(), MailSettings{});
        MailSettings s;
        s.senderName = QStringLiteral("The GM");
        s.senderAddress = QStringLiteral("gm@example.org");
        s.smtp = {QStringLiteral("smtp.example.org"), 465, MailSecurity::Tls, QStringLiteral("gm")};
        s.imap = {QStringLiteral("imap.example.org"), 0, MailSecurity::StartTls,
                  QStringLiteral("gm")};
        s.readFolder = QStringLiteral("Orders/Read");
        const std::int64_t revision = (*store)->revision();
        QVERIFY((*store)->saveMailSettings(s));
        QCOMPARE((*store)->revision(), revision); // no save of the campaign
        QVERIFY((*store)->saveCurrentTurn(campaign));
        QVERIFY((*store)->close());
        Campaign reopened;
        auto again = CampaignStore::open(file, &reopened);
        QVERIFY(again);
        QCOMPARE(*(*again)->mailSettings(), s);
        QCOMPARE(portOf(s.imap, false), 143);
        QCOMPARE(portOf(s.smtp, true), 465);
        QVERIFY(!test::fileBytes(file).contains("password"));
    }

    void aCopyKeepsTheSettingsAndWhatWasSentAndFetched()
    {
        QTemporaryDir dir;
        const Campaign campaign = test::sampleCampaign("sample-area.json");
        auto original = CampaignStore::create(dir.filePath(QStringLiteral("a.muster")), campaign);
        auto copy = CampaignStore::create(dir.filePath(QStringLiteral("b.muster")), campaign);
        QVERIFY(original && copy);
        MailSettings s;
        s.senderAddress = QStringLiteral("gm@example.org");
        s.smtp.host = QStringLiteral("smtp.example.org");
        QVERIFY((*original)->saveMailSettings(s));
        const SentMail sent{QStringLiteral("pack 1 ALD"), 1, QStringLiteral("ald@example.org"),
                            QStringLiteral("1@example.org"),
                            QDateTime(QDate(2026, 12, 7), QTime(9, 30), Qt::UTC)};
        QVERIFY((*original)->recordSent(sent));
        const FetchMark fetched{QStringLiteral("INBOX"), 1796648688, 12,
                                QDateTime(QDate(2026, 12, 7), QTime(9, 40), Qt::UTC)};
        QVERIFY((*original)->recordFetched(fetched));
        QVERIFY((*copy)->copyMailRecordsFrom(**original));
        QCOMPARE(*(*copy)->mailSettings(), s);
        QCOMPARE(*(*copy)->sentMails(), std::vector<SentMail>{sent});
        QCOMPARE(*(*copy)->fetchMark(QStringLiteral("INBOX")), std::optional<FetchMark>(fetched));
        QCOMPARE(*(*copy)->fetchMark(QStringLiteral("Orders")), std::optional<FetchMark>());
    }

    void aFetchMarkPastItsLimitsIsRefused()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.muster"));
        {
            auto store = CampaignStore::create(file, test::sampleCampaign("sample-area.json"));
            QVERIFY(store);
        }
        // A number no server sends, written into the file by hand.
        test::rawExec(file, "INSERT INTO mail_fetched VALUES ('INBOX', 5, 4294967296, '')");
        auto store = CampaignStore::open(file, nullptr);
        QVERIFY(store);
        const auto mark = (*store)->fetchMark(QStringLiteral("INBOX"));
        QVERIFY(!mark);
        QVERIFY2(mark.message().contains(QStringLiteral("numbers no server sends")),
                 qPrintable(mark.message()));
    }

    void aFieldPastItsLimitsIsRefused_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("said");
        const QJsonObject smtpPort{{QStringLiteral("host"), QStringLiteral("h")},
                                   {QStringLiteral("port"), 65536}};
        QTest::newRow("port") << QJsonObject{{QStringLiteral("smtp"), smtpPort}}
                              << QStringLiteral("smtp.port");
        const QJsonObject fraction{{QStringLiteral("host"), QStringLiteral("h")},
                                   {QStringLiteral("port"), 25.5}};
        QTest::newRow("fraction") << QJsonObject{{QStringLiteral("imap"), fraction}}
                                  << QStringLiteral("imap.port");
        const QJsonObject security{{QStringLiteral("host"), QStringLiteral("h")},
                                   {QStringLiteral("security"), QStringLiteral("none")}};
        QTest::newRow("no plain text")
            << QJsonObject{{QStringLiteral("smtp"), security}} << QStringLiteral("smtp.security");
        const QJsonObject spaced{{QStringLiteral("host"), QStringLiteral("a host")}};
        QTest::newRow("host with a space")
            << QJsonObject{{QStringLiteral("smtp"), spaced}} << QStringLiteral("smtp.host");
        const QJsonObject longUser{{QStringLiteral("host"), QStringLiteral("h")},
                                   {QStringLiteral("user"), QString(201, QLatin1Char('u'))}};
        QTest::newRow("user too long")
            << QJsonObject{{QStringLiteral("imap"), longUser}} << QStringLiteral("imap.user");
        QTest::newRow("folder with a quote")
            << QJsonObject{{QStringLiteral("ordersFolder"), QStringLiteral("Or\"ders")}}
            << QStringLiteral("ordersFolder");
        QTest::newRow("folder outside ASCII")
            << QJsonObject{{QStringLiteral("readFolder"), QStringLiteral("Gelesen \u00e4")}}
            << QStringLiteral("readFolder");
        QTest::newRow("address") << QJsonObject{{QStringLiteral("senderAddress"),
                                                 QStringLiteral("not an address")}}
                                 << QStringLiteral("senderAddress");
    }
    void aFieldPastItsLimitsIsRefused()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, said);
        const Result<MailSettings> read = mailSettingsFromJson(json);
        QVERIFY(!read);
        QVERIFY2(read.message().contains(QStringLiteral("mail settings: ") + said),
                 qPrintable(read.message()));
        // The store refuses to keep them too.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.muster"));
        auto store = CampaignStore::create(file, test::sampleCampaign("sample-area.json"));
        QVERIFY(store);
        MailSettings bad;
        bad.smtp = {QStringLiteral("a host"), 0, MailSecurity::Tls, {}};
        QVERIFY(!(*store)->saveMailSettings(bad));
        QCOMPARE(*(*store)->mailSettings(), MailSettings{});
    }
};

QTEST_GUILESS_MAIN(TestMailSettings)
#include "tst_mail_settings.moc"
