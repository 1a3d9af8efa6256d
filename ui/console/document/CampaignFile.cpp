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
    bool saveCurrentTurn(const Campaign &campaign, QString *error) override
    {
        return write(campaign, error);
    }
    bool saveDefinition(const Campaign &campaign, QString *error) override
    {
        return write(campaign, error);
    }
    bool saveDefinitionAndCurrentTurn(const Campaign &campaign, QString *error) override
    {
        return write(campaign, error);
    }
    bool saveLatestTurns(const Campaign &campaign, int, QString *error) override
    {
        return write(campaign, error);
    }
    SaveFailure lastFailure() const override { return m_failure; }
    bool changedElsewhere() override { return digestOf(m_path) != m_digest; }
    bool isStore() const override { return false; }

    /// The first write, which makes the file: whatever stood at the path is replaced.
    bool create(const Campaign &campaign, QString *error)
    {
        m_digest = digestOf(m_path);
        return write(campaign, error);
    }

private:
    bool write(const Campaign &campaign, QString *error)
    {
        m_failure = SaveFailure::Other;
        if (!m_lock.lock(5000)) {
            *error = tr("Cannot save: %1.").arg(m_lock.heldText());
            return false;
        }
        const bool ok = writeLocked(campaign, error);
        m_lock.unlock();
        return ok;
    }

    bool writeLocked(const Campaign &campaign, QString *error)
    {
        if (changedElsewhere()) {
            m_failure = SaveFailure::Changed;
            *error = tr("%1 was changed by another program since Muster read it, so this change "
                        "was not saved (it would have undone the other program's); reload the "
                        "file and make it again")
                         .arg(m_path);
            return false;
        }
        QString why;
        const std::optional<QByteArray> json = checkedCampaignJson(campaign, &why);
        if (!json) {
            *error = tr("Cannot save %1: %2").arg(m_path, why);
            return false;
        }
        *error = writeWholeFile(m_path, *json);
        if (!error->isEmpty())
            return false;
        m_digest = QCryptographicHash::hash(*json, QCryptographicHash::Sha256);
        m_failure = SaveFailure::None;
        return true;
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
    bool saveCurrentTurn(const Campaign &campaign, QString *error) override
    {
        return m_store->saveCurrentTurn(campaign, error);
    }
    bool saveDefinition(const Campaign &campaign, QString *error) override
    {
        return m_store->saveDefinition(campaign, error);
    }
    bool saveDefinitionAndCurrentTurn(const Campaign &campaign, QString *error) override
    {
        return m_store->saveDefinitionAndCurrentTurn(campaign, error);
    }
    bool saveLatestTurns(const Campaign &campaign, int count, QString *error) override
    {
        return m_store->saveLatestTurns(campaign, count, error);
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
        const std::optional<std::int64_t> onDisk = m_store->revisionOnDisk(nullptr);
        return onDisk && *onDisk != m_store->revision();
    }
    bool isStore() const override { return true; }

private:
    std::unique_ptr<CampaignStore> m_store;
};
} // namespace

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, Campaign *campaign,
                                                 QString *error)
{
    std::unique_ptr<CampaignStore> store = CampaignStore::open(path, campaign, error);
    return store ? std::make_unique<StoreCampaignFile>(std::move(store)) : nullptr;
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, Campaign &campaign,
                                                   QString *error)
{
    if (formatForNewFile(path) == CampaignFormat::Store) {
        std::unique_ptr<CampaignStore> store = CampaignStore::create(path, campaign, error);
        if (!store)
            return nullptr;
        store->readHistoryFromHere(campaign);
        return std::make_unique<StoreCampaignFile>(std::move(store));
    }
    // A JSON file is rewritten whole at every save, so its history has to be in memory anyway.
    if (!campaign.turns.holdAll(error)) {
        *error = tr("Cannot save %1: %2").arg(path, *error);
        return nullptr;
    }
    auto file = std::make_unique<JsonCampaignFile>(path);
    if (!file->create(campaign, error))
        return nullptr;
    return file;
}

} // namespace muster
