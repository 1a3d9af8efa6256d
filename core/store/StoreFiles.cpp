#include "store/StoreFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUrl>

namespace muster::store {

using sqlite::Database;
using sqlite::SqliteError;

/// Why saves to `path` will fail before SQLite tries, in words; empty when the file and its
/// folder may be written (a save writes a rollback journal beside the file).
QString readOnlyReason(const QString &path)
{
    const QFileInfo file(path);
    if (file.exists() && !file.isWritable())
        return QStringLiteral("the file is read-only");
    const QFileInfo folder(file.absolutePath());
    if (!folder.isWritable())
        return QStringLiteral("its folder %1 is read-only (a save writes a journal beside the "
                              "file)")
            .arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    return {};
}

/// A save that stopped half way (a crash, a kill) leaves a hot journal. SQLite puts the file back
/// to its last committed state the first time a connection that may write reads it; a read-only
/// connection cannot, so a reader lets such a connection do it first.
void rollBackHotJournal(const QString &path)
{
    if (!hasHotJournal(path))
        return;
    const QString reason = readOnlyReason(path);
    if (!reason.isEmpty())
        throw Refusal{QStringLiteral("%1 holds a save that stopped half way (%1-journal); it "
                                     "must be rolled back before the file can be read, but %2")
                          .arg(path, reason)};
    Database db(path, Database::Mode::ReadWrite);
    db.queryInt("SELECT count(*) FROM sqlite_schema");
    db.close();
}

/// A connection for reading only, which never creates a file beside the campaign. mode=ro takes
/// SQLite's locks, so a reader waits for a save under way. A file last written in write-ahead-log
/// mode by an older Muster, with no log beside it, is read immutable: mode=ro would create a
/// -shm file for it.
Database openReadOnly(const QString &path, const SqliteHeader &header)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString uri = QUrl::fromLocalFile(absolute).toString(QUrl::FullyEncoded);
    const bool wal = QFileInfo::exists(path + QStringLiteral("-wal"));
    uri += header.walMode && !wal ? QStringLiteral("?immutable=1") : QStringLiteral("?mode=ro");
    return Database(uri, Database::Mode::ReadOnly, true);
}

void removeIfExists(const QString &path)
{
    if (QFileInfo::exists(path))
        QFile::remove(path);
}

/// Before a new file is renamed over an older campaign: its hot journal is rolled back and its
/// write-ahead log folded into it, so it is complete by itself and no file beside it can outlive
/// the rename (and be applied to the new file) however the replacement ends.
void settleExistingCampaign(const QString &path)
{
    const FileCheck check = checkCampaignFile(path, 1 << 30, SizeCheck::Skip);
    if (!check.header)
        return; // not a campaign, nothing to keep: it is simply replaced
    try {
        Database db(path, Database::Mode::ReadWrite);
        db.exec("PRAGMA journal_mode = DELETE");
        db.close();
    } catch (const SqliteError &) {
        // A damaged or busy file: replaced all the same, as the GM asked.
    }
}

} // namespace muster::store
