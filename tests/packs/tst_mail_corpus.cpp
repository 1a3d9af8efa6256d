// Mails as players send them (tests/packs/mail-corpus: Thunderbird, a web mailer, Outlook, mutt,
// Apple Mail), read as the GM's import reads them: which lines each kingdom has stored after the
// import, its message, each mail's verdict and what its receipt tells the player (and what it
// must not tell a sender without the kingdom's codes). Sheets without the right codes (a forged
// From, another game's sheet, a mistyped or an old player code) are refused; the right codes
// from another address are taken. The cases are
// data (mail-corpus/cases.json); a new mail style is a new file and a new entry.
#include "PackTestCampaigns.h"

#include "mail/MailOrders.h"
#include "mail/Receipt.h"
#include "mailio/MailReader.h"
#include "model/UnreadLine.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace muster;

namespace {
const QString kCorpus = QStringLiteral(MUSTER_SOURCE_DIR "/tests/packs/mail-corpus/");

QJsonArray cases()
{
    QFile f(kCorpus + QStringLiteral("cases.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the mail corpus's cases.json");
    return QJsonDocument::fromJson(f.readAll()).object().value(QLatin1String("cases")).toArray();
}

/// A stored line as the case writes it: the line, or {"notRead": text} for a line not read.
QString expectedLine(const QJsonValue &v)
{
    if (v.isObject())
        return QStringLiteral("not read: ") +
               v.toObject().value(QLatin1String("notRead")).toString();
    return v.toString();
}

QString storedLine(const QString &line)
{
    if (const auto unread = unreadLineOf(line))
        return QStringLiteral("not read: ") + unread->text;
    return line;
}
} // namespace

class TestMailCorpus : public QObject
{
    Q_OBJECT

private slots:
    void corpus_data();
    void corpus();
};

void TestMailCorpus::corpus_data()
{
    QTest::addColumn<QJsonObject>("mailCase");
    for (const QJsonValue &c : cases()) {
        const QJsonObject o = c.toObject();
        QTest::newRow(qPrintable(o.value(QLatin1String("file")).toString())) << o;
    }
}

void TestMailCorpus::corpus()
{
    QFETCH(QJsonObject, mailCase);
    Campaign campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
    // The codes the GM gave since the turnsheets went out: a sheet with an old one is refused.
    const QJsonObject changed = mailCase.value(QLatin1String("playerCodes")).toObject();
    for (auto it = changed.begin(); it != changed.end(); ++it)
        campaign.kingdoms[static_cast<size_t>(kingdomNamed(campaign, it.key()))].playerCode =
            it.value().toString();
    const Mailbox box = readMailbox(kCorpus + mailCase.value(QLatin1String("file")).toString());
    QVERIFY2(box.error.isEmpty(), qPrintable(box.error));
    const std::vector<MailVerdict> verdicts = judgeMail(campaign, box);
    QCOMPARE(verdicts.size(), box.mails.size());
    const TurnRecord turn = withMailedOrders(campaign, verdicts);

    const QJsonObject stored = mailCase.value(QLatin1String("stored")).toObject();
    for (auto it = stored.begin(); it != stored.end(); ++it) {
        const int k = kingdomNamed(campaign, it.key());
        QVERIFY(k >= 0);
        QStringList expected, actual;
        for (const QJsonValue &v : it.value().toArray())
            expected << expectedLine(v);
        for (const QString &line : turn.orders[static_cast<size_t>(k)])
            actual << storedLine(line);
        QCOMPARE(actual, expected);
    }
    const QJsonObject messages = mailCase.value(QLatin1String("messages")).toObject();
    for (auto it = messages.begin(); it != messages.end(); ++it) {
        const int k = kingdomNamed(campaign, it.key());
        const auto m = turn.messages.find(k);
        QVERIFY2(m != turn.messages.end(), qPrintable(it.key()));
        QCOMPARE(m->second, it.value().toString());
    }
    const QJsonArray expectedVerdicts = mailCase.value(QLatin1String("verdicts")).toArray();
    QCOMPARE(static_cast<size_t>(expectedVerdicts.size()), verdicts.size());
    for (qsizetype i = 0; i < expectedVerdicts.size(); ++i)
        QVERIFY2(verdicts[static_cast<size_t>(i)].verdict.contains(expectedVerdicts[i].toString()),
                 qPrintable(QStringLiteral("mail %1: \"%2\" lacks \"%3\"")
                                .arg(i + 1)
                                .arg(verdicts[static_cast<size_t>(i)].verdict,
                                     expectedVerdicts[i].toString())));
    const QJsonArray receipts = mailCase.value(QLatin1String("receipts")).toArray();
    const QJsonArray absent = mailCase.value(QLatin1String("notInReceipts")).toArray();
    QCOMPARE(static_cast<size_t>(receipts.size()), verdicts.size());
    for (qsizetype i = 0; i < receipts.size(); ++i) {
        const QString text =
            receiptText(campaign, receiptFacts(campaign, box, verdicts, static_cast<size_t>(i)));
        if (qEnvironmentVariableIsSet("MUSTER_PRINT_RECEIPTS"))
            qInfo().noquote() << text;
        for (const QJsonValue &part : receipts[i].toArray())
            QVERIFY2(text.contains(part.toString()),
                     qPrintable(QStringLiteral("receipt %1 lacks \"%2\":\n%3")
                                    .arg(i + 1)
                                    .arg(part.toString(), text)));
        // What a receipt to a sender without the codes must not tell: a code, or what the
        // orders would do from the kingdom's view.
        for (const QJsonValue &part : absent.at(i).toArray())
            QVERIFY2(!text.contains(part.toString()),
                     qPrintable(QStringLiteral("receipt %1 tells \"%2\":\n%3")
                                    .arg(i + 1)
                                    .arg(part.toString(), text)));
    }
}

QTEST_GUILESS_MAIN(TestMailCorpus)
#include "tst_mail_corpus.moc"
