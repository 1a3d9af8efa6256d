#pragma once
// The sheets that came in by mail (or a filled-in turnsheet read from a file), stored for the
// current turn: every kingdom's orders, the players' messages and the mails the orders came from
// replaced at once, one undo step.

#include "model/Campaign.h"
#include "operations/StoreOrders.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class ApplyMailedOrders : public QUndoCommand
{
public:
    /// `after` is the current turn as it is with the mailed sheets (withMailedOrders).
    ApplyMailedOrders(CampaignDocument &document, const TurnRecord &after, int sheets);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    TurnSheets m_sheets[2]; // before, after
};

} // namespace muster
