#include "console/commands/RollBackTurnCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/CloseTurn.h"
#include "operations/RollBack.h"
#include "rules/turn/TurnName.h"

#include <QCoreApplication>

namespace muster {

RollBackTurnCommand::RollBackTurnCommand(CampaignDocument &document) : m_document(document)
{
    const Campaign &c = document.campaign();
    m_resolved = c.turns[c.turns.size() - 2];
    m_dropped = c.current();
    setText(QCoreApplication::translate("RollBackTurnCommand", "Roll back to %1")
                .arg(turnName(c, c.turns.size() - 2)));
}

void RollBackTurnCommand::undo()
{
    m_document.apply([this](Campaign &c) { return closeResolvedTurn(c, m_resolved, m_dropped); });
}

void RollBackTurnCommand::redo()
{
    setObsolete(!m_document.apply(rollBackTurn).ok()); // refused: no undo step
}

} // namespace muster
