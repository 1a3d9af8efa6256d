#include "console/commands/ApplyMailedOrders.h"

#include "console/document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

ApplyMailedOrders::ApplyMailedOrders(CampaignDocument &document, const TurnRecord &after,
                                     int sheets)
    : m_document(document)
{
    const TurnRecord &now = document.campaign().current();
    m_orders[0] = now.orders;
    m_messages[0] = now.messages;
    m_mailed[0] = now.mailed;
    m_orders[1] = after.orders;
    m_messages[1] = after.messages;
    m_mailed[1] = after.mailed;
    setText(QCoreApplication::translate("ApplyMailedOrders", "Import %n sheet(s) from mail",
                                        nullptr, sheets));
}

void ApplyMailedOrders::undo()
{
    m_document.setTurnOrders(m_orders[0], m_messages[0], m_mailed[0]);
}

void ApplyMailedOrders::redo()
{
    m_document.setTurnOrders(m_orders[1], m_messages[1], m_mailed[1]);
}

} // namespace muster
