#pragma once
// Why Qt's JSON parser refused a text, as Muster's messages say it: Qt's own sentence, except for a
// text nested deeper than the parser goes, which names that limit (model/Limits.h) so a GM knows
// what was refused and that nothing crashed.

#include <QJsonParseError>
#include <QString>

namespace muster {

/// The reason `error` gives ("unterminated string", "objects and arrays nested deeper than 1024,
/// the most a JSON text may nest"); empty when there is no error.
QString jsonErrorText(const QJsonParseError &error);

} // namespace muster
