#pragma once
// The map's legend on screen: owners, terrain (or terrain symbols in political colouring), lines,
// markers and the orders layer, each only when the map shows it, from the same items and pictures
// as an exported map's legend (MapLegendItems), so what the GM sees explains exactly what the
// players receive.

#include "render/map/MapMarks.h"
#include "render/map/MapRenderer.h"

#include <QDockWidget>

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
    QTreeWidget *list() const { return m_list; }

private:
    /// Lists the marks of the current turn's map again, when they or the colouring changed.
    void refresh();
    void refill();

    CampaignDocument &m_document;
    QTreeWidget *m_list;
    MapOptions m_options;
    MarkSet m_marks; // what the list shows
    MapColouring m_colouring = MapColouring::Political;
};

} // namespace muster
