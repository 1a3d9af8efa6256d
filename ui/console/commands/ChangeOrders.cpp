#include "console/commands/ChangeOrders.h"

#include "console/document/CampaignDocument.h"

namespace muster {

ChangeOrders::ChangeOrders(CampaignDocument &document, int kingdom, QStringList after,
                           const QString &text)
    : QUndoCommand(text), m_document(document), m_kingdom(kingdom), m_after(std::move(after))
{
    const auto &orders = document.campaign().current().orders;
    if (kingdom >= 0 && kingdom < static_cast<int>(orders.size()))
        m_before = orders[static_cast<size_t>(kingdom)];
}

void ChangeOrders::undo()
{
    m_document.setOrders(m_kingdom, m_before);
}

void ChangeOrders::redo()
{
    m_document.setOrders(m_kingdom, m_after);
}

} // namespace muster
