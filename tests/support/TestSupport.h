#pragma once
// Helpers shared by tests and benchmarks.

#include <QByteArray>
#include <QString>
#include <QStringList>

class QRegularExpression;

namespace muster::test {

/// Absolute path of a file in the source tree ("maps/sample-area.json").
QString sourcePath(const QString &relative);

/// Every match of `pattern` in the source file `relative` (read whole, `^` at each line's start),
/// as its captured groups joined; the same text once, in the order first found. Empty when the
/// file cannot be read.
QStringList matchesInSourceFile(const QString &relative, const QRegularExpression &pattern);

/// The bytes of the file at `path`; empty when it cannot be read.
QByteArray fileBytes(const QString &path);
/// Writes `bytes` as the whole file at `path`; false when it cannot.
bool writeFileBytes(const QString &path, const QByteArray &bytes);

} // namespace muster::test
