#include "turns/TurnResolver.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "document/ResolutionInWorker.h"
#include "rules/area/AreaEngine.h"

#include <QProgressDialog>
#include <QThread>
#include <QUndoStack>

namespace muster {

struct TurnResolver::Job
{
    explicit Job(const CampaignDocument &document) : worker(document) {}
    // The definition and the current turn only: all the engine reads and all the store writes.
    // The document's campaign is never touched off the GUI thread.
    Campaign campaign;
    ResolutionInWorker worker;
    ResolvedTurns turns;
    qsizetype logSize = 0;
};

namespace {

/// Everything but the turns before the current one, which the engine and the store never read.
/// (Aggregate initialisation: a field added to Campaign and not listed here fails the build under
/// -Wmissing-field-initializers.)
Campaign definitionAndCurrentTurn(const Campaign &c)
{
    return Campaign{c.name, c.seed, c.ruleset, c.world, c.kingdoms, {c.current()}};
}

} // namespace

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
    auto job = std::make_shared<Job>(m_document);
    job->campaign = definitionAndCurrentTurn(m_document.campaign());
    m_running = true;
    m_cancelled = false;
    emit runningChanged(true);

    m_progress = new QProgressDialog(tr("Resolving turn %1...").arg(job->campaign.current().number),
                                     tr("Cancel"), 0, 0, m_dialogParent);
    m_progress->setObjectName(QStringLiteral("resolveProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(500); // shown only for work longer than half a second
    connect(m_progress, &QProgressDialog::canceled, this, [this] { m_cancelled = true; });

    QThread *thread = QThread::create([job] {
        const AreaTurnResult result = resolveCurrentAreaTurn(job->campaign);
        job->logSize = result.log.size();
        job->turns = makeResolvedTurns(job->campaign, result.next, result.log.toJson());
        job->worker.save(job->campaign, job->turns.resolved, job->turns.next);
    });
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
    // canceled() comes from the button and closing the dialog; the cancel() slot only sets this.
    if (m_progress && m_progress->wasCanceled())
        m_cancelled = true;
    if (m_progress) {
        m_progress->reset();
        m_progress->deleteLater();
    }
    emit runningChanged(false);
    if (m_cancelled || !job->worker.stillCurrent(m_document)) {
        job->worker.discard(m_document);
        emit finished(false, m_cancelled
                                 ? tr("The resolution was cancelled; nothing changed.")
                                 : tr("The turn changed while it was being resolved; nothing was "
                                      "stored. Resolve it again."));
        return;
    }
    const int number = job->turns.resolved.number;
    m_document.undoStack()->push(
        new ResolveTurnCommand(m_document, job->worker.before(), std::move(job->turns.resolved),
                               std::move(job->turns.next), job->worker.saved()));
    emit finished(true, tr("Turn %1 resolved: %2 log entries.").arg(number).arg(job->logSize));
}

} // namespace muster
