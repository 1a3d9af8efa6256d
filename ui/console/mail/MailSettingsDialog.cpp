#include "console/mail/MailSettingsDialog.h"

#include "console/document/CampaignDocument.h"
#include "console/mail/MailPasswords.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace muster {

namespace {
QLineEdit *line(const QString &name, const QString &placeholder = {})
{
    auto *edit = new QLineEdit;
    edit->setObjectName(name);
    edit->setPlaceholderText(placeholder);
    return edit;
}
} // namespace

MailSettingsDialog::MailSettingsDialog(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document),
      m_senderName(line(QStringLiteral("senderName"), tr("The name players see"))),
      m_senderAddress(line(QStringLiteral("senderAddress"), tr("gm@example.org"))),
      m_ordersFolder(line(QStringLiteral("ordersFolder"), QStringLiteral("INBOX"))),
      m_readFolder(line(QStringLiteral("readFolder"), tr("(leave read mail where it is)"))),
      m_caFile(line(QStringLiteral("caFile"), tr("(the system's authorities alone)"))),
      m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("mailSettingsDialog"));
    setWindowTitle(tr("Mail Settings"));
    setMinimumWidth(560);
    auto *sender = new QGroupBox(tr("The GM, as players see the packs' sender"));
    auto *senderForm = new QFormLayout(sender);
    senderForm->addRow(tr("&Name:"), m_senderName);
    senderForm->addRow(tr("&Address:"), m_senderAddress);

    auto *imapFolders = new QFormLayout;
    imapFolders->addRow(tr("Orders &folder:"), m_ordersFolder);
    imapFolders->addRow(tr("&Move read mail to:"), m_readFolder);

    auto *ca = new QWidget;
    auto *caRow = new QHBoxLayout(ca);
    caRow->setContentsMargins(0, 0, 0, 0);
    caRow->addWidget(m_caFile);
    auto *browse = new QPushButton(tr("&Browse..."));
    caRow->addWidget(browse);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Certificate Authorities"), m_caFile->text(),
                                         tr("Certificates (*.pem *.crt);;All files (*)"));
        if (!file.isEmpty())
            m_caFile->setText(file);
    });
    auto *trust = new QGroupBox(tr("Certificates"));
    auto *trustForm = new QFormLayout(trust);
    trustForm->addRow(tr("Also &trust:"), ca);
    m_caFile->setToolTip(tr("A file of certificate authorities (PEM) trusted besides the "
                            "system's, for a server whose certificate is of its own making"));

    m_problem->setObjectName(QStringLiteral("mailSettingsProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &MailSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &MailSettingsDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(sender);
    layout->addWidget(serverBox(m_smtp, tr("Sending packs and receipts (SMTP)"), true));
    QWidget *imap = serverBox(m_imap, tr("Fetching orders (IMAP)"), false);
    static_cast<QFormLayout *>(imap->layout())->addRow(imapFolders);
    layout->addWidget(imap);
    layout->addWidget(trust);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    const Result<MailSettings> kept = m_document.mailSettings();
    if (kept)
        m_loaded = *kept;
    fill(m_loaded);
    if (!kept) {
        m_problem->setText(kept.message());
        m_problem->show();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    }
}

QWidget *MailSettingsDialog::serverBox(ServerFields &f, const QString &name, bool smtp)
{
    const QString p = smtp ? QStringLiteral("smtp") : QStringLiteral("imap");
    auto *box = new QGroupBox(name);
    auto *form = new QFormLayout(box);
    f.host = line(p + QStringLiteral("Host"),
                  smtp ? tr("smtp.example.org (none: packs are not sent)")
                       : tr("imap.example.org (none: orders are not fetched)"));
    f.port = new QSpinBox;
    f.port->setObjectName(p + QStringLiteral("Port"));
    f.port->setRange(0, 65535);
    f.security = new QComboBox;
    f.security->setObjectName(p + QStringLiteral("Security"));
    f.security->addItem(tr("STARTTLS"), securityName(MailSecurity::StartTls));
    f.security->addItem(tr("TLS"), securityName(MailSecurity::Tls));
    f.security->setToolTip(tr("How the connection is made private; Muster never sends a password "
                              "or a pack in the clear"));
    // 0 is "the usual port of the security chosen", shown as that port.
    auto usual = [&f, smtp] {
        const auto security = securityNamed(f.security->currentData().toString());
        f.port->setSpecialValueText(
            tr("%1 (usual)").arg(usualPort(smtp, security.value_or(MailSecurity::StartTls))));
    };
    connect(f.security, &QComboBox::currentIndexChanged, f.port, usual);
    usual();
    f.user = line(p + QStringLiteral("User"), tr("(no login)"));
    f.password = line(p + QStringLiteral("Password"));
    f.password->setEchoMode(QLineEdit::Password);
    f.password->setToolTip(tr("Kept in the desktop's keyring, never in the campaign file"));
    auto *portRow = new QWidget; // a widget, not a layout, so the row's label has its buddy
    auto *portLayout = new QHBoxLayout(portRow);
    portLayout->setContentsMargins(0, 0, 0, 0);
    portLayout->addWidget(f.port, 1);
    portLayout->addWidget(f.security);
    form->addRow(tr("&Server:"), f.host);
    form->addRow(tr("&Port:"), portRow);
    form->addRow(tr("&User:"), f.user);
    form->addRow(tr("Pass&word:"), f.password);
    return box;
}

void MailSettingsDialog::fill(const MailSettings &s)
{
    m_senderName->setText(s.senderName);
    m_senderAddress->setText(s.senderAddress);
    for (auto [fields, server, smtp] :
         {std::tuple{&m_smtp, &s.smtp, true}, std::tuple{&m_imap, &s.imap, false}}) {
        fields->host->setText(server->host);
        fields->port->setValue(server->port);
        fields->security->setCurrentIndex(
            fields->security->findData(securityName(server->security)));
        fields->user->setText(server->user);
        const Result<QString> kept =
            server->isSet() ? mailpasswords::read(*server, smtp) : Result<QString>(QString());
        fields->passwordKept = kept && !kept->isEmpty();
        fields->password->setPlaceholderText(!kept ? tr("(the keyring cannot be reached)")
                                             : fields->passwordKept ? tr("(kept in the keyring)")
                                                                    : tr("(none kept)"));
    }
    m_ordersFolder->setText(s.ordersFolder);
    m_readFolder->setText(s.readFolder);
    m_caFile->setText(s.caFile);
}

MailServer MailSettingsDialog::serverOf(const ServerFields &f)
{
    MailServer server;
    server.host = f.host->text().trimmed();
    server.port = f.port->value();
    server.security =
        securityNamed(f.security->currentData().toString()).value_or(MailSecurity::StartTls);
    server.user = f.user->text().trimmed();
    return server;
}

MailSettings MailSettingsDialog::settings() const
{
    MailSettings s;
    s.senderName = m_senderName->text().trimmed();
    s.senderAddress = m_senderAddress->text().trimmed();
    s.smtp = serverOf(m_smtp);
    s.imap = serverOf(m_imap);
    s.ordersFolder = m_ordersFolder->text().trimmed();
    if (s.ordersFolder.isEmpty())
        s.ordersFolder = QStringLiteral("INBOX");
    s.readFolder = m_readFolder->text().trimmed();
    s.caFile = m_caFile->text().trimmed();
    return s;
}

bool MailSettingsDialog::keep()
{
    const MailSettings s = settings();
    auto say = [this](const QString &text) {
        m_problem->setText(text);
        m_problem->show();
        return false;
    };
    if (const Problems problems = mailSettingsProblems(s); !problems.isEmpty())
        return say(problems.toString());
    // The passwords first: settings kept without the password typed for them would fail later.
    for (auto [fields, server, smtp] :
         {std::tuple{&m_smtp, &s.smtp, true}, std::tuple{&m_imap, &s.imap, false}}) {
        if (fields->password->text().isEmpty() || !server->isSet())
            continue;
        if (const Result<void> kept = mailpasswords::write(*server, smtp, fields->password->text());
            !kept)
            return say(tr("The password of %1 was not kept: %2").arg(server->host, kept.message()));
    }
    if (const Result<void> saved = m_document.saveMailSettings(s); !saved)
        return say(saved.message());
    m_loaded = s;
    return true;
}

void MailSettingsDialog::accept()
{
    if (keep())
        QDialog::accept();
}

} // namespace muster
