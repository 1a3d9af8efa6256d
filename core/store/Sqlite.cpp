#include "store/Sqlite.h"

#include <sqlite3.h>

#include <chrono>
#include <cstring>
#include <utility>

namespace muster::sqlite {

namespace {
/// SQLite's message, with what the operating system said when a file operation failed ("disk
/// I/O error" alone does not tell a full disk from a file that may not grow).
QString withSystemError(sqlite3 *db, int rc, const QString &message)
{
    const int primary = rc & 0xff;
    if (!db || (primary != SQLITE_IOERR && primary != SQLITE_FULL && primary != SQLITE_CANTOPEN &&
                primary != SQLITE_READONLY))
        return message;
    // The error the file itself last met (sqlite3_system_errno reads errno later, when the
    // roll back that followed may have changed it).
    int code = 0;
    if (sqlite3_file_control(db, "main", SQLITE_FCNTL_LAST_ERRNO, &code) != SQLITE_OK || code == 0)
        code = sqlite3_system_errno(db);
    if (code == 0)
        return message;
    return QStringLiteral("%1 (%2)").arg(message, QString::fromLocal8Bit(std::strerror(code)));
}
} // namespace

SqliteError::SqliteError(int code, const QString &message, std::int64_t waitedMs)
    : std::runtime_error(message.toStdString()), m_code(code & 0xff), m_message(message),
      m_waitedMs(waitedMs)
{}

bool SqliteError::isDamage() const
{
    return m_code == SQLITE_CORRUPT || m_code == SQLITE_NOTADB || m_code == SQLITE_FORMAT;
}

// --- Database ---------------------------------------------------------------------------------

/// The time a connection has spent in its busy handler, in real time: under load a nap lasts
/// longer than asked, so counting naps says less than the GM waited.
struct Database::LockWait
{
    using Clock = std::chrono::steady_clock;
    Clock::time_point since; // when the wait under way began
    Clock::time_point last;  // the busy handler's last call
    Clock::duration waited{};
};

Database::Database() = default;

Database::Database(const QString &target, Mode mode, bool isUri)
{
    int flags = 0;
    switch (mode) {
    case Mode::ReadOnly:
        flags = SQLITE_OPEN_READONLY;
        break;
    case Mode::ReadWrite:
        flags = SQLITE_OPEN_READWRITE;
        break;
    case Mode::Create:
        flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    }
    if (isUri)
        flags |= SQLITE_OPEN_URI;
    // A connection is used by one thread at a time (the GUI's saves and a worker's save of a
    // resolved turn are serialised by the document's file mutex), so SQLite's own mutexes are not
    // needed.
    flags |= SQLITE_OPEN_NOMUTEX;
    const int rc = sqlite3_open_v2(target.toUtf8().constData(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        const QString message =
            m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString::fromUtf8(sqlite3_errstr(rc));
        sqlite3_close_v2(m_db);
        m_db = nullptr;
        throw SqliteError(rc, message);
    }
    sqlite3_extended_result_codes(m_db, 1);
    m_wait = std::make_unique<LockWait>();
    // Another program on the same file (muster-cli while the GUI has it open) holds its lock for
    // one transaction: wait for it rather than fail at once with "database is locked". SQLite's
    // own busy timeout sleeps ever longer (up to 100 ms a try); a save takes a few milliseconds,
    // so short steady naps let the waiter in soon after the lock is free.
    sqlite3_busy_handler(m_db, &Database::waitForLock, m_wait.get());
}

int Database::waitForLock(void *state, int tries)
{
    constexpr int kNapMs = 2;
    constexpr auto kPatience = std::chrono::seconds(5);
    auto &wait = *static_cast<LockWait *>(state);
    const auto now = LockWait::Clock::now();
    if (tries == 0)
        wait.since = now;
    else
        wait.waited += now - wait.last;
    wait.last = now;
    if (now - wait.since >= kPatience)
        return 0; // give up: the caller reports SQLITE_BUSY
    sqlite3_sleep(kNapMs);
    return 1;
}

void Database::restartLockWait()
{
    if (m_wait)
        m_wait->waited = {};
}

SqliteError Database::error(int rc, const QString &message) const
{
    const bool busy = (rc & 0xff) == SQLITE_BUSY && m_wait;
    return SqliteError(
        rc, message,
        busy ? std::chrono::duration_cast<std::chrono::milliseconds>(m_wait->waited).count() : 0);
}

Database::~Database()
{
    if (m_db)
        sqlite3_close_v2(m_db);
}

Database::Database(Database &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_wait(std::move(other.m_wait))
{}

Database &Database::operator=(Database &&other) noexcept
{
    if (this != &other) {
        if (m_db)
            sqlite3_close_v2(m_db);
        m_db = std::exchange(other.m_db, nullptr);
        m_wait = std::move(other.m_wait);
    }
    return *this;
}

void Database::close()
{
    if (!m_db)
        return;
    const int rc = sqlite3_close(m_db);
    if (rc != SQLITE_OK)
        throw SqliteError(rc, lastError());
    m_db = nullptr;
}

void Database::exec(const char *sql)
{
    char *message = nullptr;
    const int rc = sqlite3_exec(m_db, sql, nullptr, nullptr, &message);
    if (rc != SQLITE_OK) {
        const QString text = message ? QString::fromUtf8(message) : lastError();
        sqlite3_free(message);
        throw error(rc, withSystemError(m_db, rc, text));
    }
}

std::int64_t Database::queryInt(const char *sql)
{
    Statement s(*this, sql);
    if (!s.step())
        throw SqliteError(SQLITE_ERROR,
                          QStringLiteral("no result from \"%1\"").arg(QLatin1String(sql)));
    return s.columnInt64(0);
}

QString Database::lastError() const
{
    return m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("database is not open");
}

bool Database::isReadOnly() const
{
    return m_db && sqlite3_db_readonly(m_db, "main") == 1;
}

bool Database::inTransaction() const
{
    return m_db && sqlite3_get_autocommit(m_db) == 0;
}

void Database::check(int rc) const
{
    if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE)
        return;
    throw error(rc, withSystemError(m_db, rc, lastError()));
}

Database Database::copyToMemory()
{
    Database copy(QStringLiteral(":memory:"), Mode::Create);
    sqlite3_backup *backup = sqlite3_backup_init(copy.m_db, "main", m_db, "main");
    if (!backup)
        throw SqliteError(sqlite3_errcode(copy.m_db), copy.lastError());
    sqlite3_backup_step(backup, -1);
    const int rc = sqlite3_backup_finish(backup);
    if (rc != SQLITE_OK)
        throw SqliteError(rc, copy.lastError());
    return copy;
}

// --- Statement --------------------------------------------------------------------------------

Statement::Statement(Database &db, const char *sql) : m_db(&db)
{
    const int rc =
        sqlite3_prepare_v3(db.handle(), sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr);
    if (rc != SQLITE_OK) {
        // The statement text helps a developer; the file name is added by the store.
        const QString message = db.lastError();
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
        throw db.error(rc, message);
    }
}

Statement::~Statement()
{
    sqlite3_finalize(m_stmt);
}

Statement::Statement(Statement &&other) noexcept
    : m_db(other.m_db), m_stmt(std::exchange(other.m_stmt, nullptr))
{}

Statement &Statement::bind(int index, int value)
{
    m_db->check(sqlite3_bind_int(m_stmt, index, value));
    return *this;
}

Statement &Statement::bind(int index, std::int64_t value)
{
    m_db->check(sqlite3_bind_int64(m_stmt, index, static_cast<sqlite3_int64>(value)));
    return *this;
}

Statement &Statement::bind(int index, const QString &value)
{
    return bindUtf8(index, value.toUtf8());
}

Statement &Statement::bindUtf8(int index, const QByteArray &utf8)
{
    m_db->check(sqlite3_bind_text64(m_stmt, index, utf8.constData(),
                                    static_cast<sqlite3_uint64>(utf8.size()), SQLITE_TRANSIENT,
                                    SQLITE_UTF8));
    return *this;
}

Statement &Statement::bindBlob(int index, const QByteArray &bytes)
{
    m_db->check(sqlite3_bind_blob64(m_stmt, index, bytes.constData(),
                                    static_cast<sqlite3_uint64>(bytes.size()), SQLITE_TRANSIENT));
    return *this;
}

Statement &Statement::bindNull(int index)
{
    m_db->check(sqlite3_bind_null(m_stmt, index));
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    // sqlite3_reset reports the same error; reset so the statement can be reused or finalised.
    const QString message = withSystemError(m_db->handle(), rc, m_db->lastError());
    sqlite3_reset(m_stmt);
    throw m_db->error(rc, message);
}

void Statement::run()
{
    while (step()) {
    }
    reset();
}

void Statement::reset()
{
    sqlite3_reset(m_stmt);
}

int Statement::columnInt(int column) const
{
    return sqlite3_column_int(m_stmt, column);
}

std::int64_t Statement::columnInt64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

QString Statement::columnText(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QString::fromUtf8(text, sqlite3_column_bytes(m_stmt, column));
}

QByteArray Statement::columnUtf8(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    return QByteArray(text, sqlite3_column_bytes(m_stmt, column));
}

QByteArray Statement::columnBlob(int column) const
{
    const auto *data = static_cast<const char *>(sqlite3_column_blob(m_stmt, column));
    return QByteArray(data, sqlite3_column_bytes(m_stmt, column));
}

bool Statement::columnIsNull(int column) const
{
    return sqlite3_column_type(m_stmt, column) == SQLITE_NULL;
}

// --- Transaction and Savepoint ----------------------------------------------------------------

Transaction::Transaction(Database &db) : m_db(db)
{
    // IMMEDIATE takes the write lock up front, so a save never fails half-way on a busy lock.
    m_db.exec("BEGIN IMMEDIATE");
    // The schema version written again unchanged: the smallest change of the first page, which
    // so is the first page the journal copies.
    try {
        const QByteArray version = QByteArray::number(m_db.queryInt("PRAGMA user_version"));
        m_db.exec(QByteArray("PRAGMA user_version = " + version).constData());
    } catch (...) {
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

Transaction::~Transaction()
{
    if (!m_done)
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

void Transaction::commit()
{
    m_db.exec("COMMIT");
    m_done = true;
}

ReadTransaction::ReadTransaction(Database &db) : m_db(db)
{
    m_db.exec("BEGIN");
    try {
        m_db.queryInt("SELECT count(*) FROM sqlite_schema"); // takes the shared lock now
    } catch (...) {
        sqlite3_exec(m_db.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

ReadTransaction::~ReadTransaction()
{
    sqlite3_exec(m_db.handle(), "COMMIT", nullptr, nullptr, nullptr);
}

Savepoint::Savepoint(Database &db, const char *name) : m_db(db), m_name(name)
{
    m_db.exec(QByteArray("SAVEPOINT " + m_name).constData());
}

Savepoint::~Savepoint()
{
    if (!m_done) {
        const QByteArray sql = "ROLLBACK TO " + m_name + "; RELEASE " + m_name;
        sqlite3_exec(m_db.handle(), sql.constData(), nullptr, nullptr, nullptr);
    }
}

void Savepoint::commit()
{
    m_db.exec(QByteArray("RELEASE " + m_name).constData());
    m_done = true;
}

} // namespace muster::sqlite
