#include "console/document/CampaignFile.h"

#include "io/CampaignFormat.h"
#include "io/CampaignJson.h"
#include "io/CampaignLock.h"
#include "io/OutputFile.h"
#include "store/CampaignStore.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("CampaignFile", text);
}

/// The bytes' digest, empty when the file cannot be read (gone, for instance).
QByteArray digestOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

/// A campaign kept as canonical JSON: every save rewrites the file atomically, after checking
/// under the lock file that it still holds what was last written here.
class JsonCampaignFile final : public CampaignFile
{
public:
    explicit JsonCampaignFile(QString path) : m_path(std::move(path)), m_lock(m_path) {}
    QString path() const override { return m_path; }
    Result<void> saveCurrentTurn(const Campaign &campaign) override { return write(campaign); }
    Result<void> saveDefinition(const Campaign &campaign) override { return write(campaign); }
    Result<void> saveDefinitionAndCurrentTurn(const Campaign &campaign) override
    {
        return write(campaign);
    }
    Result<void> saveLatestTurns(const Campaign &campaign, int) override { return write(campaign); }
    SaveFailure lastFailure() const override { return m_failure; }
    bool changedElsewhere() override { return digestOf(m_path) != m_digest; }
    bool isStore() const override { return false; }

    /// The first write, which makes the file: whatever stood at the path is replaced.
    Result<void> create(const Campaign &campaign)
    {
        m_digest = digestOf(m_path);
        return write(campaign);
    }

private:
    Result<void> write(const Campaign &campaign)
    {
        m_failure = SaveFailure::Other;
        if (!m_lock.lock(5000))
            return failed(tr("Cannot save: %1.").arg(m_lock.heldText()));
        Result<void> written = writeLocked(campaign);
        m_lock.unlock();
        return written;
    }

    Result<void> writeLocked(const Campaign &campaign)
    {
        if (changedElsewhere()) {
            m_failure = SaveFailure::Changed;
            return failed(tr("%1 was changed by another program since Muster read it, so this "
                             "change was not saved (it would have undone the other program's); "
                             "reload the file and make it again")
                              .arg(m_path));
        }
        const Result<QByteArray> json = checkedCampaignJson(campaign);
        if (!json)
            return failed(tr("Cannot save %1: %2").arg(m_path, json.message()));
        if (const QString error = writeWholeFile(m_path, *json); !error.isEmpty())
            return failed(error);
        m_digest = QCryptographicHash::hash(*json, QCryptographicHash::Sha256);
        m_failure = SaveFailure::None;
        return {};
    }

    QString m_path;
    CampaignLock m_lock;
    QByteArray m_digest; // of the bytes last written here
    SaveFailure m_failure = SaveFailure::None;
};

/// The SQLite campaign file (core/store): each save is one transaction that checks the file's
/// revision first.
class StoreCampaignFile final : public CampaignFile
{
public:
    explicit StoreCampaignFile(std::unique_ptr<CampaignStore> store) : m_store(std::move(store)) {}
    QString path() const override { return m_store->path(); }
    Result<void> saveCurrentTurn(const Campaign &campaign) override
    {
        return m_store->saveCurrentTurn(campaign);
    }
    Result<void> saveDefinition(const Campaign &campaign) override
    {
        return m_store->saveDefinition(campaign);
    }
    Result<void> saveDefinitionAndCurrentTurn(const Campaign &campaign) override
    {
        return m_store->saveDefinitionAndCurrentTurn(campaign);
    }
    Result<void> saveLatestTurns(const Campaign &campaign, int count) override
    {
        return m_store->saveLatestTurns(campaign, count);
    }
    SaveFailure lastFailure() const override
    {
        switch (m_store->lastFailure()) {
        case CampaignStore::Failure::None:
            return SaveFailure::None;
        case CampaignStore::Failure::Changed:
            return SaveFailure::Changed;
        default:
            return SaveFailure::Other;
        }
    }
    bool changedElsewhere() override
    {
        const Result<std::int64_t> onDisk = m_store->revisionOnDisk();
        return onDisk && *onDisk != m_store->revision();
    }
    bool isStore() const override { return true; }
    CampaignStore *store() override { return m_store.get(); }

private:
    std::unique_ptr<CampaignStore> m_store;
};
} // namespace

Result<std::unique_ptr<CampaignFile>> CampaignFile::open(const QString &path, Campaign *campaign)
{
    Result<std::unique_ptr<CampaignStore>> store = CampaignStore::open(path, campaign);
    if (!store)
        return failed(store.problems());
    return std::unique_ptr<CampaignFile>(
        std::make_unique<StoreCampaignFile>(std::move(store).value()));
}

Result<std::unique_ptr<CampaignFile>> CampaignFile::create(const QString &path, Campaign &campaign)
{
    if (formatForNewFile(path) == CampaignFormat::Store) {
        Result<std::unique_ptr<CampaignStore>> store = CampaignStore::create(path, campaign);
        if (!store)
            return failed(store.problems());
        (*store)->readHistoryFromHere(campaign);
        return std::unique_ptr<CampaignFile>(
            std::make_unique<StoreCampaignFile>(std::move(store).value()));
    }
    // A JSON file is rewritten whole at every save, so its history has to be in memory anyway.
    if (const Result<void> held = campaign.turns.holdAll(); !held)
        return failed(tr("Cannot save %1: %2").arg(path, held.message()));
    auto file = std::make_unique<JsonCampaignFile>(path);
    if (Result<void> created = file->create(campaign); !created)
        return failed(created.problems());
    return std::unique_ptr<CampaignFile>(std::move(file));
}

} // namespace muster
