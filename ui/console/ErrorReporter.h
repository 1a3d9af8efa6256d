#pragma once
// One place through which the GUI shows error messages, so tests can see (and dismiss) them
// without a modal dialog blocking: a test installs a hook that records the message.

#include "util/Result.h"

#include <QString>

#include <functional>

class QWidget;

namespace muster {

using ErrorHook =
    std::function<void(QWidget *parent, const QString &title, const QString &message)>;

/// Replaces how errors are shown; an empty hook restores the message box. Returns the old hook.
ErrorHook setErrorHook(ErrorHook hook);
/// Shows `message` (the precise problem, naming file and place) in a critical message box.
void reportError(QWidget *parent, const QString &title, const QString &message);
/// The same once the event loop next runs: for a refusal found inside a widget's signal (a spin
/// box's edit), whose handler should return before a modal box opens.
void reportErrorLater(QWidget *parent, const QString &title, const QString &message);
/// Shows every problem, one a line as Problem::toString gives it, in one message box.
void reportProblems(QWidget *parent, const QString &title, const Problems &problems);
/// Shows the problems of a failed `result`; false when it failed, so a caller can return it.
template <typename T>
bool reportFailure(QWidget *parent, const QString &title, const Result<T> &result)
{
    if (!result)
        reportProblems(parent, title, result.problems());
    return result.ok();
}

} // namespace muster
