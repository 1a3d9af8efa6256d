#include "turns/TurnResolver.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "document/CampaignFile.h"
#include "rules/area/AreaEngine.h"

#include <QProgressDialog>
#include <QThread>
#include <QUndoStack>

namespace muster {

struct TurnResolver::Job
{
    // The definition and the current turn only: all the engine reads and all the store writes.
    // The document's campaign is never touched off the GUI thread.
    Campaign campaign;
    TurnRecord before;    // the current turn as it was resolved
    size_t turnCount = 0; // of the document's campaign when the job started
    ResolvedTurns turns;
    qsizetype logSize = 0;
    // Set when the worker saved the resolution to the document's SQLite file (issue 6 point 5:
    // that save of a big turn is too long for the GUI thread). JSON files are rewritten whole,
    // history included, so they are saved by the GUI thread as before.
    std::shared_ptr<SharedCampaignFile> file;
    bool saved = false;
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
    auto job = std::make_shared<Job>();
    job->campaign = definitionAndCurrentTurn(m_document.campaign());
    job->turnCount = m_document.campaign().turns.size();
    if (!CampaignFile::isJson(m_document.filePath()))
        job->file = m_document.sharedFile();
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
        job->before = std::move(job->campaign.current());
        if (job->file) {
            job->campaign.current() = job->turns.resolved;
            job->campaign.turns.push_back(job->turns.next);
            QString error; // a failed save here is retried (and reported) by the GUI thread
            job->saved = CampaignDocument::saveResolution(*job->file, job->campaign, &error);
        }
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
    const bool current = m_document.hasCampaign() && job->file == m_document.sharedFile() &&
                         m_document.campaign().turns.size() == job->turnCount &&
                         m_document.campaign().current() == job->before;
    if (m_cancelled || !current) {
        if (job->saved && job->file == m_document.sharedFile())
            m_document.resaveCurrentTurn(); // the file goes back to the campaign in memory
        emit finished(false, m_cancelled
                                 ? tr("The resolution was cancelled; nothing changed.")
                                 : tr("The turn changed while it was being resolved; nothing was "
                                      "stored. Resolve it again."));
        return;
    }
    const int number = job->turns.resolved.number;
    m_document.undoStack()->push(new ResolveTurnCommand(m_document, std::move(job->before),
                                                        std::move(job->turns.resolved),
                                                        std::move(job->turns.next), job->saved));
    emit finished(true, tr("Turn %1 resolved: %2 log entries.").arg(number).arg(job->logSize));
}

} // namespace muster
