#pragma once
// Whether a log read from a stored (binary) form names only areas and kingdoms the campaign has.
// The stored form keeps indices as they were written; the JSON form names areas by code and
// kingdoms by id, so an index outside the campaign would read back as none and the two forms
// would tell different logs. A file whose log does that was not written by Muster: its readers
// refuse it as damaged.

#include "log/LogContext.h"
#include "log/TurnLog.h"

#include <QString>

namespace muster {

/// "event 12 (ActionAccepted) names area 458752, which the map does not have", or empty.
QString logReferenceProblem(const TurnLog &log, const LogContext &context);

} // namespace muster
