#include "console/mail/MailImportDialog.h"

#include "console/commands/ApplyMailedOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"
#include "console/mail/MailPasswords.h"
#include "mail/AcceptedSheets.h"
#include "mail/MailSettings.h"
#include "mail/ReceiptMail.h"
#include "mailio/MailReader.h"
#include "mailnet/ImapSession.h"
#include "mailnet/MailFetching.h"
#include "packs/ReceiptFiles.h"
#include "util/Printable.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace muster {

namespace {

/// A text from a mail, line by line as the GM is shown it (util/Printable.h).
QString printableLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = printable(line);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

struct MailImportDialog::Fetch
{
    mailnet::MailAccount account;
    QString readFolder;
    std::optional<FetchMark> previous; // the campaign's mark before this fetch
    mailnet::FetchedMail fetched;
    QString failure;      // why nothing could be read
    bool settled = false; // applied, or left unread again: nothing more to do on the server
};

MailImportDialog::MailImportDialog(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_source(new QLabel(this)),
      m_table(new QTableWidget(0, 5, this)), m_receipt(new QPlainTextEdit(this)),
      m_summary(new QLabel(this)), m_accept(new QPushButton(tr("Accept Sheet"), this)),
      m_all(new QCheckBox(tr("List every mail"), this))
{
    setObjectName(QStringLiteral("mailImportDialog"));
    setWindowTitle(tr("Import Orders from Mail"));
    auto *layout = new QVBoxLayout(this);
    auto *pick = new QHBoxLayout;
    m_pickFile = new QPushButton(tr("Mailbox or Mail File..."), this);
    m_pickFolder = new QPushButton(tr("Maildir Folder..."), this);
    connect(m_pickFile, &QPushButton::clicked, this, [this] { choose(false); });
    connect(m_pickFolder, &QPushButton::clicked, this, [this] { choose(true); });
    pick->addWidget(m_source, 1);
    pick->addWidget(m_pickFile);
    pick->addWidget(m_pickFolder);
    m_all->setObjectName(QStringLiteral("listAllMails"));
    m_all->setToolTip(tr("Without it, the mails from no kingdom's address that name no kingdom "
                         "are counted by sender."));
    connect(m_all, &QCheckBox::toggled, this, &MailImportDialog::fill);
    pick->addWidget(m_all);
    layout->addLayout(pick);
    m_table->setObjectName(QStringLiteral("mailTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Kingdom"), tr("Sender"), tr("Date"), tr("Lines"), tr("Verdict")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &MailImportDialog::showSelected);
    m_receipt->setObjectName(QStringLiteral("receiptText"));
    m_receipt->setReadOnly(true);
    m_receipt->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_receipt->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_receipt->setPlaceholderText(tr("Select a mail to read its receipt."));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_receipt);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    m_summary->setObjectName(QStringLiteral("mailSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_accept->setObjectName(QStringLiteral("acceptSheetButton"));
    m_accept->setEnabled(false);
    connect(m_accept, &QPushButton::clicked, this, &MailImportDialog::toggleAccepted);
    buttons->addButton(m_accept, QDialogButtonBox::ActionRole);
    m_writeReceipts = buttons->addButton(tr("Write Receipts..."), QDialogButtonBox::ActionRole);
    m_writeReceipts->setObjectName(QStringLiteral("writeReceiptsButton"));
    m_writeReceipts->setToolTip(tr("Write every mail's receipt, a ready e-mail to its sender, "
                                   "into a folder's receipts/ folder (beside the packs)."));
    m_writeReceipts->setEnabled(false);
    connect(m_writeReceipts, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Write Receipts Into"));
        if (!dir.isEmpty())
            writeReceiptsTo(dir);
    });
    m_apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("applyMailButton"));
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, &MailImportDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_source->setText(tr("No mailbox chosen."));
    m_job = new BackgroundJob(this);
    m_progress = new JobProgress(*m_job, this, QStringLiteral("mailProgress"));
    resize(980, 640);
}

void MailImportDialog::choose(bool folder)
{
    const QString path =
        folder ? QFileDialog::getExistingDirectory(this, tr("Maildir Folder"))
               : QFileDialog::getOpenFileName(this, tr("Mailbox or Mail File"), QString(),
                                              tr("Mail (*.mbox *.eml *.mbx);;All files (*)"));
    if (!path.isEmpty())
        load(path);
}

int MailImportDialog::applicable() const
{
    int n = 0;
    for (const MailVerdict &v : m_verdicts)
        n += v.applies ? 1 : 0;
    return n;
}

MailImportDialog::~MailImportDialog()
{
    delete m_job; // a mailbox being read is dropped; waits for the reader
}

bool MailImportDialog::isLoading() const
{
    return m_job->isRunning();
}

void MailImportDialog::load(const QString &path)
{
    m_job->stop();
    m_source->setText(path);
    clearMails(tr("Reading %1...").arg(QDir::toNativeSeparators(path)));
    struct Work
    {
        Campaign campaign; // the worker's own copy, judged against
        QString path;
        Mailbox box;
        std::vector<MailVerdict> judged;
        std::vector<SenderCount> senders;
    };
    auto work = std::make_shared<Work>();
    work->campaign = m_document.campaign();
    work->path = path;
    m_job->start(
        [work](const JobControl &control) {
            work->box = readMailbox(work->path);
            if (!work->box.error.isEmpty() || control.isCancelled())
                return;
            control.setProgress(
                0, 0,
                tr("Judging %n mail(s)...", nullptr, static_cast<int>(work->box.mails.size())));
            work->judged = judgeMail(work->campaign, work->box);
            work->senders = mailsForNoKingdom(work->box, work->judged);
        },
        [this, work](bool cancelled) {
            if (cancelled)
                m_summary->setText(tr("Reading the mailbox was cancelled; nothing was read."));
            else if (!work->box.error.isEmpty())
                m_summary->setText(work->box.error);
            else {
                m_box = std::move(work->box);
                m_judged = std::move(work->judged);
                m_senders = std::move(work->senders);
                rejudge();
            }
            emit loaded();
        });
    m_progress->begin(tr("Reading %1...").arg(QFileInfo(path).fileName()));
}

void MailImportDialog::clearMails(const QString &reading)
{
    m_box = {};
    m_judged.clear();
    m_accepted.clear();
    m_senders.clear();
    m_verdicts.clear();
    fill();
    m_summary->setText(reading);
    m_apply->setEnabled(false);
    m_writeReceipts->setEnabled(false);
}

void MailImportDialog::rejudge()
{
    const Campaign &c = m_document.campaign();
    const int selected = selectedVerdict();
    m_verdicts = withAcceptedSheets(c, m_box, m_judged, m_accepted);
    fill();
    const auto row = std::find(m_rowVerdict.begin(), m_rowVerdict.end(), selected);
    if (selected >= 0 && row != m_rowVerdict.end())
        m_table->selectRow(static_cast<int>(row - m_rowVerdict.begin()));
    const int n = applicable();
    m_summary->setText(n == 0 ? tr("No sheet can be applied; nothing will change.")
                              : tr("Apply stores %n sheet(s) marked ok for turn %1; the other "
                                   "mails change nothing.",
                                   nullptr, n)
                                    .arg(c.current().number));
    // A fetch's mails are applied even without a sheet to store: Apply marks them read.
    const bool fetched = m_fetch && m_fetch->fetched.read > 0;
    if (m_fetch) {
        QString said = fetchPlanText(m_fetch->fetched.plan) + QStringLiteral(". ");
        if (n == 0 && fetched)
            said += tr("No sheet can be applied; Apply marks the mails read.");
        else
            said += m_summary->text();
        m_summary->setText(said);
    }
    m_apply->setEnabled(n > 0 || fetched);
    m_writeReceipts->setEnabled(!m_verdicts.empty());
}

void MailImportDialog::fill()
{
    const Campaign &c = m_document.campaign();
    const bool all = m_all->isChecked();
    std::vector<QStringList> rows;
    m_rowVerdict.clear();
    for (std::size_t i = 0; i < m_verdicts.size(); ++i) {
        const MailVerdict &v = m_verdicts[i];
        if (!all && v.forNoKingdom)
            continue;
        QString verdict = printable(v.verdict);
        for (const QString &e : v.errors)
            verdict += QLatin1Char('\n') + printable(e);
        rows.push_back(
            {v.kingdom >= 0 ? c.kingdoms[static_cast<size_t>(v.kingdom)].id : QStringLiteral("?"),
             printable(v.sender),
             v.date.isValid() ? v.date.toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString(),
             QString::number(v.lines), verdict});
        m_rowVerdict.push_back(static_cast<int>(i));
    }
    int rest = 0;
    for (size_t i = 0; !all && i < m_senders.size(); ++i) {
        if (i >= kListedSenders) {
            rest += m_senders[i].mails;
            continue;
        }
        rows.push_back({QStringLiteral("-"), printable(m_senders[i].address), QString(), QString(),
                        tr("%n mail(s) from no kingdom's address and naming no kingdom", nullptr,
                           m_senders[i].mails)});
        m_rowVerdict.push_back(-1);
    }
    if (rest > 0) {
        rows.push_back(
            {QStringLiteral("-"),
             tr("%n other sender(s)", nullptr, static_cast<int>(m_senders.size() - kListedSenders)),
             QString(), QString(),
             tr("%n mail(s) from no kingdom's address and naming no kingdom", nullptr, rest)});
        m_rowVerdict.push_back(-1);
    }
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const int at = m_rowVerdict[static_cast<size_t>(row)];
        const MailVerdict *v = at >= 0 ? &m_verdicts[static_cast<size_t>(at)] : nullptr;
        const QStringList &cells = rows[static_cast<size_t>(row)];
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == 4 && (!v || !v->applies))
                item->setForeground(QColor(170, 20, 20));
            if (v)
                item->setToolTip(printable(m_box.mails[static_cast<size_t>(v->mail)].source));
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    showSelected();
}

int MailImportDialog::selectedVerdict() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    const int row = items.isEmpty() ? -1 : items.front()->row();
    return row >= 0 && row < static_cast<int>(m_rowVerdict.size())
               ? m_rowVerdict[static_cast<size_t>(row)]
               : -1;
}

void MailImportDialog::showSelected()
{
    const int at = selectedVerdict();
    m_accept->setEnabled(false);
    m_accept->setText(tr("Accept Sheet"));
    m_accept->setToolTip(tr("Select a mail whose sheet was not stored to accept it."));
    if (at < 0) {
        m_receipt->clear();
        return;
    }
    const Campaign &c = m_document.campaign();
    const auto i = static_cast<std::size_t>(at);
    // The address the receipts go from is the GM's mail program's: none is known here.
    const ReceiptMail r = receiptMail(c, m_box, m_verdicts, i, QString());
    m_receipt->setPlainText(
        r.none == NoReceipt::None
            ? printableLines(tr("To: %1\nSubject: %2\n\n").arg(r.toAddress, r.subject) + r.body)
            : printableLines(tr("No receipt: %1.").arg(r.noReceipt)));
    if (m_verdicts[i].acceptedByGm) {
        m_accept->setText(tr("Withdraw Acceptance"));
        m_accept->setToolTip(tr("Leave this sheet to the import's verdict again."));
        m_accept->setEnabled(true);
        return;
    }
    const QString whyNot = whyNotAcceptable(c, m_box, m_verdicts[i]);
    m_accept->setEnabled(whyNot.isEmpty());
    m_accept->setToolTip(whyNot.isEmpty()
                             ? tr("Store this sheet for %1 on Apply, as the GM's choice.")
                                   .arg(c.kingdoms[static_cast<size_t>(m_verdicts[i].kingdom)].id)
                             : printable(whyNot));
}

void MailImportDialog::toggleAccepted()
{
    const int at = selectedVerdict();
    if (at < 0)
        return;
    const auto i = static_cast<std::size_t>(at);
    const bool withdraw = m_verdicts[i].acceptedByGm;
    // Accepted again after another sheet took its place: it decides once more, as the latest.
    m_accepted.erase(std::remove(m_accepted.begin(), m_accepted.end(), i), m_accepted.end());
    if (!withdraw)
        m_accepted.push_back(i);
    rejudge();
}

bool MailImportDialog::writeReceiptsTo(const QString &dir)
{
    ReceiptOptions options;
    options.campaignFile = m_document.filePath();
    // From the campaign's sender (Campaign > Mail Settings), as Send Packs expects them; a
    // campaign without one writes receipts its mail program sends.
    if (const Result<MailSettings> mail = m_document.mailSettings()) {
        options.gmName = mail->senderName;
        options.gmAddress = mail->senderAddress;
    }
    const auto written = writeReceipts(m_document.campaign(), m_box, m_verdicts, dir, options);
    if (!written) {
        m_summary->setText(tr("Cannot write the receipts: %1").arg(printable(written.message())));
        return false;
    }
    const ReceiptSummary &summary = *written;
    QString said =
        tr("Wrote %n receipt(s) to %1.", nullptr, static_cast<int>(summary.files.size()))
            .arg(QDir::toNativeSeparators(dir + QLatin1Char('/') + QLatin1String(kReceiptFolder)));
    if (!summary.withoutOne.isEmpty())
        said += QLatin1Char(' ') + tr("No receipt for %1.").arg(summary.withoutOne);
    m_summary->setText(said);
    return true;
}

bool MailImportDialog::fetch(bool again)
{
    if (m_job->isRunning())
        return false;
    const Result<MailSettings> settings = m_document.mailSettings();
    if (!settings || !settings->imap.isSet()) {
        m_summary->setText(settings ? tr("No IMAP server is set: Campaign > Mail Settings.")
                                    : settings.message());
        return false;
    }
    const Result<QString> password = mailpasswords::forLogin(settings->imap, false);
    if (!password) {
        m_summary->setText(password.message());
        return false;
    }
    const Result<std::optional<FetchMark>> mark = m_document.fetchMark(settings->ordersFolder);
    if (!mark) {
        m_summary->setText(mark.message());
        return false;
    }
    auto fetch = std::make_shared<Fetch>();
    fetch->account = {settings->imap, *password, settings->caFile, 60};
    fetch->readFolder = settings->readFolder;
    fetch->previous = *mark;
    m_fetch = fetch;
    m_pickFile->hide();
    m_pickFolder->hide();
    setWindowTitle(tr("Fetch Orders"));
    m_source->setText(tr("Folder %1 on %2").arg(settings->ordersFolder, settings->imap.host));
    clearMails(tr("Reading %1 on %2...").arg(settings->ordersFolder, settings->imap.host));
    struct Work
    {
        Campaign campaign; // the worker's own copy, judged against
        QString folder;
        std::optional<FetchMark> from;
        std::vector<MailVerdict> judged;
        std::vector<SenderCount> senders;
    };
    auto work = std::make_shared<Work>();
    work->campaign = m_document.campaign();
    work->folder = settings->ordersFolder;
    work->from = again ? std::nullopt : *mark;
    m_job->start(
        [work, fetch](const JobControl &control) {
            mailnet::ImapSession session(fetch->account);
            Result<mailnet::FetchedMail> got = mailnet::fetchNewMail(
                session, work->folder, work->from, [&control](int done, int total) {
                    control.setProgress(done, total,
                                        tr("Reading message %1 of %2...")
                                            .arg(std::min(done + 1, total))
                                            .arg(total));
                    return !control.isCancelled();
                });
            if (!got) {
                fetch->failure = got.message();
                return;
            }
            fetch->fetched = std::move(got).value();
            if (fetch->fetched.read == 0 || control.isCancelled())
                return;
            control.setProgress(0, 0, tr("Judging %n mail(s)...", nullptr, fetch->fetched.read));
            work->judged = judgeMail(work->campaign, fetch->fetched.mailbox);
            work->senders = mailsForNoKingdom(fetch->fetched.mailbox, work->judged);
        },
        [this, work, fetch](bool cancelled) {
            if (!fetch->failure.isEmpty()) {
                m_summary->setText(tr("Nothing was read: %1").arg(fetch->failure));
            } else if (cancelled) {
                // What was read is left unread on the server again when the dialog closes.
                m_summary->setText(tr("Fetching was cancelled; nothing will be stored."));
            } else {
                m_box = fetch->fetched.mailbox;
                m_judged = std::move(work->judged);
                m_senders = std::move(work->senders);
                rejudge();
            }
            emit loaded();
        });
    m_progress->begin(tr("Fetching orders from %1...").arg(settings->imap.host));
    return true;
}

void MailImportDialog::apply()
{
    const int n = applicable();
    if (n > 0)
        m_document.undoStack()->push(new ApplyMailedOrders(
            m_document, withMailedOrders(m_document.campaign(), m_verdicts), n));
    if (!m_fetch || m_fetch->settled || m_fetch->fetched.read == 0) {
        accept();
        return;
    }
    settleFetch();
}

void MailImportDialog::settleFetch()
{
    const std::shared_ptr<Fetch> fetch = m_fetch;
    // The sheets are stored first: if the mark could not be kept, the next fetch reads the mails
    // again and stores the same sheets, rather than never reading them.
    const std::optional<FetchMark> mark = markAfter(
        fetch->fetched.plan, fetch->previous, QDateTime::currentDateTimeUtc(), fetch->fetched.read);
    if (mark) {
        if (const Result<void> kept = m_document.recordFetched(*mark); !kept) {
            m_summary->setText(tr("The sheets are stored, but the campaign file could not record "
                                  "which mails were read, so the next fetch reads them again: %1")
                                   .arg(kept.message()));
            m_apply->setEnabled(false);
            return;
        }
    }
    fetch->settled = true;
    m_apply->setEnabled(false);
    auto failure = std::make_shared<QString>();
    m_job->start(
        [fetch, failure](const JobControl &) {
            mailnet::ImapSession session(fetch->account);
            if (const Result<void> done =
                    mailnet::settleFetched(session, fetch->fetched, fetch->readFolder);
                !done)
                *failure = done.message();
        },
        [this, failure](bool) {
            if (failure->isEmpty()) {
                accept();
                return;
            }
            m_summary->setText(tr("The sheets are stored and the mails recorded as read, but the "
                                  "server did not mark them: %1")
                                   .arg(*failure));
        });
    m_progress->begin(fetch->readFolder.isEmpty()
                          ? tr("Marking the mails read...")
                          : tr("Moving the mails to %1...").arg(fetch->readFolder));
}

void MailImportDialog::reject()
{
    m_job->stop();
    const std::shared_ptr<Fetch> fetch = m_fetch;
    if (!fetch || fetch->settled || fetch->fetched.unseen.empty()) {
        QDialog::reject();
        return;
    }
    // Reading a message marked it read on the server: it is unmarked again, as nothing of it
    // was kept.
    fetch->settled = true;
    m_job->start(
        [fetch](const JobControl &) {
            mailnet::ImapSession session(fetch->account);
            (void)mailnet::restoreUnseen(session, fetch->fetched);
        },
        [this](bool) { QDialog::reject(); });
    m_progress->begin(tr("Leaving the mails unread on the server..."));
}

} // namespace muster
