// march_marks_demo: the main window on the hex sample with A2 and C1 marching at each other and
// A1 marching east, View > Show All Marches on, for resources/screenshots/hex-marches.png:
//   xvfb-run -s "-screen 0 1600x1000x24" march_marks_demo GRAB.png
// Works on a temporary copy; the sample is never written.
#include "ConvergingMarches.h"
#include "DemoWindow.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/AllMarches.h"
#include "console/hex/HexConsole.h"
#include "operations/StoreOrders.h"

#include <QAction>
#include <QApplication>
#include <QTemporaryDir>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = QApplication::arguments().value(1);
    QTemporaryDir dir;
    MainWindow window;
    if (!test::showDemoWindow(window, QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"),
                              dir))
        return 1;
    Campaign planned = test::converging();
    test::march(planned, QStringLiteral("A1"), hexFromOffset({20, 6}));
    window.document()->setTurnOrders({planned.current().orders, {}, {}, {}});
    window.findChild<HexConsole *>()->allMarches()->action()->setChecked(true);
    if (grabTo.isEmpty())
        return QApplication::exec();
    grabScreenAndQuit(window, grabTo, 3000);
    return QApplication::exec();
}
