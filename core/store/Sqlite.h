#pragma once
// A small RAII wrapper over the sqlite3 C API, for the campaign store only. Every failure throws
// SqliteError carrying SQLite's own message and result code; the public store API (CampaignStore)
// catches them and turns them into messages naming the file, so no exception leaves core/store.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <stdexcept>

struct sqlite3;
struct sqlite3_stmt;

namespace muster::sqlite {

class SqliteError : public std::runtime_error
{
public:
    /// `waitedMs`: for SQLITE_BUSY, how long the connection waited for the lock before it gave up.
    SqliteError(int code, const QString &message, std::int64_t waitedMs = 0);
    /// The primary result code (SQLITE_CORRUPT, SQLITE_NOTADB, ...), extended bits removed.
    int code() const { return m_code; }
    QString message() const { return m_message; }
    std::int64_t waitedMs() const { return m_waitedMs; }
    /// True for the codes that mean the file's bytes are not a sound database.
    bool isDamage() const;

private:
    int m_code;
    QString m_message;
    std::int64_t m_waitedMs;
};

class Database
{
public:
    enum class Mode
    {
        ReadOnly,  // never writes, never creates the file
        ReadWrite, // the file must exist
        Create     // creates the file when missing
    };

    Database();
    /// Opens `target`: a path, or a "file:" URI when `isUri` (e.g. "?immutable=1").
    Database(const QString &target, Mode mode, bool isUri = false);
    ~Database();
    Database(Database &&other) noexcept;
    Database &operator=(Database &&other) noexcept;
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    bool isOpen() const { return m_db != nullptr; }
    /// Closes now; throws if SQLite refuses (e.g. an unfinalised statement). Safe to call twice.
    void close();

    /// Runs one or more statements without results.
    void exec(const char *sql);
    /// The integer result of a query returning one row and column ("PRAGMA user_version").
    std::int64_t queryInt(const char *sql);
    /// SQLite's message for the last failure on this connection.
    QString lastError() const;
    /// Whether SQLite opened the main database read-only (a read-only file opened ReadWrite).
    bool isReadOnly() const;
    /// Whether a transaction is open on this connection.
    bool inTransaction() const;
    sqlite3 *handle() const { return m_db; }

    /// Throws SqliteError for a result code other than OK/ROW/DONE.
    void check(int rc) const;

    /// A private in-memory copy of this database (SQLite's online backup), e.g. to upgrade a file
    /// that may only be read.
    Database copyToMemory();

    /// Starts counting anew the time spent waiting for other programs' locks, which a failure for
    /// a lock held too long reports (SqliteError::waitedMs): at the start of each operation on a
    /// connection kept open. A new connection counts from its opening.
    void restartLockWait();
    /// The error for `rc` with `message`, carrying the time waited when the lock was not had.
    SqliteError error(int rc, const QString &message) const;

private:
    struct LockWait;
    /// The busy handler: how long and how often a connection waits for another's lock.
    static int waitForLock(void *wait, int tries);

    sqlite3 *m_db = nullptr;
    std::unique_ptr<LockWait> m_wait; // the busy handler's state, at a fixed address
};

/// A prepared statement, meant to be prepared once and reused across many rows.
class Statement
{
public:
    Statement(Database &db, const char *sql);
    ~Statement();
    Statement(Statement &&other) noexcept;
    Statement &operator=(Statement &&) = delete;
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;

    // Parameters are numbered from 1, as in SQLite.
    Statement &bind(int index, int value);
    Statement &bind(int index, std::int64_t value);
    Statement &bind(int index, const QString &value);
    /// Binds UTF-8 text (JSON, for instance) without a QString round trip.
    Statement &bindUtf8(int index, const QByteArray &utf8);
    Statement &bindBlob(int index, const QByteArray &bytes);
    Statement &bindNull(int index);

    /// Steps once: true when a row is ready, false when done. Throws on error.
    bool step();
    /// Steps a statement that returns no rows, then resets it for the next use.
    void run();
    /// Makes the statement ready to run again (bindings are kept until rebound).
    void reset();

    // Columns are numbered from 0, as in SQLite.
    int columnInt(int column) const;
    std::int64_t columnInt64(int column) const;
    QString columnText(int column) const;
    QByteArray columnUtf8(int column) const;
    QByteArray columnBlob(int column) const;
    bool columnIsNull(int column) const;
    sqlite3_stmt *handle() const { return m_stmt; }

private:
    Database *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
};

/// BEGIN IMMEDIATE on construction; rolls back on destruction unless commit() was called, so an
/// exception anywhere inside a save leaves the file as it was. The first page the transaction
/// changes is the file's first page, so a journal it leaves behind when killed holds that page's
/// copy first, which tells whose journal it is (store/SideFiles.h).
class Transaction
{
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Database &m_db;
    bool m_done = false;
};

/// BEGIN plus a first read on construction: holds SQLite's shared lock until it ends, so every
/// statement in between reads one committed state of the file (a writer's commit waits for it,
/// and it waits for a commit under way). Ends (COMMIT) on destruction.
class ReadTransaction
{
public:
    explicit ReadTransaction(Database &db);
    ~ReadTransaction();
    ReadTransaction(const ReadTransaction &) = delete;
    ReadTransaction &operator=(const ReadTransaction &) = delete;

private:
    Database &m_db;
};

/// A named SAVEPOINT inside an open transaction: released on commit(), rolled back otherwise.
class Savepoint
{
public:
    Savepoint(Database &db, const char *name);
    ~Savepoint();
    Savepoint(const Savepoint &) = delete;
    Savepoint &operator=(const Savepoint &) = delete;
    void commit();

private:
    Database &m_db;
    QByteArray m_name;
    bool m_done = false;
};

} // namespace muster::sqlite
