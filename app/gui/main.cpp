// muster: the GM console. `muster FILE` opens a campaign file (a .json file is imported).
// View options on the command line set up a view at start (used for screenshots and demos).
#include "console/ErrorReporter.h"
#include "console/MainWindow.h"
#include "console/ScreenGrab.h"
#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "render/export/ImageMemory.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QScreen>
#include <QTimer>

#include <cstdio>
#include <cstring>

int main(int argc, char **argv)
{
    // Answered before QApplication exists, so `muster --version` works without a display.
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("muster %s\n", MUSTER_VERSION);
            return 0;
        }
    muster::keepImageMemory();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setOrganizationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));
    auto tr = [](const char *text) { return QApplication::translate("main", text); };
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Muster, the GM console"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Campaign to open (.muster or .json)."));
    const QCommandLineOption zoom(QStringLiteral("zoom"),
                                  tr("Zoom in by FACTOR from the whole map."),
                                  QStringLiteral("FACTOR"));
    const QCommandLineOption centre(QStringLiteral("centre"), tr("Centre the view on hex COL,ROW."),
                                    QStringLiteral("COL,ROW"));
    const QCommandLineOption select(QStringLiteral("select"),
                                    tr("Select hex COL,ROW (and its area)."),
                                    QStringLiteral("COL,ROW"));
    const QCommandLineOption full(QStringLiteral("full-screen"), tr("Fill the screen."));
    const QCommandLineOption grab(
        QStringLiteral("grab"),
        tr("Save a screenshot of the whole screen to FILE after a moment, then quit "
           "(for documentation; ImageMagick's import is not needed)."),
        QStringLiteral("FILE"));
    // For the startup benchmark: one line on stdout the first time the event loop is idle with
    // the window shown and the file open (the moment the GM can start working), then quit.
    QCommandLineOption interactive(QStringLiteral("report-interactive"),
                                   QStringLiteral("Print 'interactive' once ready, then quit."));
    interactive.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({zoom, centre, select, full, grab, interactive});
    parser.process(app);

    if (parser.isSet(grab) || parser.isSet(interactive))
        // Unattended (documentation, scripts): an error goes to stderr rather than a modal box
        // nobody will close; the grab still happens and shows the window as it is.
        muster::setErrorHook([](QWidget *, const QString &title, const QString &message) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(title), qPrintable(message));
        });
    muster::MainWindow window;
    if (parser.isSet(full))
        window.setGeometry(window.screen()->availableGeometry());
    window.show();
    const bool opened = !parser.positionalArguments().isEmpty() &&
                        window.openFile(parser.positionalArguments().constFirst());
    if (opened) {
        muster::MapView *view = window.mapView();
        if (const auto hex = muster::parseHexLabel(parser.value(select)))
            window.document()->select(window.document()->campaign().world.areaAt(*hex), *hex);
        if (parser.isSet(zoom))
            view->zoomBy(parser.value(zoom).toDouble());
        if (const auto hex = muster::parseHexLabel(parser.value(centre)))
            view->centerOn(view->renderer()->geometry().layout().toPixel(*hex));
    }
    if (parser.isSet(grab))
        muster::grabScreenAndQuit(window, parser.value(grab), 2000);
    if (parser.isSet(interactive)) {
        if (!opened && !parser.positionalArguments().isEmpty())
            return 1;
        QTimer::singleShot(0, &app, [] {
            std::puts("interactive");
            std::fflush(stdout);
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
