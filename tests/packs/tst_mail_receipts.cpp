// Receipts as the players get them: every mail of the corpus (mail-corpus/) answered by a ready
// e-mail that reads back as a reply to it (In-Reply-To, References, To its sender, its receipt as
// the text); no receipt to a program, a bounce, the GM or a stranger's question, each counted;
// `muster-cli mail --receipts` writes them with or without --apply; and a sheet the import did
// not store, accepted by the GM, stored in place of its kingdom's other sheet.
#include "CliRunner.h"
#include "PackTestCampaigns.h"
#include "TestMail.h"
#include "TestSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "mail/AcceptedSheets.h"
#include "mail/MailAddress.h"
#include "mail/Receipt.h"
#include "mail/ReceiptMail.h"
#include "mailio/MailReader.h"
#include "pack/Turnsheet.h"
#include "packs/ReceiptFiles.h"
#include "rules/turn/TurnName.h"
#include "store/CampaignStore.h"
#include "view/KingdomView.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
const QString kCorpus = QStringLiteral(MUSTER_SOURCE_DIR "/tests/packs/mail-corpus/");
const QString kGm = QStringLiteral("gm@campaign.example");

/// The value of header `name` in a mail's bytes (its first line only).
QString header(const QByteArray &mail, const QString &name)
{
    const QRegularExpression re(QStringLiteral("^%1:\\s*(.*)$").arg(name),
                                QRegularExpression::CaseInsensitiveOption |
                                    QRegularExpression::MultilineOption);
    const QString head = QString::fromUtf8(mail.left(mail.indexOf("\n\n")));
    return re.match(head).captured(1).trimmed();
}

/// Writes the receipts from the GM's address into `dir`; the error, "" when they were written.
QString receiptsFromGm(const Campaign &c, const Mailbox &box,
                       const std::vector<MailVerdict> &verdicts, const QString &dir,
                       ReceiptSummary &summary)
{
    ReceiptOptions o;
    o.gmAddress = kGm;
    QString error;
    if (const auto written = test::take(writeReceipts(c, box, verdicts, dir, o), error))
        summary = *written;
    return error;
}

/// The kingdom's turnsheet with `lines` filled in on their numbered lines.
QString filledSheet(const Campaign &c, int kingdom, const QStringList &lines)
{
    QString sheet = turnsheetText(c, kingdomView(c, lastResolvedTurn(c), kingdom));
    for (const QString &l : lines)
        sheet.replace(QLatin1Char('\n') + l.section(QLatin1Char(' '), 0, 0) + QLatin1Char('\n'),
                      QLatin1Char('\n') + l + QLatin1Char('\n'));
    return sheet;
}

/// `sheet` without its "Game:" and "Player code:" lines: as someone writes it who does not have
/// the kingdom's codes.
QString withoutCodes(const QString &sheet)
{
    QStringList lines = sheet.split(QLatin1Char('\n'));
    lines.removeIf([](const QString &l) {
        return l.startsWith(QLatin1String("Game:")) || l.startsWith(QLatin1String("Player code:"));
    });
    return lines.join(QLatin1Char('\n'));
}

/// A mail with raw headers: `headers` then a plain-text body.
QByteArray rawMail(const QByteArray &headers, const QString &body)
{
    return headers +
           "Date: Wed, 02 Dec 2026 09:30:00 +0000\nSubject: Orders\n"
           "Content-Type: text/plain; charset=utf-8\n\n" +
           body.toUtf8();
}
} // namespace

class TestMailReceipts : public QObject
{
    Q_OBJECT

private slots:
    void corpusReceiptsReadBackAsReplies_data();
    void corpusReceiptsReadBackAsReplies();
    void noReceiptToProgramsTheGmOrStrangers();
    void strangerIsToldOnlyWhatItSent();
    void cliWritesReceiptsWithOrWithoutApply();
    void refusedSheetIsShownAsRead();
    void signOffStaysOutOfTheMessage();
    void gmAcceptsASheetTheImportRefused();
    void aFirstSheetReplacesNothing();
    void whatTheGmCannotAccept();
    void aReceiptNamesTheTurnAsItsTurnsheetDoes_data();
    void aReceiptNamesTheTurnAsItsTurnsheetDoes();
};

void TestMailReceipts::corpusReceiptsReadBackAsReplies_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f :
         QDir(kCorpus).entryList({QStringLiteral("*.eml"), QStringLiteral("*.mbox")}))
        QTest::newRow(qPrintable(f)) << f;
}

void TestMailReceipts::corpusReceiptsReadBackAsReplies()
{
    QFETCH(QString, file);
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const Mailbox box = readMailbox(kCorpus + file);
    QVERIFY2(box.error.isEmpty(), qPrintable(box.error));
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    QTemporaryDir dir;
    ReceiptSummary summary;
    const QString error = receiptsFromGm(c, box, verdicts, dir.path(), summary);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(summary.files.size(), static_cast<qsizetype>(box.mails.size()));
    QVERIFY(summary.withoutOne.isEmpty());
    QSet<QString> ids;
    for (qsizetype i = 0; i < summary.files.size(); ++i) {
        const QString path = dir.filePath(summary.files[i]);
        QVERIFY2(summary.files[i].startsWith(QStringLiteral("receipts/")), qPrintable(path));
        const QByteArray bytes = test::fileBytes(path);
        const Mailbox back = readMailbox(path);
        QVERIFY2(back.error.isEmpty() && back.mails.size() == 1, qPrintable(back.error));
        const MailMessage &r = back.mails.front();
        const MailMessage &m = box.mails[static_cast<size_t>(i)];
        QVERIFY(!m.messageId.isEmpty());
        QCOMPARE(r.fromAddress, kGm);
        QVERIFY2(header(bytes, QStringLiteral("To")).contains(m.fromAddress),
                 qPrintable(header(bytes, QStringLiteral("To"))));
        QCOMPARE(header(bytes, QStringLiteral("In-Reply-To")),
                 QLatin1Char('<') + m.messageId + QLatin1Char('>'));
        QCOMPARE(r.references, m.references + QStringList{m.messageId});
        QVERIFY2(r.subject.startsWith(QStringLiteral("Re: ")) ||
                     r.subject.startsWith(QStringLiteral("RE: ")),
                 qPrintable(r.subject));
        QCOMPARE(r.automatic, QStringLiteral("Auto-Submitted: auto-replied"));
        QVERIFY(isOwnMessageId(r.messageId, kGm));
        QVERIFY2(!ids.contains(r.messageId), qPrintable(r.messageId));
        ids.insert(r.messageId);
        QCOMPARE(r.plainBody,
                 receiptText(c, receiptFacts(c, box, verdicts, static_cast<size_t>(i))));
        // The file is the GM's, as the campaign's would be: never more open than its folder
        // lets a pack be.
        QVERIFY(QFileInfo(path).isFile() && !QFileInfo(path).isSymLink());
    }
}

void TestMailReceipts::noReceiptToProgramsTheGmOrStrangers()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString sheet = filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")});
    std::vector<QByteArray> mails{
        rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n", sheet),
        rawMail("Message-Id: <a2@players.example>\n", sheet), // no sender
        rawMail("From: ald@players.example\nAuto-Submitted: auto-replied\n",
                QStringLiteral("I am away until Monday.")),
        rawMail("From: bre@players.example\nPrecedence: bulk\n", QStringLiteral("Away.")),
        rawMail("From: MAILER-DAEMON@mx.players.example\nReturn-Path: <>\n",
                QStringLiteral("Delivery failed:\n  1 MOVE 2 HCS FOX")),
        rawMail("From: gm@campaign.example\n", QStringLiteral("A note to self.")),
        rawMail("From: cal@players.example\nMessage-Id: <0123456789abcdef0123456789abcdef@"
                "campaign.example>\n",
                QStringLiteral("A pack resent.")),
        rawMail("From: seller@spam.example\n", QStringLiteral("Buy now!")),
    };
    const Mailbox box = readMailBytes(test::mbox(mails), true, QStringLiteral("in.mbox"));
    QVERIFY2(box.error.isEmpty(), qPrintable(box.error));
    QCOMPARE(box.mails.size(), mails.size());
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    const std::vector<ReceiptMail> receipts = receiptMails(c, box, verdicts, kGm);
    const std::vector<NoReceipt> expected{
        NoReceipt::None,        NoReceipt::NoSender, NoReceipt::FromProgram, NoReceipt::FromProgram,
        NoReceipt::FromProgram, NoReceipt::FromGm,   NoReceipt::FromGm,      NoReceipt::Stranger};
    for (size_t i = 0; i < expected.size(); ++i)
        QVERIFY2(receipts[i].none == expected[i],
                 qPrintable(QStringLiteral("mail %1: %2").arg(i + 1).arg(receipts[i].noReceipt)));
    QCOMPARE(withoutReceiptText(receipts),
             QStringLiteral("1 with no sender address, 3 sent by a program (an auto-reply, a "
                            "bounce), 2 from the GM or Muster itself, 1 from no kingdom's address "
                            "with no sheet"));
    // A receipt that comes back into the GM's mailbox gets none: it says it was sent by a program.
    QTemporaryDir dir;
    ReceiptSummary summary;
    const QString error = receiptsFromGm(c, box, verdicts, dir.path(), summary);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(summary.files.size(), 1);
    const Mailbox back = readMailbox(dir.filePath(summary.files.front()));
    // ... without the GM's address to tell it by too.
    QCOMPARE(receiptMails(c, back, judgeMail(c, back), QString()).front().none,
             NoReceipt::FromProgram);
}

// A sheet naming a kingdom without its codes, from an address that is not its player's, gets a
// receipt saying why it was not stored, and its lines as written, but nothing the kingdom knows
// (what each order would do is worked out from the kingdom's view).
void TestMailReceipts::strangerIsToldOnlyWhatItSent()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString sheet = filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")});
    const Mailbox box = readMailBytes(
        rawMail("From: mallory@else.example\nMessage-Id: <m1@else.example>\n", withoutCodes(sheet)),
        false, QStringLiteral("m.eml"));
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    const ReceiptMail r = receiptMail(c, box, verdicts, 0, kGm);
    QCOMPARE(r.none, NoReceipt::None);
    QCOMPARE(r.toAddress, QStringLiteral("mallory@else.example"));
    QVERIFY2(r.body.contains(QStringLiteral("Not stored: the sheet carries no game code")),
             qPrintable(r.body));
    QVERIFY2(r.body.contains(QStringLiteral("  1 MOVE 2 HCS FOX")), qPrintable(r.body));
    QVERIFY2(!r.body.contains(QStringLiteral("carried out")) &&
                 !r.body.contains(QStringLiteral("fails")),
             qPrintable(r.body));
    // Nor the address the kingdom's player writes from, which the GM's table shows.
    QVERIFY2(!r.body.contains(QStringLiteral("ald@players.example")), qPrintable(r.body));
    // The player's own mail with the same sheet is told what each order would do.
    const Mailbox own = readMailBytes(
        rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n", sheet), false,
        QStringLiteral("a.eml"));
    const QString body = receiptMail(c, own, judgeMail(c, own), 0, kGm).body;
    QVERIFY2(body.contains(QStringLiteral("carried out")), qPrintable(body));
}

void TestMailReceipts::cliWritesReceiptsWithOrWithoutApply()
{
    QTemporaryDir dir;
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString json = dir.filePath(QStringLiteral("c.json"));
    QVERIFY(test::writeFileBytes(json, writeCampaignJson(c)));
    const QString store = dir.filePath(QStringLiteral("c.muster"));
    test::CliRun r = test::runCli({QStringLiteral("import"), json, store});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString box = dir.filePath(QStringLiteral("in.mbox"));
    QVERIFY(test::writeFileBytes(
        box, test::mbox({rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n",
                                 filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")})),
                         rawMail("Message-Id: <x@nowhere.example>\n", QStringLiteral("?"))})));
    const QString out = dir.filePath(QStringLiteral("packs"));
    r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--receipts"), out,
                      QStringLiteral("--from"), kGm});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("Wrote 1 receipt to %1/receipts; no receipt for 1 "
                                           "with no sender address")
                                .arg(out)),
             qPrintable(r.out));
    const QStringList written =
        QDir(out + QStringLiteral("/receipts")).entryList(QDir::Files | QDir::Hidden);
    QCOMPARE(written.size(), 1);
    QVERIFY2(written.front().startsWith(QStringLiteral("ALD-turn2-")), qPrintable(written.front()));
    QVERIFY(QDir(out)
                .entryList({QStringLiteral(".muster-pack-*")}, QDir::Dirs | QDir::Hidden)
                .isEmpty());
    const QByteArray first = test::fileBytes(out + QStringLiteral("/receipts/") + written.front());
    QVERIFY(first.contains("Stored: 1 action"));
    QString error;
    auto stored = test::take(CampaignStore::load(store), error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->current().orders[0], c.current().orders[0]); // nothing stored without --apply

    // With --apply: the same file, a new receipt (a new Message-Id), and the orders stored.
    r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--apply"),
                      QStringLiteral("--receipts"), out, QStringLiteral("--from"), kGm,
                      QStringLiteral("--date"), QStringLiteral("2026-12-03T08:00:00")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(QDir(out + QStringLiteral("/receipts")).entryList(QDir::Files), written);
    const QByteArray second = test::fileBytes(out + QStringLiteral("/receipts/") + written.front());
    QVERIFY(header(second, QStringLiteral("Message-Id")) !=
            header(first, QStringLiteral("Message-Id")));
    QVERIFY2(header(second, QStringLiteral("Date")).contains(QStringLiteral("3 Dec 2026 08:00")),
             qPrintable(header(second, QStringLiteral("Date"))));
    stored = test::take(CampaignStore::load(store), error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->current().orders[0], QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});

    // A receipts folder that is a link is refused before anything is stored.
    const QString linked = dir.filePath(QStringLiteral("linked"));
    QVERIFY(QDir().mkpath(linked));
    QVERIFY(QFile::link(dir.path(), linked + QStringLiteral("/receipts")));
    r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--apply"),
                      QStringLiteral("--receipts"), linked});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("is a symbolic link")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("write the receipts again")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("nothing stored")), qPrintable(r.err));
}

// A sheet of the player's refused as a whole (for another turn) is given back as it was read,
// said once to be not stored and why, with when it arrived in the words a player reads.
void TestMailReceipts::refusedSheetIsShownAsRead()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    QString sheet = filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")});
    sheet.replace(QStringLiteral("\nTurn: %1\n").arg(c.current().number),
                  QStringLiteral("\nTurn: %1\n").arg(c.current().number - 1));
    const Mailbox box =
        readMailBytes(rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n"
                              "Received: from mx.players.example by mail.campaign.example; "
                              "Wed, 02 Dec 2026 09:14:03 +0000\n",
                              sheet),
                      false, QStringLiteral("a.eml"));
    const std::vector<MailVerdict> verdicts = judgeMail(c, box);
    QVERIFY(!verdicts.front().applies);
    const QString body = receiptMail(c, box, verdicts, 0, kGm).body;
    QVERIFY2(body.contains(QStringLiteral("which arrived 2026-12-02 09:14 UTC, was read for")),
             qPrintable(body));
    QVERIFY2(body.contains(QStringLiteral("Not stored: the sheet has 1 error.")), qPrintable(body));
    QVERIFY2(!body.contains(QStringLiteral("not applied")), qPrintable(body));
    QVERIFY2(body.contains(QStringLiteral("the sheet is for turn %1").arg(c.current().number - 1)),
             qPrintable(body));
    const qsizetype read = body.indexOf(QStringLiteral("Your orders as they were read:"));
    QVERIFY2(read >= 0 && body.indexOf(QStringLiteral("  1 MOVE 2 HCS FOX"), read) > read,
             qPrintable(body));
    QVERIFY2(!body.contains(QStringLiteral("(none)")), qPrintable(body));
}

// A message signed off with a closing and a name ends before them, so the name does not go to
// every player in the roundup; the receipt says they were not read. A closing with more of the
// message after it, or one with no name under it, stays in the message.
void TestMailReceipts::signOffStaysOutOfTheMessage()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString sheet = filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")});
    const auto messageOf = [&](const QString &message, QString *receipt) {
        const Mailbox box =
            readMailBytes(rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n",
                                  sheet + message),
                          false, QStringLiteral("a.eml"));
        const std::vector<MailVerdict> verdicts = judgeMail(c, box);
        if (receipt)
            *receipt = receiptMail(c, box, verdicts, 0, kGm).body;
        return verdicts.front().sheet.message;
    };
    QString receipt;
    QCOMPARE(messageOf(QStringLiteral("Bremen, a truce?\n\nCheers,\nAnn Smith\n"), &receipt),
             QStringLiteral("Bremen, a truce?"));
    QVERIFY2(receipt.contains(QStringLiteral("Cheers,")) &&
                 receipt.contains(QStringLiteral("Ann Smith")) &&
                 receipt.indexOf(QStringLiteral("Cheers,")) >
                     receipt.indexOf(QStringLiteral("Text around the orders, not read")),
             qPrintable(receipt));
    QVERIFY2(receipt.contains(QStringLiteral("Your message for the roundup:\n  Bremen, a truce?")),
             qPrintable(receipt));
    QCOMPARE(messageOf(QStringLiteral("Bremen, a truce?\nKind regards,\nAnn\nAldmark\n"), nullptr),
             QStringLiteral("Bremen, a truce?"));
    QCOMPARE(messageOf(QStringLiteral("Regards,\nAnn\n"), nullptr), QString());
    QCOMPARE(messageOf(QStringLiteral("Bremen, a truce?\nThanks!\n"), nullptr),
             QStringLiteral("Bremen, a truce?\nThanks!"));
    QCOMPARE(messageOf(QStringLiteral("Thanks,\nBremen, for the truce; the border holds and our "
                                      "scouts stay home.\n"),
                       nullptr),
             QStringLiteral("Thanks,\nBremen, for the truce; the border holds and our scouts stay "
                            "home."));
}

void TestMailReceipts::gmAcceptsASheetTheImportRefused()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    // Aldmark's player sends this turn's sheet, then last turn's by mistake with new orders: the
    // later, refused, keeps the earlier from being stored.
    QString lastTurn = filledSheet(c, 0, {QStringLiteral("1 DEFEND GLM")});
    lastTurn.replace(QStringLiteral("Turn: 2"), QStringLiteral("Turn: 1"));
    const Mailbox box = readMailBytes(
        test::mbox(
            {rawMail("From: ald@players.example\nMessage-Id: <a1@players.example>\n",
                     filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")})),
             rawMail("From: ald@players.example\nMessage-Id: <a2@players.example>\n", lastTurn)}),
        true, QStringLiteral("in.mbox"));
    const std::vector<MailVerdict> judged = judgeMail(c, box);
    QVERIFY(!judged[0].applies && !judged[1].applies);
    QVERIFY2(judged[1].verdict.startsWith(QStringLiteral("not applied")),
             qPrintable(judged[1].verdict));
    QCOMPARE(whyNotAcceptable(c, box, judged[1]), QString());

    std::vector<MailVerdict> v = withAcceptedSheets(c, box, judged, {1});
    QVERIFY(v[1].applies && v[1].acceptedByGm);
    QVERIFY2(v[1].verdict.startsWith(QStringLiteral("accepted by the GM: 1 action")),
             qPrintable(v[1].verdict));
    QCOMPARE(withMailedOrders(c, v).orders[0], QStringList{QStringLiteral("1 DEFEND GLM")});
    const QString receipt = receiptText(c, receiptFacts(c, box, v, 1));
    QVERIFY2(receipt.contains(QStringLiteral("Stored: accepted by the GM")), qPrintable(receipt));
    QVERIFY2(receipt.contains(QStringLiteral("  1 DEFEND GLM\n      carried out")),
             qPrintable(receipt));

    // The GM accepts the first instead (accepted later, it decides), and it takes the place of
    // the second.
    v = withAcceptedSheets(c, box, judged, {1, 0});
    QVERIFY(v[0].applies && !v[1].applies);
    QVERIFY2(v[1].verdict.startsWith(QStringLiteral("superseded by the sheet the GM accepted")),
             qPrintable(v[1].verdict));
    QCOMPARE(withMailedOrders(c, v).orders[0], QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});
    QVERIFY(receiptText(c, receiptFacts(c, box, v, 1)).contains(QStringLiteral("Not stored:")));
}

// A kingdom's first sheet of a turn is stored in place of nothing, and its receipt says so; a
// sheet sent after orders were stored replaces them, and its receipt says that.
void TestMailReceipts::aFirstSheetReplacesNothing()
{
    Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    c.current().orders[0].clear();
    const Mailbox box = readMailBytes(
        test::mbox({rawMail("From: ald@players.example\nMessage-Id: <f1@players.example>\n",
                            filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")}))}),
        true, QStringLiteral("in.mbox"));
    std::vector<MailVerdict> v = judgeMail(c, box);
    QVERIFY(v[0].applies);
    QString receipt = receiptText(c, receiptFacts(c, box, v, 0));
    QVERIFY2(receipt.contains(QStringLiteral("No orders were stored for Kingdom of Aldmark")),
             qPrintable(receipt));
    QVERIFY2(!receipt.contains(QStringLiteral("replaces")), qPrintable(receipt));

    c.current().orders[0] = QStringList{QStringLiteral("1 DEFEND GLM")};
    v = judgeMail(c, box);
    receipt = receiptText(c, receiptFacts(c, box, v, 0));
    QVERIFY2(receipt.contains(QStringLiteral("It replaces the orders stored for Kingdom of")),
             qPrintable(receipt));
}

void TestMailReceipts::whatTheGmCannotAccept()
{
    const Campaign c = test::resolvedSample(QStringLiteral("sample-area.json"));
    const QString ald = filledSheet(c, 0, {QStringLiteral("1 MOVE 2 HCS FOX")});
    const QString bre = filledSheet(c, 1, {QStringLiteral("1 DEFEND LAM")});
    const Mailbox box = readMailBytes(
        test::mbox({
            // Bremark's, from Aldmark's, without Bremark's codes
            rawMail("From: ald@players.example\n", withoutCodes(bre)),
            rawMail("From: ald@players.example\n", ald),                       // stored
            rawMail("From: cal@players.example\n", QStringLiteral("Thanks!")), // no sheet
            rawMail("From: cal@players.example\n", filledSheet(c, 2, {})),     // blank
        }),
        true, QStringLiteral("in.mbox"));
    const std::vector<MailVerdict> v = judgeMail(c, box);
    QVERIFY2(whyNotAcceptable(c, box, v[0])
                 .contains(QStringLiteral("the sheet is for Brennic "
                                          "March, not Kingdom of "
                                          "Aldmark")),
             qPrintable(whyNotAcceptable(c, box, v[0])));
    QCOMPARE(whyNotAcceptable(c, box, v[1]), QStringLiteral("its sheet is stored already"));
    QCOMPARE(whyNotAcceptable(c, box, v[2]), QStringLiteral("the mail holds no sheet"));
    QCOMPARE(whyNotAcceptable(c, box, v[3]), blankSheetText());
    // Asked anyway, nothing changes.
    const std::vector<MailVerdict> after = withAcceptedSheets(c, box, v, {0, 1, 2, 3, 9});
    for (size_t i = 0; i < v.size(); ++i) {
        QCOMPARE(after[i].applies, v[i].applies);
        QCOMPARE(after[i].verdict, v[i].verdict);
    }
}

QTEST_GUILESS_MAIN(TestMailReceipts)
#include "tst_mail_receipts.moc"

void TestMailReceipts::aReceiptNamesTheTurnAsItsTurnsheetDoes_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("area") << QStringLiteral("sample-area.json");
    QTest::newRow("hex") << QStringLiteral("sample-hex.json");
}

void TestMailReceipts::aReceiptNamesTheTurnAsItsTurnsheetDoes()
{
    // A hex turn is "Week 2, day 1" on the turnsheet and in the console: its receipt says so too.
    QFETCH(QString, sample);
    const Campaign c = test::resolvedSample(sample);
    const QString sheet = turnsheetText(c, kingdomView(c, lastResolvedTurn(c), 0));
    const Mailbox box =
        readMailBytes(test::mbox({rawMail("From: " + test::playerAddress(c.kingdoms[0]).toUtf8() +
                                              "\nMessage-Id: <t1@players.example>\n",
                                          sheet)}),
                      true, QStringLiteral("in.mbox"));
    const std::vector<MailVerdict> v = judgeMail(c, box);
    const QString title =
        receiptText(c, receiptFacts(c, box, v, 0)).section(QLatin1Char('\n'), 0, 0);
    const QString name = turnName(c, c.turns.size() - 1);
    QVERIFY(!name.isEmpty());
    QCOMPARE(title, QStringLiteral("Muster receipt: %1, %2").arg(c.name, name));
    QVERIFY2(sheet.section(QLatin1Char('\n'), 0, 0).endsWith(name), qPrintable(sheet.left(80)));
}
