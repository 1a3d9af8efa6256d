#include "console/commands/ResolveTurnCommand.h"

#include "console/document/CampaignDocument.h"
#include "operations/CloseTurn.h"
#include "operations/RollBack.h"

#include <QCoreApplication>

namespace muster {

ResolveTurnCommand::ResolveTurnCommand(CampaignDocument &document, TurnRecord resolved,
                                       TurnRecord next, bool alreadySaved)
    : m_document(document), m_resolved(std::move(resolved)), m_next(std::move(next)),
      m_alreadySaved(alreadySaved)
{
    setText(QCoreApplication::translate("ResolveTurnCommand", "Resolve turn %1")
                .arg(m_resolved.number));
}

void ResolveTurnCommand::undo()
{
    m_document.apply(rollBackTurn);
}

void ResolveTurnCommand::redo()
{
    const OperationResult closed = m_document.apply(
        [this](Campaign &c) { return closeResolvedTurn(c, m_resolved, m_next); }, m_alreadySaved);
    m_alreadySaved = false;
    setObsolete(!closed.ok()); // refused: no undo step
}

} // namespace muster
