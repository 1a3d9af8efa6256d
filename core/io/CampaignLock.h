#pragma once
// The lock file beside a JSON campaign ("FILE.lock"). A JSON campaign is rewritten whole, so a
// program that changes one holds this lock over its change and none writes over another's:
// muster-cli from its read to its write (app/cli/CampaignUpdate.h), the console over each save
// (ui/console/document/CampaignFile.cpp). A campaign file (.muster) is guarded by SQLite's own lock
// instead (store/CampaignStore.h).

#include <QLockFile>
#include <QString>

namespace muster {

class CampaignLock
{
public:
    explicit CampaignLock(const QString &campaignPath);

    /// Takes the lock, waiting at most `waitMs` for the program that holds it; false when that
    /// program still holds it then (heldText says so).
    bool lock(int waitMs) { return m_file.tryLock(waitMs); }
    void unlock() { m_file.unlock(); }
    /// "FILE: another program has it open for a change (FILE.lock)"
    QString heldText() const;

private:
    QString m_path;
    QLockFile m_file;
};

} // namespace muster
