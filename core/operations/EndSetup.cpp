#include "operations/EndSetup.h"

#include "setup/CampaignStart.h"

namespace muster {

namespace {
OperationResult setupChanged(const Campaign &campaign)
{
    return OperationResult::changed(CampaignChange::ofDefinition(
        CampaignChange::Kind::Setup, campaign.turns.empty() ? 0 : campaign.current().number));
}
} // namespace

OperationResult endSetup(Campaign &campaign)
{
    if (const Problems problems = startProblems(campaign); !problems.isEmpty()) {
        QStringList texts;
        for (const Problem &p : problems.items())
            texts << (p.where.isEmpty() ? p.message
                                        : QStringLiteral("%1: %2").arg(p.where, p.message));
        return OperationResult::refused(texts.join(QLatin1Char('\n')));
    }
    startCampaign(campaign);
    return setupChanged(campaign);
}

OperationResult reopenSetup(Campaign &campaign)
{
    if (!campaign.started)
        return OperationResult::refused(QStringLiteral("the campaign is in setup already"));
    if (campaign.turns.size() > 1)
        return OperationResult::refused(
            QStringLiteral("a turn has been resolved: the campaign cannot go back to setup (R1)"));
    campaign.started = false;
    return setupChanged(campaign);
}

} // namespace muster
