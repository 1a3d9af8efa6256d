#pragma once
// Campaign > Start Campaign: the setup ends (core/setup/CampaignStart.h) and turn 1 is played.
// Undoing it puts the campaign back in setup, as long as it has played no turn (the turns
// resolved since are undone first, being later on the undo stack).

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class StartCampaignCommand : public QUndoCommand
{
public:
    explicit StartCampaignCommand(CampaignDocument &document);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
};

} // namespace muster
