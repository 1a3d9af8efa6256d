#include "MainWindow.h"

#include <QApplication>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Muster"));
    QApplication::setApplicationVersion(QStringLiteral(MUSTER_VERSION));
    muster::MainWindow window;
    window.show();
    return QApplication::exec();
}
