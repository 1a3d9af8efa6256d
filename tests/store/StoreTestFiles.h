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

void writeFile(const QString &path, const QByteArray &bytes);
QByteArray readFile(const QString &path);
/// SHA-256 of the file's bytes, hex.
QByteArray fileHash(const QString &path);

} // namespace muster::test
