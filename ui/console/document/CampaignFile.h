#pragma once
// Where an open campaign is kept on disk. The document saves through this after every edit, each
// save complete or not at all, so a crash or power cut loses nothing.
//
// The SQLite campaign file (".muster", core/store) saves each edit in one transaction. A ".json"
// file bound by Save As is rewritten whole through QSaveFile (atomic rename) after each edit,
// under the lock file muster-cli holds too (io/CampaignLock.h).
//
// Another program may change the file while it is open (muster-cli storing a sheet, resolving a
// turn). A save never overwrites such a change: it fails with SaveFailure::Changed, and
// changedElsewhere() lets the document notice the change before the GM's next edit.

#include "model/Campaign.h"
#include "util/Result.h"

#include <QString>

#include <memory>

namespace muster {

class CampaignStore;

class CampaignFile
{
public:
    enum class SaveFailure
    {
        None,
        Changed, // another program saved or replaced the file since it was read here
        Other,
    };

    virtual ~CampaignFile() = default;
    virtual QString path() const = 0;
    /// Saves an edit of the current turn's state.
    virtual Result<void> saveCurrentTurn(const Campaign &campaign) = 0;
    /// Saves an edit of what does not change per turn (the world, kingdoms).
    virtual Result<void> saveDefinition(const Campaign &campaign) = 0;
    /// Saves both at once: a kingdom added or removed, or a map edit that adds or removes an area,
    /// changes the turn's state too.
    virtual Result<void> saveDefinitionAndCurrentTurn(const Campaign &campaign) = 0;
    /// Saves the last `count` turns and drops any later turn from the file (a resolved turn and
    /// the new current one: count 2; after a rollback: count 1).
    virtual Result<void> saveLatestTurns(const Campaign &campaign, int count) = 0;
    /// Why the last save failed.
    virtual SaveFailure lastFailure() const = 0;
    /// Whether another program changed or replaced the file since it was read or last saved
    /// here. Cheap enough to ask whenever the file system reports a change.
    virtual bool changedElsewhere() = 0;
    /// Whether each save is one transaction of the SQLite campaign file, which a worker thread may
    /// run (a JSON file is rewritten whole, history included).
    virtual bool isStore() const = 0;
    /// The campaign file's store, for what it keeps beside the campaign (the mail settings and
    /// the mail sent); null for a JSON file, which keeps neither.
    virtual CampaignStore *store() { return nullptr; }

    /// Opens the campaign file (SQLite) at `path` and loads it into `*campaign`; a failure naming
    /// the file and place. Nothing is written to a file that fails to open. (A JSON campaign is
    /// imported by the document instead, and bound to a file by Save As.)
    static Result<std::unique_ptr<CampaignFile>> open(const QString &path, Campaign *campaign);
    /// Writes `campaign` as a new file at `path` (replacing it whole or not at all) and keeps it;
    /// a ".json" name is written as JSON, any other as a campaign file. From then on the
    /// campaign's earlier turns come from the new file (or, for JSON, are all held in memory),
    /// never from the file it was opened from.
    static Result<std::unique_ptr<CampaignFile>> create(const QString &path, Campaign &campaign);
};

} // namespace muster
