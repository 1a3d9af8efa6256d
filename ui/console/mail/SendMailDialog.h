#pragma once
// Turn > Send Packs...: the pack e-mails of the last resolved turn and the receipts waiting in a
// packs' folder, sent through the campaign's SMTP server (mailnet/, as muster-cli send sends
// them). The folder is read as a BackgroundJob; the table then shows each mail before anything
// goes: to send, sent before (when, to whom), or why it will not be sent (mail/Outbox.h); Send
// sends as a BackgroundJob with progress and Cancel, each mail recorded in the campaign file the
// moment the server has it, and the table then says for each recipient whether it went, and if not,
// why.

#include "mail/Outbox.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace muster {

class BackgroundJob;
class CampaignDocument;
class JobProgress;

class SendMailDialog : public QDialog
{
    Q_OBJECT
public:
    SendMailDialog(CampaignDocument &document, QWidget *parent = nullptr);
    /// Stops a send under way after the mail it is sending, and waits.
    ~SendMailDialog() override;

    /// Reads the packs' folder `dir` (a BackgroundJob: planned() says when) and shows what
    /// would be sent.
    void setFolder(const QString &dir);
    /// Sends what the table shows to send; false (said below it) when nothing can start.
    bool send(int showProgressAfterMs = 500);
    bool isSending() const;

    QTableWidget *table() const { return m_table; }
    QLabel *summaryLabel() const { return m_summary; }
    QPushButton *sendButton() const { return m_send; }
    QCheckBox *allCheck() const { return m_all; }

signals:
    /// The send has ended (sent, failed in part, or cancelled).
    void sendingFinished();
    /// The packs' folder has been read and the table shows what would be sent.
    void planned();

private:
    /// Reads the folder and plans the sending off the GUI thread; the table then shows it.
    void plan();
    /// The table and summary for m_plan, with `refused` (the folder's mails that were not read).
    void showPlan(Problems refused, bool smtpSet);
    void setRow(int row, const QString &name, const QString &to, const QString &status);

    CampaignDocument &m_document;
    QLineEdit *m_folder;
    QCheckBox *m_all;
    QTableWidget *m_table;
    QLabel *m_summary;
    QPushButton *m_send;
    BackgroundJob *m_job;
    JobProgress *m_progress;
    SendPlan m_plan;
    bool m_sending = false;
};

} // namespace muster
