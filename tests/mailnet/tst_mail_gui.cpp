// The console's Campaign > Mail Settings, Turn > Send Packs and Turn > Fetch Orders
// (console/mail/), offscreen, with the passwords in a real keyring (gnome-keyring's Secret Service,
// started by with_keyring.sh), the packs sent to a real SMTP server and the orders fetched from a
// real IMAP server, both started on 127.0.0.1 (SmtpTestServer.h, ImapTestServer.h): the GM types
// the settings and passwords into the dialog, the passwords go to the keyring and never into the
// campaign file, Send Packs sends each pack once, byte for byte, saying so per recipient, and
// Fetch Orders reads each player's mail once, storing its sheet as one undo step.
#include "CliRunner.h"
#include "ConsoleTestWindow.h"
#include "ImapTestServer.h"
#include "SmtpTestServer.h"
#include "TestSupport.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/mail/MailImportDialog.h"
#include "console/mail/MailPasswords.h"
#include "console/mail/MailSettingsDialog.h"
#include "console/mail/SendMailDialog.h"
#include "console/setup/SetupConsole.h"
#include "console/turns/PackExport.h"
#include "console/turns/TurnConsole.h"
#include "mail/MailSettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace muster;
using namespace muster::test;

class TestMailGui : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_certs, m_campaign;
    QStringList m_errors;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<SmtpTestServer> m_server;
    std::unique_ptr<ImapTestServer> m_imap;

    CampaignDocument &document() { return *m_window->document(); }

    static void type(QWidget *dialog, const char *name, const QString &text)
    {
        auto *edit = dialog->findChild<QLineEdit *>(QLatin1String(name));
        QVERIFY2(edit, name);
        edit->clear();
        QTest::keyClicks(edit, text);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_certs = m_dir.filePath(QStringLiteral("certs"));
        QString error;
        QVERIFY2(makeTestCertificates(m_certs, &error), qPrintable(error));
        m_campaign = importedCampaign(QStringLiteral("maps/sample-area.json"),
                                      m_dir.filePath(QStringLiteral("coast.muster")));
        QCOMPARE(runCli({QStringLiteral("resolve"), m_campaign}).exitCode, 0);
        m_server = std::make_unique<SmtpTestServer>(m_dir.filePath(QStringLiteral("smtp")), m_certs,
                                                    QStringList{});
        QVERIFY(m_server->port() > 0);
        m_imap = std::make_unique<ImapTestServer>(m_dir.filePath(QStringLiteral("imap")), m_certs);
        QVERIFY(m_imap->port() > 0);
        m_window = showConsoleWindow(&m_errors);
        QVERIFY(m_window);
        QVERIFY(m_window->openFile(m_campaign));
    }

    void theSettingsDialogKeepsThePasswordInTheKeyring()
    {
        QAction *action = m_window->findChild<QAction *>(QStringLiteral("mailSettingsAction"));
        QVERIFY(action && action->isEnabled());
        MailSettingsDialog dialog(document(), m_window.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        type(&dialog, "senderName", QStringLiteral("The GM"));
        type(&dialog, "senderAddress", QStringLiteral("gm@example.org"));
        type(&dialog, "smtpHost", QStringLiteral("127.0.0.1"));
        auto *port = dialog.findChild<QSpinBox *>(QStringLiteral("smtpPort"));
        port->setValue(m_server->port());
        auto *security = dialog.findChild<QComboBox *>(QStringLiteral("smtpSecurity"));
        QCOMPARE(security->currentData().toString(), QStringLiteral("starttls"));
        type(&dialog, "smtpUser", QStringLiteral("gm"));
        type(&dialog, "smtpPassword", QStringLiteral("secret"));
        type(&dialog, "imapHost", QStringLiteral("127.0.0.1"));
        dialog.findChild<QSpinBox *>(QStringLiteral("imapPort"))->setValue(m_imap->port());
        type(&dialog, "imapUser", QStringLiteral("gm"));
        type(&dialog, "imapPassword", QStringLiteral("secret"));
        type(&dialog, "caFile", m_certs + QStringLiteral("/ca.pem"));
        // A port past its limits is said below the fields, and nothing is kept.
        type(&dialog, "senderAddress", QStringLiteral("not an address"));
        QVERIFY(!dialog.keep());
        QVERIFY(dialog.problemLabel()->isVisible());
        QVERIFY(dialog.problemLabel()->text().contains(QStringLiteral("senderAddress")));
        QCOMPARE(*document().mailSettings(), MailSettings{});
        type(&dialog, "senderAddress", QStringLiteral("gm@example.org"));
        QTest::mouseClick(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const MailSettings kept = *document().mailSettings();
        QCOMPARE(kept.senderAddress, QStringLiteral("gm@example.org"));
        QCOMPARE(kept.smtp.host, QStringLiteral("127.0.0.1"));
        QCOMPARE(kept.smtp.port, m_server->port());
        QCOMPARE(kept.smtp.user, QStringLiteral("gm"));
        QCOMPARE(*mailpasswords::read(kept.smtp, true), QStringLiteral("secret"));
        QCOMPARE(kept.imap.port, m_imap->port());
        QCOMPARE(kept.ordersFolder, QStringLiteral("INBOX"));
        QCOMPARE(*mailpasswords::read(kept.imap, false), QStringLiteral("secret"));
        QVERIFY(!fileBytes(m_campaign).contains("secret"));
        // Opened again, the dialog shows what was kept and that the keyring holds the password.
        MailSettingsDialog again(document(), m_window.get());
        QCOMPARE(again.settings(), kept);
        QCOMPARE(again.findChild<QLineEdit *>(QStringLiteral("smtpPassword"))->placeholderText(),
                 QStringLiteral("(kept in the keyring)"));
    }

    void sendPacksSendsEachPackOnce()
    {
        const QString packs = m_dir.filePath(QStringLiteral("packs"));
        QVERIFY(m_window->exportPlayerPacks(packs, 0));
        // Waited for to its end: the folder is read only once every pack is in place.
        QSignalSpy exported(m_window->packExport(), &PackExport::finished);
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 120000);
        QVERIFY2(exported.front().at(0).toBool(), qPrintable(exported.front().at(2).toString()));
        // The console's packs are from the sender of the mail settings.
        QVERIFY(fileBytes(packs + QStringLiteral("/ALD/ALD.eml"))
                    .contains("From: The GM <gm@example.org>"));

        SendMailDialog dialog(document(), m_window.get());
        QSignalSpy planned(&dialog, &SendMailDialog::planned);
        dialog.setFolder(packs);
        QTRY_COMPARE_WITH_TIMEOUT(planned.count(), 1, 30000);
        QCOMPARE(dialog.table()->rowCount(), 6);
        for (int row = 0; row < 6; ++row)
            QCOMPARE(dialog.table()->item(row, 2)->text(), QStringLiteral("to send"));
        QVERIFY(dialog.sendButton()->isEnabled());
        QSignalSpy finished(&dialog, &SendMailDialog::sendingFinished);
        QTest::mouseClick(dialog.sendButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        for (int row = 0; row < 6; ++row)
            QCOMPARE(dialog.table()->item(row, 2)->text(), QStringLiteral("sent"));
        QVERIFY2(dialog.summaryLabel()->text().startsWith(QStringLiteral("6 of 6")),
                 qPrintable(dialog.summaryLabel()->text()));
        // MUSTER_GRAB_DIR=folder keeps a picture of the dialog after sending, to look at.
        if (const QString grab = qEnvironmentVariable("MUSTER_GRAB_DIR"); !grab.isEmpty())
            dialog.grab().save(grab + QStringLiteral("/send-packs.png"));
        const QList<QByteArray> mails = m_server->mails();
        QCOMPARE(mails.size(), 6);
        for (const QByteArray &mail : mails) {
            const QString to = recipientOf(mail);
            const QString id = to.left(3).toUpper();
            QCOMPARE(mail, fileBytes(packs + QStringLiteral("/%1/%1.eml").arg(id)));
        }

        // Opened again: every pack was sent before, and Send has nothing to send.
        SendMailDialog again(document(), m_window.get());
        QSignalSpy againPlanned(&again, &SendMailDialog::planned);
        again.setFolder(packs);
        QTRY_COMPARE_WITH_TIMEOUT(againPlanned.count(), 1, 30000);
        QCOMPARE(again.table()->rowCount(), 6);
        QVERIFY(again.table()->item(0, 2)->text().startsWith(QStringLiteral("sent before")));
        QVERIFY(!again.sendButton()->isEnabled());
        QVERIFY(m_errors.isEmpty());
    }

    void fetchOrdersStoresEachPlayersSheetOnce()
    {
        const QString sheet =
            sheetCodeLines(m_campaign, QStringLiteral("ALD")) + QStringLiteral("1 MOVE 2 FOX GLM");
        QVERIFY(m_imap->deliver(playerMail(QStringLiteral("ald@players.example"), 1, sheet)));
        QVERIFY(m_imap->deliver(
            playerMail(QStringLiteral("win@spam.example"), 2, QStringLiteral("You won"))));
        QAction *action = m_window->findChild<QAction *>(QStringLiteral("fetchOrdersAction"));
        QVERIFY(action && action->isEnabled());
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+F")));

        MailImportDialog dialog(document(), m_window.get());
        QSignalSpy loaded(&dialog, &MailImportDialog::loaded);
        QVERIFY(dialog.fetch());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 60000);
        QVERIFY2(dialog.summaryLabel()->text().startsWith(
                     QStringLiteral("INBOX was never read before: 2 messages in it.")),
                 qPrintable(dialog.summaryLabel()->text()));
        QCOMPARE(dialog.applicable(), 1);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("ALD"));
        if (const QString grab = qEnvironmentVariable("MUSTER_GRAB_DIR"); !grab.isEmpty())
            dialog.grab().save(grab + QStringLiteral("/fetch-orders.png"));
        // The receipts are from the campaign's sender, so Send Packs sends them.
        const QString receipts = m_dir.filePath(QStringLiteral("receipts-out"));
        QVERIFY(dialog.writeReceiptsTo(receipts));
        const QStringList written =
            QDir(receipts + QStringLiteral("/receipts")).entryList(QDir::Files);
        QCOMPARE(written.size(), 1);
        QVERIFY(fileBytes(receipts + QStringLiteral("/receipts/") + written.front())
                    .contains("From: The GM <gm@example.org>"));
        const int steps = document().undoStack()->count();
        QSignalSpy finished(&dialog, &QDialog::finished);
        QTest::mouseClick(dialog.applyButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(document().undoStack()->count(), steps + 1);
        QCOMPARE(document().campaign().current().orders[0],
                 QStringList{QStringLiteral("1 MOVE 2 FOX GLM")});
        QCOMPARE(m_imap->seen(), 2);
        QCOMPARE((*document().fetchMark(QStringLiteral("INBOX")))->lastUid, std::int64_t{2});

        // Nothing new: nothing to apply.
        MailImportDialog again(document(), m_window.get());
        QSignalSpy againLoaded(&again, &MailImportDialog::loaded);
        QVERIFY(again.fetch());
        QTRY_COMPARE_WITH_TIMEOUT(againLoaded.count(), 1, 60000);
        QVERIFY2(
            again.summaryLabel()->text().startsWith(QStringLiteral("no new messages in INBOX")),
            qPrintable(again.summaryLabel()->text()));
        QVERIFY(!again.applyButton()->isEnabled());

        // A look at new mail, closed without Apply, leaves it unread on the server and unrecorded.
        QVERIFY(m_imap->deliver(playerMail(QStringLiteral("ald@players.example"), 3, sheet)));
        MailImportDialog look(document(), m_window.get());
        QSignalSpy lookLoaded(&look, &MailImportDialog::loaded);
        QVERIFY(look.fetch());
        QTRY_COMPARE_WITH_TIMEOUT(lookLoaded.count(), 1, 60000);
        QCOMPARE(look.applicable(), 1);
        QSignalSpy lookFinished(&look, &QDialog::finished);
        look.reject();
        QTRY_COMPARE_WITH_TIMEOUT(lookFinished.count(), 1, 60000);
        QCOMPARE(m_imap->messages(), 3);
        QCOMPARE(m_imap->seen(), 2);
        QCOMPARE((*document().fetchMark(QStringLiteral("INBOX")))->lastUid, std::int64_t{2});
        QVERIFY(m_errors.isEmpty());
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_server.reset();
        m_imap.reset();
    }
};

QTEST_MAIN(TestMailGui)
#include "tst_mail_gui.moc"
