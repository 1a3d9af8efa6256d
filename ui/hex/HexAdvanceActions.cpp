#include "hex/HexAdvanceActions.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "rules/hex/HexAdvance.h"

#include <QAction>
#include <QUndoStack>

namespace muster {

HexAdvanceActions::HexAdvanceActions(CampaignDocument &document, QObject *parent)
    : QObject(parent), m_document(document), m_day(new QAction(tr("Advance &Day"), this)),
      m_week(new QAction(tr("Advance &Week"), this))
{
    m_day->setObjectName(QStringLiteral("advanceDay"));
    m_day->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    m_day->setStatusTip(tr("Resolve one day of the hex marches (H2.1)"));
    m_week->setObjectName(QStringLiteral("advanceWeek"));
    m_week->setShortcut(QKeySequence(Qt::Key_F6));
    m_week->setStatusTip(
        tr("Resolve the rest of the week, stopping when armies come within 4 hexes (H2.4)"));
    connect(m_day, &QAction::triggered, this, [this] { advance(1); });
    connect(m_week, &QAction::triggered, this, [this] { advance(7); });
    connect(&document, &CampaignDocument::campaignReplaced, this,
            &HexAdvanceActions::updateActions);
    updateActions();
}

bool HexAdvanceActions::advance(int days)
{
    if (!m_document.hasCampaign() || m_document.campaign().ruleset.kind != RulesetKind::Hex)
        return false;
    const Campaign &c = m_document.campaign();
    // Null decisions: the default policy (BattleDecisions.h), as the CLI without --decisions.
    const hexrules::HexAdvance a = hexrules::advanceHexTurn(c, days, {}, nullptr);
    auto *command = new ResolveTurnCommand(m_document, c.current(), a.resolved, a.next);
    command->setText(
        days == 1 ? tr("Advance day %1").arg(a.firstDay)
                  : tr("Advance week %1 from day %2").arg(c.current().state.turn).arg(a.firstDay));
    const QString summary =
        tr("Resolved %n day(s) from day %1; next: week %2, day %3.", nullptr, a.result.daysResolved)
            .arg(a.firstDay)
            .arg(a.result.next.turn)
            .arg(a.result.nextDay) +
        (a.result.contact ? tr(" Opposing armies are within 4 hexes: advance day by day (H2.4).")
                          : QString());
    m_document.undoStack()->push(command); // redo stores the turns
    emit advanced(summary);
    return true;
}

void HexAdvanceActions::updateActions()
{
    const bool hex =
        m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Hex;
    m_day->setEnabled(hex);
    m_week->setEnabled(hex);
}

} // namespace muster
