#include "store/CampaignStore.h"

#include "io/CampaignJson.h"
#include "io/OutputFile.h"
#include "store/CampaignSnapshot.h"
#include "store/FileCheck.h"
#include "store/Sqlite.h"
#include "store/StoreFiles.h"
#include "store/StoreMessages.h"
#include "store/StoredTurns.h"
#include "store/TurnRows.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QUrl>

#include <sqlite3.h>

#include <mutex>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace muster {

namespace {
using sqlite::Database;
using sqlite::SqliteError;
using store::checkOpened;
using store::describe;
using store::openReadOnly;
using store::readCampaign;
using store::readFile;
using store::readOnlyReason;
using store::Refusal;
using store::refuseByBytes;
using store::removeIfExists;
using store::rollBackHotJournal;
using store::settleExistingCampaign;
using store::Snapshot;

CampaignStore::Failure failureOf(const SqliteError &e)
{
    return e.code() == SQLITE_READONLY ? CampaignStore::Failure::ReadOnly
                                       : CampaignStore::Failure::Other;
}

QByteArray writtenBy()
{
    return QByteArrayLiteral("Muster " MUSTER_VERSION);
}

QByteArray definitionJson(const Campaign &campaign)
{
    return QJsonDocument(campaignDefinitionToJson(campaign)).toJson(QJsonDocument::Compact);
}

} // namespace

namespace {

/// Puts the turns of `loaded` into its campaign, the history read from `db` when asked for.
std::shared_ptr<StoredTurns> attachTurns(Snapshot &loaded, const QString &path,
                                         std::shared_ptr<Database> db, bool copyInMemory)
{
    if (loaded.whole)
        return nullptr;
    auto turns = std::make_shared<StoredTurns>(
        path, std::move(db), loaded.campaign,
        copyInMemory ? std::nullopt : std::optional<std::int64_t>(loaded.revision));
    loaded.campaign.turns.setStored(std::move(loaded.index), std::move(loaded.current), turns);
    return turns;
}

void writeDefinition(sqlite::Statement &upsert, const Campaign &campaign)
{
    upsert.bindUtf8(1, definitionJson(campaign))
        .bindUtf8(2, writtenBy())
        .bind(3, campaign.started ? 0 : 1)
        .bindUtf8(4, paperName(campaign.paper).toUtf8())
        .run();
}

constexpr char kUpsertDefinition[] =
    "INSERT INTO campaign (id, definition, written_by, setup, paper) VALUES (1, ?1, ?2, ?3, ?4) "
    "ON CONFLICT (id) DO UPDATE SET definition = excluded.definition, "
    "written_by = excluded.written_by, setup = excluded.setup, paper = excluded.paper";

/// Writes every turn of `campaign` with `insert`; refuses (rolling the write back) if a turn
/// could not be read from the file it comes from, rather than storing a stand-in for it.
template <typename Insert>
void writeEveryTurn(const Campaign &campaign, const QString &path, Insert &&insert)
{
    const HistoryReadCheck reading(campaign.turns);
    for (const TurnRecord &turn : campaign.turns)
        insert(turn);
    const QString why = reading.failure();
    if (!why.isEmpty())
        throw Refusal{QStringLiteral("cannot save %1: %2").arg(path, why)};
}

} // namespace

/// The open file with its reusable statements. Statements are destroyed before the database, as
/// SQLite requires.
struct CampaignStore::Connection
{
    // Shared with the campaign's StoredTurns after openForUpdate(), which reads the history inside
    // the store's transaction.
    std::shared_ptr<Database> shared;
    Database &db;
    std::unique_ptr<store::TurnWriter> writer;
    std::unique_ptr<sqlite::Statement> upsertDefinition;
    std::unique_ptr<sqlite::Transaction> held; // openForUpdate: the write lock since the read
    // openForUpdate of a file an older Muster left in write-ahead-log mode: it turns to a
    // rollback journal once the update is committed, so a command that refuses writes nothing.
    bool useRollbackJournalOnClose = false;

    explicit Connection(const QString &path)
        : shared(std::make_shared<Database>(path, Database::Mode::ReadWrite)), db(*shared)
    {
        // synchronous=FULL makes every committed save survive a power cut.
        db.exec("PRAGMA synchronous = FULL");
    }

    /// A rollback journal, not a write-ahead log: once a save is committed the .muster file alone
    /// holds it, and a reader needs no -shm file. (A file an older Muster left in WAL mode is
    /// converted here, its log folded in; if another program still has it open in that mode, it
    /// stays so until then.)
    void useRollbackJournal()
    {
        try {
            db.exec("PRAGMA journal_mode = DELETE");
        } catch (const SqliteError &e) {
            if (e.code() != SQLITE_BUSY && e.code() != SQLITE_LOCKED)
                throw;
        }
    }

    void prepare()
    {
        writer = std::make_unique<store::TurnWriter>(db);
        upsertDefinition = std::make_unique<sqlite::Statement>(db, kUpsertDefinition);
    }

    void close()
    {
        upsertDefinition.reset();
        writer.reset();
        if (held) {
            held->commit();
            held.reset();
        }
        if (useRollbackJournalOnClose)
            useRollbackJournal();
        // The campaign may still read its history through this connection; it closes with them.
        if (shared.use_count() == 1)
            db.close();
        shared.reset();
    }
};

CampaignStore::CampaignStore(QString path) : m_path(std::move(path)) {}

CampaignStore::~CampaignStore()
{
    if (m_connection) {
        try {
            m_connection->held.reset(); // an update never closed writes nothing
            m_connection->useRollbackJournalOnClose = false;
            m_connection->close();
        } catch (const SqliteError &) {
            // Nothing to tell from a destructor; the handle is released by ~Database anyway.
        }
    }
}

std::optional<CampaignStore::FileIdentity> CampaignStore::identityOf(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return std::nullopt;
    return FileIdentity{static_cast<std::uint64_t>(st.st_dev),
                        static_cast<std::uint64_t>(st.st_ino)};
#else
    return QFileInfo::exists(path) ? std::optional<FileIdentity>(FileIdentity{}) : std::nullopt;
#endif
}

Result<void> CampaignStore::fail(Failure failure, const QString &message)
{
    m_failure = failure;
    return failed(message);
}

Result<std::unique_ptr<CampaignStore>>
CampaignStore::create(const QString &path, const Campaign &campaign,
                      const store::SchemaMigrations &migrations)
{
    if (campaign.turns.empty()) {
        return failed(QStringLiteral("cannot create %1: the campaign has no turn").arg(path));
    }
    // Built complete under a temporary name, then renamed over `path` in one step.
    ReplacementFile building(path);
    if (const QString why = building.claim(QStringLiteral("create")); !why.isEmpty()) {
        return failed(why);
    }
    try {
        Database db(building.name(), Database::Mode::Create);
        // No journal while building: if anything fails, the half-built file is simply deleted.
        db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = FULL");
        {
            sqlite::Transaction transaction(db);
            store::createSchemaV1(db);
            migrations.migrateInTransaction(db);
            sqlite::Statement upsert(db, kUpsertDefinition);
            writeDefinition(upsert, campaign);
            store::TurnWriter writer(db);
            writeEveryTurn(campaign, path,
                           [&](const TurnRecord &turn) { writer.insert(campaign, turn); });
            transaction.commit();
        }
        db.exec("PRAGMA journal_mode = DELETE");
        db.close();
    } catch (const SqliteError &e) {
        building.remove();
        return failed(describe(path, e, QStringLiteral("create")));
    } catch (const Refusal &r) {
        building.remove();
        return failed(r.message);
    }
    settleExistingCampaign(path);
    // Whatever still lies beside the old file belongs to it, never to the new one.
    for (const char *suffix : {"-journal", "-wal", "-shm"})
        removeIfExists(path + QLatin1String(suffix));
    if (const QString why = building.commit(QStringLiteral("create")); !why.isEmpty()) {
        return failed(why);
    }
    std::unique_ptr<CampaignStore> store(new CampaignStore(path));
    try {
        store->m_connection = std::make_unique<Connection>(path);
        store->m_connection->prepare();
    } catch (const SqliteError &e) {
        return failed(describe(path, e, QStringLiteral("open")));
    }
    store->m_identity = identityOf(path);
    store->m_readOnlyReason = readOnlyReason(path);
    return store;
}

void CampaignStore::readHistoryFromHere(Campaign &campaign)
{
    // The definition without the turns (copying a history would copy every turn it holds).
    TurnHistory turns = std::move(campaign.turns);
    Campaign definition = campaign;
    campaign.turns = std::move(turns);
    m_turns = std::make_shared<StoredTurns>(m_path, m_connection->shared, std::move(definition),
                                            m_revision);
    campaign.turns.setSource(m_turns);
}

Result<std::unique_ptr<CampaignStore>>
CampaignStore::open(const QString &path, Campaign *campaign,
                    const store::SchemaMigrations &migrations)
{
    Snapshot loaded;
    bool older = false;
    std::optional<FileIdentity> identity;
    std::shared_ptr<Database> history;
    try {
        // Everything is read and checked before the file is opened for writing.
        identity = identityOf(path);
        loaded = readFile(path, migrations, &older, &history);
    } catch (const Refusal &r) {
        return failed(r.message);
    } catch (const SqliteError &e) {
        return failed(describe(path, e, QStringLiteral("open")));
    }
    std::unique_ptr<CampaignStore> store(new CampaignStore(path));
    store->m_readOnlyReason = readOnlyReason(path);
    try {
        store->m_connection = std::make_unique<Connection>(path);
        Connection &c = *store->m_connection;
        c.useRollbackJournal();
        // A change of layout first, in one transaction, once the copy read above proved it; only
        // then anything else that writes.
        if (older && !store->isReadOnly()) {
            migrations.migrate(c.db);
            store::takeCodesOfUpgradedFile(c.db, loaded.campaign);
        }
        c.prepare();
        if (store->m_connection->db.isReadOnly() && !store->isReadOnly())
            store->m_readOnlyReason = QStringLiteral("the file is read-only");
    } catch (const SqliteError &e) {
        return failed(describe(path, e, QStringLiteral("open")) +
                      QStringLiteral(" (the file was left as it was)"));
    }
    if (!store->isReadOnly())
        ReplacementFile::removeStale(path);
    store->m_identity = identity;
    store->m_revision = loaded.revision;
    store->m_turns = attachTurns(loaded, path, std::move(history), older);
    if (campaign)
        *campaign = std::move(loaded.campaign);
    return store;
}

Result<std::unique_ptr<CampaignStore>>
CampaignStore::openForUpdate(const QString &path, Campaign *campaign,
                             const store::SchemaMigrations &migrations)
{
    const store::FileCheck check =
        store::checkCampaignFile(path, migrations.newestSchema(), store::SizeCheck::Skip);
    if (!check.header) {
        return failed(check.refusal);
    }
    const QString readOnly = readOnlyReason(path);
    if (!readOnly.isEmpty()) {
        return failed(
            QStringLiteral("cannot change %1: %2 (nothing was done)").arg(path, readOnly));
    }
    std::unique_ptr<CampaignStore> store(new CampaignStore(path));
    Snapshot loaded;
    try {
        store->m_identity = identityOf(path);
        try {
            store->m_connection = std::make_unique<Connection>(path);
        } catch (const SqliteError &e) {
            refuseByBytes(path, e, migrations.newestSchema());
        }
        store->m_connection->useRollbackJournalOnClose = check.header->walMode;
        Database &db = store->m_connection->db;
        if (db.isReadOnly()) {
            return failed(QStringLiteral("cannot change %1: the file is read-only (nothing was "
                                         "done)")
                              .arg(path));
        }
        store->m_connection->held = std::make_unique<sqlite::Transaction>(db);
        checkOpened(path, db, migrations.newestSchema());
        // An older layout is upgraded as open() does it: in a copy first, which must load, then
        // in the file, inside the update's transaction (a command that refuses writes nothing).
        // The copy is read through a second connection, which sees the file as committed: SQLite
        // copies no database its own connection is writing.
        if (db.queryInt("PRAGMA user_version") < migrations.newestSchema()) {
            Database committed = openReadOnly(path, *check.header);
            store::readUpgradedCopy(committed, migrations);
            committed.close();
            migrations.migrateInTransaction(db);
        }
        store->m_connection->prepare(); // the statements follow the layout
        loaded = readCampaign(db);
    } catch (const Refusal &r) {
        return failed(r.message);
    } catch (const SqliteError &e) {
        return failed(describe(path, e, QStringLiteral("open")));
    }
    ReplacementFile::removeStale(path);
    store->m_revision = loaded.revision;
    store->m_turns = attachTurns(loaded, path, store->m_connection->shared, false);
    if (campaign)
        *campaign = std::move(loaded.campaign);
    return store;
}

Result<Campaign> CampaignStore::load(const QString &path)
{
    try {
        bool older = false;
        std::shared_ptr<Database> history;
        Snapshot loaded = readFile(path, store::SchemaMigrations::builtin(), &older, &history);
        attachTurns(loaded, path, std::move(history), older);
        return std::move(loaded.campaign);
    } catch (const Refusal &r) {
        return failed(r.message);
    } catch (const SqliteError &e) {
        return failed(describe(path, e, QStringLiteral("read")));
    }
}

Result<std::int64_t> CampaignStore::revisionOnDisk()
{
    if (!m_connection) {
        return failed(QStringLiteral("%1 is closed").arg(m_path));
    }
    if (m_connection->held)
        return m_revision; // nobody else can have written since the read
    if (identityOf(m_path) != m_identity)
        return -1;
    try {
        m_connection->db.restartLockWait();
        return m_connection->db.queryInt("SELECT revision FROM campaign WHERE id = 1");
    } catch (const SqliteError &e) {
        return failed(describe(m_path, e, QStringLiteral("read")));
    }
}

template <typename Body> Result<void> CampaignStore::write(Body &&body)
{
    m_failure = Failure::None;
    if (!m_connection)
        return fail(Failure::Other,
                    QStringLiteral("cannot save %1: the file is closed").arg(m_path));
    if (isReadOnly())
        return fail(Failure::ReadOnly,
                    QStringLiteral("cannot save %1: %2").arg(m_path, m_readOnlyReason));
    Database &db = m_connection->db;
    db.restartLockWait();
    try {
        if (m_connection->held) {
            // The write lock is ours since the read: nobody can have saved in between.
            sqlite::Savepoint save(db, "save");
            body(*m_connection);
            db.exec("UPDATE campaign SET revision = revision + 1 WHERE id = 1");
            save.commit();
            ++m_revision;
            if (m_turns)
                m_turns->setRevision(m_revision);
            return {};
        }
        if (identityOf(m_path) != m_identity)
            return fail(Failure::Changed,
                        QStringLiteral("%1 was replaced or deleted by another program since "
                                       "Muster opened it, so this change was not saved; open "
                                       "the file again to see what it holds now")
                            .arg(m_path));
        sqlite::Transaction transaction(db);
        const std::int64_t onDisk = db.queryInt("SELECT revision FROM campaign WHERE id = 1");
        if (onDisk != m_revision)
            return fail(Failure::Changed,
                        QStringLiteral("%1 was changed by another program since Muster read it, "
                                       "so this change was not saved (it would have undone the "
                                       "other program's); reload the file and make it again")
                            .arg(m_path));
        body(*m_connection);
        db.exec("UPDATE campaign SET revision = revision + 1 WHERE id = 1");
        transaction.commit();
        m_revision = onDisk + 1;
        if (m_turns)
            m_turns->setRevision(m_revision);
        return {};
    } catch (const SqliteError &e) {
        return fail(failureOf(e), describe(m_path, e, QStringLiteral("save")));
    } catch (const Refusal &r) {
        return fail(Failure::Other, r.message);
    }
}

Result<void> CampaignStore::saveCampaign(const Campaign &campaign)
{
    return write([&](Connection &c) {
        writeDefinition(*c.upsertDefinition, campaign);
        c.writer->eraseAll();
        writeEveryTurn(campaign, m_path,
                       [&](const TurnRecord &turn) { c.writer->insert(campaign, turn); });
    });
}

Result<void> CampaignStore::saveDefinition(const Campaign &campaign)
{
    return write([&](Connection &c) { writeDefinition(*c.upsertDefinition, campaign); });
}

Result<void> CampaignStore::saveDefinitionAndCurrentTurn(const Campaign &campaign)
{
    if (campaign.turns.empty())
        return fail(Failure::Other,
                    QStringLiteral("cannot save %1: the campaign has no turn").arg(m_path));
    return write([&](Connection &c) {
        writeDefinition(*c.upsertDefinition, campaign);
        c.writer->eraseAfter(campaign.current().number);
        c.writer->write(campaign, campaign.current());
    });
}

Result<void> CampaignStore::saveTurn(const Campaign &campaign, const TurnRecord &turn)
{
    return write([&](Connection &c) { c.writer->write(campaign, turn); });
}

Result<void> CampaignStore::saveLatestTurns(const Campaign &campaign, int count)
{
    if (campaign.turns.empty())
        return fail(Failure::Other,
                    QStringLiteral("cannot save %1: the campaign has no turn").arg(m_path));
    const size_t n = std::min(campaign.turns.size(), static_cast<size_t>(std::max(count, 0)));
    return write([&](Connection &c) {
        c.writer->eraseAfter(campaign.current().number);
        for (size_t i = campaign.turns.size() - n; i < campaign.turns.size(); ++i)
            c.writer->write(campaign, campaign.turns[i]);
    });
}

Result<void> CampaignStore::writeBeside(const std::function<void(sqlite::Database &)> &body)
{
    m_failure = Failure::None;
    if (!m_connection)
        return fail(Failure::Other,
                    QStringLiteral("cannot write to %1: the file is closed").arg(m_path));
    if (isReadOnly())
        return fail(Failure::ReadOnly,
                    QStringLiteral("cannot write to %1: %2").arg(m_path, m_readOnlyReason));
    Database &db = m_connection->db;
    db.restartLockWait();
    try {
        if (m_connection->held) {
            sqlite::Savepoint save(db, "beside");
            body(db);
            save.commit();
            return {};
        }
        if (identityOf(m_path) != m_identity)
            return fail(Failure::Changed,
                        QStringLiteral("%1 was replaced or deleted by another program since "
                                       "Muster opened it; open the file again")
                            .arg(m_path));
        sqlite::Transaction transaction(db);
        body(db);
        transaction.commit();
        return {};
    } catch (const SqliteError &e) {
        return fail(failureOf(e), describe(m_path, e, QStringLiteral("write")));
    }
}

Result<void> CampaignStore::readBeside(const QString &doing,
                                       const std::function<void(sqlite::Database &)> &body)
{
    if (!m_connection)
        return failed(QStringLiteral("cannot read %1: the file is closed").arg(m_path));
    try {
        m_connection->db.restartLockWait();
        body(m_connection->db);
        return {};
    } catch (const SqliteError &e) {
        return failed(describe(m_path, e, doing));
    }
}

Result<void> CampaignStore::close()
{
    if (!m_connection)
        return {};
    try {
        m_connection->db.restartLockWait();
        m_connection->close();
        m_connection.reset();
        return {};
    } catch (const SqliteError &e) {
        m_connection.reset();
        return failed(describe(m_path, e, QStringLiteral("save")));
    }
}

} // namespace muster
