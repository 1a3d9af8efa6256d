#pragma once
// Turn > Import Orders from Mail...: a mailbox (mbox, maildir or one .eml) read and judged in core
// (mail/MailOrders.h), shown as a table (kingdom, sender, date, lines, verdict, each sheet's
// errors by line) before anything is applied; Apply stores the sheets marked ok as one undo step.
// The mails for no kingdom are counted by sender unless "List every mail" is checked, and what
// came from a mail is shown escaped (util/Printable.h), as muster-cli mail shows it.

#include "mail/MailOrders.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace muster {

class CampaignDocument;

class MailImportDialog : public QDialog
{
    Q_OBJECT
public:
    MailImportDialog(CampaignDocument &document, QWidget *parent = nullptr);

    /// Reads and judges the mailbox at `path`; the table shows the result.
    void load(const QString &path);
    QTableWidget *table() const { return m_table; }
    QPushButton *applyButton() const { return m_apply; }
    /// The sheets that Apply stores.
    int applicable() const;
    /// Stores the applicable sheets (one undo step) and closes the dialog.
    void apply();

    QCheckBox *listAllCheck() const { return m_all; }

private:
    void choose(bool folder);
    /// Fills the table from the verdicts: every mail, or the mails for no kingdom counted.
    void fill();

    CampaignDocument &m_document;
    QLabel *m_source;
    QTableWidget *m_table;
    QLabel *m_summary;
    QPushButton *m_apply;
    QCheckBox *m_all;
    std::vector<MailVerdict> m_verdicts;
    QStringList m_sources;              // each mail's place, by MailVerdict::mail
    std::vector<SenderCount> m_senders; // the mails for no kingdom
};

} // namespace muster
