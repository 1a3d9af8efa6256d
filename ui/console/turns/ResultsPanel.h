#pragma once
// What a resolved turn did, kingdom by kingdom: each order with what became of it ("carried out",
// with the battle it fought and how that ended, or the reasons it failed, as the Orders dock shows
// a resolved turn's rows: orders/OrdersCheck.h, resolvedKingdomOrders) and the turn's
// battles as the battle viewer lists them. Choosing a battle, or an order that fought one, opens it
// in the viewer (battleChosen). Shown in a dock beside the Orders dock and raised after Resolve
// Turn, so the GM sees at once what the turn did rather than a count of log entries.
//
// A hex campaign's days list each kingdom's armies instead of orders: where each march ended, the
// battles it fought, and whether it was destroyed or went out of supply, as core's
// rules/hex/HexDaysEvents.h finds them in the log's typed events.
//
// Nothing here reads a rule or the log's words: the rows are core's verdicts, refreshed only while
// the panel is in view (a big campaign's turn is read once the GM looks).

#include "rules/hex/HexDaysEvents.h"

#include <QWidget>

#include <cstddef>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace muster {

class CampaignDocument;
struct TurnBattles;

class ResultsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsPanel(CampaignDocument &document, QWidget *parent = nullptr);

    enum Column
    {
        OrderColumn,
        ResultColumn
    };
    /// The data role of a row's battle: its index into TurnBattles::battles, absent when none.
    static constexpr int BattleRole = Qt::UserRole + 1;

    /// Shows turn `turnIndex` (resolved) with `battles`, its battles as the viewer lists them
    /// (kept by the caller while shown); -1 shows `title` alone (nothing resolved, or a turn that
    /// cannot be read).
    void setTurn(int turnIndex, const TurnBattles *battles, const QString &title);
    int turn() const { return m_turn; }
    QTreeWidget *tree() const { return m_tree; }
    /// The kingdom's row (its orders, or in a hex campaign its armies, below it), null when it is
    /// not listed.
    QTreeWidgetItem *kingdomItem(int kingdom) const;
    /// The "Battles" row (the battles below it), null when the turn had none.
    QTreeWidgetItem *battlesItem() const { return m_battlesItem; }
    /// The panel came into view (its dock shown, or its tab chosen): the rows of a turn set while
    /// it was out of view are read now.
    void cameIntoView();

signals:
    /// A row with a battle was clicked or activated: index into TurnBattles::battles.
    void battleChosen(int battle);

private:
    void refresh();
    void addKingdoms();
    void addArmies();
    void addArmy(QTreeWidgetItem *top, const hexrules::HexDaysEvents::ArmyMarch &march,
                 const hexrules::HexDaysEvents &events);
    /// The viewer's battle (index into TurnBattles::battles) starting at log event `event`, -1
    /// when none.
    int hexBattleIndex(std::size_t event) const;
    void addBattles();
    void choose(QTreeWidgetItem *item);

    CampaignDocument &m_document;
    QLabel *m_title;
    QTreeWidget *m_tree;
    QTreeWidgetItem *m_battlesItem = nullptr;
    const TurnBattles *m_battles = nullptr;
    int m_turn = -1;
    bool m_stale = false;
};

} // namespace muster
