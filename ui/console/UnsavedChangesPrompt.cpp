#include "console/UnsavedChangesPrompt.h"

#include "console/Question.h"

#include <QCoreApplication>

namespace muster {

UnsavedChoice askAboutUnsavedChanges(QWidget *parent, const QString &campaignName)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("MainWindow", text);
    };
    switch (askQuestion(parent, {tr("Unsaved Changes"),
                                 tr("\"%1\" is not kept in a campaign file yet, so its changes "
                                    "would be lost. Save it as a campaign file?")
                                     .arg(campaignName),
                                 {tr("&Save..."), tr("&Discard"), tr("Cancel")},
                                 {},
                                 true})) {
    case 0:
        return UnsavedChoice::Save;
    case 1:
        return UnsavedChoice::Discard;
    default:
        return UnsavedChoice::Cancel;
    }
}

} // namespace muster
