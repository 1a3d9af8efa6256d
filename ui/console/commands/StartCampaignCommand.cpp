#include "console/commands/StartCampaignCommand.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

StartCampaignCommand::StartCampaignCommand(CampaignDocument &document) : m_document(document)
{
    setText(QCoreApplication::translate("StartCampaignCommand", "Start the campaign"));
}

void StartCampaignCommand::undo()
{
    m_document.setStarted(false);
}

void StartCampaignCommand::redo()
{
    m_document.setStarted(true);
}

} // namespace muster
