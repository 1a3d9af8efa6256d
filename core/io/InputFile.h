#pragma once
// Reading a whole input file (a campaign in JSON, an order sheet) with a size limit, and never from
// anything but a regular file: a FIFO would hang the reader, a device such as /dev/zero never ends.

#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <optional>

class QIODevice;

namespace muster {

/// The bytes of the regular file at `path`, at most `maxBytes` of them. A failure naming the file
/// when it is missing, a folder, a FIFO or device, unreadable, or larger than `maxBytes` (`what`
/// names the kind of file in that message: "a campaign in JSON").
Result<QByteArray> readInputFile(const QString &path, qint64 maxBytes, const QString &what);

/// Everything left on an open device (standard input), at most `maxBytes`; more is refused with
/// a failure naming `name`, before more than `maxBytes` + 1 bytes are read.
Result<QByteArray> readInputDevice(QIODevice &device, const QString &name, qint64 maxBytes,
                                   const QString &what);

/// Why `path` cannot be read as a file ("no such file", "it is a folder, not a campaign file",
/// "it is a device or pipe, not a campaign file"), or empty for a regular file. `noun` names what
/// the file should have been ("a file", "a campaign file").
QString notARegularFile(const QString &path, const QString &noun);

/// "256 MiB", "1 MiB", "512 bytes": a limit as the messages give it.
QString byteSize(qint64 bytes);

} // namespace muster
