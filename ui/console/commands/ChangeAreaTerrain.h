#pragma once
// Changing an area's terrain (RULES A1.1), a map edit: saved with the world, not the turn.

#include "model/Terrain.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ChangeAreaTerrain : public QUndoCommand
{
public:
    ChangeAreaTerrain(CampaignDocument &document, int area, AreaTerrain terrain);
    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    int m_area;
    AreaTerrain m_before;
    AreaTerrain m_after;
};

} // namespace muster
