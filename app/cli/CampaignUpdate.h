#pragma once
// A campaign opened by a command that changes it (orders, resolve, rollback, march, advance): read,
// changed and written back as one step that no other program can come between, so two commands
// (or a command and the GUI) on one file never lose each other's work.
//
// A campaign file is opened with CampaignStore::openForUpdate, which holds SQLite's write lock from
// before the read until commit(): a second command waits for the first, and the GUI's next save
// sees the raised revision and asks the GM to reload. A JSON campaign is guarded over the same
// span by a lock file beside it ("FILE.lock") and rewritten whole, atomically.

#include "io/CampaignLock.h"
#include "model/Campaign.h"
#include "operations/CampaignChange.h"
#include "store/CampaignStore.h"

#include <QString>

#include <functional>
#include <memory>

namespace muster::cli {

class CampaignUpdate
{
public:
    /// Opens `path` (either format, by its bytes) for a change; prints the problem, naming the
    /// file, and returns null when it cannot be read or written.
    static std::unique_ptr<CampaignUpdate> open(const QString &path);

    Campaign &campaign() { return m_campaign; }
    const QString &path() const { return m_path; }
    bool isStore() const { return m_store != nullptr; }
    /// The campaign file's store (null for a JSON campaign), for what it keeps beside the
    /// campaign (the mail settings).
    CampaignStore *store() const { return m_store.get(); }

    /// Writes the change and lets go of the file: the last `turns` turns of a campaign file (and
    /// drops any turn after the current one), or the whole JSON file. Prints the problem and
    /// returns false when it fails; then the file is as it was before the command.
    bool commit(int turns);
    /// Writes what an operation on the campaign changed (core/operations: its latest turns, or
    /// its definition with the current turn) and lets go of the file; for an operation that was
    /// refused, prints each problem as "PATH: problem" and writes nothing. True when the change is
    /// stored.
    bool commit(const OperationResult &result);
    /// Writes only what was kept beside the campaign since it was opened (CampaignStore's
    /// writeBeside: the mail fetched), without raising the revision, and lets go of the file.
    bool commitBeside();
    /// The same for a change of the definition (name, ruleset, world, kingdoms, whether the
    /// campaign has started) with the current turn.
    bool commitDefinition();
    /// For a command that plays a turn: prints why and returns true when the campaign is still
    /// being set up (core/setup/CampaignStart.h); nothing is written then.
    bool refusedInSetup() const;

private:
    bool finish(const std::function<Result<void>(CampaignStore &)> &save);

    explicit CampaignUpdate(QString path) : m_path(std::move(path)), m_lock(m_path) {}

    QString m_path;
    Campaign m_campaign;
    std::unique_ptr<CampaignStore> m_store; // null for a JSON campaign
    CampaignLock m_lock;                    // JSON campaigns only
};

} // namespace muster::cli
