#pragma once
// Screenshots for the README and demos (`muster --grab`, the demo programs under tests/): after
// `delayMs` (time for the window to lay out and paint), the screen is saved to `path` and the
// application quits with 0, or 1 when the file could not be written. Under Xvfb the whole screen
// is grabbed, so dialogs and docks show as the GM sees them; platforms without a screen to grab
// (offscreen) fall back to the widget's own rendering.

#include <QString>

class QWidget;

namespace muster {

void grabScreenAndQuit(QWidget &window, const QString &path, int delayMs = 1500);

} // namespace muster
