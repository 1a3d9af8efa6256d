#include "StoreTestFiles.h"

#include "store/Sqlite.h"

#include <QCryptographicHash>
#include <QFile>

#include <sqlite3.h>

namespace muster::test {

namespace {
class Raw
{
public:
    explicit Raw(const QString &path)
    {
        if (sqlite3_open(path.toUtf8().constData(), &m_db) != SQLITE_OK)
            qFatal("cannot open %s", qPrintable(path));
    }
    ~Raw() { sqlite3_close(m_db); }
    Raw(const Raw &) = delete;
    Raw &operator=(const Raw &) = delete;
    sqlite3 *db() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
};

template <typename Read> auto rawQuery(const QString &path, const char *sql, Read read)
{
    Raw raw(path);
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(raw.db(), sql, -1, &stmt, nullptr) != SQLITE_OK ||
        sqlite3_step(stmt) != SQLITE_ROW)
        qFatal("%s failed: %s", sql, sqlite3_errmsg(raw.db()));
    auto value = read(stmt);
    sqlite3_finalize(stmt);
    return value;
}
} // namespace

void rawExec(const QString &path, const char *sql)
{
    Raw raw(path);
    if (sqlite3_exec(raw.db(), sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        qFatal("%s failed: %s", sql, sqlite3_errmsg(raw.db()));
}

qint64 rawInt(const QString &path, const char *sql)
{
    return rawQuery(path, sql, [](sqlite3_stmt *s) { return qint64{sqlite3_column_int64(s, 0)}; });
}

QString rawText(const QString &path, const char *sql)
{
    return rawQuery(path, sql, [](sqlite3_stmt *s) {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(s, 0)));
    });
}

namespace {
void mustExec(sqlite3 *db, const char *sql)
{
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        qFatal("%s failed: %s", sql, sqlite3_errmsg(db));
}

void copyOver(const QString &from, const QString &to)
{
    QFile::remove(to);
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s to %s", qPrintable(from), qPrintable(to));
}
} // namespace

void copyMidSave(const QString &path, const char *sql, const QString &crashed)
{
    // Begun as a Muster save begins (its transaction journals the file's first page first). A
    // tiny page cache makes SQLite write changed pages into the file before the commit, after
    // saving their old contents in the journal: the state a kill mid-save leaves.
    sqlite::Database db(path, sqlite::Database::Mode::ReadWrite);
    db.exec("PRAGMA journal_mode = DELETE; PRAGMA cache_size = 2");
    sqlite::Transaction save(db);
    db.exec(sql);
    copyOver(path, crashed);
    copyOver(path + QStringLiteral("-journal"), crashed + QStringLiteral("-journal"));
} // the transaction is rolled back

void copyWithUncheckpointedLog(const QString &path, const char *sql, const QString &crashed)
{
    Raw raw(path);
    mustExec(raw.db(), "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0");
    mustExec(raw.db(), sql);
    copyOver(path, crashed);
    copyOver(path + QStringLiteral("-wal"), crashed + QStringLiteral("-wal"));
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QByteArray fileHash(const QString &path)
{
    return QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256).toHex();
}

} // namespace muster::test
