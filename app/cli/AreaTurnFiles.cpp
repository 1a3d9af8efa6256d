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
        Problem notArea{path,
                        0,
                        {},
                        QStringLiteral("\"%1\" is a %2 campaign; %3 is for area campaigns")
                            .arg(c.name, rulesetKindName(c.ruleset.kind), command)};
        notArea.rule = QStringLiteral("part A");
        printProblem(notArea);
        return nullptr;
    }
    if (c.turns.empty()) {
        printProblem({path, 0, {}, QStringLiteral("the campaign has no turn")});
        return nullptr;
    }
    return update;
}

} // namespace muster::cli
