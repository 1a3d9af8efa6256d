#pragma once
// Resolving a turn as one undo step: redo stores the resolved turn and the
// next one, undo rolls the campaign (and its file) back to the unresolved turn with its orders.
// The engine runs before the command is pushed (document/ResolutionJob), so redo only stores.

#include "model/Campaign.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ResolveTurnCommand : public QUndoCommand
{
public:
    /// `before` is the current turn as it was resolved; `resolved` the same turn with its log,
    /// `next` the turn that follows. `alreadySaved`: the first redo need not write the file
    /// (TurnResolver's worker saved both turns); a later redo saves as usual.
    ResolveTurnCommand(CampaignDocument &document, TurnRecord before, TurnRecord resolved,
                       TurnRecord next, bool alreadySaved = false);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    TurnRecord m_before;
    TurnRecord m_resolved;
    TurnRecord m_next;
    bool m_alreadySaved;
};

} // namespace muster
