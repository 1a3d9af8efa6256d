#pragma once
// The JSON form of a turn log, in campaign files (maps/README.md) and `--json` output: one object
// per event with its "type", its "rule" ids, its fields (areas by code, kingdoms by id, hexes as
// "col,row") and the "text" sentence, all made from the typed event.
//
// Reading takes the typed fields back and ignores "text", which is derived; a log written before
// events were typed (`legacy`) keeps its stored sentences instead, since its events may lack the
// fields a sentence is made from now. Such an event, written again, says "legacy": true, and reads
// back with its sentence.

#include "log/LogContext.h"
#include "log/TurnLog.h"
#include "util/Result.h"

#include <QJsonArray>
#include <QJsonObject>

#include <optional>

namespace muster {

/// Whether event type `type` is the hex engine's among those whose JSON names both systems use
/// ("BattleStarted"): the rule systems (rules/RuleSystem.h) tell their own apart by it.
bool isHexEventOfSharedName(log::EventType type);

QJsonObject eventToJson(const TurnLog &log, std::size_t event, const LogContext &context);
QJsonArray logToJson(const TurnLog &log, const LogContext &context);

/// A failure naming the entry when an entry is not an event object of a known type.
Result<TurnLog> logFromJson(const QJsonArray &json, const LogContext &context, bool legacy);

} // namespace muster
