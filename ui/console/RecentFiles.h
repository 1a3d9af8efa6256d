#pragma once
// The campaign files the GM opened last (File > Open Recent), kept in QSettings as
// "recentFiles", newest first.
//
// Writing QSettings ends in a flush to disk (an fsync) that takes milliseconds, longer than the
// rest of opening a small campaign: so a file opened is added to the list at once in memory and
// the list is written by one background thread, in the order of the changes. Reading the list
// first waits for the writes under way, so every window of this process sees the latest list.

#include <QString>
#include <QStringList>

namespace muster::recentfiles {

/// At most this many files are kept.
inline constexpr int kMostFiles = 8;

/// The list as kept (after the writes under way).
QStringList read();
/// Puts `path` (made absolute) first in the list and starts writing it; returns the new list.
QStringList add(const QString &path);
/// Waits until every write started has reached the settings file (before other settings are
/// written, and before the window goes).
void waitForWrites();

} // namespace muster::recentfiles
