#pragma once
// Turn > Import Orders from Mail...: a mailbox (mbox, maildir or one .eml) read and judged in core
// (mail/MailOrders.h), shown as a table (kingdom, sender, date, lines, verdict, each sheet's
// errors by line) before anything is applied; Apply stores the sheets marked ok as one undo step.
// The mailbox is read and judged as a BackgroundJob (a spam-filled mailbox takes seconds), with
// progress and Cancel; the dialog fills in when it is done.
// The mails for no kingdom are counted by sender unless "List every mail" is checked, and what
// came from a mail is shown escaped (util/Printable.h), as muster-cli mail shows it.
//
// The selected mail's receipt is shown below the table (core/mail/ReceiptMail.h), or why it gets
// none; "Write Receipts..." writes every receipt as muster-cli mail --receipts does. A sheet the
// import did not store can be accepted by the GM after reading it ("Accept Sheet"): what that
// stores, and what it takes the place of, is core's (mail/AcceptedSheets.h); its receipt then
// says the GM accepted it, and Apply stores it with the rest, one undo step.
//
// Turn > Fetch Orders... opens it on the campaign's IMAP server instead of a file (fetch()): the
// messages that came since the last fetch are read as a BackgroundJob (ui/mailnet) and judged the
// same way. Apply then also records the last message read in the campaign file and has the server
// mark the messages read, or move them to the folder for read mail; leaving without Apply leaves
// them unread on the server and records nothing.

#include "mail/MailOrders.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace muster {

class BackgroundJob;
class CampaignDocument;
class JobProgress;

class MailImportDialog : public QDialog
{
    Q_OBJECT
public:
    MailImportDialog(CampaignDocument &document, QWidget *parent = nullptr);
    /// Stops reading a mailbox and waits for the read under way.
    ~MailImportDialog() override;

    /// Starts reading and judging the mailbox at `path` (a read under way is dropped); the
    /// table shows the result when it is done (loaded()).
    void load(const QString &path);
    /// Reads the new messages of the campaign's orders folder over IMAP (every message of it
    /// with `again`) and judges them; false, said below the table, when no fetch can start (no
    /// IMAP server set, no password in the keyring).
    bool fetch(bool again = false);
    bool isLoading() const;
    QTableWidget *table() const { return m_table; }
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *acceptButton() const { return m_accept; }
    QPlainTextEdit *receiptView() const { return m_receipt; }
    QLabel *summaryLabel() const { return m_summary; }
    /// The sheets that Apply stores.
    int applicable() const;
    /// Stores the applicable sheets (one undo step) and closes the dialog.
    void apply();
    /// Accepts the sheet of the selected mail, or withdraws the GM's acceptance of it.
    void toggleAccepted();
    /// Writes every mail's receipt into `dir`/receipts; false (said below the table) when they
    /// cannot be written.
    bool writeReceiptsTo(const QString &dir);

    QCheckBox *listAllCheck() const { return m_all; }

    /// A fetch's messages not applied are left unread on the server before the dialog closes.
    void reject() override;

signals:
    /// The mailbox asked for by load() has been read and judged (or could not be, or the GM
    /// cancelled): the table and the summary say which.
    void loaded();

private:
    void choose(bool folder);
    /// An empty table, saying `reading` below it, while mails are read.
    void clearMails(const QString &reading);
    /// Fills the table from the verdicts: every mail, or the mails for no kingdom counted.
    void fill();
    /// The verdicts with the GM's accepted sheets, the table and the summary made again.
    void rejudge();
    /// The selected mail's receipt, and whether its sheet can be accepted.
    void showSelected();
    /// The verdict of the selected row; -1 for none (or a row of counted senders).
    int selectedVerdict() const;

    struct Fetch;
    /// Applies a fetch: records the last message read, then has the server settle them.
    void settleFetch();

    CampaignDocument &m_document;
    QLabel *m_source;
    QPushButton *m_pickFile;
    QPushButton *m_pickFolder;
    QTableWidget *m_table;
    QPlainTextEdit *m_receipt;
    QLabel *m_summary;
    QPushButton *m_apply;
    QPushButton *m_accept;
    QPushButton *m_writeReceipts;
    QCheckBox *m_all;
    BackgroundJob *m_job = nullptr;
    JobProgress *m_progress = nullptr;
    Mailbox m_box;
    std::vector<MailVerdict> m_judged;   // the import's verdicts
    std::vector<std::size_t> m_accepted; // the mails whose sheets the GM accepted, in order
    std::vector<MailVerdict> m_verdicts; // the import's with the GM's accepted sheets
    std::vector<int> m_rowVerdict;       // each row's verdict; -1 for a row of counted senders
    std::vector<SenderCount> m_senders;  // the mails for no kingdom
    std::shared_ptr<Fetch> m_fetch;      // the fetch under way or shown; null for a file
};

} // namespace muster
