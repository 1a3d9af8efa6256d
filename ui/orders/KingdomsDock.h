#pragma once
// Every kingdom at a glance for the current turn, or a resolved one being looked at. Area
// campaigns: BPs, army reserve, areas and armies held, and whether its orders are still missing.
// Hex campaigns: armies, units, total BR (H8), strongholds held, and which armies have no march
// order for the week yet (H2.1). Selecting a row picks the kingdom whose orders the orders dock
// shows.

#include <QWidget>

class QTableWidget;

namespace muster {

class CampaignDocument;

class KingdomsDock : public QWidget
{
    Q_OBJECT
public:
    explicit KingdomsDock(CampaignDocument &document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void selectKingdom(int kingdom);
    /// Shows the kingdoms as they were at the start of turn `index` (a resolved turn looked at in
    /// the turns dock); -1 or the current turn shows the current one.
    void setShownTurn(int index);

signals:
    void kingdomSelected(int kingdom);

private:
    void refresh();

    CampaignDocument &m_document;
    QTableWidget *m_table;
    bool m_filling = false;
    int m_turn = -1;
};

} // namespace muster
