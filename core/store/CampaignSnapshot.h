#pragma once
// Reading what a campaign needs to be worked on from its SQLite file: the definition, the index of
// its turns and the current turn, checked on the way in; CampaignStore builds on it.

#include "model/Campaign.h"
#include "store/Sqlite.h"
#include "store/StoreSchema.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace muster::store {

struct Snapshot
{
    Campaign campaign; // the definition, and its turns once attached
    std::int64_t revision = 0;
    std::vector<TurnSummary> index;
    TurnRecord current;
    bool whole = false; // every turn read into the campaign; nothing is left to read later
};

/// Reads what a campaign needs to be worked on: its definition, the index of its turns and the
/// current turn whole (with `whole`, every turn). The caller holds a transaction, so all of it
/// is read at one commit.
Snapshot readCampaign(sqlite::Database &db, bool whole = false);

/// The definition alone (no turns), with the revision, checked as readCampaign() checks it.
Snapshot readDefinition(sqlite::Database &db);
/// After an older file was upgraded in place: the codes its upgrade drew, which are not those
/// the copy read before drew (a read-only read shows none, see readFile), put into `campaign`.
void takeCodesOfUpgradedFile(sqlite::Database &file, Campaign &campaign);

/// The checks that need SQLite: identity through the pragmas (a log or journal is applied by
/// now) and, with the shared or write lock held so no save can be growing the file, its size.
/// The file is never opened by other means here: closing another descriptor of it would drop
/// every lock SQLite holds on it in this process (POSIX record locks belong to the process).
void checkOpened(const QString &path, sqlite::Database &db, int newestSchema);

/// When SQLite finds a file damaged before the size could be checked under a lock, the bytes may
/// tell better what is wrong (truncated, for instance): that refusal is thrown, else `e` again.
[[noreturn]] void refuseByBytes(const QString &path, const sqlite::SqliteError &e,
                                int newestSchema);

/// An older schema upgraded in a private in-memory copy of `file` and read there, so the file is
/// upgraded only once its upgrade is known to succeed and to load; with `db`, the copy is kept
/// there to read the history from. Throws as readCampaign() and the migrations do.
Snapshot readUpgradedCopy(sqlite::Database &file, const SchemaMigrations &migrations,
                          std::shared_ptr<sqlite::Database> *db = nullptr);

/// Reads `path` as readCampaign() does with no write of any kind (but the roll back of a hot
/// journal); an older schema is upgraded in an in-memory copy. `*older` tells whether it was. The
/// history is read later from `*db`: the file's connection, or the copy. A file from before
/// codes (kCodesSchema) reads with none: the codes the copy's upgrade drew are not the file's.
Snapshot readFile(const QString &path, const SchemaMigrations &migrations, bool *older,
                  std::shared_ptr<sqlite::Database> *db);

} // namespace muster::store
