#include "AreaTurnFiles.h"

#include "CampaignFiles.h"
#include "CommandLine.h"

namespace muster::cli {

std::optional<OpenCampaign> openAreaCampaign(const QString &path, const QString &command)
{
    if (!isStoreFile(path)) {
        standardError() << path << ": " << command
                        << " works on a campaign store (.muster); import the JSON first with "
                           "\"muster-cli import\"\n";
        standardError().flush();
        return std::nullopt;
    }
    OpenCampaign out;
    QString error;
    out.store = CampaignStore::open(path, &out.campaign, &error);
    if (!out.store) {
        standardError() << error << '\n';
        standardError().flush();
        return std::nullopt;
    }
    if (out.campaign.ruleset.kind != RulesetKind::Area) {
        standardError() << path << ": \"" << out.campaign.name << "\" is a "
                        << rulesetKindName(out.campaign.ruleset.kind) << " campaign; " << command
                        << " is for area campaigns (RULES part A)\n";
        standardError().flush();
        return std::nullopt;
    }
    if (out.campaign.turns.empty()) {
        standardError() << path << ": the campaign has no turn\n";
        standardError().flush();
        return std::nullopt;
    }
    return out;
}

} // namespace muster::cli
