#pragma once
// Input echoed in a message is cut short: a file may hold a ten-megabyte id, and a message quoting
// it whole would bury every other problem (and the terminal).

#include <QString>

namespace muster {

/// How many characters of a piece of input a message quotes.
inline constexpr qsizetype kQuotedInputLength = 40;

/// `text` when it is short; otherwise its first kQuotedInputLength characters, "...", and its
/// length ("AAAA... (10485760 characters)").
QString elided(const QString &text, qsizetype keep = kQuotedInputLength);

} // namespace muster
