#pragma once
// The GM's turn loop in the main window: the kingdoms and orders docks, Resolve Turn
// (F5), the turn history, the battles dock with its phase stepper and the log panel, and what they
// draw over the map; Verify History and the Dice Report on the Turn menu. MainWindow only creates
// one; everything else is wired here, so the window's own code stays about files and the map.

#include "hex/Hex.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;

namespace muster {

class BattleOverlay;
class BattlesDock;
class CampaignDocument;
class HistoryAudit;
class KingdomsDock;
class LogPanel;
class MapView;
class OrdersDock;
class ResultsPanel;
class TurnHistoryDock;
class TurnMapOverlay;
class TurnResolver;
struct TurnBattles;
struct TurnState;

class TurnConsole : public QObject
{
    Q_OBJECT
public:
    /// `inspector` is disabled while an earlier turn or a battle step is shown (history is
    /// read-only).
    TurnConsole(QMainWindow &window, CampaignDocument &document, MapView &map, QWidget *inspector);
    ~TurnConsole() override;

    QAction *resolveAction() const { return m_resolve; }
    /// Turn > Import Orders from Mail...
    QAction *importMailAction() const { return m_importMail; }
    /// Turn > Send Packs...: the packs and receipts sent over SMTP (console/mail/SendMailDialog).
    QAction *sendPacksAction() const { return m_sendPacks; }
    /// Turn > Fetch Orders...: the orders read from the campaign's IMAP folder (MailImportDialog).
    QAction *fetchOrdersAction() const { return m_fetchOrders; }
    /// Turn > Roll Back Last Turn...: asks, then rolls back as one undo step.
    QAction *rollBackAction() const { return m_rollBack; }
    /// Turn > Verify History and Turn > Dice Report.
    HistoryAudit *audit() const { return m_audit; }
    TurnResolver *resolver() const { return m_resolver; }
    OrdersDock *orders() const { return m_orders; }
    KingdomsDock *kingdoms() const { return m_kingdoms; }
    TurnHistoryDock *history() const { return m_history; }
    BattlesDock *battles() const { return m_battles; }
    /// What the turn the log shows did: every kingdom's orders with their results, its battles.
    ResultsPanel *results() const { return m_results; }
    QDockWidget *resultsDock() const { return m_resultsDock; }
    /// Raises the Results dock (and the Battles dock beside the map) on the last resolved turn:
    /// after Resolve Turn, and after a hex campaign's Advance Day / Week.
    void showResults();
    LogPanel *log() const { return m_log; }
    BattleOverlay *battleOverlay() const;
    /// Index into Campaign::turns of the turn whose map is shown (the current one unless an
    /// earlier turn is chosen in the history).
    int shownTurn() const { return m_shownTurn; }
    /// Whether an earlier turn's map is drawn over the current one.
    bool showingHistory() const;
    /// The state whose markers the map draws now: the battle step's map while a battle step is
    /// shown, else the earlier turn's or the current one.
    const TurnState &shownState() const;
    /// Opens area battle `number` of the turn shown in the battle viewer, at its first step;
    /// false when the turn shown has no such battle.
    bool openBattle(int number);
    /// The army count drawn on `area`'s marker now (from shownState()).
    int markerArmies(int area) const;
    /// Whether the map shows a battle step's strengths (not the turn's own state).
    bool showingBattleStep() const;

signals:
    /// shownState() is another state now (an earlier turn or a battle step chosen, or left).
    void shownStateChanged();

private:
    QDockWidget *addDock(const QString &title, const QString &name, QWidget *content, int area);
    void showTurn(int index);
    void showStep(int battle, int step);
    /// A click on log row `event`: the battle it belongs to, at the last step at or before it.
    void openBattleAt(int event);
    void showStepMap(TurnState state);
    void selectionChanged();
    void hexClicked(Hex hex);
    BattleOverlay &overlay();
    void clearOverlays();
    /// After the state shown changed: the inspector is editable only on the current turn's own
    /// state, and shownStateChanged() is told.
    void shownStateReplaced();
    /// Whether a resolved turn is shown rather than the current one (read-only).
    bool showingEarlierTurn() const;
    void updateActions();
    void rollBack();

    QMainWindow &m_window;
    CampaignDocument &m_document;
    MapView &m_map;
    QWidget *m_inspector;
    TurnResolver *m_resolver;
    OrdersDock *m_orders;
    KingdomsDock *m_kingdoms;
    TurnHistoryDock *m_history;
    BattlesDock *m_battles;
    ResultsPanel *m_results;
    LogPanel *m_log;
    QDockWidget *m_battlesDock = nullptr;
    QDockWidget *m_resultsDock = nullptr;
    QAction *m_resolve;
    QAction *m_importMail;
    QAction *m_sendPacks;
    QAction *m_fetchOrders;
    QAction *m_rollBack;
    HistoryAudit *m_audit;
    std::unique_ptr<TurnBattles> m_turnBattles;
    int m_shownTurn = -1;
    int m_logTurn = -1;
    QPointer<TurnMapOverlay> m_turnOverlay;
    QPointer<BattleOverlay> m_battleOverlay;
    QPointer<TurnMapOverlay> m_stepOverlay; // the map at the battle step shown
};

} // namespace muster
