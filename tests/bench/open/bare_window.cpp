// The reference for bench_open: a bare Qt main window, shown and reported interactive exactly as
// `muster --report-interactive` does (one line on stdout once the event loop is first idle).
// With --label it shows one line of text as well, so the font database is loaded before it is
// interactive (the window alone loads it only as it quits).
#include <QApplication>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>

#include <cstdio>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    if (QApplication::arguments().contains(QStringLiteral("--label")))
        window.setCentralWidget(new QLabel(QStringLiteral("Muster")));
    window.resize(1280, 800);
    window.show();
    QTimer::singleShot(0, &app, [] {
        std::puts("interactive");
        std::fflush(stdout);
        QApplication::quit();
    });
    return QApplication::exec();
}
