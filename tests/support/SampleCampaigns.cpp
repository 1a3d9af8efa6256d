#include "SampleCampaigns.h"

#include "io/CampaignJson.h"

namespace muster::test {

Campaign sampleCampaign(const char *name)
{
    Problems problems;
    auto c = readCampaignJsonFile(QStringLiteral(MUSTER_SOURCE_DIR "/maps/") + QLatin1String(name),
                                  problems);
    if (!c)
        qFatal("%s", qPrintable(problems.toString()));
    return std::move(*c);
}

QByteArray campaignBytes(const Campaign &campaign)
{
    QString why;
    const auto json = checkedCampaignJson(campaign, &why);
    if (!json)
        qFatal("%s", qPrintable(why));
    return *json;
}

} // namespace muster::test
