#include "turns/TurnResolver.h"

#include "Question.h"
#include "document/CampaignDocument.h"
#include "document/ResolutionJob.h"
#include "rules/area/StoredSheets.h"

#include <QWidget>

namespace muster {

namespace {

/// Everything but the turns before the current one, which the engine and the store never read.
/// (Aggregate initialisation: a field added to Campaign and not listed here fails the build under
/// -Wmissing-field-initializers.)
Campaign definitionAndCurrentTurn(const Campaign &c)
{
    return Campaign{c.name,  c.seed,     c.gameCode, c.ruleset,
                    c.world, c.kingdoms, c.started,  {c.current()}};
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
    return m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Area &&
           m_document.campaign().started && !m_job->isRunning();
}

void TurnResolver::resolve()
{
    if (!canResolve())
        return;
    const Campaign &c = m_document.campaign();
    // A kingdom whose stored sheet does not parse would do nothing this turn: the GM decides.
    if (const std::vector<UnreadableSheet> unreadable = unreadableSheets(c); !unreadable.empty()) {
        QStringList lines;
        for (const UnreadableSheet &sheet : unreadable)
            lines << unreadableSheetText(c, sheet);
        const int answer = askQuestion(
            qobject_cast<QWidget *>(parent()),
            {tr("Resolve Turn"),
             tr("The orders of %n kingdom(s) do not parse, so they would do nothing this turn:",
                nullptr, static_cast<int>(unreadable.size())) +
                 QStringLiteral("\n\n") + lines.join(QLatin1Char('\n')),
             {tr("Cancel"), tr("&Resolve Anyway")},
             tr("Correct the red lines in the Orders dock, or resolve without those orders."),
             true});
        if (answer != 1)
            return;
    }
    ResolutionJob::Request request;
    request.progressText = tr("Resolving turn %1...").arg(c.current().number);
    request.campaign = definitionAndCurrentTurn(c);
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
