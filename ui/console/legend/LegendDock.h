#pragma once
// The map's legend on screen: owners, terrain (or terrain symbols in political colouring), lines,
// markers and the orders layer, each only when the map shows it, from the same items and pictures
// as an exported map's legend (MapLegendItems), so what the GM sees explains exactly what the
// players receive.

#include "render/map/MapMarks.h"
#include "render/map/MapRenderer.h"

#include <QDockWidget>

#include <functional>

class QTreeWidget;

namespace muster {

class CampaignDocument;

class LegendDock : public QDockWidget
{
    Q_OBJECT
public:
    LegendDock(CampaignDocument &document, QWidget *parent = nullptr);
    /// The view's options: its colouring decides which terrain pictures the legend shows, its
    /// layers which orders it explains.
    void setOptions(const MapOptions &options);
    /// Where the state the map shows comes from (an earlier turn or a battle step looked at):
    /// the legend lists that map's marks. Without it, the current turn's.
    void setShownState(std::function<const TurnState &()> shownState);
    QTreeWidget *list() const { return m_list; }

    /// Lists the marks of the map shown again, when they, the colouring or the patterns changed.
    void refresh();

private:
    void refill();
    const TurnState &shownState() const;

    CampaignDocument &m_document;
    QTreeWidget *m_list;
    MapOptions m_options;
    MarkSet m_marks; // what the list shows
    MapColouring m_colouring = MapColouring::Political;
    bool m_patterns = false;      // the swatches were drawn with MapOptions::ownerPatterns
    quint64 m_listedRevision = 0; // the document's revision when the list was last made
    std::function<const TurnState &()> m_shownState;
};

} // namespace muster
