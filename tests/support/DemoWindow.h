#pragma once
// The demo programs behind the README screenshots (run under Xvfb by hand): the main window as
// large as the screen it is shown on (Xvfb's: 1600x1000, 1280x720, 1920x1080), shown, with a sample
// campaign opened and kept in a .muster file in a temporary folder, so the demo can resolve and
// edit while the sample under maps/ is never written.

#include "console/MainWindow.h"
#include "console/ScreenGrab.h"

#include <QApplication>
#include <QScreen>
#include <QTemporaryDir>

namespace muster::test {

/// Shows `window` and opens `json` kept in `dir`; false (with the error reported) on failure.
inline bool showDemoWindow(MainWindow &window, const QString &json, const QTemporaryDir &dir)
{
    window.resize(window.screen()->availableGeometry().size());
    window.show();
    return window.openFile(json) && window.saveAs(dir.filePath(QStringLiteral("demo.muster")));
}

/// A demo's whole main(): the window shown on `json`, put by `setUp(window)` into the state to
/// show (false: nothing to show, exit 1), then left running, or grabbed into argv[1] and closed.
template <typename SetUp> int runDemo(int argc, char **argv, const QString &json, SetUp setUp)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    QTemporaryDir dir;
    MainWindow window;
    if (!showDemoWindow(window, json, dir) || !setUp(window))
        return 1;
    if (!grabTo.isEmpty())
        grabScreenAndQuit(window, grabTo);
    return QApplication::exec();
}

} // namespace muster::test
