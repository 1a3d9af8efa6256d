#include "document/CampaignFile.h"

#include "io/CampaignFormat.h"
#include "io/CampaignJson.h"
#include "store/CampaignStore.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace muster {

namespace {
bool writeJsonFile(const QString &path, const Campaign &campaign, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QCoreApplication::translate("CampaignFile", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    file.write(writeCampaignJson(campaign));
    if (!file.commit()) {
        *error = QCoreApplication::translate("CampaignFile", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

/// A campaign kept as canonical JSON: every save rewrites the file atomically.
class JsonCampaignFile final : public CampaignFile
{
public:
    explicit JsonCampaignFile(QString path) : m_path(std::move(path)) {}
    QString path() const override { return m_path; }
    bool saveCurrentTurn(const Campaign &campaign, QString *error) override
    {
        return writeJsonFile(m_path, campaign, error);
    }
    bool saveDefinition(const Campaign &campaign, QString *error) override
    {
        return writeJsonFile(m_path, campaign, error);
    }
    bool saveLatestTurns(const Campaign &campaign, int, QString *error) override
    {
        return writeJsonFile(m_path, campaign, error);
    }
    bool isStore() const override { return false; }

private:
    QString m_path;
};

/// The SQLite campaign file (core/store): each save is one transaction.
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
    bool saveLatestTurns(const Campaign &campaign, int count, QString *error) override
    {
        return m_store->saveLatestTurns(campaign, count, error);
    }
    bool isStore() const override { return true; }

private:
    std::unique_ptr<CampaignStore> m_store;
};
} // namespace

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, Campaign *campaign,
                                                 QString *error)
{
    const std::optional<CampaignFormat> format = detectCampaignFormat(path, error);
    if (!format)
        return nullptr;
    if (*format == CampaignFormat::Store) {
        std::unique_ptr<CampaignStore> store = CampaignStore::open(path, campaign, error);
        return store ? std::make_unique<StoreCampaignFile>(std::move(store)) : nullptr;
    }
    Problems problems;
    std::optional<Campaign> loaded = readCampaignJsonFile(path, problems);
    if (!loaded) {
        *error = problems.toString();
        return nullptr;
    }
    *campaign = std::move(*loaded);
    return std::make_unique<JsonCampaignFile>(path);
}

std::unique_ptr<CampaignFile> CampaignFile::create(const QString &path, const Campaign &campaign,
                                                   QString *error)
{
    if (formatForNewFile(path) == CampaignFormat::Store) {
        std::unique_ptr<CampaignStore> store = CampaignStore::create(path, campaign, error);
        return store ? std::make_unique<StoreCampaignFile>(std::move(store)) : nullptr;
    }
    if (!writeJsonFile(path, campaign, error))
        return nullptr;
    return std::make_unique<JsonCampaignFile>(path);
}

} // namespace muster
