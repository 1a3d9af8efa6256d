#pragma once
// Storing a kingdom's sheet (a bare order sheet, replacing or appended, or a filled-in turnsheet
// with its message) as one undo step: redo stores it (operations/StoreSheet, as muster-cli orders
// does), undo puts the current turn's orders, messages and mails back as they were.

#include "model/Campaign.h"
#include "operations/StoreOrders.h"
#include "operations/StoreSheet.h"

#include <QUndoCommand>

namespace muster {

class CampaignDocument;

class StoreSheetCommand : public QUndoCommand
{
public:
    /// `sheet` as readSheetToStore read it from the document's campaign as it is now.
    StoreSheetCommand(CampaignDocument &document, SheetToStore sheet, const QString &text);

    void undo() override;
    void redo() override;

private:
    CampaignDocument &m_document;
    SheetToStore m_sheet;
    TurnSheets m_before; // the current turn's
};

} // namespace muster
