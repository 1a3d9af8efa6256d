#include "console/document/ResolutionJob.h"

#include "console/commands/ResolveTurnCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/document/DamagedHistory.h"
#include "console/document/ResolutionInWorker.h"
#include "console/jobs/BackgroundJob.h"
#include "console/jobs/JobProgress.h"

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
    : QObject(parent), m_document(document), m_dialogParent(dialogParent),
      m_job(new BackgroundJob(this)),
      m_progress(new JobProgress(*m_job, dialogParent, QStringLiteral("resolutionProgress")))
{
    connect(m_job, &BackgroundJob::runningChanged, this, &ResolutionJob::runningChanged);
}

ResolutionJob::~ResolutionJob()
{
    // Unblocks a question the worker waits on (the cancel hook) and waits for it, telling no one.
    delete m_job;
}

bool ResolutionJob::isRunning() const
{
    return m_job->isRunning();
}

void ResolutionJob::setCancelHook(std::function<void()> hook)
{
    m_job->setCancelHook(std::move(hook));
}

QProgressDialog *ResolutionJob::progress() const
{
    return m_progress->dialog();
}

void ResolutionJob::setAsking(bool asking)
{
    m_progress->setAsking(asking);
}

bool ResolutionJob::start(Request request)
{
    if (m_job->isRunning() || !m_document.hasCampaign())
        return false;
    // On a history with a turn that cannot be read, only when the GM says so (DamagedHistory.h).
    if (!resolveOverDamage(m_dialogParent, m_document))
        return false;
    auto work = std::make_shared<Work>(m_document, std::move(request));
    const QString text = work->request.progressText;
    m_job->start(
        [work](const JobControl &) {
            work->result = work->request.resolve(work->request.campaign);
            work->worker.save(work->request.campaign, work->result.resolved, work->result.next);
        },
        [this, work](bool cancelled) { done(work, cancelled); });
    m_progress->begin(text);
    return true;
}

void ResolutionJob::cancel()
{
    m_job->cancel();
}

void ResolutionJob::done(const std::shared_ptr<Work> &work, bool cancelled)
{
    if (cancelled || !work->worker.stillCurrent(m_document)) {
        work->worker.discard(m_document);
        emit finished(false, cancelled ? tr("Cancelled; nothing changed.")
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
