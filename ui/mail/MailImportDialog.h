#pragma once
// Turn > Import Orders from Mail...: a mailbox (mbox, maildir or one .eml) read and judged in core
// (mail/MailOrders.h), shown as a table (kingdom, sender, date, lines, verdict, each sheet's
// errors by line) before anything is applied; Apply stores the sheets marked ok as one undo step.

#include "mail/MailOrders.h"

#include <QDialog>

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

private:
    void choose(bool folder);

    CampaignDocument &m_document;
    QLabel *m_source;
    QTableWidget *m_table;
    QLabel *m_summary;
    QPushButton *m_apply;
    std::vector<MailVerdict> m_verdicts;
};

} // namespace muster
