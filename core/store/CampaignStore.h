#pragma once
// The campaign file: one SQLite database (".muster") per campaign, keeping every turn with its
// state, orders, log and seed (ARCHITECTURE.md, store/; issue 2 point 4).
//
// Each save is one transaction, so a crash or a full disk leaves the file as it was before the
// save. Opening checks the file's bytes first and refuses, with a message naming the file, anything
// that is not a Muster campaign, was written by a newer Muster, or is damaged; a refused file is
// never opened for writing, so it is left exactly as it was.
//
// All functions report failure by returning false/null and setting *error (when given) to one
// sentence that names the file; nothing throws.

#include "model/Campaign.h"
#include "store/StoreSchema.h"

#include <QString>

#include <memory>
#include <optional>

namespace muster {

class CampaignStore
{
public:
    ~CampaignStore();
    CampaignStore(const CampaignStore &) = delete;
    CampaignStore &operator=(const CampaignStore &) = delete;

    /// Writes `campaign` with its whole history as a new file at `path` and keeps it open. The file
    /// is written beside `path` under a temporary name and renamed into place when complete, so an
    /// existing file at `path` is replaced whole or not at all.
    static std::unique_ptr<CampaignStore>
    create(const QString &path, const Campaign &campaign, QString *error,
           const store::SchemaMigrations &migrations = store::SchemaMigrations::builtin());

    /// Checks and opens `path`, upgrading an older schema step by step, and loads the campaign
    /// into `*campaign`. `migrations` is replaceable for tests of the upgrade path.
    static std::unique_ptr<CampaignStore>
    open(const QString &path, Campaign *campaign, QString *error,
         const store::SchemaMigrations &migrations = store::SchemaMigrations::builtin());

    /// Opens, loads and closes again: for commands that only read (export, info).
    static std::optional<Campaign> load(const QString &path, QString *error);

    const QString &path() const { return m_path; }

    /// Replaces everything in the file with `campaign` (one transaction).
    bool saveCampaign(const Campaign &campaign, QString *error);
    /// Saves what does not change per turn: name, seed, ruleset, world, kingdoms (map edits).
    bool saveDefinition(const Campaign &campaign, QString *error);
    /// Inserts or replaces one turn (one transaction).
    bool saveTurn(const Campaign &campaign, const TurnRecord &turn, QString *error);
    /// Saves the last `count` turns of `campaign` and deletes from the file every turn numbered
    /// after campaign.current(), in one transaction. After resolving a turn, save 2 (the resolved
    /// turn and the new current one).
    bool saveLatestTurns(const Campaign &campaign, int count, QString *error);
    /// Saves an edit of the current turn at once (an order typed, an owner changed).
    bool saveCurrentTurn(const Campaign &campaign, QString *error)
    {
        return saveLatestTurns(campaign, 1, error);
    }
    /// After a rollback, when `campaign` no longer holds its former last turn: deletes that turn
    /// from the file and saves the turn that is current again, in one transaction.
    bool removeLastTurn(const Campaign &campaign, QString *error)
    {
        return saveLatestTurns(campaign, 1, error);
    }

    /// Closes the file (folding the write-ahead log back into it). The destructor does the same
    /// silently; call this to learn of a failure.
    bool close(QString *error);

private:
    struct Connection;
    explicit CampaignStore(QString path);
    template <typename Body> bool write(QString *error, Body &&body);

    QString m_path;
    std::unique_ptr<Connection> m_connection;
};

} // namespace muster
