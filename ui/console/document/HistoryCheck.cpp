#include "console/document/HistoryCheck.h"

#include "console/jobs/BackgroundJob.h"

#include <memory>

namespace muster {

HistoryCheck::HistoryCheck(QObject *parent) : QObject(parent), m_job(new BackgroundJob(this)) {}

HistoryCheck::~HistoryCheck()
{
    delete m_job; // stops the check and waits for it (one turn's read at most)
}

bool HistoryCheck::isRunning() const
{
    return m_job->isRunning();
}

void HistoryCheck::start(TurnHistory turns)
{
    stop();
    struct Work
    {
        TurnHistory turns; // the worker's own copy
        std::vector<TurnDamage> damaged;
    };
    auto work = std::make_shared<Work>();
    work->turns = std::move(turns);
    m_job->start(
        [work](const JobControl &control) {
            work->damaged = work->turns.findDamage([&control] { return control.isCancelled(); });
        },
        [this, work](bool cancelled) {
            if (!cancelled)
                emit finished(work->damaged);
        },
        QThread::LowPriority); // behind everything the GM does: it only tells what is damaged
}

void HistoryCheck::stop()
{
    m_job->stop();
}

} // namespace muster
