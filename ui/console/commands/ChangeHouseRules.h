#pragma once
// The house rules of a campaign in setup changed (Campaign > House Rules..., RULES R1): one undo
// step per accepted dialog, saved with the campaign. Redo sets the values as muster-cli house does
// (core/operations/EditHouseRules.h); undo puts back the ruleset taken before.

#include "model/Ruleset.h"
#include "operations/EditHouseRules.h"

#include <QUndoCommand>

#include <vector>

namespace muster {

class CampaignDocument;

class ChangeHouseRules : public QUndoCommand
{
public:
    ChangeHouseRules(CampaignDocument &document, std::vector<HouseRuleValue> values);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    std::vector<HouseRuleValue> m_values;
    Ruleset m_before;
};

} // namespace muster
