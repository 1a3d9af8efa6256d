#include "console/turns/TurnResolver.h"

#include "console/Question.h"
#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/document/ResolutionJob.h"
#include "console/turns/MissedSheetsPrompt.h"
#include "console/turns/ResolveWarnings.h"
#include "orders/TurnOrders.h"
#include "rules/RuleSystem.h"

#include <QUndoStack>
#include <QWidget>

namespace muster {

namespace {

/// Everything but the turns before the current one, which the engine and the store never read.
/// (Aggregate initialisation: a field added to Campaign and not listed here fails the build under
/// -Wmissing-field-initializers.)
Campaign definitionAndCurrentTurn(const Campaign &c)
{
    return Campaign{c.name,     c.seed,    c.gameCode, c.ruleset,    c.world,
                    c.kingdoms, c.started, c.paper,    {c.current()}};
}

} // namespace

TurnResolver::TurnResolver(CampaignDocument &document, QWidget *dialogParent)
    : QObject(dialogParent), m_document(document),
      m_job(new ResolutionJob(document, dialogParent, this))
{
    connect(m_job, &ResolutionJob::runningChanged, this, &TurnResolver::runningChanged);
    connect(m_job, &ResolutionJob::finished, this, &TurnResolver::finished);
}

bool TurnResolver::isRunning() const
{
    return m_job->isRunning();
}

bool TurnResolver::canResolve() const
{
    // A system resolved a day at a time advances instead (HexAdvanceActions).
    const RuleSystem *rules = openRules(m_document);
    return rules && !rules->resolvesByDay() && m_document.campaign().started && !m_job->isRunning();
}

void TurnResolver::resolve()
{
    if (!canResolve())
        return;
    const Campaign &c = m_document.campaign();
    const MissedSheetsStep standIns =
        standInForMissedSheets(m_document, qobject_cast<QWidget *>(parent()), tr("Resolve Turn"));
    if (standIns.answer == MissedSheetsAnswer::Review)
        return;
    // Kingdoms that sent nothing, sheets that do not parse and orders the engine will refuse:
    // the GM decides whether to resolve anyway (Cancel changes nothing); else F5 just resolves.
    TurnOrders *orders = m_document.turnOrders(); // null for a system without action orders
    if (const ResolveWarnings warnings = orders ? resolveWarnings(c, *orders) : ResolveWarnings();
        !warnings.empty()) {
        const int answer = askQuestion(
            qobject_cast<QWidget *>(parent()),
            {tr("Resolve Turn"),
             tr("Resolve turn %1 as it is?").arg(c.current().number) + QStringLiteral("\n\n") +
                 warnings.text(),
             {tr("&Resolve"), tr("Cancel")},
             tr("Cancel to enter the missing orders or correct the red rows in the Orders dock."),
             true});
        if (answer != 0)
            return; // stand-ins written before stay, an undo step of their own
    }
    ResolutionJob::Request request;
    request.progressText = tr("Resolving turn %1...").arg(c.current().number);
    request.campaign = definitionAndCurrentTurn(c);
    storeStandIns(request.campaign, standIns.silent); // stored with the resolved turn
    request.resolve = [](const Campaign &campaign) { return resolveCurrentTurn(campaign); };
    request.undoText = [](const TurnResolution &r) {
        return tr("Resolve turn %1").arg(r.resolved.number);
    };
    request.summary = [](const TurnResolution &r) {
        return tr("Turn %1 resolved: %2 log entries.").arg(r.resolved.number).arg(r.log().size());
    };
    m_job->start(std::move(request));
}

} // namespace muster
