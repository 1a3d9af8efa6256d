#include "console/commands/StartCampaignCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/EndSetup.h"

#include <QCoreApplication>

namespace muster {

StartCampaignCommand::StartCampaignCommand(CampaignDocument &document) : m_document(document)
{
    setText(QCoreApplication::translate("StartCampaignCommand", "Start the campaign"));
}

void StartCampaignCommand::undo()
{
    m_document.apply(reopenSetup);
}

void StartCampaignCommand::redo()
{
    setObsolete(!m_document.apply(endSetup).ok()); // refused: no undo step
}

} // namespace muster
