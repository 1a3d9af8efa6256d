// The text layer of mailed orders, case by case: what a mail client does to a sheet (RFC 3676
// flowed lines, quotes, attributions, Outlook's unquoted original, forwards, signatures,
// typographic quotes and odd spaces) and which lines are read as the sheet.
#include "mail/MailText.h"
#include "pack/SheetLines.h"

#include <QtTest>

using namespace muster;

namespace {
/// The sheet's non-empty lines, trimmed at the right.
QStringList sheetLines(const SheetInMail &s)
{
    QStringList out;
    for (const QString &l : s.sheet.split(QLatin1Char('\n')))
        if (!l.trimmed().isEmpty())
            out << l;
    return out;
}
} // namespace

class TestMailText : public QObject
{
    Q_OBJECT

private slots:
    void unflowJoinsSoftBreaks_data();
    void unflowJoinsSoftBreaks();
    void plainCharacters();
    void ordersAboveTheQuote();
    void sheetFilledInsideTheQuote();
    void answerTypedBetweenQuotedLines();
    void outlookOriginalBelow();
    void forwardedPackWithOrdersAbove();
    void signatureAndGreetingsSkipped();
    void unfilledQuotedSheetIsNoSheet();
    void questionHoldsNoSheet();
    void ownEarlierSheetQuotedIsNotReadAgain();
    void messagesRunToTheEnd();
    void lineNumbersAreTheMails();
    void packDocumentsRecognised();
};

void TestMailText::unflowJoinsSoftBreaks_data()
{
    QTest::addColumn<QString>("flowed");
    QTest::addColumn<bool>("delSp");
    QTest::addColumn<QString>("expected");
    QTest::newRow("soft break joined")
        << QStringLiteral("# One action per numbered line: NUMBER VERB COUNT \r\nAREA [AREA]\r\n1")
        << false
        << QStringLiteral("# One action per numbered line: NUMBER VERB COUNT AREA [AREA]\n1");
    QTest::newRow("delsp drops the space") << QStringLiteral("# Below Messa\nges: write") << false
                                           << QStringLiteral("# Below Messa\nges: write");
    QTest::newRow("delsp=yes") << QStringLiteral("# Below Messa \nges: write") << true
                               << QStringLiteral("# Below Messages: write");
    QTest::newRow("space-stuffed") << QStringLiteral(" From here\n >not a quote") << false
                                   << QStringLiteral("From here\n>not a quote");
    QTest::newRow("quotes join at one depth")
        << QStringLiteral("> a long \n> line\n>> deeper \n> other") << false
        << QStringLiteral("> a long line\n>> deeper \n> other");
    QTest::newRow("signature is no soft break")
        << QStringLiteral("1 MOVE 2 HCS FOX\n-- \nAnn") << false
        << QStringLiteral("1 MOVE 2 HCS FOX\n-- \nAnn");
    QTest::newRow("fixed lines stay") << QStringLiteral("1 MOVE 2 HCS FOX\n2 DEFEND GLM") << false
                                      << QStringLiteral("1 MOVE 2 HCS FOX\n2 DEFEND GLM");
}

void TestMailText::unflowJoinsSoftBreaks()
{
    QFETCH(QString, flowed);
    QFETCH(bool, delSp);
    QFETCH(QString, expected);
    QCOMPARE(unflowed(flowed, delSp), expected);
}

void TestMailText::plainCharacters()
{
    const QString typed = QStringLiteral("1\u00A0MOVE\t2 \u201CCorncrake Vale\u201D "
                                         "\u2018FOX\u2019\u200B\r\n2\u2002DEFEND\u202FGLM\uFEFF");
    QCOMPARE(plainSheetCharacters(typed),
             QStringLiteral("1 MOVE 2 \"Corncrake Vale\" 'FOX'\n2 DEFEND GLM"));
}

void TestMailText::ordersAboveTheQuote()
{
    const QString mail = QStringLiteral("1 MOVE 2 HCS FOX\n"
                                        "3 LEVY 1 HCS\n"
                                        "\n"
                                        "On Wed, 2 Dec 2026 at 09:00, GM <gm@example.org> wrote:\n"
                                        "> The Sundered Coast: turn 1 report for Kingdom of ...\n"
                                        "> 1 MOVE 9 ABC DEF\n"
                                        ">\n"
                                        "> Kingdom: ALD\n");
    const SheetInMail s = sheetInMailText(mail);
    QVERIFY(!s.quoted);
    QCOMPARE(sheetLines(s),
             (QStringList{QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("3 LEVY 1 HCS")}));
    QVERIFY2(s.skipped.isEmpty(), qPrintable(s.skipped.join(QLatin1Char('\n'))));
}

void TestMailText::sheetFilledInsideTheQuote()
{
    const QString mail =
        QStringLiteral("Here you go.\n"
                       "\n"
                       "On 02/12/2026 09:00, GM wrote:\n"
                       "> The Sundered Coast: turn 1 report for Kingdom of X (ALD)\n"
                       "> =====\n"
                       "> 3 armies moved\n"
                       "> # Muster turnsheet: The Sundered Coast, turn 2\n"
                       "> Campaign: The Sundered Coast\n"
                       "> Kingdom: ALD (Kingdom of Aldmark)\n"
                       "> Turn: 2\n"
                       "> 1 MOVE 2 HCS FOX\n"
                       "> 2\n"
                       "> Messages:\n"
                       "> Peace to all.\n"
                       ">\n"
                       "> The Sundered Coast: the public roundup of turn 1\n"
                       "> 1 ASSAULT 3 XYZ ABC\n");
    const SheetInMail s = sheetInMailText(mail);
    QVERIFY(s.quoted);
    QCOMPARE(
        sheetLines(s),
        (QStringList{QStringLiteral("# Muster turnsheet: The Sundered Coast, turn 2"),
                     QStringLiteral("Campaign: The Sundered Coast"),
                     QStringLiteral("Kingdom: ALD (Kingdom of Aldmark)"), QStringLiteral("Turn: 2"),
                     QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("2"),
                     QStringLiteral("Messages:"), QStringLiteral("Peace to all.")}));
    QCOMPARE(s.skipped, QStringList{QStringLiteral("line 1: Here you go.")});
}

void TestMailText::answerTypedBetweenQuotedLines()
{
    // A sheet answered in place: the player replaced a quoted "> 1" with their own line.
    const QString mail = QStringLiteral("> Kingdom: ALD\n"
                                        "> Turn: 2\n"
                                        "1 MOVE 2 HCS FOX\n"
                                        "> 2\n"
                                        "> Messages:\n");
    // The sender's own line holds an order, so it is read with the quoted sheet around it.
    const SheetInMail s = sheetInMailText(mail);
    QVERIFY(sheetLines(s).contains(QStringLiteral("1 MOVE 2 HCS FOX")));
}

void TestMailText::outlookOriginalBelow()
{
    const QString mail = QStringLiteral("1 DEFEND LAM\r\n"
                                        "\r\n"
                                        "________________________________\r\n"
                                        "From: GM <gm@example.org>\r\n"
                                        "Sent: Wednesday, December 2, 2026 9:00 AM\r\n"
                                        "Subject: turn 1\r\n"
                                        "\r\n"
                                        "1 ASSAULT 3 XYZ ABC\r\n");
    const SheetInMail s = sheetInMailText(mail);
    QCOMPARE(sheetLines(s), QStringList{QStringLiteral("1 DEFEND LAM")});
    const SheetInMail bare = sheetInMailText(QStringLiteral("2 DEFEND LAM\n"
                                                            "-----Original Message-----\n"
                                                            "1 ASSAULT 3 XYZ ABC\n"));
    QCOMPARE(sheetLines(bare), QStringList{QStringLiteral("2 DEFEND LAM")});
}

void TestMailText::forwardedPackWithOrdersAbove()
{
    const QString mail =
        QStringLiteral("1 MOVE 2 HCS FOX\n"
                       "\n"
                       "-------- Forwarded Message --------\n"
                       "Subject: The Sundered Coast: turn 1 for Kingdom of Aldmark\n"
                       "1 ASSAULT 3 XYZ ABC\n");
    QCOMPARE(sheetLines(sheetInMailText(mail)), QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});
}

void TestMailText::signatureAndGreetingsSkipped()
{
    const QString mail = QStringLiteral("Hi GM,\n"
                                        "here are my orders:\n"
                                        "\n"
                                        "1 MOVE 2 HCS FOX\n"
                                        "2 DEFEND GLM\n"
                                        "\n"
                                        "Cheers, Ann\n"
                                        "-- \n"
                                        "Ann Example\n"
                                        "1 Main Street\n");
    const SheetInMail s = sheetInMailText(mail);
    QCOMPARE(sheetLines(s),
             (QStringList{QStringLiteral("1 MOVE 2 HCS FOX"), QStringLiteral("2 DEFEND GLM")}));
    QCOMPARE(s.skipped, (QStringList{QStringLiteral("line 1: Hi GM,"),
                                     QStringLiteral("line 2: here are my orders:"),
                                     QStringLiteral("line 7: Cheers, Ann")}));
}

void TestMailText::unfilledQuotedSheetIsNoSheet()
{
    const QString mail = QStringLiteral("Thanks, got it!\n"
                                        "\n"
                                        "On Wed, GM wrote:\n"
                                        "> # Muster turnsheet: The Sundered Coast, turn 2\n"
                                        "> Kingdom: ALD (Kingdom of Aldmark)\n"
                                        "> Turn: 2\n"
                                        "> 1\n"
                                        "> 2\n"
                                        "> Messages:\n");
    QVERIFY(!sheetInMailText(mail).found() || !holdsFilledSheet(sheetInMailText(mail).sheet));
}

void TestMailText::questionHoldsNoSheet()
{
    const SheetInMail s = sheetInMailText(QStringLiteral("Did my orders arrive?\n\nAnn\n"));
    QVERIFY(!s.found());
    QVERIFY(!holdsFilledSheet(QStringLiteral("Did my orders arrive?")));
}

void TestMailText::ownEarlierSheetQuotedIsNotReadAgain()
{
    // A question quoting the player's own earlier sheet (no turnsheet title) submits nothing.
    const SheetInMail s = sheetInMailText(QStringLiteral("Did my orders arrive?\n"
                                                         "\n"
                                                         "On Wed, Ann wrote:\n"
                                                         "> Kingdom: ALD\n"
                                                         "> 1 MOVE 2 HCS FOX\n"));
    QVERIFY(!s.found() || !holdsFilledSheet(s.sheet));
}

void TestMailText::messagesRunToTheEnd()
{
    const QString mail = QStringLiteral("Kingdom: ALD\n"
                                        "Messages:\n"
                                        "Aldmark offers peace.\n"
                                        "\n"
                                        "Write to me.\n"
                                        "\n"
                                        "Sent from my iPad\n");
    const SheetInMail s = sheetInMailText(mail);
    QCOMPARE(
        sheetLines(s),
        (QStringList{QStringLiteral("Kingdom: ALD"), QStringLiteral("Messages:"),
                     QStringLiteral("Aldmark offers peace."), QStringLiteral("Write to me.")}));
    QVERIFY(holdsFilledSheet(s.sheet));
}

void TestMailText::lineNumbersAreTheMails()
{
    const SheetInMail s = sheetInMailText(QStringLiteral("Hello\n\n1 MOVE 2 HCS FOX\n"));
    QCOMPARE(s.sheet.split(QLatin1Char('\n')).value(2), QStringLiteral("1 MOVE 2 HCS FOX"));
}

void TestMailText::packDocumentsRecognised()
{
    QVERIFY(isPackDocument(QStringLiteral(
        "\nThe Sundered Coast: turn 1 report for Kingdom of Aldmark (ALD)\n====\n")));
    QVERIFY(isPackDocument(QStringLiteral("The Sundered Coast: the public roundup of turn 1\n")));
    QVERIFY(!isPackDocument(QStringLiteral("# Muster turnsheet: The Sundered Coast, turn 2\n")));
    QVERIFY(looksLikeOrder(QStringLiteral("3. DEFEND GLM")));
    QVERIFY(looksLikeOrder(QStringLiteral("c1 march 12,4")));
    QVERIFY(!looksLikeOrder(QStringLiteral("7")));
    QVERIFY(!looksLikeOrder(QStringLiteral("6 7")));
}

QTEST_GUILESS_MAIN(TestMailText)
#include "tst_mail_text.moc"
