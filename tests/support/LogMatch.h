#pragma once
// How a rules case file's expected log event is compared with an event the engine logged: shared by
// the area and hex case suites so both read "expect.events" the same way.

#include "log/TurnLog.h"

#include <QJsonObject>

namespace muster::test {

/// True when every field of `expected` equals the event's JSON field of that name; the pseudo-field
/// "textContains" instead asks that the event's sentence contain the given text.
bool logEventMatches(const LogEvent &event, const QJsonObject &expected);

} // namespace muster::test
