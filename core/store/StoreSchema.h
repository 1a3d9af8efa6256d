#pragma once
// The layout of a .muster file and how older layouts are brought up to date.
//
// A file is created at schema 1 and then taken through every migration step, so a new file and an
// upgraded old file always end up with the same tables by the same code path. PRAGMA user_version
// holds the schema number, PRAGMA application_id marks the file as Muster's.

#include "model/Campaign.h"
#include "store/Sqlite.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace muster::store {

/// 'MUST' in ASCII: what `PRAGMA application_id` holds in every Muster campaign file.
inline constexpr std::int32_t kApplicationId = 0x4D555354;
/// The first schema whose campaigns keep their codes (model/CampaignCodes.h): an older file's
/// upgrade draws them.
inline constexpr int kCodesSchema = 6;

/// Creates the tables of schema 1 (documented in StoreSchema.cpp) and sets application_id and
/// user_version = 1. Runs inside the caller's transaction.
void createSchemaV1(sqlite::Database &db);

/// A campaign read from a file of schema `fileSchema` through an upgrade in memory (a read that
/// writes nothing): a file from before codes gets none, since the codes that upgrade drew are not
/// the file's and would be others at the next read (a turnsheet must carry those the file keeps).
void forgetCodesNotKept(Campaign &campaign, int fileSchema);

/// One step from schema `from` to `from + 1`. `apply` runs inside a transaction and may throw
/// sqlite::SqliteError; it must not set user_version (the migrator does). It must only touch the
/// database it is given: opening an older file runs the steps on an in-memory copy first (to
/// check the result loads) and only then on the file itself.
struct MigrationStep
{
    int from = 0;
    QString description;
    std::function<void(sqlite::Database &)> apply;
};

/// The ordered list of steps this build knows, and so the newest schema it reads and writes.
class SchemaMigrations
{
public:
    /// The steps of this Muster (StoreSchema.cpp): 1 -> 2 adds campaign.revision, ..., 4 -> 5
    /// campaign.setup, 5 -> 6 the codes and the mailed_sheet table, 6 -> 7 campaign.paper. A
    /// change of layout adds a step here (and the loader and writer move to the new layout).
    static const SchemaMigrations &builtin();

    /// `steps` must run from 1 without gaps; the newest schema is one past the last step.
    explicit SchemaMigrations(std::vector<MigrationStep> steps);

    int newestSchema() const { return 1 + static_cast<int>(m_steps.size()); }
    const std::vector<MigrationStep> &steps() const { return m_steps; }

    /// Brings the database from its user_version up to newestSchema(), one step after another,
    /// setting user_version after each. All steps run in ONE transaction (each in a savepoint), so
    /// a failing step leaves the file exactly as it was rather than half upgraded. Throws
    /// sqlite::SqliteError naming the step that failed. Returns the number of steps applied.
    int migrate(sqlite::Database &db) const;

    /// Like migrate(), inside a transaction the caller already holds (used when creating a file).
    int migrateInTransaction(sqlite::Database &db) const;

private:
    std::vector<MigrationStep> m_steps;
};

} // namespace muster::store
