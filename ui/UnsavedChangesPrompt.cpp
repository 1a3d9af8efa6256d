#include "UnsavedChangesPrompt.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace muster {

namespace {
UnsavedChangesHook &hook()
{
    static UnsavedChangesHook h;
    return h;
}
} // namespace

UnsavedChangesHook setUnsavedChangesHook(UnsavedChangesHook h)
{
    return std::exchange(hook(), std::move(h));
}

UnsavedChoice askAboutUnsavedChanges(QWidget *parent, const QString &campaignName)
{
    if (hook())
        return hook()(campaignName);
    QMessageBox box(QMessageBox::Warning,
                    QCoreApplication::translate("MainWindow", "Unsaved Changes"),
                    QCoreApplication::translate(
                        "MainWindow", "\"%1\" is not kept in a campaign file yet, so its changes "
                                      "would be lost. Save it as a campaign file?")
                        .arg(campaignName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return UnsavedChoice::Save;
    case QMessageBox::Discard:
        return UnsavedChoice::Discard;
    default:
        return UnsavedChoice::Cancel;
    }
}

} // namespace muster
