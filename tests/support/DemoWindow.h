#pragma once
// The demo programs behind the README screenshots (run under Xvfb by hand): a 1600x1000 main
// window, shown, with a sample campaign opened and kept in a .muster file in a temporary folder,
// so the demo can resolve and edit while the sample under maps/ is never written.

#include "MainWindow.h"

#include <QTemporaryDir>

namespace muster::test {

/// Shows `window` and opens `json` kept in `dir`; false (with the error reported) on failure.
inline bool showDemoWindow(MainWindow &window, const QString &json, const QTemporaryDir &dir)
{
    window.resize(1600, 1000);
    window.show();
    return window.openFile(json) && window.saveAs(dir.filePath(QStringLiteral("demo.muster")));
}

} // namespace muster::test
