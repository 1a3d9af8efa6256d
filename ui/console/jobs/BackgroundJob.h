#pragma once
// The one way the console runs work off the GUI thread (after QGIS's QgsTask): resolving and
// advancing a turn, verifying and checking the history, a battle's odds, writing the player packs
// and reading a mailbox. The work runs on a thread of its own and is handed a JobControl, through
// which it reports progress, hands partial results to the GUI thread and looks whether it was
// cancelled; its end is delivered on the GUI thread. Whatever a run hands over arrives queued and
// only while that run is still the job's own: a run that was stopped never reaches the GUI again.
// JobProgress shows a job's progress to the GM.
//
// A job runs one piece of work at a time. Work cannot be interrupted from outside: cancel() only
// raises the flag the work looks at (and calls the cancel hook, for work that waits on something
// else, such as a question the GM is asked); stop() cancels and waits, so nothing outlives a job.

#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>

namespace muster {

class BackgroundJob;

/// What the work is handed, on its own thread.
class JobControl
{
public:
    /// True once the GM cancelled (or the job was stopped): the work should end soon.
    bool isCancelled() const;
    /// Reports that `done` of `total` steps are done (`total` 0: unknown), with what is under way;
    /// BackgroundJob::progressChanged carries it on the GUI thread.
    void setProgress(int done, int total, const QString &text = {}) const;
    /// Runs `onGuiThread` on the GUI thread, unless this run has been stopped by then.
    void post(std::function<void()> onGuiThread) const;

private:
    friend class BackgroundJob;
    struct Run;
    JobControl(BackgroundJob *job, std::shared_ptr<Run> run) : m_job(job), m_run(std::move(run)) {}
    BackgroundJob *m_job;
    std::shared_ptr<Run> m_run;
};

class BackgroundJob : public QObject
{
    Q_OBJECT
public:
    using Work = std::function<void(const JobControl &)>;
    /// GUI thread, when the work has returned: `cancelled` when the GM cancelled meanwhile.
    using Finished = std::function<void(bool cancelled)>;

    explicit BackgroundJob(QObject *parent = nullptr);
    /// Stops a run under way and waits for it; its `finished` is not called.
    ~BackgroundJob() override;

    /// Starts `work` on a thread of its own; false (nothing started) while a run is under way.
    bool start(Work work, Finished finished = {},
               QThread::Priority priority = QThread::InheritPriority);
    /// Asks the run under way to end (JobControl::isCancelled); its `finished` still comes.
    void cancel();
    /// Cancels the run under way and waits for it; nothing it hands over, nor its `finished`,
    /// arrives after this.
    void stop();
    bool isRunning() const { return m_thread != nullptr; }
    /// Called by cancel() and stop() besides raising the flag, on the GUI thread: for work that
    /// waits on something the flag cannot reach.
    void setCancelHook(std::function<void()> hook) { m_cancelHook = std::move(hook); }
    /// Also counts a run as cancelled when `cancelled` says so as it ends (GUI thread): a progress
    /// dialog's own wasCanceled(), however the dialog was cancelled (JobProgress).
    void setCancelSource(std::function<bool()> cancelled) { m_cancelSource = std::move(cancelled); }

signals:
    void runningChanged(bool running);
    /// GUI thread: the run's last JobControl::setProgress.
    void progressChanged(int done, int total, const QString &text);

private:
    friend class JobControl; // which hands over only while its run is m_run
    void halt();

    QThread *m_thread = nullptr;
    std::shared_ptr<JobControl::Run> m_run;
    std::function<void()> m_cancelHook;
    std::function<bool()> m_cancelSource;
};

} // namespace muster
