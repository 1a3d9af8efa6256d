#pragma once
// The stand-ins of the current turn's missed sheets written as one undo step: redo stores them
// (operations/FillMissedOrders, as muster-cli resolve does before it resolves), undo puts the
// turn's orders, messages, mails and stand-ins back as they were.

#include "operations/StoreOrders.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class FillMissedOrdersCommand : public QUndoCommand
{
public:
    /// `sheets`: how many stand-ins the command writes, for its text.
    FillMissedOrdersCommand(CampaignDocument &document, int sheets);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    TurnSheets m_before; // the current turn's
};

} // namespace muster
