#include "CampaignFiles.h"

#include "CommandLine.h"
#include "ProblemOutput.h"

#include "io/CampaignFormat.h"
#include "io/CampaignJson.h"
#include "io/OutputFile.h"
#include "io/OutputPath.h"
#include "model/CampaignCodes.h"

#include <QFileInfo>

#include "store/CampaignStore.h"
#include "store/StoreCheck.h"

namespace muster::cli {

namespace {
// The store's and the writer's messages already name the file; keep them as they are.
void addStoreError(Problems &problems, const QString &path, const QString &error)
{
    if (error.contains(path))
        problems.add({{}, 0, {}, error});
    else
        problems.add({path, 0, {}, error});
}
} // namespace

bool isStoreFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists())
        return formatForNewFile(path) == CampaignFormat::Store;
    const Result<CampaignFormat> format = detectCampaignFormat(path);
    return format && *format == CampaignFormat::Store;
}

std::optional<Campaign> readCampaignFile(const QString &path, Problems &problems)
{
    const Result<CampaignFormat> format = detectCampaignFormat(path);
    if (!format) {
        problems.append(format.problems());
        return std::nullopt;
    }
    if (*format == CampaignFormat::Json)
        return readCampaignJsonFile(path, problems);
    Result<Campaign> campaign = CampaignStore::load(path);
    if (!campaign) {
        addStoreError(problems, path, campaign.message());
        return std::nullopt;
    }
    return std::move(campaign).value();
}

std::optional<Campaign> readCampaignFileOrSay(const QString &path)
{
    Problems problems;
    auto campaign = readCampaignFile(path, problems);
    if (!campaign)
        printProblems(problems);
    return campaign;
}

std::optional<int> listWhenFileAlone(const QStringList &arguments,
                                     const std::function<void(const Campaign &)> &print)
{
    if (arguments.size() != 1)
        return std::nullopt;
    const std::optional<Campaign> campaign = readCampaignFileOrSay(arguments[0]);
    if (!campaign)
        return InvalidInput;
    print(*campaign);
    return Ok;
}

std::optional<Campaign> readCheckedCampaignFile(const QString &path, Problems &problems)
{
    if (const Result<CampaignFormat> format = detectCampaignFormat(path);
        format && *format == CampaignFormat::Store)
        return store::checkStoreFile(path, problems);
    return readCampaignFile(path, problems);
}

bool writeCampaignFile(const QString &path, const Campaign &campaign, bool overwrite,
                       Problems &problems, HistoryMode history)
{
    if (!overwrite && QFileInfo::exists(path)) {
        problems.add({path, 0, {}, QStringLiteral("already exists; give --force to replace it")});
        return false;
    }
    if (formatForNewFile(path) == CampaignFormat::Store) {
        // A campaign file keeps codes (model/CampaignCodes.h): a JSON campaign without them gets
        // them as it goes into one (import, a copy or a Tiled map made a campaign file).
        std::optional<Campaign> coded;
        if (!hasAllCodes(campaign)) {
            coded = campaign;
            giveMissingCodes(*coded);
        }
        auto store = CampaignStore::create(path, coded ? *coded : campaign);
        const Result<void> closed = store ? store->close() : Result<void>(failed(store.problems()));
        if (!closed) {
            addStoreError(problems, path, closed.message());
            return false;
        }
        return true;
    }
    const Result<QByteArray> json = checkedCampaignJson(campaign, history);
    if (!json) {
        problems.add({path, 0, {}, QStringLiteral("not written: %1").arg(json.message())});
        return false;
    }
    const QString error = writeWholeFile(path, *json);
    if (!error.isEmpty()) {
        addStoreError(problems, path, error);
        return false;
    }
    return true;
}

int copyCampaignFile(const QString &from, const QString &to, bool overwrite, HistoryMode history)
{
    Problems problems;
    const auto campaign = readCheckedCampaignFile(from, problems);
    if (!campaign || !writeCampaignFile(to, *campaign, overwrite, problems, history)) {
        printProblems(problems);
        return InvalidInput;
    }
    return Ok;
}

} // namespace muster::cli
