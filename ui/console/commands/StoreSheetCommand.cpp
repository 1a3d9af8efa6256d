#include "console/commands/StoreSheetCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/StoreOrders.h"

namespace muster {

StoreSheetCommand::StoreSheetCommand(CampaignDocument &document, SheetToStore sheet,
                                     const QString &text)
    : QUndoCommand(text), m_document(document), m_sheet(std::move(sheet))
{
    const TurnRecord &now = document.campaign().current();
    m_orders = now.orders;
    m_messages = now.messages;
    m_mailed = now.mailed;
}

void StoreSheetCommand::undo()
{
    m_document.apply(
        [this](Campaign &c) { return storeTurnOrders(c, m_orders, m_messages, m_mailed); });
}

void StoreSheetCommand::redo()
{
    const OperationResult stored =
        m_document.apply([this](Campaign &c) { return storeSheet(c, m_sheet); });
    setObsolete(!stored.ok()); // refused: no undo step
}

} // namespace muster
