#pragma once
// Whether an output would land on an input: a command that reads one file and writes another
// must not be given the same file twice, however it is spelled (a link, `..`, another hard link),
// or it would replace what it reads with what it made of it.

#include <QString>
#include <QStringList>

namespace muster {

/// Whether `a` and `b` are one existing file once links, `.` and `..` are resolved, or two hard
/// links to it. False when either does not exist.
bool isSameFile(const QString &a, const QString &b);

/// Whether `a` and `b` are one name in one folder, the folders' links and `..` resolved but not a
/// last link: a writer that moves its file into place (rename(2)) replaces the entry `a` names,
/// a link there included, and so loses the file `b` only when it is that very entry.
bool isSameEntry(const QString &a, const QString &b);

/// Why `output` may not be written: it is one of `inputs` once links and `..` are resolved, and
/// writing it would replace what is read ("OUT: the output would overwrite the input IN (the
/// same file); nothing written"). Empty when it is none of them. The console asks it about every
/// export with the open campaign's file as the input.
QString overwritesInput(const QString &output, const QStringList &inputs);

} // namespace muster
