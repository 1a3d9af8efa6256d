#include "setup/CampaignStart.h"

#include "io/CampaignJson.h"
#include "rules/RuleSystem.h"
#include "setup/KingdomRoster.h"

#include <QCoreApplication>
#include <QPair>
#include <QSet>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("CampaignStart", text);
}
} // namespace

Problems campaignProblems(const Campaign &campaign)
{
    Problems read;
    readCampaignJson(writeCampaignJson(campaign), QString(), read);
    if (!campaign.started) {
        // Also as the started campaign it is to become: in setup the reader lets a map still
        // being drawn by, which a start may not.
        Campaign started = campaign;
        started.started = true;
        readCampaignJson(writeCampaignJson(started), QString(), read);
    }
    Problems out;
    QSet<QPair<QString, QString>> seen; // the second reading repeats the first's problems
    for (Problem p : read.items()) {
        p.line = 0;
        if (!seen.contains({p.where, p.message})) {
            seen.insert({p.where, p.message});
            out.add(std::move(p));
        }
    }
    return out;
}

Problems startProblems(const Campaign &campaign)
{
    Problems problems;
    if (campaign.started) {
        problems.add({{}, 0, {}, tr("the campaign has started already")});
        return problems;
    }
    const Problems found = campaignProblems(campaign);
    for (const Problem &p : found.items())
        problems.add(p);
    if (campaign.kingdoms.empty())
        problems.add({{},
                      0,
                      QStringLiteral("kingdoms"),
                      tr("a campaign needs at least one kingdom (Kingdoms > Edit Kingdoms)")});
    if (ruleSystem(campaign).holdsAreas() && campaign.world.areas.empty())
        problems.add({{},
                      0,
                      QStringLiteral("world.areas"),
                      tr("an area campaign needs at least one area on its map")});
    for (size_t k = 0; k < campaign.kingdoms.size(); ++k)
        if (!holdingsOf(campaign, static_cast<int>(k)).any())
            problems.add({{},
                          0,
                          QStringLiteral("kingdoms[%1]").arg(static_cast<qsizetype>(k)),
                          tr("%1 holds nothing on the map (no area, army or stronghold), so it "
                             "could never act: give it something with the inspector")
                              .arg(campaign.kingdoms[k].name)});
    return problems;
}

void startCampaign(Campaign &campaign)
{
    campaign.started = true;
}

QString setupRefusal(const Campaign &campaign)
{
    if (campaign.started)
        return {};
    return tr("the campaign is still being set up: start it first (Campaign > Start Campaign, "
              "or muster-cli start FILE)");
}

} // namespace muster
