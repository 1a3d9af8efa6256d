#include "HexCampaignFile.h"

#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"
#include "rules/RuleSystem.h"

namespace muster::cli {

namespace {
bool isHexCampaign(const QString &path, const Campaign &campaign)
{
    if (ruleSystem(campaign).hasMarches())
        return true;
    Problem notHex{path,
                   0,
                   {},
                   QStringLiteral("\"%1\" is an area campaign; this command works on hex campaigns")
                       .arg(campaign.name)};
    notHex.rule = QStringLiteral("part H");
    printProblem(notHex);
    return false;
}
} // namespace

std::optional<Campaign> loadHexCampaign(const QString &path)
{
    Problems problems;
    auto campaign = readCampaignFile(path, problems);
    if (!campaign) {
        printProblems(problems);
        return std::nullopt;
    }
    if (!isHexCampaign(path, *campaign))
        return std::nullopt;
    return campaign;
}

std::unique_ptr<CampaignUpdate> openHexCampaign(const QString &path)
{
    auto update = CampaignUpdate::open(path);
    if (!update || !isHexCampaign(path, update->campaign()))
        return nullptr;
    return update;
}

} // namespace muster::cli
