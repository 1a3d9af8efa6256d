// muster: the GM console. `muster FILE` opens a campaign file (a .json file is imported).
#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setOrganizationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Muster, the GM console"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("FILE"),
        QApplication::translate("main", "Campaign to open (.muster or .json)."));
    parser.process(app);
    muster::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return QApplication::exec();
}
