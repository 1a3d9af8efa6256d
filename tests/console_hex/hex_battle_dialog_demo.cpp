// hex_battle_dialog_demo: the GM console on the sample hex campaign with an army's path drawn into
// an enemy's hex and Advance Week running, showing the first battle dialog, for the screenshot
// resources/screenshots/hex-battle-dialog.png:
// `xvfb-run -s "-screen 0 1600x1000x24" hex_battle_dialog_demo OUT.png [DIALOG]`, DIALOG the
// objectName of the dialog to grab (default battleTurnDialog; earlier dialogs are accepted with
// their defaults). The grab waits for the dialog's odds (OddsPanel) to finish. Works on a temporary
// copy; the sample is never written.
#include "HexBattleSetup.h"
#include "console/MainWindow.h"
#include "console/document/CampaignDocument.h"
#include "console/hex/BattleDialog.h"
#include "console/hex/HexAdvanceActions.h"
#include "console/hex/HexConsole.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/hex/OddsPanel.h"
#include "console/map/MapView.h"
#include "io/CampaignJson.h"

#include <QApplication>
#include <QPixmap>
#include <QPointer>
#include <QScreen>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("MusterDemo"));
    const QString grabTo = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    const QString wanted =
        argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("battleTurnDialog");
    Problems problems;
    auto sample =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-hex.json"), problems);
    auto setup = sample ? test::facingArmies(*sample) : std::nullopt;
    if (!setup)
        return 1;
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    window.document()->setCampaign(setup->campaign);
    if (!window.saveAs(dir.filePath(QStringLiteral("demo.muster"))))
        return 1;
    const auto &armies = window.document()->campaign().current().state.armies;
    const Hex from = armies.at(size_t(setup->attacker)).hex;
    const Hex to = armies.at(size_t(setup->defender)).hex;
    HexMarchPlanner &planner = *window.hexConsole()->planner();
    planner.hexClicked(from);
    planner.hexClicked(to);
    planner.store();
    window.mapView()->zoomBy(2.0);
    window.mapView()->centerOn(
        window.mapView()->renderer()->geometry().hexPolygon(from).boundingRect().center());
    HexAdvanceActions &advancing = *window.hexConsole()->advancing();
    advancing.askAction()->setChecked(true);
    QObject::connect(&advancing, &HexAdvanceActions::finished, &app,
                     [] { QTimer::singleShot(0, [] { QApplication::exit(0); }); });
    QTimer::singleShot(500, &window, [&advancing] { advancing.advance(7); });
    if (grabTo.isEmpty())
        return QApplication::exec();
    // Accept the dialogs before the wanted one with their defaults; grab the wanted one, then
    // cancel the advance (nothing is stored).
    QTimer poll;
    QPointer<BattleDialog> seen;
    QObject::connect(&poll, &QTimer::timeout, &window, [&] {
        auto *dialog = qobject_cast<BattleDialog *>(QApplication::activeModalWidget());
        if (!dialog || dialog == seen)
            return;
        seen = dialog;
        if (dialog->objectName() != wanted) {
            dialog->accept();
            return;
        }
        // Once the odds are complete (they update while the runs come in) and a second later.
        auto *wait = new QTimer(dialog);
        QObject::connect(wait, &QTimer::timeout, dialog, [wait, dialog, &advancing, grabTo] {
            if (dialog->oddsPanel() && !dialog->oddsPanel()->isFinished())
                return;
            wait->stop();
            QTimer::singleShot(1000, dialog, [&advancing, dialog, grabTo] {
                QPixmap shot = dialog->screen()->grabWindow(0);
                if (shot.isNull())
                    shot = dialog->grab(); // platforms without a screen to grab (offscreen)
                if (!shot.save(grabTo))
                    qWarning("could not write %s", qPrintable(grabTo));
                advancing.cancel();
                dialog->reject();
            });
        });
        wait->start(100);
    });
    poll.start(50);
    return QApplication::exec();
}
