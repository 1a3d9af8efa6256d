#pragma once
// The threads the players' packs are drawn on: Qt's global thread pool, at most a given number
// of tasks at once.
//
// Why the global pool: Qt's raster engine (6.4) cuts a large fill into slices, hands them to
// QThreadPool::globalInstance() and waits for them, unless the painting thread is one of that
// pool's own. Workers of a pool of their own each handed nearly every fill of a map out so: on two
// cores about a quarter of the packs' processor time went to waking threads and waiting for them
// (bench_packs under perf). On the global pool's threads each fill stays on the worker painting
// it. The pool may run one thread more than the tasks, so a fill painted elsewhere meanwhile (the
// console's map, on the GUI thread) finds a thread free rather than waiting behind a pack.

#include <QSemaphore>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <utility>

namespace muster {

class PackWorkers
{
public:
    explicit PackWorkers(int tasks)
        : m_pool(*QThreadPool::globalInstance()), m_limitBefore(m_pool.maxThreadCount()),
          m_tasks(std::max(1, tasks)), m_free(m_tasks)
    {
        m_pool.setMaxThreadCount(std::max(m_limitBefore, m_tasks + 1));
    }

    /// Waits for every task, then gives the pool its limit back.
    ~PackWorkers()
    {
        m_free.acquire(m_tasks);
        m_pool.setMaxThreadCount(m_limitBefore);
    }

    /// How many tasks run at once, at most.
    int tasks() const { return m_tasks; }

    PackWorkers(const PackWorkers &) = delete;
    PackWorkers &operator=(const PackWorkers &) = delete;

    /// Runs `task` on the pool once fewer than the given number of tasks run (waiting till then);
    /// its future.
    template <typename Task> auto run(Task task)
    {
        m_free.acquire();
        return QtConcurrent::run(&m_pool, [this, task = std::move(task)]() mutable {
            const QSemaphoreReleaser done(m_free);
            return task();
        });
    }

private:
    QThreadPool &m_pool;
    const int m_limitBefore;
    const int m_tasks;
    QSemaphore m_free; // one for each task that may start now
};

} // namespace muster
