#pragma once
// The one background job behind Resolve Turn (area, F5) and Advance Day/Week (hex, F6): the
// engine (rules/turn/TurnResolution.h) and the SQLite save of the two new turns run on a worker
// thread, so a big turn never freezes the window; a progress dialog with Cancel appears when the
// work takes longer than half a second. The result is pushed as one undoable ResolveTurnCommand,
// unless the GM cancelled or the document changed meanwhile (it was computed from the turn as it
// was; ResolutionInWorker puts the file back).
//
// The engine cannot be interrupted, so Cancel discards the result when it arrives. The work runs
// as a BackgroundJob, which waits for it when destroyed, so none outlives it.

#include "model/Campaign.h"
#include "rules/turn/TurnResolution.h"

#include <QObject>
#include <QProgressDialog>

#include <functional>
#include <memory>

class QWidget;

namespace muster {

class BackgroundJob;
class CampaignDocument;
class JobProgress;

class ResolutionJob : public QObject
{
    Q_OBJECT
public:
    struct Request
    {
        QString progressText; // "Resolving turn 3..."
        /// The worker's own copy: all the engine reads (the document's is never touched off the
        /// GUI thread).
        Campaign campaign;
        /// Worker thread: the resolution of `campaign`'s current turn.
        std::function<TurnResolution(const Campaign &)> resolve;
        /// GUI thread, once it is stored: the undo step's text and the status line.
        std::function<QString(const TurnResolution &)> undoText;
        std::function<QString(const TurnResolution &)> summary;
    };

    ResolutionJob(CampaignDocument &document, QWidget *dialogParent, QObject *parent = nullptr);
    ~ResolutionJob() override;

    bool isRunning() const;
    /// Starts `request`; false (nothing started) while a job runs, or when the GM chose not to
    /// resolve on a history with a turn that cannot be read (asked first).
    bool start(Request request);
    /// What the progress dialog's Cancel does: the result will be discarded.
    void cancel();
    /// Called on cancel besides discarding (to unblock a question the worker waits on).
    void setCancelHook(std::function<void()> hook);
    /// The progress dialog of the running job (null when none).
    QProgressDialog *progress() const;
    /// Hides the progress while the GM answers a question the engine asks (JobProgress).
    void setAsking(bool asking);

signals:
    void runningChanged(bool running);
    /// The job ended: `applied` false when cancelled or discarded, with the reason; else the
    /// summary of what was stored.
    void finished(bool applied, const QString &message);

private:
    struct Work;
    void done(const std::shared_ptr<Work> &work, bool cancelled);

    CampaignDocument &m_document;
    QWidget *m_dialogParent;
    BackgroundJob *m_job;
    JobProgress *m_progress;
};

} // namespace muster
