#pragma once
// The main window as the GUI tests of the turn loop open it (tests/console, tests/console_hex):
// error messages recorded instead of shown in boxes, a 1400x900 window shown and exposed, and a
// sample campaign kept in a .muster file so every edit is saved at once as in real use.

#include "ErrorReporter.h"
#include "MainWindow.h"
#include "map/MapView.h"

#include <QStandardPaths>
#include <QStringList>
#include <QTest>

#include <memory>

namespace muster::test {

/// A shown, exposed main window; null if it never got exposed. Errors go to `*errors`.
inline std::unique_ptr<MainWindow> showConsoleWindow(QStringList *errors)
{
    QStandardPaths::setTestModeEnabled(true);
    setErrorHook(
        [errors](QWidget *, const QString &, const QString &message) { *errors << message; });
    auto window = std::make_unique<MainWindow>();
    window->resize(1400, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

/// Clicks the map where `area` is labelled, bringing it into view first.
inline void clickArea(MainWindow &window, int area)
{
    MapView *map = window.mapView();
    if (!map->viewport()->rect().contains(map->viewportPosOfArea(area)))
        map->centerOn(map->mapToScene(map->viewportPosOfArea(area)));
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->viewportPosOfArea(area));
}

/// Opens the sample `json` (a path) and keeps it in `file`; false when either fails.
inline bool openSampleAs(MainWindow &window, const QString &json, const QString &file)
{
    return window.openFile(json) && window.saveAs(file);
}

} // namespace muster::test
