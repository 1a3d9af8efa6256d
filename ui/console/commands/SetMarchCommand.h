#pragma once
// Storing one hex army's march as one undo step: redo sets it (operations/SetMarch, as muster-cli
// march does: in place of the army's line, its later lines gone), undo puts the kingdom's lines
// back as they were. A march drawn on the map, typed in the orders dock, or made in the march
// form for an army without one comes here.

#include "rules/hex/HexOrders.h"

#include <QStringList>
#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class SetMarchCommand : public QUndoCommand
{
public:
    SetMarchCommand(CampaignDocument &document, hexrules::HexMarchOrder order, const QString &text);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    hexrules::HexMarchOrder m_order;
    int m_kingdom = -1; // the army's kingdom, whose lines change
    QStringList m_before;
};

} // namespace muster
