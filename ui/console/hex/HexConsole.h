#pragma once
// The hex-campaign part of the GM's turn loop in the main window: the march planner on the map,
// the odds of the battle a march would fight (a dock), and Advance Day / Week, on a "Hex
// campaign" toolbar shown only while a hex campaign is open. MainWindow only creates one.

#include <QObject>

class QMainWindow;
class QToolBar;

namespace muster {

class CampaignDocument;
class HexAdvanceActions;
class AllMarches;
class HexMarchPlanner;
class MapView;
class MarchOdds;

class HexConsole : public QObject
{
    Q_OBJECT
public:
    HexConsole(QMainWindow &window, CampaignDocument &document, MapView &map);

    HexMarchPlanner *planner() const { return m_planner; }
    HexAdvanceActions *advancing() const { return m_advance; }
    /// View > Show All Marches.
    AllMarches *allMarches() const { return m_allMarches; }
    MarchOdds *marchOdds() const { return m_odds; }
    QToolBar *toolBar() const { return m_bar; }

private:
    HexMarchPlanner *m_planner;
    HexAdvanceActions *m_advance;
    AllMarches *m_allMarches;
    MarchOdds *m_odds;
    QToolBar *m_bar = nullptr;
};

} // namespace muster
