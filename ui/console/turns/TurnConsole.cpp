#include "console/turns/TurnConsole.h"

#include "console/DockFold.h"
#include "console/Question.h"
#include "console/battles/BattleArrow.h"
#include "console/battles/BattleIndex.h"
#include "console/battles/BattleOverlay.h"
#include "console/battles/BattleStepView.h"
#include "console/battles/BattlesDock.h"
#include "console/battles/LogPanel.h"
#include "console/commands/RollBackTurnCommand.h"
#include "console/document/CampaignDocument.h"
#include "console/document/DamagedHistory.h"
#include "console/document/OpenRules.h"
#include "console/hex/HexDaysText.h"
#include "console/hex/HexMarchPlanner.h"
#include "console/mail/MailImportDialog.h"
#include "console/mail/SendMailDialog.h"
#include "console/map/MapView.h"
#include "console/orders/AreaOrderDrag.h"
#include "console/orders/KingdomsDock.h"
#include "console/orders/OrdersDock.h"
#include "console/setup/SetupStatus.h"
#include "console/turns/HistoryAudit.h"
#include "console/turns/ResultsPanel.h"
#include "console/turns/TurnHistoryDock.h"
#include "console/turns/TurnMapOverlay.h"
#include "console/turns/TurnResolver.h"
#include "console/turns/UnreadableTurnOverlay.h"
#include "log/LogContext.h"
#include "operations/RollBack.h"
#include "render/map/MapPalette.h"
#include "rules/RuleSystem.h"
#include "rules/hex/HexRules.h"
#include "rules/turn/TurnName.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace muster {

namespace {

/// Why turn `i` cannot be read, empty when it can: the store's reason when its rows in the file
/// are damaged (core's finding, TurnHistory::damage), else what the read said.
QString whyUnreadable(const TurnHistory &turns, std::size_t i)
{
    const Result<std::shared_ptr<const TurnRecord>> read = turns.read(i);
    if (read)
        return {};
    if (const std::optional<TurnDamage> damage = turns.damage(i))
        return TurnConsole::tr("its rows in the file are damaged (%1)").arg(damage->reason);
    return read.message();
}

} // namespace

TurnConsole::TurnConsole(QMainWindow &window, CampaignDocument &document, MapView &map,
                         QWidget *inspector)
    : QObject(&window), m_window(window), m_document(document), m_map(map), m_inspector(inspector),
      m_resolver(new TurnResolver(document, &window)), m_orders(new OrdersDock(document)),
      m_kingdoms(new KingdomsDock(document)), m_history(new TurnHistoryDock(document)),
      m_battles(new BattlesDock), m_results(new ResultsPanel(document)), m_log(new LogPanel),
      m_resolve(new QAction(tr("&Resolve Turn"), this)),
      m_importMail(new QAction(tr("Import Orders from &Mail..."), this)),
      m_sendPacks(new QAction(tr("&Send Packs..."), this)),
      m_fetchOrders(new QAction(tr("&Fetch Orders..."), this)),
      m_rollBack(new QAction(tr("Roll &Back Last Turn..."), this)),
      m_audit(new HistoryAudit(document, &window, this)),
      m_turnBattles(std::make_unique<TurnBattles>())
{
    addDock(tr("Kingdoms"), QStringLiteral("kingdomsDockWidget"), m_kingdoms,
            Qt::RightDockWidgetArea);
    QDockWidget *ordersDock = addDock(tr("Orders"), QStringLiteral("ordersDockWidget"), m_orders,
                                      Qt::RightDockWidgetArea);
    // What the last turn did, in a tab beside the orders: raised after Resolve, it takes no room
    // from the map.
    m_resultsDock = addDock(tr("Results"), QStringLiteral("resultsDockWidget"), m_results,
                            Qt::RightDockWidgetArea);
    m_window.tabifyDockWidget(ordersDock, m_resultsDock);
    connect(m_resultsDock, &QDockWidget::visibilityChanged, m_results, [this](bool visible) {
        if (visible)
            m_results->cameIntoView();
    });
    ordersDock->raise();
    addDock(tr("Turns"), QStringLiteral("turnsDockWidget"), m_history, Qt::LeftDockWidgetArea);
    m_battlesDock = addDock(tr("Battles"), QStringLiteral("battlesDockWidget"), m_battles,
                            Qt::LeftDockWidgetArea);
    QDockWidget *logDock =
        addDock(tr("Turn Log"), QStringLiteral("logDockWidget"), m_log, Qt::BottomDockWidgetArea);
    // Before a turn is resolved the log and the battles have nothing to show but a line saying
    // so: the map and the turns list get their room.
    connect(m_log, &LogPanel::emptyChanged, new DockFold(window, *logDock, 0.19),
            &DockFold::setEmpty);
    connect(m_battles, &BattlesDock::emptyChanged, new DockFold(window, *m_battlesDock, 0.25),
            &DockFold::setEmpty);

    m_resolve->setObjectName(QStringLiteral("resolveTurnAction"));
    m_resolve->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_resolve, &QAction::triggered, m_resolver, &TurnResolver::resolve);
    QToolBar *bar = m_window.addToolBar(tr("Turn"));
    bar->setObjectName(QStringLiteral("turnToolBar"));
    bar->addAction(m_resolve);
    QMenu *menu = m_window.menuBar()->addMenu(tr("&Turn"));
    menu->setObjectName(QStringLiteral("turnMenu"));
    menu->addAction(m_resolve);
    m_rollBack->setObjectName(QStringLiteral("rollBackAction"));
    m_rollBack->setStatusTip(tr("Drop the last resolved turn: the one before it is current again "
                                "with its orders (undoable)"));
    connect(m_rollBack, &QAction::triggered, this, &TurnConsole::rollBack);
    menu->addAction(m_rollBack);
    menu->addSeparator();
    menu->addAction(m_importMail);
    m_importMail->setObjectName(QStringLiteral("importMailAction"));
    m_importMail->setToolTip(tr("Read order sheets from an mbox, a maildir or .eml files"));
    connect(m_importMail, &QAction::triggered, this, [this] {
        if (!m_document.hasCampaign())
            return;
        MailImportDialog dialog(m_document, &m_window);
        dialog.exec();
    });
    menu->addAction(m_fetchOrders);
    m_fetchOrders->setObjectName(QStringLiteral("fetchOrdersAction"));
    m_fetchOrders->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_fetchOrders->setToolTip(tr("Read the order mails that came since the last fetch from the "
                                 "campaign's IMAP server"));
    connect(m_fetchOrders, &QAction::triggered, this, [this] {
        if (!m_document.hasCampaign())
            return;
        MailImportDialog dialog(m_document, &m_window);
        dialog.fetch();
        dialog.exec();
    });
    menu->addAction(m_sendPacks);
    m_sendPacks->setObjectName(QStringLiteral("sendPacksAction"));
    m_sendPacks->setToolTip(tr("Send the packs of the last resolved turn and the receipts "
                               "through the campaign's mail server"));
    connect(m_sendPacks, &QAction::triggered, this, [this] {
        if (!m_document.hasCampaign())
            return;
        SendMailDialog dialog(m_document, &m_window);
        dialog.exec();
    });
    menu->addSeparator();
    menu->addAction(m_audit->verifyAction());
    menu->addAction(m_audit->diceAction());

    connect(m_resolver, &TurnResolver::runningChanged, this, &TurnConsole::updateActions);
    connect(m_resolver, &TurnResolver::finished, this, [this](bool applied, const QString &text) {
        m_window.statusBar()->showMessage(text, 8000);
        if (applied)
            showResults();
    });
    connect(&m_document, &CampaignDocument::campaignReplaced, this, &TurnConsole::updateActions);
    connect(&m_document, &CampaignDocument::turnsChanged, this, &TurnConsole::updateActions);
    connect(m_kingdoms, &KingdomsDock::kingdomSelected, m_orders, &OrdersDock::setKingdom);
    connect(m_kingdoms, &KingdomsDock::problem, this,
            [this](const QString &text) { m_window.statusBar()->showMessage(text, 10000); });
    connect(m_orders, &OrdersDock::kingdomChanged, m_kingdoms, &KingdomsDock::selectKingdom);
    connect(&m_document, &CampaignDocument::selectionChanged, this, &TurnConsole::selectionChanged);
    // Hex clicks come straight from the map: clicking the same army again (after the planner let
    // go of it) must pick its kingdom again, though the selection did not change.
    connect(&m_map, &MapView::clicked, this, [this](Hex hex, int area) {
        // From Map takes every click, also a repeated one on the same area.
        const RuleSystem *rules = openRules(m_document);
        if (m_orders->pickingFromMap() && rules && rules->hasActionOrders())
            m_orders->areaPicked(area);
        else
            hexClicked(hex);
    });
    const auto status = [this](const QString &text) {
        if (text.isEmpty())
            m_window.statusBar()->clearMessage();
        else
            m_window.statusBar()->showMessage(text, 10000);
    };
    connect(m_orders, &OrdersDock::statusMessage, this, status);
    // Dragging from one of the dock's kingdom's areas to another proposes that order.
    auto *drag = new AreaOrderDrag(m_document, *m_orders, m_map, this);
    connect(drag, &AreaOrderDrag::statusMessage, this, status);
    connect(m_history, &TurnHistoryDock::turnChosen, this, &TurnConsole::showTurn);
    // A history found damaged as its file opened is told at once (DamagedHistory.h).
    connect(&m_document, &CampaignDocument::historyChecked, this,
            [this](const std::vector<TurnDamage> &damaged) {
                tellDamagedHistory(&m_window, m_document.filePath(), damaged);
            });
    connect(m_battles, &BattlesDock::stepShown, this, &TurnConsole::showStep);
    connect(m_log, &LogPanel::eventClicked, this, &TurnConsole::openBattleAt);
    connect(m_results, &ResultsPanel::battleChosen, this, [this](int battle) {
        if (battle >= 0 && battle < static_cast<int>(m_turnBattles->battles.size()))
            openBattleAt(static_cast<int>(
                m_turnBattles->battles[static_cast<size_t>(battle)].logged.started));
    });
    showTurn(m_history->shownTurn());
    updateActions();
}

TurnConsole::~TurnConsole()
{
    clearOverlays();
}

BattleOverlay *TurnConsole::battleOverlay() const
{
    return m_battleOverlay;
}

bool TurnConsole::showingHistory() const
{
    return !m_turnOverlay.isNull();
}

bool TurnConsole::showingBattleStep() const
{
    return !m_stepOverlay.isNull();
}

const TurnState &TurnConsole::shownState() const
{
    static const TurnState none;
    return m_stepOverlay              ? m_stepOverlay->state()
           : m_turnOverlay            ? m_turnOverlay->state()
           : m_document.hasCampaign() ? m_document.campaign().current().state
                                      : none;
}

int TurnConsole::markerArmies(int area) const
{
    const TurnState &state = shownState();
    return area >= 0 && area < static_cast<int>(state.areas.size())
               ? state.areas[static_cast<size_t>(area)].armies
               : 0;
}

QDockWidget *TurnConsole::addDock(const QString &title, const QString &name, QWidget *content,
                                  int area)
{
    auto *dock = new QDockWidget(title, &m_window);
    dock->setObjectName(name);
    dock->setWidget(content);
    m_window.addDockWidget(static_cast<Qt::DockWidgetArea>(area), dock);
    return dock;
}

bool TurnConsole::showingEarlierTurn() const
{
    return m_document.hasCampaign() && m_shownTurn >= 0 &&
           m_shownTurn + 1 < static_cast<int>(m_document.campaign().turns.size());
}

void TurnConsole::showResults()
{
    m_battlesDock->raise();
    m_resultsDock->show();
    m_resultsDock->raise();
}

void TurnConsole::updateActions()
{
    // A resolved turn shown is read-only: F5 there would resolve another turn than the one the
    // map, the orders and the kingdoms show.
    const bool earlier = showingEarlierTurn();
    m_resolve->setEnabled(m_resolver->canResolve() && !earlier);
    const QString why = earlier ? tr("An earlier turn is shown: choose the current turn in the "
                                     "Turns dock to resolve it")
                        : inSetup(m_document) ? noTurnInSetupTip()
                                              : QString();
    m_resolve->setStatusTip(why);
    m_resolve->setToolTip(why.isEmpty() ? tr("Resolve the current turn from the stored orders (F5)")
                                        : why);
    m_importMail->setEnabled(m_document.hasCampaign() && !m_resolver->isRunning());
    m_sendPacks->setEnabled(m_document.hasCampaign() && !m_resolver->isRunning());
    m_fetchOrders->setEnabled(m_document.hasCampaign() && !m_resolver->isRunning());
    m_rollBack->setEnabled(m_document.hasCampaign() && canRollBack(m_document.campaign()) &&
                           !m_resolver->isRunning());
}

void TurnConsole::rollBack()
{
    if (!m_document.hasCampaign() || !canRollBack(m_document.campaign()))
        return;
    const Campaign &c = m_document.campaign();
    const QString current = turnName(c, c.turns.size() - 1);
    const QString previous = turnName(c, c.turns.size() - 2);
    // The turn rolled back to is read from the file now; if it cannot be, nothing changes.
    if (const auto read = c.turns.read(c.turns.size() - 2); !read) {
        askQuestion(&m_window, {tr("Roll Back Last Turn"),
                                tr("Cannot roll back to %1: %2").arg(previous, read.message()),
                                {tr("OK")},
                                {},
                                true});
        return;
    }
    const QString entered = rollBackDrops(c);
    const int answer = askQuestion(
        &m_window,
        {tr("Roll Back Last Turn"),
         tr("Roll back to %1? %2 goes%3; %1 is current again with its orders, to "
            "change and resolve again.")
             .arg(previous, current, entered.isEmpty() ? QString() : tr(", with %1").arg(entered)),
         {tr("&Roll Back"), tr("Cancel")},
         tr("Edit > Undo brings it back while the campaign stays open.")});
    if (answer != 0)
        return;
    m_document.undoStack()->push(new RollBackTurnCommand(m_document));
    m_window.statusBar()->showMessage(tr("Rolled back: %1 is current again.").arg(previous), 8000);
}

void TurnConsole::clearOverlays()
{
    delete m_turnOverlay; // null-safe; the scene may already have deleted it (map rebuilt)
    delete m_battleOverlay;
    delete m_stepOverlay;
}

void TurnConsole::showTurn(int index)
{
    clearOverlays();
    m_shownTurn = index;
    const bool has = m_document.hasCampaign() && index >= 0 &&
                     index < static_cast<int>(m_document.campaign().turns.size());
    static const TurnHistory none;
    const TurnHistory &turns = has ? m_document.campaign().turns : none;
    const bool earlier = has && index + 1 < static_cast<int>(turns.size());
    // A turn that cannot be read is said to be so, never drawn or logged from the stand-in its
    // history gives in its place (TurnHistory.h): that would pass another map off as its own.
    const QString unreadable =
        earlier ? whyUnreadable(turns, static_cast<size_t>(index)) : QString();
    if (earlier && m_map.scene()) {
        // Read-only view of an earlier turn: its map as it was at its start.
        const Campaign &c = m_document.campaign();
        m_turnOverlay = unreadable.isEmpty()
                            ? new TurnMapOverlay(m_map, turns[static_cast<size_t>(index)].state)
                            : new UnreadableTurnOverlay(
                                  m_map, c,
                                  tr("%1 cannot be read: %2")
                                      .arg(turnName(c, static_cast<size_t>(index)), unreadable));
        m_map.scene()->addItem(m_turnOverlay);
    }
    // The docks follow the turn shown: a resolved turn's kingdoms, and its orders read-only with
    // what became of each.
    m_orders->setShownTurn(earlier ? index : -1);
    m_kingdoms->setShownTurn(earlier ? index : -1);
    // The log beside the map: the turn shown when it is resolved, else the last resolved one.
    m_logTurn = earlier ? index : (has && index > 0 ? index - 1 : -1);
    const QString logUnreadable =
        m_logTurn >= 0 ? whyUnreadable(turns, static_cast<size_t>(m_logTurn)) : QString();
    const TurnRecord *logTurn = m_logTurn >= 0 && logUnreadable.isEmpty()
                                    ? &turns[static_cast<size_t>(m_logTurn)]
                                    : nullptr;
    // The battles index of the turn's ruleset: area phases (A4) or hex battle turns (H4-H6).
    *m_turnBattles =
        logTurn ? indexBattles(logTurn->log, m_document.campaign(), logTurn->state) : TurnBattles{};
    static const TurnLog noLog;
    const RuleSystem *rules = openRules(m_document);
    const bool hex = rules && rules->resolvesByDay();
    const QString logTitle =
        logTurn
            // A hex turn's armies destroyed, battles and armies out of supply head its log, so
            // they are there to read after the status bar has moved on.
            ? (tr("Log of %1")
                   .arg(turnName(m_document.campaign(), static_cast<size_t>(m_logTurn))) +
               (hex ? QStringLiteral(": ") + hexDaysText(logTurn->log) : QString()))
            : !logUnreadable.isEmpty()
                  ? tr("The log of %1 cannot be read: %2")
                        .arg(turnName(m_document.campaign(), static_cast<size_t>(m_logTurn)),
                             logUnreadable)
              : hex ? tr("Nothing resolved yet: advance a day with Shift+F6, or a week with F6.")
                    : tr("No resolved turn to show yet: resolve one with F5.");
    m_log->setLog(logTitle, logTurn ? logTurn->log : noLog,
                  m_document.hasCampaign() ? LogContext::of(m_document.campaign()) : LogContext{});
    m_battles->setBattles(logTurn ? m_turnBattles.get() : nullptr);
    m_results->setTurn(
        logTurn ? m_logTurn : -1, logTurn ? m_turnBattles.get() : nullptr,
        logTurn ? tr("Results of %1")
                      .arg(turnName(m_document.campaign(), static_cast<size_t>(m_logTurn)))
                : logTitle);
    if (earlier && !unreadable.isEmpty())
        m_window.statusBar()->showMessage(
            tr("%1 cannot be read: %2")
                .arg(turnName(m_document.campaign(), static_cast<size_t>(index)), unreadable));
    else if (earlier)
        m_window.statusBar()->showMessage(
            tr("Showing %1 read-only; choose the current turn to edit.")
                .arg(turnName(m_document.campaign(), static_cast<size_t>(index))));
    shownStateReplaced();
    updateActions();
}

void TurnConsole::shownStateReplaced()
{
    if (m_inspector)
        m_inspector->setEnabled(!showingEarlierTurn() && !showingBattleStep());
    emit shownStateChanged();
}

BattleOverlay &TurnConsole::overlay()
{
    if (!m_battleOverlay) {
        m_battleOverlay = new BattleOverlay;
        m_map.scene()->addItem(m_battleOverlay);
    }
    return *m_battleOverlay;
}

void TurnConsole::showStep(int battle, int step)
{
    if (battle < 0 || step < 0 || !m_document.hasCampaign() || !m_map.renderer() || m_logTurn < 0 ||
        battle >= static_cast<int>(m_turnBattles->battles.size())) {
        delete m_battleOverlay; // back to the turn's own map
        delete m_stepOverlay;
        m_log->highlight(-1);
        shownStateReplaced();
        return;
    }
    const Campaign &c = m_document.campaign();
    const BattleInfo &b = m_turnBattles->battles[static_cast<size_t>(battle)];
    const BattleStep &s = b.steps[static_cast<size_t>(step)];
    m_log->highlight(static_cast<int>(s.event));
    // The markers as they were at this step, the whole map replayed from the turn's log (over
    // the turn's own map until no battle is chosen), and the badge from that same state.
    BattleStepView view = battleStepView(c, c.turns[static_cast<size_t>(m_logTurn)], b, s);
    const std::vector<QColor> colours = MapPalette::kingdoms(c);
    const QColor colour = b.kingdom >= 0 && b.kingdom < static_cast<int>(colours.size())
                              ? colours[static_cast<size_t>(b.kingdom)]
                              : Qt::red;
    const std::optional<BattleArrow> arrow = battleArrow(b, m_map.renderer()->geometry(), c.world);
    if (!arrow) {
        delete m_battleOverlay; // an unknown area: show nothing rather than another battle's
        delete m_stepOverlay;
        shownStateReplaced();
        return;
    }
    showStepMap(std::move(view.map));
    shownStateReplaced();
    overlay().show(arrow->from, arrow->to, view.badge, colour.darker(130));
    // Attackers under way are drawn on the arrow; once in the target (A8.1) or home, on the map.
    overlay().setAttackers(view.attackersOnArrow, colour);
    if (step == 0 && m_battleOverlay) {
        constexpr double kReadableHex = 28; // pixels from a hex's centre to a corner (48 across)
        const double hexPixels = m_map.zoom() * MapGeometry::kHexSize;
        if (arrow->counters && hexPixels < kReadableHex)
            m_map.zoomBy(kReadableHex / hexPixels);
        m_map.centerOn((m_battleOverlay->from() + m_battleOverlay->to()) / 2);
    }
    if (m_battleOverlay)
        m_battleOverlay->keepBadgeIn(m_map);
}

void TurnConsole::openBattleAt(int event)
{
    if (event < 0)
        return;
    const auto row = static_cast<std::size_t>(event);
    const std::vector<BattleInfo> &battles = m_turnBattles->battles;
    // core's listing of the log says which events are a battle's (started .. last); the steps
    // are the events the viewer stops at, so a die or loss row shows the step it falls in.
    const auto battle = std::find_if(battles.begin(), battles.end(), [row](const BattleInfo &b) {
        return b.logged.started <= row && row <= b.logged.last;
    });
    if (battle == battles.end() || battle->steps.empty())
        return;
    const auto after = std::find_if(battle->steps.begin(), battle->steps.end(),
                                    [row](const BattleStep &s) { return s.event > row; });
    const int step = std::max(0, static_cast<int>(after - battle->steps.begin()) - 1);
    m_battlesDock->show();
    m_battlesDock->raise();
    m_battles->selectBattle(static_cast<int>(battle - battles.begin()));
    m_battles->stepTo(step);
}

bool TurnConsole::openBattle(int number)
{
    const std::vector<BattleInfo> &battles = m_turnBattles->battles;
    const auto battle = std::find_if(battles.begin(), battles.end(), [number](const BattleInfo &b) {
        return b.logged.number == number; // 0 for none: a battle named by id
    });
    if (battle == battles.end())
        return false;
    openBattleAt(static_cast<int>(battle->logged.started));
    return true;
}

void TurnConsole::showStepMap(TurnState state)
{
    if (!m_stepOverlay) {
        m_stepOverlay = new TurnMapOverlay(m_map, std::move(state));
        m_stepOverlay->setZValue(0.6); // over an earlier turn's map, under the arrow
        m_map.scene()->addItem(m_stepOverlay);
    } else {
        m_stepOverlay->setState(std::move(state));
    }
}

void TurnConsole::selectionChanged()
{
    if (!m_document.hasCampaign())
        return;
    const TurnState &state = m_document.campaign().current().state;
    if (!ruleSystem(m_document.campaign()).holdsAreas())
        return; // hexClicked
    // Clicking a kingdom's area on the map shows that kingdom's orders, unless the orders dock
    // is picking the two areas of a new order (the map's click goes to it).
    const int area = m_document.selectedArea();
    if (area < 0 || area >= static_cast<int>(state.areas.size()) || m_orders->pickingFromMap())
        return;
    const int owner = state.areas[static_cast<size_t>(area)].owner;
    if (owner >= 0)
        m_orders->setKingdom(owner);
}

void TurnConsole::hexClicked(Hex hex)
{
    if (const RuleSystem *rules = openRules(m_document); !rules || !rules->hasMarches())
        return;
    const TurnState &state = m_document.campaign().current().state;
    // Clicking an army's hex shows its kingdom's stored marches, unless the march planner
    // takes the click as the end of its army's path into an enemy (an attack, H4.1): the
    // dock stays with the kingdom being planned.
    const auto army = std::find_if(state.armies.begin(), state.armies.end(),
                                   [&hex](const HexArmy &a) { return a.hex == hex; });
    if (army == state.armies.end() || army->kingdom < 0)
        return;
    const auto *planner = m_window.findChild<HexMarchPlanner *>();
    const QString planned = planner ? planner->army() : QString();
    const auto plannedArmy = std::find_if(state.armies.begin(), state.armies.end(),
                                          [&planned](const HexArmy &a) { return a.id == planned; });
    if (plannedArmy != state.armies.end() && plannedArmy != army &&
        hexrules::opposing(*plannedArmy, *army))
        return;
    m_orders->setKingdom(army->kingdom);
}

} // namespace muster
