#include "AreaTurnFiles.h"

#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"
#include "rules/RuleSystem.h"

namespace muster::cli {

std::unique_ptr<CampaignUpdate> openAreaCampaign(const QString &path, const QString &command)
{
    if (!isStoreFile(path)) {
        printProblem({path,
                      0,
                      {},
                      command + QStringLiteral(" works on a campaign store (.muster); import the "
                                               "JSON first with \"muster-cli import\"")});
        return nullptr;
    }
    auto update = CampaignUpdate::open(path);
    if (!update)
        return nullptr;
    const Campaign &c = update->campaign();
    if (!ruleSystem(c).hasActionOrders()) {
        standardError() << path << ": \"" << c.name << "\" is a " << rulesetKindName(c.ruleset.kind)
                        << " campaign; " << command << " is for area campaigns (RULES part A)\n";
        standardError().flush();
        return nullptr;
    }
    if (c.turns.empty()) {
        printProblem({path, 0, {}, QStringLiteral("the campaign has no turn")});
        return nullptr;
    }
    return update;
}

} // namespace muster::cli
