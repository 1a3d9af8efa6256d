#include "io/CampaignLock.h"

namespace muster {

CampaignLock::CampaignLock(const QString &campaignPath)
    : m_path(campaignPath), m_file(campaignPath + QStringLiteral(".lock"))
{}

QString CampaignLock::heldText() const
{
    return QStringLiteral("%1: another program has it open for a change (%1.lock)").arg(m_path);
}

} // namespace muster
