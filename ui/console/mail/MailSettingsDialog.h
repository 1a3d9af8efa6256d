#pragma once
// Campaign > Mail Settings...: how the campaign's mail goes out and comes in (mail/MailSettings.h):
// the GM's name and address, the SMTP server the packs and receipts are sent through, the IMAP
// server and folders the orders are fetched from, and the certificate authorities trusted besides
// the system's. OK keeps the settings in the campaign file and each password typed in the
// desktop's keyring (MailPasswords.h), never in the file; a setting past its limits is named
// below the fields and nothing is kept.

#include "mail/MailSettings.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace muster {

class CampaignDocument;

class MailSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    MailSettingsDialog(CampaignDocument &document, QWidget *parent = nullptr);

    /// The settings as the fields give them.
    MailSettings settings() const;
    /// Checks and keeps the settings and the passwords typed; false (said below the fields) when
    /// they cannot be kept, and the dialog stays open.
    bool keep();
    void accept() override;
    QLabel *problemLabel() const { return m_problem; }

private:
    struct ServerFields
    {
        QLineEdit *host = nullptr;
        QSpinBox *port = nullptr;
        QComboBox *security = nullptr;
        QLineEdit *user = nullptr;
        QLineEdit *password = nullptr;
        bool passwordKept = false; // the keyring held one when the dialog opened
    };
    QWidget *serverBox(ServerFields &fields, const QString &name, bool smtp);
    void fill(const MailSettings &settings);
    static MailServer serverOf(const ServerFields &fields);

    CampaignDocument &m_document;
    QLineEdit *m_senderName;
    QLineEdit *m_senderAddress;
    ServerFields m_smtp, m_imap;
    QLineEdit *m_ordersFolder;
    QLineEdit *m_readFolder;
    QLineEdit *m_caFile;
    QLabel *m_problem;
    MailSettings m_loaded;
};

} // namespace muster
