#include "console/ScreenGrab.h"

#include <QApplication>
#include <QPixmap>
#include <QScreen>
#include <QTimer>
#include <QWidget>

namespace muster {

void grabScreenAndQuit(QWidget &window, const QString &path, int delayMs)
{
    QTimer::singleShot(delayMs, &window, [&window, path] {
        QPixmap shot = window.screen()->grabWindow(0);
        if (shot.isNull())
            shot = window.grab();
        QApplication::exit(shot.save(path) ? 0 : 1);
    });
}

} // namespace muster
