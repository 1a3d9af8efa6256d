#include "document/CampaignFile.h"

#include "io/CampaignJson.h"

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

private:
    QString m_path;
};
} // namespace

bool CampaignFile::isJson(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
}

std::unique_ptr<CampaignFile> CampaignFile::open(const QString &path, Campaign *campaign,
                                                 QString *error)
{
    if (!isJson(path)) {
        *error = QCoreApplication::translate(
                     "CampaignFile", "%1: Muster campaign files (.muster) cannot be opened by "
                                     "this build yet; open or import a .json campaign")
                     .arg(path);
        return nullptr;
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
    if (!isJson(path)) {
        *error = QCoreApplication::translate(
                     "CampaignFile", "%1: saving .muster campaign files is not available in "
                                     "this build yet; save as .json")
                     .arg(path);
        return nullptr;
    }
    if (!writeJsonFile(path, campaign, error))
        return nullptr;
    return std::make_unique<JsonCampaignFile>(path);
}

} // namespace muster
