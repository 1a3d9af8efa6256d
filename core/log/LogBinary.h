#pragma once
// The stored form of a turn log in a campaign file: every field of every event spelt out in a
// fixed order, numbers little-endian, strings as UTF-8. Decoding is a straight pass with no
// parsing of text, so opening a long campaign reads its logs at about the speed of reading the
// bytes. The format is versioned; a blob this build does not read is refused, never guessed at.
//
//     "MLOG" version
//     texts:   count, then each as byte length + UTF-8
//     numbers: count, then each int32
//     legacy:  count, then each a text index (-1: none)
//     events:  count, then each a type byte and its fields (log/Events.h, in `visit` order)

#include "log/TurnLog.h"
#include "util/Result.h"

#include <QByteArray>

#include <optional>

namespace muster {

QByteArray encodeLog(const TurnLog &log);
/// A failure when the bytes are not a log this build reads, or are cut short.
Result<TurnLog> decodeLog(const QByteArray &bytes);

} // namespace muster
