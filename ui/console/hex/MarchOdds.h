#pragma once
// The odds of the battle a march would fight (RULES H4.1-H4.4), in a "Battle Odds" dock of hex
// campaigns: for the march being drawn when its path ends in a hex held by an opposing army, else
// for a stored march of this turn into the selected hex. The battle is judged as the turn stands
// (rules/hex/BattleOdds.h, plannedBattle) and simulated with the default policy off the GUI
// thread (OddsPanel).

#include <QObject>

class QDockWidget;
class QLabel;
class QMainWindow;

namespace muster {

class CampaignDocument;
class HexMarchPlanner;
class OddsPanel;

class MarchOdds : public QObject
{
    Q_OBJECT
public:
    MarchOdds(QMainWindow &window, CampaignDocument &document, HexMarchPlanner &planner);

    QDockWidget *dock() const { return m_dock; }
    OddsPanel *panel() const { return m_panel; }
    /// The battle shown ("A1 attacks B1 at 12,9"), "" when none.
    QString battle() const { return m_battle; }

private:
    void refresh();

    CampaignDocument &m_document;
    HexMarchPlanner &m_planner;
    QDockWidget *m_dock;
    QLabel *m_title;
    OddsPanel *m_panel;
    QString m_battle;
};

} // namespace muster
