// The README's screenshots of setting a campaign up, run under Xvfb by hand:
//   /work/shared/tools/screenshot OUT.png --size 1600x1000 -- build/dev/tests/setup/setup_demo new
// `new` shows File > New Campaign; `kingdoms` the kingdoms editor with a kingdom just added and
// given a colour close to the sea's (the warning shown); `rules` Campaign > House Rules. The main
// window holds the area sample put back in setup, kept in a temporary folder.
#include "TakeResult.h"
#include "console/MainWindow.h"
#include "console/setup/KingdomsEditor.h"
#include "console/setup/SetupConsole.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace muster;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString what = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("new");
    QTemporaryDir dir;
    Problems problems;
    auto c =
        readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/sample-area.json"), problems);
    if (!c)
        return 1;
    c->started = false;
    const QString file = dir.filePath(QStringLiteral("coast.muster"));
    QString error;
    if (!test::take(CampaignStore::create(file, *c), error))
        return 1;
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    if (!window.openFile(file))
        return 1;
    QTimer::singleShot(500, &window, [&window, what] {
        SetupConsole *setup = window.setupConsole();
        if (what == QLatin1String("kingdoms")) {
            setup->editKingdomsAction()->trigger();
            KingdomsEditor *editor = setup->kingdomsEditor();
            editor->addButton()->click();
            KingdomsEditor::setColourChooser(
                [](QWidget *, const QColor &) { return QColor(QStringLiteral("#5b8cc4")); });
            editor->colourButton()->click();
        } else if (what == QLatin1String("rules")) {
            setup->houseRulesAction()->trigger();
        } else {
            window.findChild<QAction *>(QStringLiteral("newCampaignAction"))->trigger();
        }
    });
    return app.exec();
}
