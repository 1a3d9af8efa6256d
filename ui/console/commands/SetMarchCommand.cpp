#include "console/commands/SetMarchCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/SetMarch.h"
#include "operations/StoreOrders.h"

namespace muster {

SetMarchCommand::SetMarchCommand(CampaignDocument &document, hexrules::HexMarchOrder order,
                                 const QString &text)
    : QUndoCommand(text), m_document(document), m_order(std::move(order))
{
    const TurnRecord &turn = document.campaign().current();
    if (const HexArmy *army = hexrules::armyNamed(turn.state, m_order.army)) {
        m_kingdom = army->kingdom;
        const auto k = static_cast<size_t>(m_kingdom);
        if (m_kingdom >= 0 && k < turn.orders.size())
            m_before = turn.orders[k];
    }
}

void SetMarchCommand::undo()
{
    m_document.apply([this](Campaign &c) { return storeOrderLines(c, m_kingdom, m_before); });
}

void SetMarchCommand::redo()
{
    const OperationResult set =
        m_document.apply([this](Campaign &c) { return setMarch(c, m_order); });
    setObsolete(!set.ok()); // refused: no undo step
}

} // namespace muster
