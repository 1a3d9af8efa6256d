// The round trip a campaign lives on: the packs go out, each player fills in the turnsheet of
// their own pack and sends it back from their mail program, the GM imports the mail, and the
// orders stored are exactly the lines the player wrote, and the receipt, a reply to that mail,
// lists them. One scripted player per mail program of the corpus: Thunderbird (format=flowed,
// the sheet pasted above the quoted pack mail), a web mailer (multipart/alternative in
// quoted-printable, the sheet filled in inside the quote), Outlook (HTML and text, CRLF, the sheet
// above the original), a terminal mailer (plain text, the sheet and a signature).
#include "PackTestCampaigns.h"
#include "TakeResult.h"

#include "mail/ReceiptMail.h"
#include "mailio/MailReader.h"
#include "pack/Turnsheet.h"
#include "packs/PlayerPacks.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
const QString kGm = QStringLiteral("gm@campaign.example");

/// What the player's mail program got: the pack mail, read as a mail program reads it.
struct PackMail
{
    QString messageId, subject, body, turnsheet;
};

/// `text` as RFC 3676 format=flowed lines of at most `width` columns after `prefix` ("> " for a
/// quote): a longer line is broken after a space, which stays at the end (a soft break); a line
/// starting with a space, "From " or ">" is space-stuffed.
QString flowed(const QString &text, const QString &prefix, int width = 72)
{
    QStringList out;
    for (QString line : text.split(QLatin1Char('\n'))) {
        while (line.size() > width) {
            const qsizetype at = line.lastIndexOf(QLatin1Char(' '), width - 1);
            if (at <= 0)
                break;
            out << line.left(at + 1);
            line = line.mid(at + 1);
        }
        out << line;
    }
    for (QString &line : out)
        if (prefix.isEmpty() &&
            (line.startsWith(QLatin1Char(' ')) || line.startsWith(QLatin1String("From ")) ||
             line.startsWith(QLatin1Char('>'))))
            line.prepend(QLatin1Char(' '));
        else
            line.prepend(prefix);
    return out.join(QLatin1Char('\n'));
}

/// Quoted-printable (RFC 2045) of `text` in UTF-8, lines ending in `eol`, at most 76 columns.
QByteArray quotedPrintable(const QString &text, const QByteArray &eol)
{
    QByteArray out;
    for (const QByteArray &line : text.toUtf8().split('\n')) {
        QByteArray encoded;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const auto ch = static_cast<unsigned char>(line[i]);
            const bool last = i + 1 == line.size();
            const bool plain = (ch >= 33 && ch <= 126 && ch != '=') || (ch == ' ' && !last);
            const QByteArray piece =
                plain ? QByteArray(1, static_cast<char>(ch))
                      : '=' + QByteArray::number(ch, 16).toUpper().rightJustified(2, '0');
            if (encoded.size() - encoded.lastIndexOf('\n') - 1 + piece.size() > 75)
                encoded += "=" + eol; // a soft line break
            encoded += piece;
        }
        out += encoded + eol;
    }
    return out;
}

QByteArray threadHeaders(const PackMail &pack, const QString &from, const QByteArray &id)
{
    return "From: " + from.toUtf8() +
           "\nTo: Game Master <gm@campaign.example>\nSubject: Re: " + pack.subject.toUtf8() +
           "\nDate: Wed, 02 Dec 2026 10:00:00 +0000\nMessage-ID: <" + id + ">\nIn-Reply-To: <" +
           pack.messageId.toUtf8() + ">\nReferences: <" + pack.messageId.toUtf8() +
           ">\nMIME-Version: 1.0\n";
}

QString quoted(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &l : lines)
        l = l.isEmpty() ? QStringLiteral(">") : QStringLiteral("> ") + l;
    return lines.join(QLatin1Char('\n'));
}

QByteArray thunderbird(const PackMail &pack, const QString &from, const QString &sheet)
{
    return threadHeaders(pack, from, "tb-1@players.example") +
           "User-Agent: Mozilla Thunderbird\nContent-Type: text/plain; charset=UTF-8; "
           "format=flowed\nContent-Transfer-Encoding: 8bit\n\n" +
           (flowed(sheet, QString()) +
            QStringLiteral("\n\nOn 02/12/2026 09:00, Game Master "
                           "wrote:\n") +
            flowed(pack.body, QStringLiteral("> "), 70))
               .toUtf8() +
           '\n';
}

QByteArray webMailer(const PackMail &pack, const QString &from, const QString &sheet)
{
    const QString text =
        QStringLiteral("Done, see below. Grüße!\n\nOn Wed, Dec 2, 2026 at "
                       "9:00\u202fAM Game Master <gm@campaign.example> wrote:\n\n") +
        quoted(sheet) + QLatin1Char('\n') + quoted(pack.body);
    return threadHeaders(pack, from, "CAF=web-1@mail.example") +
           "Content-Type: multipart/alternative; boundary=\"0000b1\"\n\n--0000b1\n"
           "Content-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: "
           "quoted-printable\n\n" +
           quotedPrintable(text, "\n") +
           "\n--0000b1\nContent-Type: text/html; charset=\"UTF-8\"\nContent-Transfer-Encoding: "
           "quoted-printable\n\n" +
           quotedPrintable(QStringLiteral("<div dir=\"ltr\">Done, see below.</div>"), "\n") +
           "\n--0000b1--\n";
}

QByteArray outlook(const PackMail &pack, const QString &from, const QString &sheet)
{
    const QString text = QStringLiteral("Hi GM, my orders:\n\n") + sheet +
                         QStringLiteral("\n________________________________"
                                        "\nFrom: Game Master <gm@campaign.example>\nSent: "
                                        "Wednesday, December 2, 2026 9:00 AM\nSubject: ") +
                         pack.subject + QStringLiteral("\n\n") + pack.body;
    QByteArray mail =
        threadHeaders(pack, from, "AM0PR01MB1234@eurprd01.prod.outlook.com") +
        "Thread-Topic: x\nContent-Type: multipart/alternative;\n\tboundary=\"_000_\"\n"
        "\n--_000_\nContent-Type: text/plain; charset=\"utf-8\"\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" +
        quotedPrintable(text, "\n") +
        "\n--_000_\nContent-Type: text/html; charset=\"us-ascii\"\n\n"
        "<html><body><p>orders</p></body></html>\n--_000_--\n";
    return mail.replace("\n", "\r\n");
}

QByteArray terminal(const PackMail &pack, const QString &from, const QString &sheet)
{
    return threadHeaders(pack, from, "20261202100000.GA1@drv.players.example") +
           "Content-Type: text/plain; charset=us-ascii\nContent-Disposition: inline\n"
           "User-Agent: Mutt/2.2.9\n\n" +
           sheet.toUtf8() + "\n-- \nDan, Dravenholt\n\"Hold the pass.\"\n";
}
} // namespace

class TestMailRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();

private:
    QTemporaryDir m_dir;
    Campaign m_campaign;
};

void TestMailRoundTrip::initTestCase()
{
    m_campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
    PackOptions o;
    o.gmAddress = kGm;
    o.mapWidth = 400;
    QString error;
    QVERIFY2(test::take(writePlayerPacks(m_campaign, m_dir.path(), o), error), qPrintable(error));
}

void TestMailRoundTrip::roundTrip_data()
{
    using Client = QByteArray (*)(const PackMail &, const QString &, const QString &);
    QTest::addColumn<void *>("client");
    QTest::addColumn<QString>("kingdom");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("message");
    auto row = [](const char *name, Client client, const char *kingdom, QStringList lines,
                  QString message) {
        QTest::newRow(name) << reinterpret_cast<void *>(client) << QString::fromLatin1(kingdom)
                            << lines << message;
    };
    row("thunderbird-flowed", &thunderbird, "ALD",
        {QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("2 LEVY 1 HCS"),
         QStringLiteral("3 DEFEND GLM")},
        QStringLiteral("Aldmark holds the line this turn, and its envoys will ride to the March "
                       "by the coast road before the first snow falls on the passes."));
    row("webmail-quoted-printable", &webMailer, "BRE", {QStringLiteral("1 DEFEND LAM")},
        QStringLiteral("The March stands with Aldmark."));
    row("outlook-crlf", &outlook, "CAL",
        {QStringLiteral("1 MOVE 1 KFD BFN"), QStringLiteral("2 DEFEND KFD"),
         QStringLiteral("4 RESERVE 1 KFD")},
        QString());
    row("terminal-signature", &terminal, "DRV",
        {QStringLiteral("1 DEFEND RVH"), QStringLiteral("2 RESERVE 1 RVH")}, QString());
}

void TestMailRoundTrip::roundTrip()
{
    QFETCH(void *, client);
    QFETCH(QString, kingdom);
    QFETCH(QStringList, lines);
    QFETCH(QString, message);
    const Campaign &c = m_campaign;
    const int k = kingdomNamed(c, kingdom);
    QVERIFY(k >= 0);
    const Mailbox pack =
        readMailbox(m_dir.filePath(kingdom + QLatin1Char('/') + kingdom + QStringLiteral(".eml")));
    QVERIFY2(pack.error.isEmpty(), qPrintable(pack.error));
    PackMail p{pack.mails.front().messageId, pack.mails.front().subject,
               pack.mails.front().plainBody, QString()};
    for (const MailAttachment &a : pack.mails.front().attachments)
        if (a.fileName == kingdom + QStringLiteral("-turnsheet.txt"))
            p.turnsheet = a.text;
    QVERIFY(!p.turnsheet.isEmpty());
    QString sheet = p.turnsheet;
    for (const QString &l : lines)
        sheet.replace(QLatin1Char('\n') + l.section(QLatin1Char(' '), 0, 0) + QLatin1Char('\n'),
                      QLatin1Char('\n') + l + QLatin1Char('\n'));
    if (!message.isEmpty())
        sheet += message + QLatin1Char('\n');

    using Client = QByteArray (*)(const PackMail &, const QString &, const QString &);
    const QByteArray bytes = reinterpret_cast<Client>(client)(
        p, test::playerAddress(c.kingdoms[static_cast<size_t>(k)]), sheet);
    const Mailbox box = readMailBytes(bytes, false, kingdom + QStringLiteral(".eml"));
    QVERIFY2(box.error.isEmpty() && box.mails.front().problem.isEmpty(),
             qPrintable(box.error + box.mails.front().problem));
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    QVERIFY2(verdicts.front().applies, qPrintable(verdicts.front().verdict + QLatin1Char(' ') +
                                                  verdicts.front().errors.join(QLatin1Char(' '))));
    const TurnRecord turn = withMailedOrders(c, verdicts);
    QCOMPARE(turn.orders[static_cast<size_t>(k)], lines);
    const auto stored = turn.messages.find(k);
    QCOMPARE(stored == turn.messages.end() ? QString() : stored->second, message);

    const ReceiptMail receipt = receiptMail(c, box, verdicts, 0, kGm);
    QCOMPARE(receipt.none, NoReceipt::None);
    QCOMPARE(receipt.toAddress, test::playerAddress(c.kingdoms[static_cast<size_t>(k)]));
    QCOMPARE(receipt.inReplyTo, box.mails.front().messageId);
    QCOMPARE(receipt.references, (QStringList{p.messageId, box.mails.front().messageId}));
    QVERIFY2(receipt.body.contains(QStringLiteral("Stored: %1 action").arg(lines.size())),
             qPrintable(receipt.body));
    for (const QString &l : lines)
        QVERIFY2(receipt.body.contains(QStringLiteral("\n  ") + l + QLatin1Char('\n')),
                 qPrintable(QStringLiteral("%1 not in\n%2").arg(l, receipt.body)));
    QVERIFY2(!receipt.body.contains(QStringLiteral("not read:")), qPrintable(receipt.body));
}

QTEST_MAIN(TestMailRoundTrip)
#include "tst_mail_round_trip.moc"
