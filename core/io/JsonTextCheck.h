#pragma once
// What QJsonDocument lets through and a campaign file must not hold: a key twice in one object (the
// parser keeps the last, so the first is silently lost) and raw control characters inside a text
// (JSON wants them escaped; a raw NUL is never text). One linear pass over text that has already
// parsed as JSON, so problems carry the line and JSON path.

#include "util/Problems.h"

#include <QByteArray>
#include <QString>

namespace muster {

/// Adds a problem (`fileName`, line and JSON path) for every repeated key and raw control character
/// of `json`, which must be valid JSON; at most `maxProblems` of them.
void checkJsonText(const QByteArray &json, const QString &fileName, Problems &problems,
                   int maxProblems = 100);

} // namespace muster
