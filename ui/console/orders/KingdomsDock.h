#pragma once
// Every kingdom at a glance for the current turn, or a resolved one being looked at. Area
// campaigns: BPs, army reserve, areas and armies held, and whether its orders are still missing.
// Hex campaigns: armies, units, total BR (H8), strongholds held, and which armies have no march
// order for the week yet (H2.1). Selecting a row picks the kingdom whose orders the orders dock
// shows; the player's e-mail address is edited in place, and beside it the kingdom's player code
// (model/CampaignCodes.h) is shown for the GM and replaced by a new one from the row's menu.

#include "rules/KingdomTable.h"

#include <QWidget>

class QTableWidget;

namespace muster {

struct KingdomFields;

class CampaignDocument;

class KingdomsDock : public QWidget
{
    Q_OBJECT
public:
    explicit KingdomsDock(CampaignDocument &document, QWidget *parent = nullptr);

    /// The column of the kingdom's orders this turn ("missing", "3 actions"), shown second: after
    /// its name and the counts its system keeps (rules/KingdomTable.h).
    static constexpr int kOrdersColumn = 1 + KingdomTable::kCounts;
    /// The column of the player's e-mail address, the one cell edited here.
    static constexpr int kPlayerColumn = 6;
    /// The column of the kingdom's player code, as its turnsheet prints it.
    static constexpr int kCodeColumn = 7;

    QTableWidget *table() const { return m_table; }
    void selectKingdom(int kingdom);
    /// Sets the player's address of `kingdom` as one undo step; an address that is not one is
    /// refused (problem() says why) and nothing changes.
    bool setPlayerAddress(int kingdom, const QString &address);
    /// Gives `kingdom` a new player code as one undo step: a mailed sheet with its old code is
    /// refused from then on.
    bool newPlayerCode(int kingdom);
    /// Sets who plays `kingdom` or what stands in for its missed sheets (the play fields of
    /// `fields`, model/KingdomPlay.h) as one undo step named by `choice`; at any time.
    bool setKingdomPlay(int kingdom, const KingdomFields &fields, const QString &choice);
    QString lastProblem() const { return m_problem; }
    /// Shows the kingdoms as they were at the start of turn `index` (a resolved turn looked at in
    /// the turns dock); -1 or the current turn shows the current one.
    void setShownTurn(int index);

signals:
    void kingdomSelected(int kingdom);
    void problem(const QString &message);

private:
    void refresh();
    void addPlayMenus();

    CampaignDocument &m_document;
    QTableWidget *m_table;
    bool m_filling = false;
    QString m_problem;
    int m_turn = -1;
};

} // namespace muster
