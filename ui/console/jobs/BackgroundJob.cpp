#include "console/jobs/BackgroundJob.h"

#include <QMetaObject>

namespace muster {

struct JobControl::Run
{
    std::atomic<bool> cancelled = false;
    BackgroundJob::Work work;
    BackgroundJob::Finished finished;
};

bool JobControl::isCancelled() const
{
    return m_run->cancelled.load();
}

void JobControl::setProgress(int done, int total, const QString &text) const
{
    BackgroundJob *job = m_job;
    post([job, done, total, text] { emit job->progressChanged(done, total, text); });
}

void JobControl::post(std::function<void()> onGuiThread) const
{
    // Queued to the job: dropped by Qt if the job is gone by then (it waits for its run, so it
    // cannot be), and here if the job has let go of this run.
    QMetaObject::invokeMethod(
        m_job,
        [job = m_job, run = m_run, onGuiThread = std::move(onGuiThread)] {
            if (job->m_run == run)
                onGuiThread();
        },
        Qt::QueuedConnection);
}

BackgroundJob::BackgroundJob(QObject *parent) : QObject(parent) {}

BackgroundJob::~BackgroundJob()
{
    halt();
}

bool BackgroundJob::start(Work work, Finished finished, QThread::Priority priority)
{
    if (m_thread)
        return false;
    auto run = std::make_shared<JobControl::Run>();
    run->work = std::move(work);
    run->finished = std::move(finished);
    m_run = run;
    m_thread = QThread::create([this, run] { run->work(JobControl(this, run)); });
    connect(m_thread, &QThread::finished, this, [this, run] {
        if (run != m_run)
            return; // stopped: stop() has let go of its thread
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
        // Asked before runningChanged, which ends what the source looks at (the dialog).
        const bool cancelled = run->cancelled.load() || (m_cancelSource && m_cancelSource());
        m_run.reset();
        emit runningChanged(false);
        if (run->finished)
            run->finished(cancelled);
    });
    m_thread->start(priority);
    emit runningChanged(true);
    return true;
}

void BackgroundJob::cancel()
{
    if (!m_run)
        return;
    m_run->cancelled = true;
    if (m_cancelHook)
        m_cancelHook();
}

void BackgroundJob::stop()
{
    if (!m_thread)
        return;
    halt();
    emit runningChanged(false);
}

void BackgroundJob::halt()
{
    if (!m_thread)
        return;
    cancel();
    m_run.reset();
    m_thread->wait();
    delete m_thread; // a finished() already queued finds its run is not the one under way
    m_thread = nullptr;
}

} // namespace muster
