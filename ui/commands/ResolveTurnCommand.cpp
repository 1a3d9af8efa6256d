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

ResolvedTurns makeResolvedTurns(const Campaign &campaign, const TurnState &nextState,
                                const QJsonArray &log)
{
    ResolvedTurns out;
    out.resolved = campaign.current();
    out.resolved.log = log;
    out.resolved.resolved = true;
    out.resolved.orders.resize(campaign.kingdoms.size());
    out.next.number = out.resolved.number + 1;
    out.next.seed = Campaign::turnSeed(campaign.seed, out.next.number);
    out.next.state = nextState;
    out.next.orders.resize(campaign.kingdoms.size());
    return out;
}

} // namespace muster
