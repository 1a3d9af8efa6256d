#pragma once
// The sentences of an area battle's events (RULES A4 to A9): its start, phases, retreats and end.

#include "log/AreaEvents.h"
#include "log/LogContext.h"

#include <QString>

namespace muster::log::sentence {

QString drownWhy(DrownCause cause);
QString retreatRefusal(const RetreatRefused &e, const LogContext &c);
QString shipsJoining(const PhaseResolved &e);
QString landPhase(const PhaseResolved &e, const LogContext &c);
QString raidPhase(const PhaseResolved &e, const LogContext &c);
QString seaPhase(const PhaseResolved &e, const LogContext &c);
QString battleEnd(const BattleEnded &e, const LogContext &c);
QString battleStart(const BattleStarted &e, const LogContext &c);

} // namespace muster::log::sentence
