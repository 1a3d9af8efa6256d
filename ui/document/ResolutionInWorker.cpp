#include "document/ResolutionInWorker.h"

#include "document/CampaignDocument.h"
#include "document/CampaignFile.h"

namespace muster {

ResolutionInWorker::ResolutionInWorker(const CampaignDocument &document)
    : m_before(document.campaign().current()), m_turnCount(document.campaign().turns.size()),
      m_documentFile(document.sharedFile())
{
    if (!CampaignFile::isJson(document.filePath()))
        m_file = m_documentFile;
}

void ResolutionInWorker::save(Campaign &campaign, const TurnRecord &resolved,
                              const TurnRecord &next)
{
    if (!m_file)
        return;
    campaign.current() = resolved;
    campaign.turns.push_back(next);
    QString error;
    m_saved = CampaignDocument::saveResolution(*m_file, campaign, &error);
}

bool ResolutionInWorker::stillCurrent(const CampaignDocument &document) const
{
    return document.hasCampaign() && m_documentFile == document.sharedFile() &&
           document.campaign().turns.size() == m_turnCount &&
           document.campaign().current() == m_before;
}

void ResolutionInWorker::discard(CampaignDocument &document) const
{
    if (m_saved && m_file == document.sharedFile())
        document.resaveCurrentTurn();
}

} // namespace muster
