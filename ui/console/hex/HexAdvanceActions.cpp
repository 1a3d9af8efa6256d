#include "console/hex/HexAdvanceActions.h"

#include "console/document/CampaignDocument.h"
#include "console/document/OpenRules.h"
#include "console/document/ResolutionJob.h"
#include "console/hex/GuiBattleDecisions.h"
#include "console/hex/HexDaysText.h"
#include "console/setup/SetupStatus.h"
#include "console/turns/MissedSheetsPrompt.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexAdvance.h"

#include <QAction>
#include <QPointer>
#include <QSettings>

namespace muster {

namespace {
const char kAskSetting[] = "hex/askBattleDecisions";
} // namespace

HexAdvanceActions::HexAdvanceActions(CampaignDocument &document, QWidget *dialogParent,
                                     QObject *parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent),
      m_day(new QAction(tr("Advance &Day"), this)), m_week(new QAction(tr("Advance &Week"), this)),
      m_ask(new QAction(tr("Ask for &Battle Decisions"), this)),
      m_job(new ResolutionJob(document, dialogParent, this))
{
    // Cancel unblocks a question the worker waits on; later ones get the defaults.
    m_job->setCancelHook([this] {
        if (m_decisions)
            m_decisions->abort();
    });
    connect(m_job, &ResolutionJob::runningChanged, this, [this](bool running) {
        updateActions();
        if (!running)
            m_decisions.reset();
        emit runningChanged(running);
    });
    connect(m_job, &ResolutionJob::finished, this, [this](bool applied, const QString &message) {
        if (applied)
            emit advanced(message);
        emit finished(applied, message);
    });
    m_day->setObjectName(QStringLiteral("advanceDay"));
    m_day->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    m_day->setStatusTip(tr("Resolve one day of the hex marches (H2.1)"));
    m_week->setObjectName(QStringLiteral("advanceWeek"));
    m_week->setShortcut(QKeySequence(Qt::Key_F6));
    m_week->setStatusTip(
        tr("Resolve the rest of the week, stopping when armies come within 4 hexes (H2.4)"));
    m_ask->setObjectName(QStringLiteral("askBattleDecisions"));
    m_ask->setCheckable(true);
    m_ask->setChecked(QSettings().value(QLatin1String(kAskSetting), true).toBool());
    m_ask->setStatusTip(tr("Ask for participants, heroic forays, casualties, withdrawals and "
                           "pursuit in each battle (H4-H6); off: the default policy decides"));
    connect(m_ask, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QLatin1String(kAskSetting), on); });
    connect(m_day, &QAction::triggered, this, [this] { advance(1); });
    connect(m_week, &QAction::triggered, this, [this] { advance(7); });
    for (auto signal : {&CampaignDocument::campaignReplaced, &CampaignDocument::setupChanged})
        connect(&document, signal, this, &HexAdvanceActions::updateActions);
    m_dayTip = m_day->statusTip();
    m_weekTip = m_week->statusTip();
    updateActions();
}

HexAdvanceActions::~HexAdvanceActions()
{
    delete m_job; // waits for the worker, unblocking any question it waits on
}

bool HexAdvanceActions::isRunning() const
{
    return m_job->isRunning();
}

bool HexAdvanceActions::advance(int days)
{
    const RuleSystem *rules = openRules(m_document);
    if (m_job->isRunning() || !rules || !rules->resolvesByDay())
        return false;
    const MissedSheetsStep standIns = standInForMissedSheets(
        m_document, m_dialogParent, days == 1 ? tr("Advance Day") : tr("Advance Week"));
    if (standIns.answer == MissedSheetsAnswer::Review)
        return false;
    const Campaign &c = m_document.campaign();
    // Null decisions: the default policy (BattleDecisions.h), as the CLI without --decisions.
    m_decisions.reset();
    if (m_ask->isChecked())
        m_decisions = std::make_shared<GuiBattleDecisions>(c, this, m_dialogParent);
    ResolutionJob::Request request;
    const int firstDay = hexrules::nextDayOfWeek(c);
    const int week = c.current().state.turn;
    request.progressText =
        days == 1 ? tr("Resolving day %1...").arg(firstDay) : tr("Resolving week %1...").arg(week);
    // A copy with its history: the day of the week comes from the last turn's log (H2.4).
    request.campaign = c;
    storeStandIns(request.campaign, standIns.silent); // stored with the resolved turn
    request.resolve = [days, decisions = m_decisions](const Campaign &campaign) {
        TurnResolutionOptions options;
        options.maxDays = days;
        options.decisions = decisions.get();
        return resolveCurrentTurn(campaign, options);
    };
    request.undoText = [days, week](const TurnResolution &r) {
        return days == 1 ? tr("Advance day %1").arg(r.firstDay)
                         : tr("Advance week %1 from day %2").arg(week).arg(r.firstDay);
    };
    // The days resolved, and what in them the GM must not miss (read from the log's events).
    request.summary = [](const TurnResolution &r) {
        const int resolved = r.hex ? r.hex->daysResolved : 0;
        return tr("Resolved %n day(s) from day %1; next: week %2, day %3.", nullptr, resolved)
                   .arg(r.firstDay)
                   .arg(r.next.state.turn)
                   .arg(r.hex ? r.hex->nextDay : 1) +
               (r.hex && r.hex->contact
                    ? tr(" Opposing armies are within 4 hexes: advance day by day (H2.4).")
                    : QString()) +
               u' ' + hexDaysText(r.log());
    };
    if (!m_job->start(std::move(request)))
        return false;
    if (m_decisions) {
        // The progress dialog would cover a battle dialog: hidden while the GM decides, its
        // half-second timer restarted afterwards.
        m_decisions->setAskingHook(
            [self = QPointer<HexAdvanceActions>(this)](bool asking, Hex battle) {
                if (!self)
                    return;
                self->m_job->setAsking(asking);
                if (asking)
                    emit self->battleQuestion(battle);
            });
    }
    return true;
}

void HexAdvanceActions::cancel()
{
    m_job->cancel();
}

void HexAdvanceActions::updateActions()
{
    const RuleSystem *rules = openRules(m_document);
    const bool hex = rules && rules->resolvesByDay();
    const bool setup = inSetup(m_document);
    m_day->setEnabled(hex && !setup && !m_job->isRunning());
    m_week->setEnabled(hex && !setup && !m_job->isRunning());
    m_day->setStatusTip(setup ? noTurnInSetupTip() : m_dayTip);
    m_week->setStatusTip(setup ? noTurnInSetupTip() : m_weekTip);
}

} // namespace muster
