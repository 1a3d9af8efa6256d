#include "document/HistoryCheck.h"

#include <QThread>

#include <atomic>

namespace muster {

struct HistoryCheck::Work
{
    TurnHistory turns; // the worker's own copy
    std::atomic<bool> stopped = false;
    std::vector<TurnDamage> damaged;
};

HistoryCheck::HistoryCheck(QObject *parent) : QObject(parent) {}

HistoryCheck::~HistoryCheck()
{
    stop();
}

void HistoryCheck::start(TurnHistory turns)
{
    stop();
    auto work = std::make_shared<Work>();
    work->turns = std::move(turns);
    m_work = work;
    m_thread = QThread::create([work] {
        work->damaged = work->turns.findDamage([&work] { return work->stopped.load(); });
    });
    connect(m_thread, &QThread::finished, this, [this, work] {
        if (work != m_work)
            return; // stopped: stop() has let go of its thread
        m_work.reset();
        m_thread->wait();
        m_thread->deleteLater();
        m_thread = nullptr;
        emit finished(work->damaged);
    });
    // Behind everything the GM does: it only tells what is damaged.
    m_thread->start(QThread::LowPriority);
}

void HistoryCheck::stop()
{
    if (!m_thread)
        return;
    m_work->stopped = true;
    m_work.reset();
    m_thread->wait();
    delete m_thread; // a finished() already queued finds its work is not the one under way
    m_thread = nullptr;
}

} // namespace muster
