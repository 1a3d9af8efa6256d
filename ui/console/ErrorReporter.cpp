#include "console/ErrorReporter.h"

#include <QMessageBox>
#include <QTimer>

namespace muster {

namespace {
ErrorHook &hook()
{
    static ErrorHook h;
    return h;
}
} // namespace

ErrorHook setErrorHook(ErrorHook h)
{
    ErrorHook old = std::move(hook());
    hook() = std::move(h);
    return old;
}

void reportError(QWidget *parent, const QString &title, const QString &message)
{
    if (hook()) {
        hook()(parent, title, message);
        return;
    }
    QMessageBox box(QMessageBox::Critical, title, message, QMessageBox::Ok, parent);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse); // so the GM can copy the message
    box.exec();
}

void reportErrorLater(QWidget *parent, const QString &title, const QString &message)
{
    QTimer::singleShot(0, parent,
                       [parent, title, message] { reportError(parent, title, message); });
}

void reportProblems(QWidget *parent, const QString &title, const Problems &problems)
{
    reportError(parent, title, problems.toString());
}

} // namespace muster
