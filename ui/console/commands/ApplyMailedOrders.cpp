#include "console/commands/ApplyMailedOrders.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

ApplyMailedOrders::ApplyMailedOrders(CampaignDocument &document, const TurnRecord &after,
                                     int sheets)
    : m_document(document)
{
    m_sheets[0] = TurnSheets::of(document.campaign().current());
    m_sheets[1] = TurnSheets::of(after);
    setText(QCoreApplication::translate("ApplyMailedOrders", "Import %n sheet(s) from mail",
                                        nullptr, sheets));
}

void ApplyMailedOrders::undo()
{
    m_document.setTurnOrders(m_sheets[0]);
}

void ApplyMailedOrders::redo()
{
    m_document.setTurnOrders(m_sheets[1]);
}

} // namespace muster
