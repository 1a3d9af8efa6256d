#include "turns/TurnConsole.h"

#include "battles/BattleIndex.h"
#include "battles/BattleOverlay.h"
#include "battles/BattlesDock.h"
#include "battles/LogPanel.h"
#include "document/CampaignDocument.h"
#include "map/MapView.h"
#include "orders/KingdomsDock.h"
#include "orders/OrdersDock.h"
#include "turns/TurnHistoryDock.h"
#include "turns/TurnMapOverlay.h"
#include "turns/TurnResolver.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace muster {

TurnConsole::TurnConsole(QMainWindow &window, CampaignDocument &document, MapView &map,
                         QWidget *inspector)
    : QObject(&window), m_window(window), m_document(document), m_map(map), m_inspector(inspector),
      m_resolver(new TurnResolver(document, &window)), m_orders(new OrdersDock(document)),
      m_kingdoms(new KingdomsDock(document)), m_history(new TurnHistoryDock(document)),
      m_battles(new BattlesDock), m_log(new LogPanel),
      m_resolve(new QAction(tr("&Resolve Turn"), this)),
      m_turnBattles(std::make_unique<TurnBattles>())
{
    addDock(tr("Kingdoms"), QStringLiteral("kingdomsDockWidget"), m_kingdoms,
            Qt::RightDockWidgetArea);
    addDock(tr("Orders"), QStringLiteral("ordersDockWidget"), m_orders, Qt::RightDockWidgetArea);
    addDock(tr("Turns"), QStringLiteral("turnsDockWidget"), m_history, Qt::LeftDockWidgetArea);
    m_battlesDock = addDock(tr("Battles"), QStringLiteral("battlesDockWidget"), m_battles,
                            Qt::LeftDockWidgetArea);
    addDock(tr("Turn Log"), QStringLiteral("logDockWidget"), m_log, Qt::BottomDockWidgetArea);

    m_resolve->setObjectName(QStringLiteral("resolveTurnAction"));
    m_resolve->setShortcut(QKeySequence(Qt::Key_F5));
    m_resolve->setToolTip(tr("Resolve the current turn from the stored orders (F5)"));
    connect(m_resolve, &QAction::triggered, m_resolver, &TurnResolver::resolve);
    QToolBar *bar = m_window.addToolBar(tr("Turn"));
    bar->setObjectName(QStringLiteral("turnToolBar"));
    bar->addAction(m_resolve);
    QMenu *menu = m_window.menuBar()->addMenu(tr("&Turn"));
    menu->addAction(m_resolve);

    connect(m_resolver, &TurnResolver::runningChanged, this, &TurnConsole::updateActions);
    connect(m_resolver, &TurnResolver::finished, this, [this](bool applied, const QString &text) {
        m_window.statusBar()->showMessage(text, 8000);
        if (applied)
            m_battlesDock->raise();
    });
    connect(&m_document, &CampaignDocument::campaignReplaced, this, &TurnConsole::updateActions);
    connect(m_kingdoms, &KingdomsDock::kingdomSelected, m_orders, &OrdersDock::setKingdom);
    connect(m_orders, &OrdersDock::kingdomChanged, m_kingdoms, &KingdomsDock::selectKingdom);
    connect(&m_document, &CampaignDocument::selectionChanged, this, [this] {
        // Clicking a kingdom's area on the map shows that kingdom's orders, unless the orders dock
        // is picking the two areas of a new order.
        const int area = m_document.selectedArea();
        if (!m_document.hasCampaign() || area < 0 ||
            area >= static_cast<int>(m_document.campaign().current().state.areas.size()))
            return;
        if (m_orders->pickingFromMap()) {
            m_orders->areaPicked(area); // the source, then the target of a new order
            return;
        }
        const int owner =
            m_document.campaign().current().state.areas[static_cast<size_t>(area)].owner;
        if (owner >= 0)
            m_orders->setKingdom(owner);
    });
    connect(m_history, &TurnHistoryDock::turnChosen, this, &TurnConsole::showTurn);
    connect(m_battles, &BattlesDock::stepShown, this, &TurnConsole::showStep);
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

QDockWidget *TurnConsole::addDock(const QString &title, const QString &name, QWidget *content,
                                  int area)
{
    auto *dock = new QDockWidget(title, &m_window);
    dock->setObjectName(name);
    dock->setWidget(content);
    m_window.addDockWidget(static_cast<Qt::DockWidgetArea>(area), dock);
    return dock;
}

void TurnConsole::updateActions()
{
    m_resolve->setEnabled(m_resolver->canResolve());
}

void TurnConsole::clearOverlays()
{
    delete m_turnOverlay; // null-safe; the scene may already have deleted it (map rebuilt)
    delete m_battleOverlay;
}

void TurnConsole::showTurn(int index)
{
    clearOverlays();
    m_shownTurn = index;
    const bool has = m_document.hasCampaign() && index >= 0 &&
                     index < static_cast<int>(m_document.campaign().turns.size());
    static const std::vector<TurnRecord> none;
    const std::vector<TurnRecord> &turns = has ? m_document.campaign().turns : none;
    const bool earlier = has && index + 1 < static_cast<int>(turns.size());
    if (earlier && m_map.scene()) {
        // Read-only view of an earlier turn: its map as it was at its start.
        m_turnOverlay = new TurnMapOverlay(m_map, turns[static_cast<size_t>(index)].state);
        m_map.scene()->addItem(m_turnOverlay);
    }
    m_orders->setEnabled(!earlier);
    if (m_inspector)
        m_inspector->setEnabled(!earlier);
    // The log beside the map: the turn shown when it is resolved, else the last resolved one.
    m_logTurn = earlier ? index : (has && index > 0 ? index - 1 : -1);
    const TurnRecord *logTurn = m_logTurn >= 0 ? &turns[static_cast<size_t>(m_logTurn)] : nullptr;
    *m_turnBattles = logTurn ? indexBattles(logTurn->log) : TurnBattles{};
    m_log->setLog(logTurn ? tr("Log of turn %1").arg(logTurn->number) : QString(),
                  m_turnBattles->log);
    const Campaign *c = m_document.hasCampaign() ? &m_document.campaign() : nullptr;
    m_battles->setBattles(logTurn ? m_turnBattles.get() : nullptr, [c](const QString &id) {
        const int k = c ? c->kingdomIndex(id) : -1;
        return k >= 0 ? c->kingdoms[static_cast<size_t>(k)].name : id;
    });
    if (earlier)
        m_window.statusBar()->showMessage(
            tr("Showing turn %1 read-only; choose the current turn to edit.")
                .arg(turns[static_cast<size_t>(index)].number));
}

void TurnConsole::showStep(int battle, int step)
{
    if (battle < 0 || step < 0 || !m_document.hasCampaign() || !m_map.renderer()) {
        delete m_battleOverlay;
        m_log->highlight(-1);
        return;
    }
    const BattleInfo &b = m_turnBattles->battles[static_cast<size_t>(battle)];
    const BattleStep &s = b.steps[static_cast<size_t>(step)];
    m_log->highlight(s.event);
    const Campaign &c = m_document.campaign();
    const int from = c.world.areaIndex(b.from);
    const int to = c.world.areaIndex(b.area);
    if (from < 0 || to < 0)
        return;
    if (!m_battleOverlay) {
        m_battleOverlay = new BattleOverlay;
        m_map.scene()->addItem(m_battleOverlay);
    }
    const int k = c.kingdomIndex(b.kingdom);
    const int d = c.kingdomIndex(b.defender);
    auto name = [&c](int i, const QString &id) {
        return i >= 0 ? c.kingdoms[static_cast<size_t>(i)].name : id;
    };
    QStringList badge{s.phase == 0    ? tr("%1: before phase 1").arg(b.action)
                      : s.phase == -1 ? tr("%1: %2").arg(b.action, b.result)
                                      : tr("%1: phase %2").arg(b.action).arg(s.phase),
                      tr("%1 %2  vs  %3 %4")
                          .arg(name(k, b.kingdom))
                          .arg(s.attackers)
                          .arg(d >= 0 ? name(d, b.defender) : tr("unowned"))
                          .arg(s.defenderArmies)};
    if (s.phase > 0)
        badge << tr("losses %1 / %2").arg(s.attackerLoss).arg(s.defenderLoss);
    const QColor colour =
        k >= 0 ? QColor(c.kingdoms[static_cast<size_t>(k)].colour) : QColor(Qt::red);
    const QPointF a = m_map.renderer()->geometry().area(from).anchor;
    const QPointF t = m_map.renderer()->geometry().area(to).anchor;
    m_battleOverlay->show(a, t, badge, colour.isValid() ? colour.darker(130) : QColor(Qt::red));
    if (step == 0)
        m_map.centerOn((a + t) / 2);
}

} // namespace muster
