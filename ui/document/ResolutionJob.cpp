#include "document/ResolutionJob.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "document/DamagedHistory.h"
#include "document/ResolutionInWorker.h"

#include <QProgressDialog>
#include <QThread>
#include <QUndoStack>

namespace muster {

struct ResolutionJob::Work
{
    Work(const CampaignDocument &document, Request r) : request(std::move(r)), worker(document) {}
    Request request;
    ResolutionInWorker worker;
    TurnResolution result;
};

ResolutionJob::ResolutionJob(CampaignDocument &document, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent)
{}

ResolutionJob::~ResolutionJob()
{
    if (m_thread) {
        if (m_cancelHook)
            m_cancelHook();
        m_thread->wait();
        delete m_thread; // its finished() handler will not run once we are gone
    }
}

bool ResolutionJob::start(Request request)
{
    if (m_running || !m_document.hasCampaign())
        return false;
    // On a history with a turn that cannot be read, only when the GM says so (DamagedHistory.h).
    if (!resolveOverDamage(m_dialogParent, m_document))
        return false;
    auto work = std::make_shared<Work>(m_document, std::move(request));
    m_running = true;
    m_cancelled = false;
    emit runningChanged(true);

    m_progress =
        new QProgressDialog(work->request.progressText, tr("Cancel"), 0, 0, m_dialogParent);
    m_progress->setObjectName(QStringLiteral("resolutionProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(500); // shown only for work longer than half a second
    connect(m_progress, &QProgressDialog::canceled, this, &ResolutionJob::cancel);

    m_thread = QThread::create([work] {
        work->result = work->request.resolve(work->request.campaign);
        work->worker.save(work->request.campaign, work->result.resolved, work->result.next);
    });
    connect(m_thread, &QThread::finished, this, [this, work] { done(work); });
    m_thread->start();
    return true;
}

void ResolutionJob::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_cancelHook)
        m_cancelHook();
}

void ResolutionJob::done(const std::shared_ptr<Work> &work)
{
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_running = false;
    // canceled() comes from the button and from closing the dialog.
    if (m_progress && m_progress->wasCanceled())
        m_cancelled = true;
    if (m_progress) {
        m_progress->reset();
        m_progress->deleteLater();
    }
    emit runningChanged(false);
    if (m_cancelled || !work->worker.stillCurrent(m_document)) {
        work->worker.discard(m_document);
        emit finished(false, m_cancelled ? tr("Cancelled; nothing changed.")
                                         : tr("The turn changed while it was being resolved; "
                                              "nothing was stored. Try again."));
        return;
    }
    const TurnResolution &r = work->result;
    const QString summary = work->request.summary(r);
    auto *command = new ResolveTurnCommand(m_document, r.resolved, r.next, work->worker.saved());
    command->setText(work->request.undoText(r));
    m_document.undoStack()->push(command); // redo stores the turns
    emit finished(true, summary);
}

} // namespace muster
