// File > Export Player Packs..., Turn > Import Orders from Mail... and the player's address and
// player code in the kingdoms dock, on the area sample with its first turn resolved, kept in a
// .muster file.
#include "ConsoleTestWindow.h"
#include "PackTestCampaigns.h"

#include "TakeResult.h"
#include "console/document/CampaignDocument.h"
#include "console/mail/MailImportDialog.h"
#include "console/orders/KingdomsDock.h"
#include "console/turns/PackExport.h"
#include "console/turns/TurnConsole.h"
#include "mailio/MailWriter.h"
#include "model/CampaignCodes.h"
#include "pack/Turnsheet.h"
#include "rules/turn/TurnName.h"
#include "store/CampaignStore.h"
#include "view/KingdomView.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace muster;

namespace {

// Reads `path` in `dialog` and waits until it is read and judged, as the GM waits for the table
// (the mailbox is read off the GUI thread).
bool loadMailbox(MailImportDialog &dialog, const QString &path)
{
    QSignalSpy loaded(&dialog, &MailImportDialog::loaded);
    dialog.load(path);
    return loaded.wait(60000);
}

} // namespace

class TestPacksGui : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void exportPlayerPacksWritesEveryKingdom();
    void exportPlayerPacksCancels();
    void exportPlayerPacksKeepsTheWindowAnswering();
    void mailboxIsReadOffTheGuiThread();
    void importOrdersFromMailIsOneUndoStep();
    void badMailboxAppliesNothing();
    void mailDialogShowsMailEscapedAndSpamCounted();
    void mailDialogShowsReceiptsAndAcceptsARefusedSheet();
    void playerAddressIsEditedAsOneUndoStep();
    void playerCodeIsShownAndChangedAsOneUndoStep();

private:
    QTemporaryDir m_dir;
    QString m_store;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    CampaignDocument &document() { return *m_window->document(); }
    /// A mail from Aldmark's player with `body` as its text, written to `name` in the test's
    /// folder; its path.
    QString aldMail(const QString &name, const QString &body);
    /// Starts File > Export Player Packs into `dir` and waits for its end: the `finished`
    /// signal's arguments (written, message, error), empty when it did not start or end.
    QList<QVariant> exportPacks(const QString &dir, int showProgressAfterMs = 500);
};

QList<QVariant> TestPacksGui::exportPacks(const QString &dir, int showProgressAfterMs)
{
    if (!m_window->exportPlayerPacks(dir, showProgressAfterMs))
        return {};
    QSignalSpy finished(m_window->packExport(), &PackExport::finished);
    if (!finished.wait(120000))
        return {};
    return finished.takeFirst();
}

QString TestPacksGui::aldMail(const QString &name, const QString &body)
{
    OutgoingMail mail;
    mail.fromAddress = test::playerAddress(document().campaign().kingdoms[0]);
    mail.subject = QStringLiteral("Orders");
    mail.date = QDateTime(QDate(2026, 12, 2), QTime(9, 0), Qt::UTC);
    mail.body = body;
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(composeMail(mail)) < 0)
        qWarning("cannot write %s", qPrintable(path));
    return path;
}

void TestPacksGui::init()
{
    m_store = m_dir.filePath(QStringLiteral("campaign.muster"));
    QFile::remove(m_store);
    QString error;
    QVERIFY2(test::take(CampaignStore::create(
                            m_store, test::resolvedSample(QStringLiteral("sample-area.json"))),
                        error),
             qPrintable(error));
    m_window = test::showConsoleWindow(&m_errors);
    QVERIFY(m_window);
    QVERIFY(m_window->openFile(m_store));
}

void TestPacksGui::cleanup()
{
    m_window.reset();
}

void TestPacksGui::exportPlayerPacksWritesEveryKingdom()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("exportPacksAction"));
    QVERIFY(action && action->isEnabled());
    const QString out = m_dir.filePath(QStringLiteral("packs"));
    const QList<QVariant> end = exportPacks(out);
    QCOMPARE(end.size(), 3);
    QVERIFY2(end[0].toBool(), qPrintable(end[2].toString()));
    for (const Kingdom &k : document().campaign().kingdoms)
        for (const QString &f :
             {k.id + QStringLiteral("-map.png"), k.id + QStringLiteral("-report.pdf"),
              k.id + QStringLiteral("-turnsheet.txt"), QStringLiteral("roundup.pdf"),
              k.id + QStringLiteral(".eml")})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + k.id + QLatin1Char('/') + f),
                     qPrintable(f));
    // The turn named as the console names it.
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(
                 QStringLiteral("Wrote 6 player packs of %1 to ")
                     .arg(turnName(document().campaign(),
                                   static_cast<size_t>(lastResolvedTurn(document().campaign()))))),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(m_errors.isEmpty());
}

void TestPacksGui::exportPlayerPacksCancels()
{
    // Cancel as soon as the progress dialog shows (at once here), as a GM pressing Cancel would.
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [this] {
        if (auto *p = m_window->findChild<QProgressDialog *>(QStringLiteral("packsProgress"));
            p && p->isVisible())
            p->cancel();
    });
    timer.start();
    const QString out = m_dir.filePath(QStringLiteral("cancelled"));
    const QList<QVariant> end = exportPacks(out, 0);
    QCOMPARE(end.size(), 3);
    QVERIFY(!end[0].toBool());
    QVERIFY(end[2].toString().isEmpty());
    const int written =
        static_cast<int>(QDir(out).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
    QVERIFY2(written < static_cast<int>(document().campaign().kingdoms.size()),
             qPrintable(QString::number(written)));
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Cancelled")));
}

void TestPacksGui::importOrdersFromMailIsOneUndoStep()
{
    const Campaign &c = document().campaign();
    QString sheet = turnsheetText(c, kingdomView(c, lastResolvedTurn(c), 0));
    sheet.replace(QStringLiteral("\n1\n"), QStringLiteral("\n1 MOVE 2 HCS FOX\n"));
    sheet += QStringLiteral("For the king!");
    const QString path = aldMail(QStringLiteral("ald.eml"), sheet);

    auto *action = m_window->turnConsole()->importMailAction();
    QVERIFY(action->isEnabled());
    const QStringList before = c.current().orders[0];
    MailImportDialog dialog(document(), m_window.get());
    QVERIFY(loadMailbox(dialog, path));
    QCOMPARE(dialog.table()->rowCount(), 1);
    QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("ALD"));
    QVERIFY2(dialog.table()->item(0, 4)->text().startsWith(QStringLiteral("ok: 1 action")),
             qPrintable(dialog.table()->item(0, 4)->text()));
    QVERIFY(dialog.applyButton()->isEnabled());
    const int steps = document().undoStack()->count();
    QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
    QCOMPARE(document().undoStack()->count(), steps + 1);
    QCOMPARE(document().campaign().current().orders[0],
             QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});
    QCOMPARE(document().campaign().current().messages.at(0), QStringLiteral("For the king!"));
    // Saved at once: the file holds the orders and the message.
    QString error;
    auto stored = test::take(CampaignStore::load(m_store), error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->current().orders[0], QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});
    document().undoStack()->undo();
    QCOMPARE(document().campaign().current().orders[0], before);
    QVERIFY(document().campaign().current().messages.empty());
}

void TestPacksGui::badMailboxAppliesNothing()
{
    const QString path = m_dir.filePath(QStringLiteral("not-mail.txt"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("just some words\nand more words\n");
    f.close();
    MailImportDialog dialog(document(), m_window.get());
    QVERIFY(loadMailbox(dialog, path));
    QCOMPARE(dialog.table()->rowCount(), 0);
    QVERIFY(!dialog.applyButton()->isEnabled());
    QVERIFY(dialog.findChildren<QLabel *>().size() > 0);
    bool said = false;
    for (QLabel *l : dialog.findChildren<QLabel *>())
        said = said || l->text().contains(QStringLiteral("is not a mailbox"));
    QVERIFY(said);
}

// The dialog shows what the CLI shows: control characters from a mail escaped, a blank sheet
// that changes nothing, and the mails for no kingdom counted by sender until every mail is asked
// for.
void TestPacksGui::mailDialogShowsMailEscapedAndSpamCounted()
{
    const Campaign &c = document().campaign();
    QByteArray box;
    auto add = [&box](const QByteArray &from, const QByteArray &subject, const QByteArray &body) {
        box += "From sender@example Wed Dec  2 09:00:00 2026\nFrom: " + from +
               "\nSubject: " + subject + "\n\n" + body + "\n";
    };
    add("\"Evil\x1b[2J\xe2\x80\xae\" <ald@players.example>", "\x1b]0;owned\x07",
        turnsheetText(c, kingdomView(c, lastResolvedTurn(c), 0)).toUtf8());
    add("bre@players.example", "\x1b[2JDid my orders arrive?", "Thanks.");
    for (int n = 1; n <= 30; ++n)
        for (int i = 0; i < n % 3 + 1; ++i)
            add(QStringLiteral("seller%1@spam.example").arg(n).toUtf8(), "Offer", "Buy now!");
    const QString path = m_dir.filePath(QStringLiteral("mixed.mbox"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(box);
    f.close();
    const QStringList before = c.current().orders[0];

    MailImportDialog dialog(document(), m_window.get());
    QVERIFY(loadMailbox(dialog, path));
    QTableWidget *table = dialog.table();
    auto cells = [table] {
        QString all;
        for (int row = 0; row < table->rowCount(); ++row)
            for (int col = 0; col < table->columnCount(); ++col)
                all += table->item(row, col)->text() + QLatin1Char('|') +
                       table->item(row, col)->toolTip() + QLatin1Char('|');
        return all;
    };
    QCOMPARE(table->rowCount(), 2 + 20 + 1); // two mails, 20 senders, the rest counted
    QCOMPARE(table->item(0, 1)->text(),
             QStringLiteral("Evil\\x1b[2J\\u202e <ald@players.example>"));
    QCOMPARE(table->item(0, 4)->text(), blankSheetText());
    QCOMPARE(table->item(1, 4)->text(), QStringLiteral("no order sheet, a message for the GM: "
                                                       "\"\\x1b[2JDid my orders arrive?\""));
    QCOMPARE(table->item(22, 1)->text(), QStringLiteral("10 other senders"));
    QVERIFY(!dialog.applyButton()->isEnabled());
    dialog.listAllCheck()->setChecked(true);
    QCOMPARE(table->rowCount(), 2 + 60);
    for (const QChar ch : cells())
        QVERIFY2(ch.unicode() >= 0x20 && ch.unicode() != 0x202e, qPrintable(cells()));
    dialog.apply();
    QCOMPARE(document().campaign().current().orders[0], before);
}

// The selected mail's receipt is shown; a sheet the import refused (last turn's) is accepted by
// the GM, its receipt then says so, and Apply stores it with the other sheets as one undo step,
// which undo takes back; the receipts are written beside the packs.
void TestPacksGui::mailDialogShowsReceiptsAndAcceptsARefusedSheet()
{
    const Campaign &c = document().campaign();
    const int turn = lastResolvedTurn(c);
    auto filled = [&c, turn](int kingdom, const QString &line) {
        QString sheet = turnsheetText(c, kingdomView(c, turn, kingdom));
        sheet.replace(QStringLiteral("\n1\n"), QLatin1Char('\n') + line + QLatin1Char('\n'));
        return sheet.toUtf8();
    };
    QByteArray lastTurn = filled(2, QStringLiteral("1 DEFEND KFD"));
    lastTurn.replace("Turn: 2", "Turn: 1");
    QByteArray box;
    auto add = [&box](const QByteArray &from, const QByteArray &id, const QByteArray &body) {
        box += "From sender@example Wed Dec  2 09:00:00 2026\nFrom: " + from + "\nMessage-Id: <" +
               id + ">\nSubject: Orders\n\n" + body + "\n";
    };
    add("ald@players.example", "a1@players.example", filled(0, QStringLiteral("1 MOVE 2 HCS FOX")));
    add("cal@players.example", "c1@players.example", lastTurn);
    const QString path = m_dir.filePath(QStringLiteral("receipts.mbox"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(box);
    f.close();
    const std::vector<QStringList> before = c.current().orders;

    MailImportDialog dialog(document(), m_window.get());
    QVERIFY(loadMailbox(dialog, path));
    QTableWidget *table = dialog.table();
    QCOMPARE(table->rowCount(), 2);
    QVERIFY(dialog.receiptView()->isReadOnly());
    QVERIFY(dialog.receiptView()->toPlainText().isEmpty());
    table->selectRow(0);
    QString receipt = dialog.receiptView()->toPlainText();
    QVERIFY2(receipt.startsWith(QStringLiteral("To: ald@players.example\nSubject: Re: Orders")),
             qPrintable(receipt));
    QVERIFY2(receipt.contains(QStringLiteral("Stored: 1 action")), qPrintable(receipt));
    QVERIFY2(receipt.contains(QStringLiteral("  1 MOVE 2 HCS FOX")), qPrintable(receipt));
    QVERIFY(!dialog.acceptButton()->isEnabled()); // stored already

    table->selectRow(1);
    QVERIFY2(table->item(1, 4)->text().startsWith(QStringLiteral("not applied")),
             qPrintable(table->item(1, 4)->text()));
    QVERIFY(dialog.receiptView()->toPlainText().contains(QStringLiteral("Not stored:")));
    QVERIFY2(dialog.acceptButton()->isEnabled(), qPrintable(dialog.acceptButton()->toolTip()));
    QCOMPARE(dialog.applicable(), 1);
    QTest::mouseClick(dialog.acceptButton(), Qt::LeftButton);
    QCOMPARE(dialog.applicable(), 2);
    QCOMPARE(table->selectedItems().front()->row(), 1);
    QVERIFY2(table->item(1, 4)->text().startsWith(QStringLiteral("accepted by the GM: 1 action")),
             qPrintable(table->item(1, 4)->text()));
    receipt = dialog.receiptView()->toPlainText();
    QVERIFY2(receipt.contains(QStringLiteral("Stored: accepted by the GM")), qPrintable(receipt));
    QCOMPARE(dialog.acceptButton()->text(), QStringLiteral("Withdraw Acceptance"));
    // Withdrawn and accepted again: the GM's choice is the table's until Apply.
    QTest::mouseClick(dialog.acceptButton(), Qt::LeftButton);
    QCOMPARE(dialog.applicable(), 1);
    QTest::mouseClick(dialog.acceptButton(), Qt::LeftButton);
    QCOMPARE(dialog.applicable(), 2);

    const QString out = m_dir.filePath(QStringLiteral("packs"));
    QVERIFY(dialog.writeReceiptsTo(out));
    QVERIFY2(dialog.summaryLabel()->text().startsWith(QStringLiteral("Wrote 2 receipt")),
             qPrintable(dialog.summaryLabel()->text()));
    const QStringList receipts =
        QDir(out + QStringLiteral("/receipts")).entryList({QStringLiteral("CAL-*.eml")});
    QCOMPARE(receipts.size(), 1);
    QFile written(out + QStringLiteral("/receipts/") + receipts.front());
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray mail = written.readAll();
    QVERIFY(mail.contains("In-Reply-To: <c1@players.example>"));
    QVERIFY(mail.contains("accepted by the GM"));

    const int steps = document().undoStack()->count();
    QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
    QCOMPARE(document().undoStack()->count(), steps + 1);
    QCOMPARE(document().campaign().current().orders[0],
             QStringList{QStringLiteral("1 MOVE 2 HCS FOX")});
    QCOMPARE(document().campaign().current().orders[2],
             QStringList{QStringLiteral("1 DEFEND KFD")});
    document().undoStack()->undo();
    QCOMPARE(document().campaign().current().orders, before);
}

void TestPacksGui::playerAddressIsEditedAsOneUndoStep()
{
    KingdomsDock *dock = m_window->turnConsole()->kingdoms();
    QTableWidget *table = dock->table();
    QCOMPARE(table->item(1, KingdomsDock::kPlayerColumn)->text(),
             QStringLiteral("bre@players.example"));
    QVERIFY(table->item(1, KingdomsDock::kPlayerColumn)->flags() & Qt::ItemIsEditable);
    QVERIFY(!(table->item(1, 1)->flags() & Qt::ItemIsEditable));
    table->item(1, KingdomsDock::kPlayerColumn)->setText(QStringLiteral("brennic@post.example"));
    QTRY_COMPARE(document().campaign().kingdoms[1].email, QStringLiteral("brennic@post.example"));
    QString error;
    auto stored = test::take(CampaignStore::load(m_store), error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->kingdoms[1].email, QStringLiteral("brennic@post.example"));
    document().undoStack()->undo();
    QCOMPARE(document().campaign().kingdoms[1].email, QStringLiteral("bre@players.example"));
    QCOMPARE(table->item(1, KingdomsDock::kPlayerColumn)->text(),
             QStringLiteral("bre@players.example"));
    // Not an address: refused with a reason, nothing changes.
    const int steps = document().undoStack()->count();
    table->item(1, KingdomsDock::kPlayerColumn)->setText(QStringLiteral("not an address"));
    QTRY_VERIFY(!dock->lastProblem().isEmpty());
    QCOMPARE(document().undoStack()->count(), steps);
    QCOMPARE(document().campaign().kingdoms[1].email, QStringLiteral("bre@players.example"));
    QCOMPARE(table->item(1, KingdomsDock::kPlayerColumn)->text(),
             QStringLiteral("bre@players.example"));
}

// The player code is shown beside the player's address, as the turnsheet prints it; a new one is
// one undo step, saved at once, and a mailed sheet with the old one is refused from then on.
void TestPacksGui::playerCodeIsShownAndChangedAsOneUndoStep()
{
    KingdomsDock *dock = m_window->turnConsole()->kingdoms();
    QTableWidget *table = dock->table();
    QCOMPARE(table->item(0, KingdomsDock::kCodeColumn)->text(), QStringLiteral("4MZR-T8PW"));
    QCOMPARE(table->item(1, KingdomsDock::kCodeColumn)->text(), QStringLiteral("BR3E-X9KQ"));
    QVERIFY(!(table->item(0, KingdomsDock::kCodeColumn)->flags() & Qt::ItemIsEditable));
    QVERIFY(table->item(0, KingdomsDock::kCodeColumn)->toolTip().contains(test::kGameCode));
    const Campaign &c = document().campaign();
    QString sheet = turnsheetText(c, kingdomView(c, lastResolvedTurn(c), 0));
    sheet.replace(QStringLiteral("\n1\n"), QStringLiteral("\n1 DEFEND GLM\n"));

    // From the row's menu, as the GM picks it.
    dock->selectKingdom(0);
    auto *action = table->findChild<QAction *>(QStringLiteral("newPlayerCodeAction"));
    QVERIFY(action && table->actions().contains(action));
    const int steps = document().undoStack()->count();
    action->trigger();
    QCOMPARE(document().undoStack()->count(), steps + 1);
    const QString code = document().campaign().kingdoms[0].playerCode;
    QVERIFY(isCode(code, CodeKind::Player) && code != test::testPlayerCode(0));
    QCOMPARE(table->item(0, KingdomsDock::kCodeColumn)->text(), shownPlayerCode(code));
    QCOMPARE(document().campaign().kingdoms[1].playerCode, test::testPlayerCode(1));
    QString error;
    auto stored = test::take(CampaignStore::load(m_store), error);
    QVERIFY2(stored, qPrintable(error));
    QCOMPARE(stored->kingdoms[0].playerCode, code);

    // The sheet printed before is refused now.
    const QString path = aldMail(QStringLiteral("old-code.eml"), sheet);
    {
        MailImportDialog dialog(document(), m_window.get());
        QVERIFY(loadMailbox(dialog, path));
        QVERIFY2(dialog.table()->item(0, 4)->text().contains(
                     QStringLiteral("the player code on the sheet is not that of Kingdom of "
                                    "Aldmark")),
                 qPrintable(dialog.table()->item(0, 4)->text()));
        QVERIFY(!dialog.applyButton()->isEnabled());
    }
    // Undone, the old code is back, and so is the sheet.
    document().undoStack()->undo();
    QCOMPARE(document().campaign().kingdoms[0].playerCode, test::testPlayerCode(0));
    QCOMPARE(table->item(0, KingdomsDock::kCodeColumn)->text(), QStringLiteral("4MZR-T8PW"));
    MailImportDialog dialog(document(), m_window.get());
    QVERIFY(loadMailbox(dialog, path));
    QVERIFY2(dialog.table()->item(0, 4)->text().startsWith(QStringLiteral("ok: 1 action")),
             qPrintable(dialog.table()->item(0, 4)->text()));
}

// The packs are written off the GUI thread: while they are, the window goes on handling events
// (a timer on the GUI thread fires again and again), a second export is refused, and the packs
// are of the campaign as it was when the export started.
void TestPacksGui::exportPlayerPacksKeepsTheWindowAnswering()
{
    const QString out = m_dir.filePath(QStringLiteral("answering"));
    int ticks = 0;
    QTimer timer;
    timer.setInterval(5);
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start();
    QVERIFY(m_window->exportPlayerPacks(out));
    QVERIFY(m_window->packExport()->isRunning());
    QVERIFY(!m_window->exportPlayerPacks(m_dir.filePath(QStringLiteral("second"))));
    QSignalSpy finished(m_window->packExport(), &PackExport::finished);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(2).toString()));
    QVERIFY2(ticks >= 2, qPrintable(QString::number(ticks)));
    QVERIFY(!QDir(m_dir.filePath(QStringLiteral("second"))).exists());
    QVERIFY(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Wrote")));
}

// The mailbox is read and judged off the GUI thread: the dialog says it is reading, Apply stays
// off until the verdicts are in, and a second load drops the first.
void TestPacksGui::mailboxIsReadOffTheGuiThread()
{
    const Campaign &c = document().campaign();
    const QString first = aldMail(QStringLiteral("first.eml"), QStringLiteral("Nothing here."));
    const QString path = aldMail(QStringLiteral("second.eml"),
                                 turnsheetText(c, kingdomView(c, lastResolvedTurn(c), 0)));
    MailImportDialog dialog(document(), m_window.get());
    QSignalSpy loaded(&dialog, &MailImportDialog::loaded);
    dialog.load(first);
    QVERIFY(dialog.isLoading());
    QVERIFY(dialog.summaryLabel()->text().startsWith(QStringLiteral("Reading")));
    QVERIFY(!dialog.applyButton()->isEnabled());
    dialog.load(path);
    QVERIFY(loaded.wait(60000));
    QCOMPARE(loaded.size(), 1); // the first read was dropped, never shown
    QVERIFY(!dialog.isLoading());
    QCOMPARE(dialog.table()->rowCount(), 1);
    QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("ALD"));
}

QTEST_MAIN(TestPacksGui)
#include "tst_packs_gui.moc"
