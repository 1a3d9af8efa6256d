#pragma once
// The house rules of a campaign in setup changed (Campaign > House Rules..., RULES R1): one undo
// step per accepted dialog, saved with the campaign.

#include "model/Ruleset.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeHouseRules : public QUndoCommand
{
public:
    ChangeHouseRules(CampaignDocument &document, Ruleset after, int changed);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    Ruleset m_ruleset[2]; // before, after
};

} // namespace muster
