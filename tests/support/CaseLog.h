#pragma once
// What the area and hex rules case suites share (tests/rules/*/README.md): one vocabulary for a
// case's ruleset and for what its log must and must not hold.

#include "log/LogContext.h"
#include "log/TurnLog.h"
#include "model/Ruleset.h"

#include <QJsonObject>

namespace muster::test {

/// The ruleset a case plays by: the shipped one of `kind` with the case's "parameters" (and
/// "terrainFactors") put over it.
Ruleset caseRuleset(RulesetKind kind, const QJsonObject &caseFile);

/// The first key of a case file, or of its "expect", that neither the shared vocabulary nor the
/// suite's own keys (`fileKeys`, `expectKeys`) know, as a sentence; empty when there is none. A
/// misspelt key would otherwise check nothing.
QString unknownCaseKey(const QJsonObject &caseFile, QStringList fileKeys, QStringList expectKeys);

/// The paragraph a case is named after: "A4.8" for "A4.8-example-1", "H5" for "H5-surprise".
QString caseParagraph(const QString &caseName);

/// True when every field of `expected` equals the field of that name in the JSON form of event
/// `event`; the pseudo-field "textContains" instead asks that the event's sentence contain the
/// given text. A string stands for {"type": string}.
bool logEventMatches(const TurnLog &log, std::size_t event, const LogContext &context,
                     const QJsonValue &expected);

/// Checks a case's log against its "expect": the "events" appear in that order (others may come
/// between), no event matches one of "noEvents", and an event cites the paragraph the case is
/// named after, unless "uncited" says why none can (a case showing that something does not
/// happen), and then none may. Returns what is wrong as a sentence, or an empty string.
QString checkCaseLog(const QString &caseName, const QJsonObject &expect, const TurnLog &log,
                     const LogContext &context);

} // namespace muster::test
