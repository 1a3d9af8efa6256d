#pragma once
// "Never a stale write": when another program changed the open campaign's file (muster-cli storing
// a sheet or resolving a turn), the GM is told and asked whether to reload it now. Reloading loses
// nothing that was saved; keeping the old copy means the next edit is refused and the question
// comes again. Tests install a hook that answers.

#include <QString>

#include <functional>

class QWidget;

namespace muster {

/// Returns true to reload now.
using OutsideChangeHook = std::function<bool(const QString &message)>;

/// Replaces the question box; an empty hook restores it. Returns the old hook.
OutsideChangeHook setOutsideChangeHook(OutsideChangeHook hook);
/// Tells `message` and asks whether to reload (a modal question box).
bool askToReload(QWidget *parent, const QString &message);

} // namespace muster
