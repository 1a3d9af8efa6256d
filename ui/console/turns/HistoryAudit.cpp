#include "console/turns/HistoryAudit.h"

#include "console/document/CampaignDocument.h"
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"
#include "console/turns/DiceReportDialog.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include <memory>

namespace muster {

HistoryAudit::HistoryAudit(CampaignDocument &document, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent),
      m_verify(new QAction(tr("&Verify History..."), this)),
      m_dice(new QAction(tr("&Dice Report..."), this)), m_job(new BackgroundJob(this)),
      m_progress(new JobProgress(*m_job, dialogParent, QStringLiteral("verifyProgress")))
{
    m_verify->setObjectName(QStringLiteral("verifyHistoryAction"));
    m_verify->setStatusTip(tr("Resolve every stored turn again from its seed and check that its "
                              "log and result are what is stored (R2, R3)"));
    m_dice->setObjectName(QStringLiteral("diceReportAction"));
    m_dice->setStatusTip(
        tr("The dice rolled by kind against fair dice, with a chi-square test (R2)"));
    connect(m_verify, &QAction::triggered, this, &HistoryAudit::verify);
    connect(m_dice, &QAction::triggered, this, &HistoryAudit::showDiceReport);
    connect(&document, &CampaignDocument::campaignReplaced, this, &HistoryAudit::updateActions);
    connect(&document, &CampaignDocument::turnsChanged, this, &HistoryAudit::updateActions);
    updateActions();
}

HistoryAudit::~HistoryAudit()
{
    delete m_job; // stops the verification and waits for it, telling no one
}

bool HistoryAudit::isVerifying() const
{
    return m_job->isRunning();
}

void HistoryAudit::updateActions()
{
    const bool history = m_document.hasCampaign() && m_document.campaign().turns.size() > 1;
    m_verify->setEnabled(history && !m_job->isRunning());
    m_dice->setEnabled(history);
}

void HistoryAudit::verify()
{
    if (m_job->isRunning() || !m_document.hasCampaign())
        return;
    struct Work
    {
        Campaign campaign; // the worker's own copy
        CampaignAudit audit;
    };
    auto work = std::make_shared<Work>();
    work->campaign = m_document.campaign();
    m_job->start(
        [work](const JobControl &control) {
            work->audit = auditCampaign(work->campaign, [&control](int done, int total) {
                control.setProgress(
                    done, total,
                    tr("Verifying turn %1 of %2...").arg(std::min(done + 1, total)).arg(total));
                return !control.isCancelled();
            });
        },
        [this, work](bool cancelled) {
            updateActions();
            if (cancelled || work->audit.cancelled)
                return;
            showResult(work->audit);
            emit verified(work->audit.ok());
        });
    m_progress->begin(tr("Verifying the campaign's history..."));
    updateActions();
}

void HistoryAudit::showResult(const CampaignAudit &audit)
{
    delete m_result;
    auto *dialog = new QDialog(m_dialogParent);
    dialog->setObjectName(QStringLiteral("verifyHistoryDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Verify History"));
    QStringList paragraphs;
    for (const TurnAudit &t : audit.turns)
        paragraphs << auditText(t);
    // A turn that cannot be read was not verified: said apart from one that does not follow from
    // its seed and the rules, which would accuse the GM of what the file's damage did.
    const int failed = audit.differing(), unchecked = audit.unchecked();
    auto *summary = new QLabel(dialog);
    summary->setObjectName(QStringLiteral("verifySummary"));
    summary->setWordWrap(true);
    if (audit.turns.empty())
        summary->setText(tr("No turn has been resolved yet: there is nothing to verify."));
    else if (audit.ok())
        summary->setText(tr("<b><font color=#1e7828>All %1 resolved turns verified.</font></b> "
                            "Each was resolved again from its stored start, orders, decisions "
                            "and seed, and gave the stored log byte for byte and the next turn's "
                            "start. Forced dice (R3) are listed under their turn.")
                             .arg(audit.turns.size()));
    else {
        QStringList parts;
        if (failed > 0)
            parts << tr("<b><font color=#aa1414>%1 of %2 resolved turns do not follow from "
                        "their seed and the rules.</font></b> The first event that differs is "
                        "shown under each.")
                         .arg(failed)
                         .arg(audit.turns.size());
        if (unchecked > 0)
            parts << tr("<b><font color=#a65e00>%1 of %2 resolved turns could not be read from "
                        "the file, so they were not verified.</font></b> Why is shown under "
                        "each (damaged: the store's reason); it says nothing of their seed or "
                        "the rules.")
                         .arg(unchecked)
                         .arg(audit.turns.size());
        summary->setText(parts.join(QLatin1Char(' ')));
    }
    auto *text = new QPlainTextEdit(dialog);
    text->setObjectName(QStringLiteral("verifyReport"));
    text->setReadOnly(true);
    text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    text->setPlainText(paragraphs.join(QStringLiteral("\n\n")));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(summary);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    dialog->resize(820, 520);
    m_result = dialog;
    dialog->show();
}

void HistoryAudit::showDiceReport()
{
    if (!m_document.hasCampaign())
        return;
    delete m_diceDialog;
    auto *dialog = new DiceReportDialog(m_document.campaign(), m_dialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_diceDialog = dialog;
    dialog->show();
}

} // namespace muster
