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
    const Result<QByteArray> json = checkedCampaignJson(campaign);
    if (!json)
        qFatal("%s", qPrintable(json.message()));
    return *json;
}

} // namespace muster::test
