#pragma once
// The check of a campaign's history as it is opened from its file: every earlier turn read once,
// whole, with every check the store makes of a turn's rows (the row checks `muster-cli validate`
// runs, core/store/TurnRowReader.cpp), on a worker thread, so the turns the console lists are
// known to be readable or damaged soon after the file opens, without opening reading them all.
//
// Not the whole-file check itself (store/StoreCheck.h): that holds every turn in memory at once
// and keeps the file's read lock for the whole pass, so an edit saved meanwhile would wait for it;
// here one turn is read at a time, each in a read transaction of its own (TurnHistory::
// findDamage), and nothing read is kept. What opening checks already (the file's header, schema,
// definition and current turn) is not read again.

#include "model/TurnHistory.h"

#include <QObject>

#include <vector>

namespace muster {

class BackgroundJob;

class HistoryCheck : public QObject
{
    Q_OBJECT
public:
    explicit HistoryCheck(QObject *parent = nullptr);
    /// Stops a check under way and waits for it (one turn's read at most).
    ~HistoryCheck() override;

    /// Checks `turns` (a copy of the open campaign's history, sharing its file); a check under
    /// way is stopped first and its findings dropped.
    void start(TurnHistory turns);
    /// Stops a check under way; its findings are dropped.
    void stop();
    bool isRunning() const;

signals:
    /// The check went through the whole history: every turn found damaged, in order (none: the
    /// history reads), or the turns up to one that could not be read for another reason.
    void finished(const std::vector<TurnDamage> &damaged);

private:
    BackgroundJob *m_job;
};

} // namespace muster
