#pragma once
// File helpers for the store tests: raw SQLite access (to build foreign and doctored files, and to
// look inside ours without CampaignStore) and byte-level checks.

#include <QByteArray>
#include <QString>

namespace muster::test {

/// Runs SQL on `path` through the bare sqlite3 API (creating the file when missing).
void rawExec(const QString &path, const char *sql);
qint64 rawInt(const QString &path, const char *sql);
QString rawText(const QString &path, const char *sql);

/// Runs `sql` on `path` in a transaction begun as a Muster save begins it, and copies the file
/// with its rollback journal to `crashed` halfway: what a save killed mid-way leaves (a hot
/// journal). The transaction is then rolled back, so `path` itself is unchanged.
void copyMidSave(const QString &path, const char *sql, const QString &crashed);
/// Switches `path` to write-ahead-log mode (as files of older Muster builds were), commits `sql`
/// with automatic checkpoints off and copies the file with its log to `crashed` while the log
/// still holds the committed change.
void copyWithUncheckpointedLog(const QString &path, const char *sql, const QString &crashed);

void writeFile(const QString &path, const QByteArray &bytes);
QByteArray readFile(const QString &path);
/// SHA-256 of the file's bytes, hex.
QByteArray fileHash(const QString &path);

} // namespace muster::test
