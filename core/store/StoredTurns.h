#pragma once
// The history of an open campaign read from its file turn by turn (model/TurnHistory's source).

#include "model/Campaign.h"
#include "model/TurnHistory.h"
#include "store/Sqlite.h"
#include "store/StoreMessages.h"
#include "store/TurnRows.h"

#include <sqlite3.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>

namespace muster {

/// The turns of an open campaign that are not held in memory, read from the file (or from the
/// upgraded copy in memory of an older file) one at a time when asked for. Each read is one read
/// transaction and first checks the campaign's revision, so a turn is never read from a file
/// another program has changed since: that is refused, and the GM reloads.
class StoredTurns final : public TurnSource
{
public:
    StoredTurns(QString path, std::shared_ptr<sqlite::Database> db, Campaign definition,
                std::optional<std::int64_t> revision)
        : m_path(std::move(path)), m_db(std::move(db)), m_definition(std::move(definition)),
          m_revision(revision)
    {}

    /// After a save by the store: the revision the file holds now.
    void setRevision(std::int64_t revision)
    {
        const std::lock_guard lock(m_mutex);
        if (m_revision)
            m_revision = revision;
    }

    std::shared_ptr<TurnRecord> readTurn(int number, TurnReadFailure *failure) override
    {
        std::shared_ptr<TurnRecord> out;
        reading(failure, number, true, [&] {
            out = std::make_shared<TurnRecord>(store::readTurn(*m_db, m_definition, number));
        });
        return out;
    }

    std::vector<TurnRecord> readTurns(int first, int last, TurnReadFailure *failure) override
    {
        std::vector<TurnRecord> out;
        reading(failure, first, false, [&] {
            out = store::readTurns(*m_db, m_definition, store::TurnRange{first, last});
        });
        return out;
    }

    std::optional<TurnLog> readLog(int number, TurnReadFailure *failure) override
    {
        std::optional<TurnLog> out;
        reading(failure, number, true,
                [&] { out = store::readTurnLog(*m_db, m_definition, number); });
        return out;
    }

private:
    /// Runs `body`, which reads turn `number` (with `one`, that turn alone; else a run of turns
    /// from it). A read of one turn that meets damage met it in that turn's own rows: every query
    /// it makes asks for that turn's rows only, so the failure says so (TurnReadFailure::damage).
    template <typename Body>
    void reading(TurnReadFailure *failure, int number, bool one, Body &&body)
    {
        const std::lock_guard lock(m_mutex);
        try {
            if (!m_db->isOpen())
                throw sqlite::SqliteError(SQLITE_MISUSE, QStringLiteral("the file is closed"));
            m_db->restartLockWait();
            // A store holding the write lock (openForUpdate) reads inside its own transaction.
            std::optional<sqlite::ReadTransaction> transaction;
            if (!m_db->inTransaction())
                transaction.emplace(*m_db);
            if (m_revision &&
                m_db->queryInt("SELECT revision FROM campaign WHERE id = 1") != *m_revision) {
                if (failure)
                    failure->message =
                        QStringLiteral("cannot read turn %1 of %2: another program changed the "
                                       "file since Muster read it; open it again to see its "
                                       "history")
                            .arg(number)
                            .arg(m_path);
                return;
            }
            body();
        } catch (const sqlite::SqliteError &e) {
            if (!failure)
                return;
            failure->message =
                store::describe(m_path, e, QStringLiteral("read turn %1 of").arg(number));
            if (one && e.isDamage())
                failure->damage = e.message();
        }
    }

    std::mutex m_mutex;
    const QString m_path;
    std::shared_ptr<sqlite::Database> m_db;
    const Campaign m_definition;            // the world and kingdoms the rows refer to; no turns
    std::optional<std::int64_t> m_revision; // nullopt: a copy in memory, which never changes
};

} // namespace muster
