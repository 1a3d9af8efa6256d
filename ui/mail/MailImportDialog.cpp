#include "mail/MailImportDialog.h"

#include "MailReader.h"
#include "commands/ApplyMailedOrders.h"
#include "document/CampaignDocument.h"

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
      m_table(new QTableWidget(0, 5, this)), m_summary(new QLabel(this))
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
    m_table->setRowCount(0);
    const Mailbox box = readMailbox(path);
    if (!box.error.isEmpty()) {
        m_summary->setText(box.error);
        m_apply->setEnabled(false);
        return;
    }
    const Campaign &c = m_document.campaign();
    m_verdicts = judgeMail(c, box);
    m_table->setRowCount(static_cast<int>(m_verdicts.size()));
    for (int row = 0; row < static_cast<int>(m_verdicts.size()); ++row) {
        const MailVerdict &v = m_verdicts[static_cast<size_t>(row)];
        QString verdict = v.verdict;
        for (const QString &e : v.errors)
            verdict += QLatin1Char('\n') + e;
        const QStringList cells{
            v.kingdom >= 0 ? c.kingdoms[static_cast<size_t>(v.kingdom)].id : QStringLiteral("?"),
            v.sender,
            v.date.isValid() ? v.date.toString(QStringLiteral("yyyy-MM-dd HH:mm")) : QString(),
            QString::number(v.lines), verdict};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == 4 && !v.applies)
                item->setForeground(QColor(170, 20, 20));
            item->setToolTip(box.mails[static_cast<size_t>(v.mail)].source);
            m_table->setItem(row, col, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    const int n = applicable();
    m_summary->setText(n == 0 ? tr("No sheet can be applied; nothing will change.")
                              : tr("Apply stores %n sheet(s) marked ok for turn %1; the other "
                                   "mails change nothing.",
                                   nullptr, n)
                                    .arg(c.current().number));
    m_apply->setEnabled(n > 0);
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
