#pragma once
// Helpers shared by tests and benchmarks.

#include <QString>

namespace muster::test {

/// Absolute path of a file in the source tree ("maps/sample-area.json").
QString sourcePath(const QString &relative);

} // namespace muster::test
