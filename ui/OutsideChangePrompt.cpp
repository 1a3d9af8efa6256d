#include "OutsideChangePrompt.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace muster {

namespace {
OutsideChangeHook &hook()
{
    static OutsideChangeHook h;
    return h;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("MainWindow", text);
}
} // namespace

OutsideChangeHook setOutsideChangeHook(OutsideChangeHook h)
{
    return std::exchange(hook(), std::move(h));
}

bool askToReload(QWidget *parent, const QString &message)
{
    if (hook())
        return hook()(message);
    QMessageBox box(QMessageBox::Warning, tr("Campaign Changed on Disk"), message, {}, parent);
    box.setInformativeText(tr("Reload it to work on what the file holds now. Until then no edit "
                              "made here can be saved."));
    QPushButton *reload = box.addButton(tr("&Reload"), QMessageBox::AcceptRole);
    box.addButton(tr("Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(reload);
    box.exec();
    return box.clickedButton() == reload;
}

} // namespace muster
