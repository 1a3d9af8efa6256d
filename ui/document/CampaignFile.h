#pragma once
// Where an open campaign is kept on disk. The document saves through this after every edit, each
// save complete or not at all, so a crash or power cut loses nothing (issue 5, point 4).
//
// The SQLite campaign file (".muster", core/store) saves each edit in one transaction. A ".json"
// file bound by Save As is rewritten whole through QSaveFile (atomic rename) after each edit.

#include "model/Campaign.h"

#include <QString>

#include <memory>

namespace muster {

class CampaignFile
{
public:
    virtual ~CampaignFile() = default;
    virtual QString path() const = 0;
    /// Saves an edit of the current turn's state.
    virtual bool saveCurrentTurn(const Campaign &campaign, QString *error) = 0;
    /// Saves an edit of what does not change per turn (the world, kingdoms).
    virtual bool saveDefinition(const Campaign &campaign, QString *error) = 0;
    /// Saves the last `count` turns and drops any later turn from the file (a resolved turn and
    /// the new current one: count 2; after a rollback: count 1).
    virtual bool saveLatestTurns(const Campaign &campaign, int count, QString *error) = 0;

    /// Opens `path` (either format, judged by its bytes: io/CampaignFormat.h) and loads it into
    /// `*campaign`; null with `*error` naming the file and place. Nothing is written to a file
    /// that fails to open.
    static std::unique_ptr<CampaignFile> open(const QString &path, Campaign *campaign,
                                              QString *error);
    /// Writes `campaign` as a new file at `path` (replacing it whole or not at all) and keeps it;
    /// a ".json" name is written as JSON, any other as a campaign file.
    static std::unique_ptr<CampaignFile> create(const QString &path, const Campaign &campaign,
                                                QString *error);
    /// Whether each save is one transaction of the SQLite campaign file, which a worker thread may
    /// run (a JSON file is rewritten whole, history included).
    virtual bool isStore() const = 0;
};

} // namespace muster
