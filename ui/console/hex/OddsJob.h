#pragma once
// The odds of a hex battle computed off the GUI thread (rules/hex/BattleOdds.h): one worker
// thread fights the battle again and again and hands the odds so far to the GUI thread after
// every chunk of runs, so a dialog shows them growing more exact while the GM looks. A new request
// (the GM changed a choice) stops the one under way at its next chunk; destroying the job stops
// it and waits, so no simulation outlives it. The simulation runs as a BackgroundJob.

#include "rules/hex/BattleOdds.h"

#include <QObject>

#include <memory>

namespace muster {

class BackgroundJob;

class OddsJob : public QObject
{
    Q_OBJECT
public:
    /// Runs per request and per update; the seed is fixed, so the same battle and choices always
    /// show the same odds (and `muster-cli odds --runs 10000` agrees with the dialog).
    static constexpr int kRuns = 10000;
    static constexpr int kChunk = 1000;
    static constexpr std::uint64_t kSeed = 1;

    explicit OddsJob(QObject *parent = nullptr);
    ~OddsJob() override;

    /// Starts the odds of `setup` with `choices`, replacing any request under way.
    void start(std::shared_ptr<const hexrules::BattleSetup> setup,
               const hexrules::BattleChoices &choices, int runs = kRuns);
    /// Stops the request under way; no update of it arrives after this.
    void cancel();
    bool isRunning() const;

signals:
    /// GUI thread: the odds so far; `finished` with the last update of a request.
    void updated(const muster::hexrules::BattleOdds &odds, bool finished);

private:
    BackgroundJob *m_job;
};

} // namespace muster
