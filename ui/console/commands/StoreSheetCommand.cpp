#include "console/commands/StoreSheetCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/StoreOrders.h"

namespace muster {

StoreSheetCommand::StoreSheetCommand(CampaignDocument &document, SheetToStore sheet,
                                     const QString &text)
    : QUndoCommand(text), m_document(document), m_sheet(std::move(sheet))
{
    m_before = TurnSheets::of(document.campaign().current());
}

void StoreSheetCommand::undo()
{
    m_document.apply([this](Campaign &c) { return storeTurnOrders(c, m_before); });
}

void StoreSheetCommand::redo()
{
    const OperationResult stored =
        m_document.apply([this](Campaign &c) { return storeSheet(c, m_sheet); });
    setObsolete(!stored.ok()); // refused: no undo step
}

} // namespace muster
