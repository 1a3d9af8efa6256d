// orders_demo: the main window on the sample area campaign with one kingdom's shipped turn 1
// orders in the orders dock, for resources/screenshots/orders-dock.png:
//   xvfb-run -s "-screen 0 1600x1000x24" orders_demo [KINGDOM] GRAB.png [SHEET.txt]
//   xvfb-run -s "-screen 0 1600x1000x24" orders_demo KINGDOM GRAB.png --edit LINE
// With SHEET.txt the sheet is imported: one that does not parse is shown in the sheet dialog.
// With --edit LINE the kingdom's second order becomes LINE and Edit opens the order form on it
// (resources/screenshots/order-form-as-written.png). It saves the X screen to GRAB.png (the
// machine has Xvfb but not ImageMagick) and quits. Works on a temporary copy; the sample is never
// written.
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/commands/ChangeOrders.h"
#include "console/document/CampaignDocument.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrderForm.h"
#include "console/orders/OrdersDock.h"
#include "console/orders/SheetDialog.h"
#include "console/turns/TurnConsole.h"

#include <QApplication>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QUndoStack>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QStringList args = QApplication::arguments().mid(1);
    const QString kingdomId = args.size() > 1 ? args[0] : QStringLiteral("ALD");
    const QString grabTo = args.value(args.size() > 1 ? 1 : 0);
    const bool edit = args.value(2) == QLatin1String("--edit");
    const QString sheet = edit ? QString() : args.value(2);
    QTemporaryDir dir;
    MainWindow window;
    window.setGeometry(window.screen()->availableGeometry());
    window.show();
    if (!window.openFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json")) ||
        !window.saveAs(dir.filePath(QStringLiteral("demo.muster"))))
        return 1;
    const Campaign &c = window.document()->campaign();
    int kingdom = -1;
    for (int k = 0; k < static_cast<int>(c.kingdoms.size()); ++k)
        if (c.kingdoms[static_cast<size_t>(k)].id.compare(kingdomId, Qt::CaseInsensitive) == 0)
            kingdom = k;
    if (kingdom < 0) {
        QTextStream(stderr) << "no kingdom " << kingdomId << '\n';
        return 1;
    }
    TurnConsole &console = *window.turnConsole();
    console.kingdoms()->selectKingdom(kingdom);
    console.orders()->table()->setCurrentCell(1, 1);
    console.orders()->table()->setFocus();
    if (edit) {
        QStringList lines = c.current().orders[static_cast<size_t>(kingdom)];
        if (lines.size() < 2)
            return 1;
        lines[1] = args.value(3);
        window.document()->undoStack()->push(
            new ChangeOrders(*window.document(), kingdom, lines, QStringLiteral("Demo")));
        console.orders()->table()->setCurrentCell(1, 1);
        // The form runs its own event loop: the screen is grabbed from there.
        auto *poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [poll, grabTo] {
            if (auto *form = qobject_cast<OrderForm *>(QApplication::activeModalWidget())) {
                poll->stop();
                grabScreenAndQuit(*form, grabTo, 800);
            }
        });
        poll->start(50);
        if (auto *button = console.orders()->findChild<QPushButton *>(QStringLiteral("editOrder")))
            button->click();
        return 0; // grabbed (and quit) from the form
    }
    if (!sheet.isEmpty()) {
        // The dialog runs its own event loop: the screen is grabbed from there.
        QObject::connect(console.orders(), &OrdersDock::sheetDialogOpened, &window,
                         [&window, grabTo](SheetDialog *) {
                             if (!grabTo.isEmpty())
                                 grabScreenAndQuit(window, grabTo);
                         });
        console.orders()->importSheetFile(sheet);
        if (!grabTo.isEmpty())
            return 0; // grabbed (and quit) from the dialog
    }
    if (grabTo.isEmpty())
        return QApplication::exec();
    grabScreenAndQuit(window, grabTo);
    return QApplication::exec();
}
