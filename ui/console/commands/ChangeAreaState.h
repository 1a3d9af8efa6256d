#pragma once
// Changing one field of an area's state in the current turn (RULES A1.2): owner, armies,
// population, forts, defence mode (A7.1), ships, armies aboard, through operations/SetAreaState
// (a state the readers would refuse is refused, and leaves no undo step). Successive edits of the
// same field of the same area (a spin box being stepped) merge into one undo step.

#include "model/TurnState.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

enum class AreaField
{
    Owner,
    Armies,
    Population,
    Forts,
    Mode,
    Ships,
    Aboard
};

class ChangeAreaState : public QUndoCommand
{
public:
    /// `after` is the area's whole state with the one field changed.
    ChangeAreaState(CampaignDocument &document, int area, AreaField field, const AreaState &after);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void updateText();

    CampaignDocument &m_document;
    int m_area;
    AreaField m_field;
    AreaState m_before;
    AreaState m_after;
};

} // namespace muster
