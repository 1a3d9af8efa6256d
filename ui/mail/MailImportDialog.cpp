#include "mail/MailImportDialog.h"

#include "MailReader.h"
#include "commands/ApplyMailedOrders.h"
#include "document/CampaignDocument.h"
#include "util/Printable.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace muster {

MailImportDialog::MailImportDialog(CampaignDocument &document, QWidget *parent)
    : QDialog(parent), m_document(document), m_source(new QLabel(this)),
      m_table(new QTableWidget(0, 5, this)), m_summary(new QLabel(this)),
      m_all(new QCheckBox(tr("List every mail"), this))
{
    setObjectName(QStringLiteral("mailImportDialog"));
    setWindowTitle(tr("Import Orders from Mail"));
    auto *layout = new QVBoxLayout(this);
    auto *pick = new QHBoxLayout;
    auto *file = new QPushButton(tr("Mailbox or Mail File..."), this);
    auto *folder = new QPushButton(tr("Maildir Folder..."), this);
    connect(file, &QPushButton::clicked, this, [this] { choose(false); });
    connect(folder, &QPushButton::clicked, this, [this] { choose(true); });
    pick->addWidget(m_source, 1);
    pick->addWidget(file);
    pick->addWidget(folder);
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
    m_table->setWordWrap(true);
    layout->addWidget(m_table, 1);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("applyMailButton"));
    m_apply->setEnabled(false);
    connect(m_apply, &QPushButton::clicked, this, &MailImportDialog::apply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_source->setText(tr("No mailbox chosen."));
    resize(980, 520);
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

void MailImportDialog::load(const QString &path)
{
    m_source->setText(path);
    m_verdicts.clear();
    m_sources.clear();
    m_senders.clear();
    m_table->setRowCount(0);
    const Mailbox box = readMailbox(path);
    if (!box.error.isEmpty()) {
        m_summary->setText(box.error);
        m_apply->setEnabled(false);
        return;
    }
    const Campaign &c = m_document.campaign();
    m_verdicts = judgeMail(c, box);
    m_senders = mailsForNoKingdom(box, m_verdicts);
    for (const MailMessage &m : box.mails)
        m_sources << m.source;
    fill();
    const int n = applicable();
    m_summary->setText(n == 0 ? tr("No sheet can be applied; nothing will change.")
                              : tr("Apply stores %n sheet(s) marked ok for turn %1; the other "
                                   "mails change nothing.",
                                   nullptr, n)
                                    .arg(c.current().number));
    m_apply->setEnabled(n > 0);
}

void MailImportDialog::fill()
{
    const Campaign &c = m_document.campaign();
    const bool all = m_all->isChecked();
    std::vector<QStringList> rows;
    std::vector<const MailVerdict *> of; // the verdict of each row; none for a count
    for (const MailVerdict &v : m_verdicts) {
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
        of.push_back(&v);
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
        of.push_back(nullptr);
    }
    if (rest > 0) {
        rows.push_back(
            {QStringLiteral("-"),
             tr("%n other sender(s)", nullptr, static_cast<int>(m_senders.size() - kListedSenders)),
             QString(), QString(),
             tr("%n mail(s) from no kingdom's address and naming no kingdom", nullptr, rest)});
        of.push_back(nullptr);
    }
    m_table->setRowCount(static_cast<int>(rows.size()));
    for (int row = 0; row < static_cast<int>(rows.size()); ++row) {
        const MailVerdict *v = of[static_cast<size_t>(row)];
        const QStringList &cells = rows[static_cast<size_t>(row)];
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == 4 && (!v || !v->applies))
                item->setForeground(QColor(170, 20, 20));
            if (v)
                item->setToolTip(printable(m_sources[v->mail]));
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
}

void MailImportDialog::apply()
{
    const int n = applicable();
    if (n > 0)
        m_document.undoStack()->push(new ApplyMailedOrders(
            m_document, withMailedOrders(m_document.campaign(), m_verdicts), n));
    accept();
}

} // namespace muster
