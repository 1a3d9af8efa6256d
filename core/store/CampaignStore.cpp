#include "store/CampaignStore.h"

#include "io/CampaignJson.h"
#include "store/FileCheck.h"
#include "store/Sqlite.h"
#include "store/TurnRows.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QUrl>

#include <sqlite3.h>

#include <filesystem>
#include <system_error>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace muster {

namespace {
using sqlite::Database;
using sqlite::SqliteError;

/// A file Muster will not open, with the sentence that says why (already naming the file).
struct Refusal
{
    QString message;
};

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString describe(const QString &path, const SqliteError &e, const QString &doing)
{
    if (e.isDamage())
        return store::damagedMessage(path, e.message());
    return QStringLiteral("cannot %1 %2: %3").arg(doing, path, e.message());
}

QByteArray writtenBy()
{
    return QByteArrayLiteral("Muster " MUSTER_VERSION);
}

QByteArray definitionJson(const Campaign &campaign)
{
    return QJsonDocument(campaignDefinitionToJson(campaign)).toJson(QJsonDocument::Compact);
}

/// Opens a file that has passed checkCampaignFile() for reading only. Without a write-ahead log
/// or rollback journal beside it the file is opened immutable: SQLite then takes no locks and
/// creates no -wal/-shm files, so reading leaves the folder exactly as it was.
Database openReadOnly(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString uri = QUrl::fromLocalFile(absolute).toString(QUrl::FullyEncoded);
    const bool journal = QFileInfo::exists(path + QStringLiteral("-wal")) ||
                         QFileInfo::exists(path + QStringLiteral("-journal"));
    uri += journal ? QStringLiteral("?mode=ro") : QStringLiteral("?immutable=1");
    return Database(uri, Database::Mode::ReadOnly, true);
}

/// Checks `path` and returns a connection to read the campaign from: the file itself, opened
/// read-only, or (when the file has an older schema) an upgraded in-memory copy of it.
Database openForReading(const QString &path, const store::SchemaMigrations &migrations, bool *older)
{
    const store::FileCheck check = store::checkCampaignFile(path, migrations.newestSchema());
    if (!check.header)
        throw Refusal{check.refusal};
    Database db = openReadOnly(path);
    // Read again through SQLite, which also applies a write-ahead log the header check skipped.
    const auto applicationId = static_cast<std::int32_t>(db.queryInt("PRAGMA application_id"));
    const auto version = static_cast<std::int32_t>(db.queryInt("PRAGMA user_version"));
    const QString identity =
        store::checkIdentity(path, applicationId, version, migrations.newestSchema());
    if (!identity.isEmpty())
        throw Refusal{identity};
    *older = version < migrations.newestSchema();
    if (!*older)
        return db;
    Database copy = db.copyToMemory();
    migrations.migrate(copy);
    return copy;
}

Campaign readCampaign(Database &db)
{
    sqlite::Statement q(db, "SELECT definition FROM campaign WHERE id = 1");
    if (!q.step())
        throw SqliteError(SQLITE_CORRUPT, QStringLiteral("it holds no campaign definition"));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(q.columnUtf8(0), &parseError);
    if (!doc.isObject())
        throw SqliteError(SQLITE_CORRUPT, QStringLiteral("its campaign definition is not JSON: %1")
                                              .arg(parseError.errorString()));
    Campaign campaign;
    Problems problems;
    if (!campaignDefinitionFromJson(doc.object(), campaign, problems))
        throw SqliteError(SQLITE_CORRUPT,
                          QStringLiteral("its campaign definition is invalid: %1")
                              .arg(problems.toStringList().join(QStringLiteral("; "))));
    store::readTurns(db, campaign);
    return campaign;
}

void writeDefinition(sqlite::Statement &upsert, const Campaign &campaign)
{
    upsert.bindUtf8(1, definitionJson(campaign)).bindUtf8(2, writtenBy()).run();
}

constexpr char kUpsertDefinition[] =
    "INSERT INTO campaign (id, definition, written_by) VALUES (1, ?1, ?2) "
    "ON CONFLICT (id) DO UPDATE SET definition = excluded.definition, "
    "written_by = excluded.written_by";

void removeIfExists(const QString &path)
{
    if (QFileInfo::exists(path))
        QFile::remove(path);
}

/// Makes a rename in the folder of `path` durable: without it a power cut can undo the rename even
/// though the file's own bytes were synced.
void syncFolderOf(const QString &path)
{
#ifdef Q_OS_UNIX
    const int fd = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(),
                          O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
#else
    Q_UNUSED(path);
#endif
}
} // namespace

/// The open file with its reusable statements. Statements are destroyed before the database, as
/// SQLite requires.
struct CampaignStore::Connection
{
    Database db;
    std::unique_ptr<store::TurnWriter> writer;
    std::unique_ptr<sqlite::Statement> upsertDefinition;

    Connection(const QString &path, const store::SchemaMigrations *upgrade)
        : db(path, Database::Mode::ReadWrite)
    {
        // A change of layout first, in one transaction; only then anything else that writes.
        if (upgrade)
            upgrade->migrate(db);
        // WAL: a reader never blocks the GM's saves and a crash mid-save loses nothing committed.
        // synchronous=FULL makes every committed save survive a power cut, too.
        db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL");
        writer = std::make_unique<store::TurnWriter>(db);
        upsertDefinition = std::make_unique<sqlite::Statement>(db, kUpsertDefinition);
    }

    void close()
    {
        upsertDefinition.reset();
        writer.reset();
        db.close();
    }
};

CampaignStore::CampaignStore(QString path) : m_path(std::move(path)) {}

CampaignStore::~CampaignStore()
{
    if (m_connection) {
        try {
            m_connection->close();
        } catch (const SqliteError &) {
            // Nothing to tell from a destructor; the handle is released by ~Database anyway.
        }
    }
}

std::unique_ptr<CampaignStore> CampaignStore::create(const QString &path, const Campaign &campaign,
                                                     QString *error,
                                                     const store::SchemaMigrations &migrations)
{
    if (campaign.turns.empty()) {
        setError(error, QStringLiteral("cannot create %1: the campaign has no turn").arg(path));
        return nullptr;
    }
    // Built complete under a temporary name, then renamed over `path` in one step.
    const QString building = path + QStringLiteral(".new");
    const auto removeBuilding = [&] {
        for (const char *suffix : {"", "-journal", "-wal", "-shm"})
            removeIfExists(building + QLatin1String(suffix));
    };
    removeBuilding();
    try {
        Database db(building, Database::Mode::Create);
        // No journal while building: if anything fails, the half-built file is simply deleted.
        db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = FULL");
        {
            sqlite::Transaction transaction(db);
            store::createSchemaV1(db);
            migrations.migrateInTransaction(db);
            sqlite::Statement upsert(db, kUpsertDefinition);
            writeDefinition(upsert, campaign);
            store::TurnWriter writer(db);
            for (const TurnRecord &turn : campaign.turns)
                writer.insert(campaign, turn);
            transaction.commit();
        }
        db.exec("PRAGMA journal_mode = WAL");
        db.close();
    } catch (const SqliteError &e) {
        removeBuilding();
        setError(error, describe(path, e, QStringLiteral("create")));
        return nullptr;
    }
    // A log left beside an older file at `path` would be replayed into the new one: drop it first.
    removeIfExists(path + QStringLiteral("-wal"));
    removeIfExists(path + QStringLiteral("-shm"));
    std::error_code ec;
    std::filesystem::rename(building.toStdU16String(), path.toStdU16String(), ec);
    if (ec) {
        removeBuilding();
        setError(
            error,
            QStringLiteral("cannot create %1: %2").arg(path, QString::fromLocal8Bit(ec.message())));
        return nullptr;
    }
    syncFolderOf(path);
    std::unique_ptr<CampaignStore> store(new CampaignStore(path));
    try {
        store->m_connection = std::make_unique<Connection>(path, nullptr);
    } catch (const SqliteError &e) {
        setError(error, describe(path, e, QStringLiteral("open")));
        return nullptr;
    }
    return store;
}

std::unique_ptr<CampaignStore> CampaignStore::open(const QString &path, Campaign *campaign,
                                                   QString *error,
                                                   const store::SchemaMigrations &migrations)
{
    Campaign loaded;
    bool older = false;
    try {
        // Everything is read and checked before the file is opened for writing.
        Database reader = openForReading(path, migrations, &older);
        loaded = readCampaign(reader);
    } catch (const Refusal &r) {
        setError(error, r.message);
        return nullptr;
    } catch (const SqliteError &e) {
        setError(error, describe(path, e, QStringLiteral("open")));
        return nullptr;
    }
    std::unique_ptr<CampaignStore> store(new CampaignStore(path));
    try {
        store->m_connection = std::make_unique<Connection>(path, older ? &migrations : nullptr);
    } catch (const SqliteError &e) {
        setError(error, describe(path, e, QStringLiteral("open")) +
                            QStringLiteral(" (the file was left as it was)"));
        return nullptr;
    }
    if (campaign)
        *campaign = std::move(loaded);
    return store;
}

std::optional<Campaign> CampaignStore::load(const QString &path, QString *error)
{
    try {
        bool older = false;
        Database reader = openForReading(path, store::SchemaMigrations::builtin(), &older);
        return readCampaign(reader);
    } catch (const Refusal &r) {
        setError(error, r.message);
    } catch (const SqliteError &e) {
        setError(error, describe(path, e, QStringLiteral("read")));
    }
    return std::nullopt;
}

template <typename Body> bool CampaignStore::write(QString *error, Body &&body)
{
    if (!m_connection) {
        setError(error, QStringLiteral("cannot save %1: the file is closed").arg(m_path));
        return false;
    }
    try {
        sqlite::Transaction transaction(m_connection->db);
        body(*m_connection);
        transaction.commit();
        return true;
    } catch (const SqliteError &e) {
        setError(error, describe(m_path, e, QStringLiteral("save")));
        return false;
    }
}

bool CampaignStore::saveCampaign(const Campaign &campaign, QString *error)
{
    return write(error, [&](Connection &c) {
        writeDefinition(*c.upsertDefinition, campaign);
        c.writer->eraseAll();
        for (const TurnRecord &turn : campaign.turns)
            c.writer->insert(campaign, turn);
    });
}

bool CampaignStore::saveDefinition(const Campaign &campaign, QString *error)
{
    return write(error, [&](Connection &c) { writeDefinition(*c.upsertDefinition, campaign); });
}

bool CampaignStore::saveTurn(const Campaign &campaign, const TurnRecord &turn, QString *error)
{
    return write(error, [&](Connection &c) { c.writer->write(campaign, turn); });
}

bool CampaignStore::saveLatestTurns(const Campaign &campaign, int count, QString *error)
{
    if (campaign.turns.empty()) {
        setError(error, QStringLiteral("cannot save %1: the campaign has no turn").arg(m_path));
        return false;
    }
    const size_t n = std::min(campaign.turns.size(), static_cast<size_t>(std::max(count, 0)));
    return write(error, [&](Connection &c) {
        c.writer->eraseAfter(campaign.current().number);
        for (size_t i = campaign.turns.size() - n; i < campaign.turns.size(); ++i)
            c.writer->write(campaign, campaign.turns[i]);
    });
}

bool CampaignStore::close(QString *error)
{
    if (!m_connection)
        return true;
    try {
        m_connection->close();
        m_connection.reset();
        return true;
    } catch (const SqliteError &e) {
        m_connection.reset();
        setError(error, describe(m_path, e, QStringLiteral("close")));
        return false;
    }
}

} // namespace muster
