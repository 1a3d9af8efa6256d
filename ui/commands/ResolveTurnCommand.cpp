#include "commands/ResolveTurnCommand.h"

#include "document/CampaignDocument.h"

#include <QCoreApplication>

namespace muster {

ResolveTurnCommand::ResolveTurnCommand(CampaignDocument &document, TurnRecord before,
                                       TurnRecord resolved, TurnRecord next, bool alreadySaved)
    : m_document(document), m_before(std::move(before)), m_resolved(std::move(resolved)),
      m_next(std::move(next)), m_alreadySaved(alreadySaved)
{
    setText(
        QCoreApplication::translate("ResolveTurnCommand", "Resolve turn %1").arg(m_before.number));
}

void ResolveTurnCommand::undo()
{
    m_document.rollBackTurn(m_before);
}

void ResolveTurnCommand::redo()
{
    m_document.advanceTurn(m_resolved, m_next, m_alreadySaved);
    m_alreadySaved = false;
}

} // namespace muster
