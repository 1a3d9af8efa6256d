#include "HexCampaignFile.h"

#include "CampaignFiles.h"
#include "CommandLine.h"

#include "store/CampaignStore.h"

namespace muster::cli {

std::optional<Campaign> loadHexCampaign(const QString &path)
{
    Problems problems;
    auto campaign = readCampaignFile(path, problems);
    if (!campaign) {
        printProblems(problems, standardError());
        return std::nullopt;
    }
    if (campaign->ruleset.kind != RulesetKind::Hex) {
        standardError() << path << ": \"" << campaign->name
                        << "\" is an area campaign; this command works on hex campaigns (RULES "
                           "part H)\n";
        standardError().flush();
        return std::nullopt;
    }
    return campaign;
}

bool saveHexCampaign(const QString &path, const Campaign &campaign, int turns)
{
    Problems problems;
    if (!isStoreFile(path)) {
        if (writeCampaignFile(path, campaign, true, problems))
            return true;
        printProblems(problems, standardError());
        return false;
    }
    QString error;
    Campaign reloaded;
    auto store = CampaignStore::open(path, &reloaded, &error);
    if (!store || !store->saveLatestTurns(campaign, turns, &error) || !store->close(&error)) {
        standardError() << error << '\n';
        standardError().flush();
        return false;
    }
    return true;
}

} // namespace muster::cli
