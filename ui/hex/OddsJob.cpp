#include "hex/OddsJob.h"

#include <QMetaObject>

namespace muster {

OddsJob::OddsJob(QObject *parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    qRegisterMetaType<hexrules::BattleOdds>();
}

OddsJob::~OddsJob()
{
    cancel();
    m_pool.waitForDone();
}

void OddsJob::cancel()
{
    ++*m_generation;
    m_running = false;
}

void OddsJob::start(std::shared_ptr<const hexrules::BattleSetup> setup,
                    const hexrules::BattleChoices &choices, int runs)
{
    cancel();
    if (!setup)
        return;
    const int generation = *m_generation;
    m_running = true;
    auto current = m_generation;
    m_pool.start([this, setup = std::move(setup), choices, runs, generation, current] {
        const auto stillWanted = [&] { return current->load() == generation; };
        if (!stillWanted())
            return;
        const auto post = [&](const hexrules::BattleOdds &odds, bool finished) {
            // Queued to this object: dropped by Qt if the job is gone by then, and ignored here if
            // a newer request has replaced this one.
            QMetaObject::invokeMethod(
                this,
                [this, odds, finished, generation] {
                    if (*m_generation != generation)
                        return;
                    if (finished)
                        m_running = false;
                    emit updated(odds, finished);
                },
                Qt::QueuedConnection);
        };
        const hexrules::BattleOdds odds = hexrules::simulateBattle(
            *setup, choices, runs, kSeed,
            [&](const hexrules::BattleOdds &sofar) {
                if (!stillWanted())
                    return false;
                if (sofar.runs < runs)
                    post(sofar, false);
                return true;
            },
            kChunk);
        if (stillWanted())
            post(odds, true);
    });
}

} // namespace muster
