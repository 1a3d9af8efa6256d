// Mail verdicts a GM can trust, through muster-cli as a GM runs it:
//   - a sheet with no actions never changes the stored orders: a blank turnsheet and a mail with
//     only a "Kingdom:" line store nothing, a sheet with only a message stores the message and
//     keeps the orders, and a question sent after a sheet leaves the sheet to be applied;
//     `muster-cli orders` does with the same file what `mail --apply` does;
//   - one address may serve two kingdoms, each sheet taken by its "Kingdom:" line;
//   - control characters from a mail are shown escaped, never raw;
//   - mails for no kingdom (spam) are counted by sender, every one listed with --all.
#include "CliRunner.h"
#include "PackTestCampaigns.h"
#include "TestMail.h"
#include "TestSupport.h"

#include "TakeResult.h"
#include "io/CampaignJson.h"
#include "mail/MailOrders.h"
#include "mailio/MailReader.h"
#include "store/CampaignStore.h"
#include "util/Printable.h"
#include "view/KingdomView.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace muster;

namespace {
using test::eml;
using test::mbox;

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QVERIFY(test::writeFileBytes(path, bytes));
}

struct Stored
{
    QStringList orders;
    QString message;
};

Stored stored(const QString &store, int kingdom)
{
    QString error;
    const auto c = test::take(CampaignStore::load(store), error);
    if (!c)
        return {{error}, error};
    const auto it = c->current().messages.find(kingdom);
    return {c->current().orders[static_cast<size_t>(kingdom)],
            it == c->current().messages.end() ? QString() : it->second};
}

bool rawControls(const QString &text)
{
    for (const QChar c : text)
        if ((c.unicode() < 0x20 && c != QLatin1Char('\n')) || c.unicode() == 0x7f ||
            c.unicode() == 0x202e)
            return true;
    return false;
}
} // namespace

class TestMailVerdicts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void printableEscapesWhatActs();
    void sheetWithNothingStoresNothing_data();
    void sheetWithNothingStoresNothing();
    void messageOnlySheetKeepsTheOrders();
    void questionAfterASheetLeavesTheSheet();
    void messageAfterASheetIsAdded();
    void oneAddressForTwoKingdoms();
    void controlCharactersAreShownEscaped();
    void mailsForNoKingdomAreCounted();

private:
    /// A store of the campaign with ALD's orders m_before and its message "Before." stored.
    QString storeWithOrders(const QString &name, const Campaign &c);
    QString sheet(int kingdom, const QStringList &lines = {}, const QString &message = {}) const;

    QTemporaryDir m_dir;
    Campaign m_campaign;
    QString m_ald;
    QStringList m_before, m_after;
};

void TestMailVerdicts::initTestCase()
{
    m_campaign = test::resolvedSample(QStringLiteral("sample-area.json"));
    m_ald = test::playerAddress(m_campaign.kingdoms[0]);
    m_before = {QStringLiteral("1 DEFEND GLM")};
    m_after = {QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("3 LEVY 1 HCS")};
}

QString TestMailVerdicts::storeWithOrders(const QString &name, const Campaign &c)
{
    Campaign withOrders = c;
    withOrders.current().orders.resize(c.kingdoms.size());
    withOrders.current().orders[0] = m_before;
    withOrders.current().messages[0] = QStringLiteral("Before.");
    const QString json = m_dir.filePath(name + QStringLiteral(".json"));
    writeBytes(json, writeCampaignJson(withOrders));
    return test::importedCampaign(json, m_dir.filePath(name + QStringLiteral(".muster")));
}

QString TestMailVerdicts::sheet(int kingdom, const QStringList &lines, const QString &message) const
{
    QString text =
        turnsheetText(m_campaign, kingdomView(m_campaign, lastResolvedTurn(m_campaign), kingdom));
    for (const QString &l : lines) {
        const QString n = l.section(QLatin1Char(' '), 0, 0);
        text.replace(QLatin1Char('\n') + n + QLatin1Char('\n'),
                     QLatin1Char('\n') + l + QLatin1Char('\n'));
    }
    return text + message;
}

void TestMailVerdicts::printableEscapesWhatActs()
{
    QCOMPARE(printable(QStringLiteral("Ann \u00e9\u4e2d <ann@x.example> [1] \\x1b")),
             QStringLiteral("Ann \u00e9\u4e2d <ann@x.example> [1] \\x1b"));
    QCOMPARE(
        printable(QStringLiteral("a\x1b[2Jb\x07\r\n\t\x7f\u0085\u202e\u2066\u200f\u2028z")),
        QStringLiteral("a\\x1b[2Jb\\x07\\x0d\\x0a\\x09\\x7f\\x85\\u202e\\u2066\\u200f\\u2028z"));
}

void TestMailVerdicts::sheetWithNothingStoresNothing_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("the pack's turnsheet as it is") << sheet(0);
    QTest::newRow("only a Kingdom line and the codes")
        << QStringLiteral("Kingdom: ALD\n") + test::codeLines(0);
    QTest::newRow("Kingdom and Turn lines, empty Messages")
        << QStringLiteral("Kingdom: ALD\n%1Turn: %2\nMessages:\n\n")
               .arg(test::codeLines(0))
               .arg(m_campaign.current().number);
}

void TestMailVerdicts::sheetWithNothingStoresNothing()
{
    QFETCH(QString, text);
    const QString store = storeWithOrders(QStringLiteral("blank"), m_campaign);
    const QString mail = m_dir.filePath(QStringLiteral("blank.eml"));
    writeBytes(mail, eml(m_ald, text, 1));
    test::CliRun r = test::runCli({QStringLiteral("mail"), store, mail, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(blankSheetText()) && r.out.contains(QLatin1String("nothing stored")),
             qPrintable(r.out));
    QCOMPARE(stored(store, 0).orders, m_before);
    QCOMPARE(stored(store, 0).message, QStringLiteral("Before."));

    // The same file handed to `orders` is refused the same way.
    const QString file = m_dir.filePath(QStringLiteral("blank.txt"));
    writeBytes(file, text.toUtf8());
    r = test::runCli({QStringLiteral("orders"), store, QStringLiteral("ALD"), file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(blankSheetText()), qPrintable(r.err));
    QCOMPARE(stored(store, 0).orders, m_before);
    QCOMPARE(stored(store, 0).message, QStringLiteral("Before."));
}

void TestMailVerdicts::messageOnlySheetKeepsTheOrders()
{
    const QString text = sheet(0, {}, QStringLiteral("Peace to all."));
    const QString byMail = storeWithOrders(QStringLiteral("message-mail"), m_campaign);
    const QString mail = m_dir.filePath(QStringLiteral("message.eml"));
    writeBytes(mail, eml(m_ald, text, 1));
    test::CliRun r =
        test::runCli({QStringLiteral("mail"), byMail, mail, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QLatin1String("ok: a message and no actions (the orders stored "
                                          "before are kept)")),
             qPrintable(r.out));
    QCOMPARE(stored(byMail, 0).orders, m_before);
    QCOMPARE(stored(byMail, 0).message, QStringLiteral("Peace to all."));

    const QString byOrders = storeWithOrders(QStringLiteral("message-orders"), m_campaign);
    const QString file = m_dir.filePath(QStringLiteral("message.txt"));
    writeBytes(file, text.toUtf8());
    r = test::runCli({QStringLiteral("orders"), byOrders, QStringLiteral("ALD"), file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QLatin1String("the orders stored before are kept")), qPrintable(r.out));
    QCOMPARE(stored(byOrders, 0).orders, m_before);
    QCOMPARE(stored(byOrders, 0).message, QStringLiteral("Peace to all."));
}

// "Did my orders arrive?" after the sheet holds no sheet: it supersedes nothing, whether it is
// read with the sheet or in a later run, and is listed for the GM with what it says.
void TestMailVerdicts::questionAfterASheetLeavesTheSheet()
{
    const QString store = storeWithOrders(QStringLiteral("question"), m_campaign);
    const QByteArray question = eml(m_ald, QStringLiteral("Hello GM,\nI sent them at nine.\n"), 5,
                                    {}, QStringLiteral("Did my orders arrive?"));
    const QString box = m_dir.filePath(QStringLiteral("question.mbox"));
    writeBytes(box, mbox({eml(m_ald, sheet(0, m_after), 1), question}));
    test::CliRun r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(QLatin1String("ok: 2 actions")) &&
                 r.out.contains(QLatin1String("no order sheet, a message for the GM: \"Did my "
                                              "orders arrive?\"")) &&
                 !r.out.contains(QLatin1String("superseded")),
             qPrintable(r.out));
    QCOMPARE(stored(store, 0).orders, m_after);

    const QString alone = m_dir.filePath(QStringLiteral("question.eml"));
    writeBytes(alone, question);
    r = test::runCli({QStringLiteral("mail"), store, alone, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(stored(store, 0).orders, m_after);
}

// A sheet with only a message after a sheet with actions adds its message to them; before it,
// it is superseded (the sheet with actions brings its own message).
void TestMailVerdicts::messageAfterASheetIsAdded()
{
    Mailbox box = readMailBytes(mbox({eml(m_ald, sheet(0, m_after, QStringLiteral("First.")), 1),
                                      eml(m_ald, sheet(0, {}, QStringLiteral("Second.")), 2)}),
                                true, QStringLiteral("o.mbox"));
    std::vector<MailVerdict> v = judgeMail(m_campaign, box);
    QVERIFY2(v[0].applies && v[1].applies,
             qPrintable(v[0].verdict + QLatin1Char('\n') + v[1].verdict));
    TurnRecord turn = withMailedOrders(m_campaign, v);
    QCOMPARE(turn.orders[0], m_after);
    QCOMPARE(turn.messages.at(0), QStringLiteral("Second."));

    // The message came first: its place in the mailbox says so (the sender's Date never does).
    std::swap(box.mails[0], box.mails[1]);
    v = judgeMail(m_campaign, box);
    QVERIFY(v[1].applies);
    QVERIFY2(!v[0].applies && v[0].verdict.startsWith(QLatin1String("superseded")),
             qPrintable(v[0].verdict));
    turn = withMailedOrders(m_campaign, v);
    QCOMPARE(turn.orders[0], m_after);
    QCOMPARE(turn.messages.at(0), QStringLiteral("First."));
}

void TestMailVerdicts::oneAddressForTwoKingdoms()
{
    Campaign c = m_campaign;
    const QString both = QStringLiteral("both@players.example");
    c.kingdoms[0].email = c.kingdoms[1].email = both;
    const QString store = storeWithOrders(QStringLiteral("shared"), c);
    const QStringList bre{QStringLiteral("1 DEFEND LAM")};
    const QString box = m_dir.filePath(QStringLiteral("shared.mbox"));
    writeBytes(box, mbox({eml(both, sheet(0, m_after), 1), eml(both, sheet(1, bre), 2)}));
    test::CliRun r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--apply")});
    QVERIFY2(r.exitCode == 0 && r.out.contains(QLatin1String("Stored 2 sheets")),
             qPrintable(r.out + r.err));
    QCOMPARE(stored(store, 0).orders, m_after);
    QCOMPARE(stored(store, 1).orders, bre);

    // A sheet from the shared address that does not say whose it is is refused.
    const QString bare = m_dir.filePath(QStringLiteral("shared.eml"));
    writeBytes(bare, eml(both, QStringLiteral("1 DEFEND GLM\n"), 3));
    r = test::runCli({QStringLiteral("mail"), store, bare, QStringLiteral("--apply")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QLatin1String("both@players.example writes for ALD and BRE: the sheet "
                                          "must say whose it is (add a line \"Kingdom: ALD\"")),
             qPrintable(r.out));
    QCOMPARE(stored(store, 0).orders, m_after);
    QCOMPARE(stored(store, 1).orders, bre);
}

void TestMailVerdicts::controlCharactersAreShownEscaped()
{
    const QString store = storeWithOrders(QStringLiteral("controls"), m_campaign);
    // Raw bytes, as a hostile sender writes them: ESC sequences that clear the screen and move
    // the cursor, a bell, a carriage return and a right-to-left override.
    const QByteArray hostile =
        "From: \"Evil\x1b[2J\x1b[1;1H\xe2\x80\xae\" <ald@players.example>\n"
        "Subject: \x1b]0;owned\x07ok: 16 actions\r\n"
        "Date: Wed, 02 Dec 2026 09:07:00 +0000\n"
        "Content-Type: text/plain; charset=utf-8\n\n"
        "Kingdom: ALD\n1 MOVE 2 HCS \x1b[1A\x1b[2Kok FOX\n2 LEVY 1 \x1b[31mHCS\n" +
        test::codeLines(0).toUtf8();
    const QByteArray question = "From: bre@players.example\n"
                                "Subject: \x1b[2JDid my orders arrive?\x07\n\nThanks.\n";
    const QByteArray spam = "From: \"\x1b[2J\" <spam@elsewhere.example>\n"
                            "Subject: \x1b[5mWIN\n\nBuy\x07\n";
    const QString box = m_dir.filePath(QStringLiteral("controls.mbox"));
    writeBytes(box, mbox({hostile, question, spam}));
    for (const QString &all : {QString(), QStringLiteral("--all")}) {
        QStringList args{QStringLiteral("mail"), store, box};
        if (!all.isEmpty())
            args << all;
        const test::CliRun r = test::runCli(args);
        QVERIFY2(!rawControls(r.out + r.err), qPrintable(r.out + r.err));
        QVERIFY2(
            r.out.contains(QLatin1String("Evil\\x1b[2J\\x1b[1;1H\\u202e <ald@players.example>")),
            qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("\\x1b[1A\\x1b[2Kok")) &&
                     r.out.contains(QLatin1String("\\x1b[31mHCS")) &&
                     r.out.contains(QLatin1String("\"\\x1b[2JDid my orders arrive?\\x07\"")),
                 qPrintable(r.out));
        QCOMPARE(r.out.contains(QLatin1String("\\x1b[5mWIN")), !all.isEmpty());
    }
    QCOMPARE(stored(store, 0).orders, m_before);
}

void TestMailVerdicts::mailsForNoKingdomAreCounted()
{
    std::vector<QByteArray> mails{eml(m_ald, sheet(0, m_after), 0)};
    // 25 senders, the n-th of them sending n mails: 325 mails of spam.
    for (int n = 1; n <= 25; ++n)
        for (int i = 0; i < n; ++i)
            mails.push_back(eml(QStringLiteral("seller%1@spam.example").arg(n),
                                QStringLiteral("Buy now!\n1. Click here\nUnsubscribe\n"), i % 60,
                                {}, QStringLiteral("Offer")));
    const QString box = m_dir.filePath(QStringLiteral("spam.mbox"));
    writeBytes(box, mbox(mails));
    const QString store = storeWithOrders(QStringLiteral("spam"), m_campaign);
    test::CliRun r = test::runCli({QStringLiteral("mail"), store, box});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY2(lines.size() <= 26, qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("ok: 2 actions")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("325 mails from no kingdom's address and naming no "
                                          "kingdom, not listed (--all lists each):\n"
                                          "     25  seller25@spam.example\n"
                                          "     24  seller24@spam.example\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("      and 15 mails from 5 other senders\n")),
             qPrintable(r.out));
    r = test::runCli({QStringLiteral("mail"), store, box, QStringLiteral("--all")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.count(QLatin1String("spam.mbox, mail ")), 326);
    QCOMPARE(r.out.count(QLatin1String("unknown sender seller")), 325);
    QVERIFY2(!r.out.contains(QLatin1String("line 2:")), qPrintable(r.out)); // no errors of theirs
}

QTEST_GUILESS_MAIN(TestMailVerdicts)
#include "tst_mail_verdicts.moc"
