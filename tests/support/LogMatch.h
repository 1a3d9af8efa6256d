#pragma once
// How a rules case file's expected log event is compared with an event the engine logged: shared by
// the area and hex case suites so both read "expect.events" the same way.

#include "log/LogContext.h"
#include "log/TurnLog.h"

#include <QJsonObject>

namespace muster::test {

/// True when every field of `expected` equals the field of that name in the JSON form of event
/// `event`; the pseudo-field "textContains" instead asks that the event's sentence contain the
/// given text.
bool logEventMatches(const TurnLog &log, std::size_t event, const LogContext &context,
                     const QJsonObject &expected);

} // namespace muster::test
