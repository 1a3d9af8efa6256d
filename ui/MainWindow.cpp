#include "MainWindow.h"

namespace muster {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Muster"));
}

} // namespace muster
