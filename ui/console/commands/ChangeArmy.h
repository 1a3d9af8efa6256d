#pragma once
// Editing a hex-campaign army (RULES H1.2): its owner, leader, or units (type, veteran, hit
// points; adding and removing units), through operations/SetArmy (an army the readers would
// refuse is refused, and leaves no undo step). The army is replaced whole; the label says what
// changed.

#include "model/TurnState.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeArmy : public QUndoCommand
{
public:
    /// `index` into the current state's armies; `label` is the undo text the inspector words
    /// ("Change units of Host of Bernicia").
    ChangeArmy(CampaignDocument &document, int index, const HexArmy &after, const QString &label);
    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    int m_index;
    HexArmy m_before;
    HexArmy m_after;
};

} // namespace muster
