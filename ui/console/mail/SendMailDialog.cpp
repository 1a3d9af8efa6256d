#include "console/mail/SendMailDialog.h"

#include "console/dialogs/ExportPaths.h"
#include "console/document/CampaignDocument.h"
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"
#include "console/mail/MailPasswords.h"
#include "mail/MailSettings.h"
#include "mailnet/MailSending.h"
#include "mailnet/OutboxFolder.h"
#include "mailnet/SmtpSession.h"
#include "util/Printable.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <memory>

namespace muster {

namespace {
const QString kPacks = QStringLiteral("packs"); // the export folder remembered (ExportPaths.h)
}

SendMailDialog::SendMailDialog(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_folder(new QLineEdit(this)),
      m_all(new QCheckBox(tr("Send &again what was sent before"), this)),
      m_table(new QTableWidget(0, 3, this)), m_summary(new QLabel(this)),
      m_send(new QPushButton(tr("&Send"), this)), m_job(new BackgroundJob(this)),
      m_progress(new JobProgress(*m_job, this, QStringLiteral("sendProgress")))
{
    setObjectName(QStringLiteral("sendMailDialog"));
    setWindowTitle(tr("Send Packs"));
    m_folder->setObjectName(QStringLiteral("packsFolder"));
    m_all->setObjectName(QStringLiteral("sendAll"));
    m_table->setObjectName(QStringLiteral("sendTable"));
    m_table->setHorizontalHeaderLabels({tr("Mail"), tr("To"), tr("Status")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_summary->setObjectName(QStringLiteral("sendSummary"));
    m_summary->setWordWrap(true);
    m_send->setObjectName(QStringLiteral("sendButton"));
    m_send->setDefault(true);

    auto *browse = new QPushButton(tr("&Browse..."), this);
    auto *folderRow = new QHBoxLayout;
    auto *folderLabel = new QLabel(tr("Packs' &folder:"), this);
    folderLabel->setBuddy(m_folder);
    folderRow->addWidget(folderLabel);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_send, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(folderRow);
    layout->addWidget(m_all);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(760, 420);

    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir =
            QFileDialog::getExistingDirectory(this, tr("The Packs' Folder"), m_folder->text());
        if (!dir.isEmpty())
            setFolder(dir);
    });
    connect(m_folder, &QLineEdit::editingFinished, this, &SendMailDialog::plan);
    connect(m_all, &QCheckBox::toggled, this, &SendMailDialog::plan);
    connect(m_send, &QPushButton::clicked, this, [this] { send(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &SendMailDialog::reject);
    setFolder(exportpaths::last(kPacks));
}

SendMailDialog::~SendMailDialog()
{
    delete m_job; // ends after the mail being sent, telling no one
}

bool SendMailDialog::isSending() const
{
    return m_sending;
}

void SendMailDialog::setFolder(const QString &dir)
{
    m_folder->setText(QDir::toNativeSeparators(dir));
    plan();
}

void SendMailDialog::setRow(int row, const QString &name, const QString &to, const QString &status)
{
    const QStringList cells{name, printable(to), status};
    for (int c = 0; c < 3; ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        item->setToolTip(cells[c]);
        m_table->setItem(row, c, item);
    }
}

void SendMailDialog::plan()
{
    if (isSending())
        return;
    m_job->stop(); // a folder being read is dropped: the GM chose another
    m_plan = {};
    m_table->setRowCount(0);
    const QString dir = QDir::fromNativeSeparators(m_folder->text().trimmed());
    const Result<MailSettings> settings = m_document.mailSettings();
    const Result<std::vector<SentMail>> sent = m_document.sentMails();
    if (!m_document.hasCampaign() || !settings || !sent || dir.isEmpty()) {
        m_summary->setText(!settings ? settings.message()
                           : !sent   ? sent.message()
                                     : tr("Choose the folder the packs were exported to."));
        m_send->setEnabled(false);
        return;
    }
    // A folder of a hundred packs of megabytes each takes seconds to read: off the GUI thread.
    struct Work
    {
        Campaign campaign; // the worker's own copy
        QString dir;
        std::vector<SentMail> sent;
        bool all = false;
        QString sender;
        Problems readProblems;
        SendPlan plan;
    };
    auto work = std::make_shared<Work>();
    work->campaign = m_document.campaign();
    work->dir = dir;
    work->sent = *sent;
    work->all = m_all->isChecked();
    work->sender = settings->senderAddress;
    const bool smtpSet = settings->smtp.isSet();
    m_summary->setText(tr("Reading the mails of %1...").arg(QDir::toNativeSeparators(dir)));
    m_job->start(
        [work](const JobControl &) {
            mailnet::OutboxRead read = mailnet::readOutbox(work->campaign, work->dir);
            work->readProblems = std::move(read.problems);
            work->plan =
                planSending(work->campaign, read.files, work->sent, work->all, work->sender);
        },
        [this, work, smtpSet](bool cancelled) {
            if (cancelled) {
                m_summary->setText(tr("Reading the packs' folder was cancelled."));
            } else {
                m_plan = std::move(work->plan);
                showPlan(work->readProblems, smtpSet);
            }
            emit planned();
        });
    m_progress->begin(tr("Reading the packs' folder..."));
}

void SendMailDialog::showPlan(Problems refused, bool smtpSet)
{
    refused.append(m_plan.problems);
    m_table->setRowCount(
        static_cast<int>(m_plan.send.size() + m_plan.alreadySent.size() + refused.size()));
    int row = 0;
    for (const OutgoingFile &mail : m_plan.send)
        setRow(row++, mail.name, mail.to, tr("to send"));
    for (const QString &already : m_plan.alreadySent)
        setRow(row++, already.section(QLatin1Char(' '), 0, 0), {},
               tr("sent before %1").arg(already.section(QLatin1Char(' '), 1)));
    for (const Problem &p : refused.items())
        setRow(row++, p.file, {}, tr("not sent: %1").arg(p.message));
    QStringList said;
    if (!smtpSet)
        said << tr("No SMTP server is set: Campaign > Mail Settings.");
    said << tr("%n mail(s) to send", nullptr, static_cast<int>(m_plan.send.size()));
    if (!m_plan.alreadySent.isEmpty())
        said << tr("%n sent before", nullptr, static_cast<int>(m_plan.alreadySent.size()));
    if (!refused.isEmpty())
        said << tr("%n not to be sent", nullptr, static_cast<int>(refused.size()));
    m_table->resizeColumnsToContents();
    m_summary->setText(said.join(QStringLiteral("; ")) + QLatin1Char('.'));
    m_send->setEnabled(smtpSet && !m_plan.send.empty());
}

bool SendMailDialog::send(int showProgressAfterMs)
{
    if (isSending() || m_job->isRunning() || m_plan.send.empty())
        return false;
    const Result<MailSettings> settings = m_document.mailSettings();
    if (!settings || !settings->smtp.isSet()) {
        m_summary->setText(settings ? tr("No SMTP server is set: Campaign > Mail Settings.")
                                    : settings.message());
        return false;
    }
    const Result<QString> password = mailpasswords::forLogin(settings->smtp, true);
    if (!password) {
        m_summary->setText(password.message());
        return false;
    }
    exportpaths::remember(kPacks, QDir::fromNativeSeparators(m_folder->text().trimmed()));
    struct Work
    {
        SendPlan plan;
        mailnet::MailAccount account;
        std::shared_ptr<SharedCampaignFile> file;
        mailnet::SendReport report;
    };
    auto work = std::make_shared<Work>();
    work->plan = m_plan;
    work->account = {settings->smtp, *password, settings->caFile, 60};
    work->file = m_document.sharedFile();
    m_send->setEnabled(false);
    m_all->setEnabled(false);
    m_folder->setEnabled(false);
    m_sending = true;
    m_job->start(
        [work](const JobControl &control) {
            mailnet::SmtpSession session(work->account);
            const auto record = [&work](const SentMail &mail) {
                return CampaignDocument::recordSent(*work->file, mail);
            };
            const int total = static_cast<int>(work->plan.send.size());
            control.setProgress(0, total, tr("Sending to %1...").arg(work->plan.send.front().to));
            work->report =
                mailnet::sendPlanned(work->plan, session, record, [&](int done, int all) {
                    control.setProgress(
                        done, all,
                        tr("Sending to %1...").arg(work->plan.send[static_cast<size_t>(done)].to));
                    return !control.isCancelled();
                });
        },
        [this, work](bool) {
            int row = 0;
            for (const mailnet::SendOutcome &o : work->report.outcomes)
                setRow(row++, o.name, o.to,
                       o.sent && o.problem.isEmpty() ? tr("sent")
                       : o.sent                      ? tr("sent, but %1").arg(o.problem)
                                                     : tr("not sent: %1").arg(o.problem));
            m_table->resizeColumnsToContents();
            m_summary->setText(
                tr("%1 of %n mail(s) sent%2.", nullptr, static_cast<int>(work->plan.send.size()))
                    .arg(work->report.sentCount())
                    .arg(work->report.cancelled ? tr(" (cancelled)") : QString()));
            m_all->setEnabled(true);
            m_folder->setEnabled(true);
            m_sending = false;
            emit sendingFinished();
        });
    m_progress->begin(tr("Sending the packs..."), showProgressAfterMs);
    return true;
}

} // namespace muster
