#pragma once
// Whether an output would land on an input: a command that reads one file and writes another
// must not be given the same file twice, however it is spelled (a link, `..`, another hard link),
// or it would replace what it reads with what it made of it.

#include <QString>

namespace muster {

/// Whether `a` and `b` are one existing file once links, `.` and `..` are resolved, or two hard
/// links to it. False when either does not exist.
bool isSameFile(const QString &a, const QString &b);

/// Whether the existing file `path` lies in the existing folder `folder` or below it, links
/// resolved.
bool isInsideFolder(const QString &path, const QString &folder);

} // namespace muster
