#include "console/OutsideChangePrompt.h"

#include "console/Question.h"

#include <QCoreApplication>

namespace muster {

bool askToReload(QWidget *parent, const QString &message)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("MainWindow", text);
    };
    return askQuestion(parent, {tr("Campaign Changed on Disk"),
                                message,
                                {tr("&Reload"), tr("Not Now")},
                                tr("Reload it to work on what the file holds now. Until then no "
                                   "edit made here can be saved."),
                                true}) == 0;
}

} // namespace muster
