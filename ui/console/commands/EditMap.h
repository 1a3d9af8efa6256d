#pragma once
// One map edit (a brush stroke, a new area, a road drawn...): the world and the current turn's
// area states before and after, as one undo step. Snapshots rather than inverse operations, so
// every edit of core/edit/ undoes the same way, however it renumbered areas. Both are stored by
// operations/EditMap, which refuses an edit leaving a state the campaign's readers refuse.

#include "model/TurnState.h"
#include "model/World.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class EditMap : public QUndoCommand
{
public:
    EditMap(CampaignDocument &document, const QString &label, World after,
            std::vector<AreaState> areasAfter);
    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    World m_before, m_after;
    std::vector<AreaState> m_areasBefore, m_areasAfter;
};

} // namespace muster
