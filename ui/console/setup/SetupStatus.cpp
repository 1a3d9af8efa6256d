#include "console/setup/SetupStatus.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

bool inSetup(const CampaignDocument &document)
{
    return document.hasCampaign() && !document.campaign().started;
}

QString noTurnInSetupTip()
{
    return QCoreApplication::translate("SetupStatus",
                                       "The campaign is being set up: no turn is played until "
                                       "Campaign > Start Campaign");
}

} // namespace muster
