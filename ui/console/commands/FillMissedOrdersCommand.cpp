#include "console/commands/FillMissedOrdersCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/FillMissedOrders.h"

#include <QCoreApplication>

namespace muster {

FillMissedOrdersCommand::FillMissedOrdersCommand(CampaignDocument &document, int sheets)
    : m_document(document), m_before(TurnSheets::of(document.campaign().current()))
{
    setText(QCoreApplication::translate("FillMissedOrdersCommand",
                                        "Stand in for %n missed sheet(s)", nullptr, sheets));
}

void FillMissedOrdersCommand::undo()
{
    m_document.setTurnOrders(m_before);
}

void FillMissedOrdersCommand::redo()
{
    const OperationResult filled = m_document.apply(&fillMissedOrders);
    setObsolete(!filled.ok()); // nothing was missing: no undo step
}

} // namespace muster
