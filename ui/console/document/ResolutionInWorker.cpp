#include "console/document/ResolutionInWorker.h"

#include "console/document/CampaignDocument.h"
#include "operations/CloseTurn.h"

namespace muster {

ResolutionInWorker::ResolutionInWorker(const CampaignDocument &document)
    : m_revision(document.revision()), m_documentFile(document.sharedFile())
{
    if (document.keptInStore())
        m_file = m_documentFile;
}

void ResolutionInWorker::save(Campaign &campaign, const TurnRecord &resolved,
                              const TurnRecord &next)
{
    if (!m_file)
        return;
    // Closed as the GUI thread will close it (ResolveTurnCommand), so the file holds what the
    // campaign in memory will.
    if (!closeResolvedTurn(campaign, resolved, next).ok())
        return;
    m_saved = CampaignDocument::saveResolution(*m_file, campaign).ok();
}

bool ResolutionInWorker::stillCurrent(const CampaignDocument &document) const
{
    return document.hasCampaign() && document.revision() == m_revision &&
           m_documentFile == document.sharedFile();
}

void ResolutionInWorker::discard(CampaignDocument &document) const
{
    if (m_saved && m_file == document.sharedFile())
        document.resaveCurrentTurn();
}

} // namespace muster
