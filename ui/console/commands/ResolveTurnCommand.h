#pragma once
// Resolving a turn as one undo step: redo closes the turn (operations/CloseTurn: the resolved turn
// stored and the next one appended), undo rolls it back (operations/RollBack: the turn reopened
// with its orders), in memory and in the file, as muster-cli resolve, advance and rollback do.
// The engine runs before the command is pushed (console/document/ResolutionJob), so redo only
// stores.

#include "model/Campaign.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ResolveTurnCommand : public QUndoCommand
{
public:
    /// `resolved` is the current turn with its log, `next` the turn that follows.
    /// `alreadySaved`: the first redo need not write the file (TurnResolver's worker saved both
    /// turns); a later redo saves as usual.
    ResolveTurnCommand(CampaignDocument &document, TurnRecord resolved, TurnRecord next,
                       bool alreadySaved = false);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    TurnRecord m_resolved;
    TurnRecord m_next;
    bool m_alreadySaved;
};

} // namespace muster
