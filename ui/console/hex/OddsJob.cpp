#include "console/hex/OddsJob.h"

#include "console/jobs/BackgroundJob.h"

namespace muster {

OddsJob::OddsJob(QObject *parent) : QObject(parent), m_job(new BackgroundJob(this))
{
    qRegisterMetaType<hexrules::BattleOdds>();
}

OddsJob::~OddsJob()
{
    delete m_job; // stops the simulation at its next chunk and waits for it
}

bool OddsJob::isRunning() const
{
    return m_job->isRunning();
}

void OddsJob::cancel()
{
    m_job->stop();
}

void OddsJob::start(std::shared_ptr<const hexrules::BattleSetup> setup,
                    const hexrules::BattleChoices &choices, int runs)
{
    cancel();
    if (!setup)
        return;
    auto odds = std::make_shared<hexrules::BattleOdds>();
    m_job->start(
        [this, setup = std::move(setup), choices, runs, odds](const JobControl &control) {
            *odds = hexrules::simulateBattle(
                *setup, choices, runs, kSeed,
                [&](const hexrules::BattleOdds &sofar) {
                    if (control.isCancelled())
                        return false;
                    if (sofar.runs < runs)
                        control.post([this, sofar] { emit updated(sofar, false); });
                    return true;
                },
                kChunk);
        },
        [this, odds](bool cancelled) {
            if (!cancelled)
                emit updated(*odds, true);
        });
}

} // namespace muster
