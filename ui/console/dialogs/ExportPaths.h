#pragma once
// Where the GM exported to last, kept in QSettings as "export/<kind>" (as the window keeps its
// layout and view choices), so each export dialog opens on the file or folder used the time
// before instead of the working directory.

#include <QString>

namespace muster::exportpaths {

/// The path last used for exports of `kind` ("image", "pdfPages", ...); empty when none yet.
QString last(const QString &kind);
/// Keeps `path` (made absolute) as the last one of `kind`.
void remember(const QString &kind, const QString &path);

} // namespace muster::exportpaths
