#pragma once
// Rolling the last resolved turn back as one undo step: redo drops the current turn and reopens the
// one before it with its orders (operations/RollBack, as muster-cli rollback does); undo closes
// that turn again with its resolved record and the dropped turn (operations/CloseTurn), in memory
// and in the file. Works after reopening a file too, since it needs only the turns stored.

#include "model/Campaign.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class RollBackTurnCommand : public QUndoCommand
{
public:
    /// The document's campaign must have a turn to roll back (canRollBack).
    explicit RollBackTurnCommand(CampaignDocument &document);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    TurnRecord m_resolved; // the turn rolled back to, as it was resolved
    TurnRecord m_dropped;  // the current turn that goes
};

} // namespace muster
