#include "hex/HexAdvanceActions.h"

#include "commands/ResolveTurnCommand.h"
#include "document/CampaignDocument.h"
#include "document/ResolutionInWorker.h"
#include "hex/GuiBattleDecisions.h"
#include "rules/hex/HexAdvance.h"

#include <QAction>
#include <QProgressDialog>
#include <QSettings>
#include <QThread>
#include <QUndoStack>

namespace muster {

namespace {
const char kAskSetting[] = "hex/askBattleDecisions";
} // namespace

struct HexAdvanceActions::Job
{
    explicit Job(const CampaignDocument &document) : worker(document) {}
    // A copy with its history (the day of the week comes from the last turn's log, H2.4); the
    // document's campaign is never touched off the GUI thread.
    Campaign campaign;
    ResolutionInWorker worker;
    int days = 7;
    hexrules::HexAdvance result;
};

HexAdvanceActions::HexAdvanceActions(CampaignDocument &document, QWidget *dialogParent,
                                     QObject *parent)
    : QObject(parent), m_document(document), m_dialogParent(dialogParent),
      m_day(new QAction(tr("Advance &Day"), this)), m_week(new QAction(tr("Advance &Week"), this)),
      m_ask(new QAction(tr("Ask for &Battle Decisions"), this))
{
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
    connect(&document, &CampaignDocument::campaignReplaced, this,
            &HexAdvanceActions::updateActions);
    updateActions();
}

HexAdvanceActions::~HexAdvanceActions()
{
    // The worker holds only its own copy of the campaign; unblock any question it waits on and
    // wait for it, so no thread outlives us.
    if (m_decisions)
        m_decisions->abort();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool HexAdvanceActions::advance(int days)
{
    if (m_running || !m_document.hasCampaign() ||
        m_document.campaign().ruleset.kind != RulesetKind::Hex)
        return false;
    auto job = std::make_shared<Job>(m_document);
    job->campaign = m_document.campaign();
    job->days = days;
    m_running = true;
    m_cancelled = false;
    updateActions();
    emit runningChanged(true);

    m_progress = new QProgressDialog(
        days == 1 ? tr("Resolving day %1...").arg(hexrules::nextDayOfWeek(job->campaign))
                  : tr("Resolving week %1...").arg(job->campaign.current().state.turn),
        tr("Cancel"), 0, 0, m_dialogParent);
    m_progress->setObjectName(QStringLiteral("advanceProgress"));
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(500); // shown only for work longer than half a second
    connect(m_progress, &QProgressDialog::canceled, this, &HexAdvanceActions::cancel);

    // Null decisions: the default policy (BattleDecisions.h), as the CLI without --decisions.
    m_decisions.reset();
    if (m_ask->isChecked()) {
        m_decisions = std::make_shared<GuiBattleDecisions>(job->campaign, this, m_dialogParent);
        // The progress dialog would cover a battle dialog: hidden while the GM decides, its
        // half-second timer restarted afterwards.
        m_decisions->setAskingHook([self = QPointer<HexAdvanceActions>(this),
                                    progress = m_progress](bool asking, Hex battle) {
            if (progress) {
                if (asking)
                    progress->reset();
                else
                    progress->setValue(0);
            }
            if (self && asking)
                emit self->battleQuestion(battle);
        });
    }
    QThread *thread = QThread::create([job, decisions = m_decisions] {
        job->result = hexrules::advanceHexTurn(job->campaign, job->days, {}, decisions.get());
        job->worker.save(job->campaign, job->result.resolved, job->result.next);
    });
    connect(thread, &QThread::finished, this, [this, job] { jobDone(job); });
    m_thread = thread;
    thread->start();
    return true;
}

void HexAdvanceActions::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_decisions)
        m_decisions->abort();
}

void HexAdvanceActions::jobDone(const std::shared_ptr<Job> &job)
{
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_decisions.reset();
    m_running = false;
    // canceled() comes from the button and from closing the dialog; cancel() only sets the flag.
    if (m_progress && m_progress->wasCanceled())
        m_cancelled = true;
    if (m_progress) {
        m_progress->reset();
        m_progress->deleteLater();
    }
    updateActions();
    emit runningChanged(false);
    if (m_cancelled || !job->worker.stillCurrent(m_document)) {
        job->worker.discard(m_document);
        emit finished(false, m_cancelled ? tr("The advance was cancelled; nothing changed.")
                                         : tr("The turn changed while it was being resolved; "
                                              "nothing was stored. Advance again."));
        return;
    }
    const hexrules::HexAdvance &a = job->result;
    auto *command = new ResolveTurnCommand(m_document, job->worker.before(), a.resolved, a.next,
                                           job->worker.saved());
    command->setText(job->days == 1 ? tr("Advance day %1").arg(a.firstDay)
                                    : tr("Advance week %1 from day %2")
                                          .arg(job->worker.before().state.turn)
                                          .arg(a.firstDay));
    const QString days = a.result.daysResolved == 1
                             ? tr("Resolved 1 day")
                             : tr("Resolved %1 days").arg(a.result.daysResolved);
    const QString summary =
        tr("%1 from day %2; next: week %3, day %4.")
            .arg(days)
            .arg(a.firstDay)
            .arg(a.result.next.turn)
            .arg(a.result.nextDay) +
        (a.result.contact ? tr(" Opposing armies are within 4 hexes: advance day by day (H2.4).")
                          : QString());
    m_document.undoStack()->push(command); // redo stores the turns
    emit advanced(summary);
    emit finished(true, summary);
}

void HexAdvanceActions::updateActions()
{
    const bool hex =
        m_document.hasCampaign() && m_document.campaign().ruleset.kind == RulesetKind::Hex;
    m_day->setEnabled(hex && !m_running);
    m_week->setEnabled(hex && !m_running);
}

} // namespace muster
