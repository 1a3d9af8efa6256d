#include "turns/TurnResolver.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "rules/area/AreaEngine.h"

#include <QProgressDialog>
#include <QThread>
#include <QUndoStack>

namespace muster {

struct TurnResolver::Job
{
    Campaign campaign; // a copy: the engine never touches the document's campaign
    AreaTurnResult result;
};

TurnResolver::TurnResolver(CampaignDocument &document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document), m_dialogParent(dialogParent)
{}

TurnResolver::~TurnResolver()
{
    // The worker holds only its own copy of the campaign; wait for it so no thread outlives us.
    if (m_thread)
        m_thread->wait();
}

bool TurnResolver::canResolve() const
{
    return m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Area &&
           !m_running;
}

void TurnResolver::resolve()
{
    if (!canResolve())
        return;
    auto job = std::make_shared<Job>();
    job->campaign = m_document.campaign();
    m_running = true;
    m_cancelled = false;
    emit runningChanged(true);

    m_progress = new QProgressDialog(tr("Resolving turn %1...").arg(job->campaign.current().number),
                                     tr("Cancel"), 0, 0, m_dialogParent);
    m_progress->setObjectName(QStringLiteral("resolveProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(500); // shown only for work longer than half a second
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_cancelled = true; });

    QThread *thread =
        QThread::create([job] { job->result = resolveCurrentAreaTurn(job->campaign); });
    connect(thread, &QThread::finished, this, [this, job, thread] {
        thread->deleteLater();
        jobDone(job);
    });
    m_thread = thread;
    thread->start();
}

void TurnResolver::jobDone(const std::shared_ptr<Job> &job)
{
    m_running = false;
    if (m_progress) {
        m_progress->reset();
        m_progress->deleteLater();
    }
    emit runningChanged(false);
    if (m_cancelled) {
        emit finished(false, tr("The resolution was cancelled; nothing changed."));
        return;
    }
    if (!m_document.hasCampaign() || m_document.campaign().name != job->campaign.name ||
        m_document.campaign().turns.size() != job->campaign.turns.size() ||
        !(m_document.campaign().current() == job->campaign.current())) {
        emit finished(false, tr("The turn changed while it was being resolved; nothing was "
                                "stored. Resolve it again."));
        return;
    }
    const ResolvedTurns turns =
        makeResolvedTurns(job->campaign, job->result.next, job->result.log.toJson());
    m_document.undoStack()->push(
        new ResolveTurnCommand(m_document, job->campaign.current(), turns.resolved, turns.next));
    emit finished(true, tr("Turn %1 resolved: %2 log entries.")
                            .arg(turns.resolved.number)
                            .arg(job->result.log.size()));
}

} // namespace muster
