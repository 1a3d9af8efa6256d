#pragma once
// The map's legend on screen: owners, terrain (or terrain symbols in political colouring), lines
// and markers, from the same items and pictures as an exported map's legend (MapLegendItems), so
// what the GM sees explains exactly what the players receive.

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
    /// The view's colouring decides which terrain pictures the legend shows.
    void setOptions(const MapOptions &options);
    QTreeWidget *list() const { return m_list; }

private:
    void refill();

    CampaignDocument &m_document;
    QTreeWidget *m_list;
    MapOptions m_options;
};

} // namespace muster
