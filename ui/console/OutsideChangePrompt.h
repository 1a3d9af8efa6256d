#pragma once
// "Never a stale write": when another program changed the open campaign's file (muster-cli storing
// a sheet or resolving a turn), the GM is told and asked whether to reload it now. Reloading loses
// nothing that was saved; keeping the old copy means the next edit is refused and the question
// comes again. Tests answer through the question hook (Question.h).

#include <QString>

class QWidget;

namespace muster {

/// Tells `message` and asks whether to reload (a modal question box); true to reload now.
bool askToReload(QWidget *parent, const QString &message);

} // namespace muster
