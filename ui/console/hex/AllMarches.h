#pragma once
// View > Show All Marches (Ctrl+Shift+M) in a hex campaign: the map's marches layer
// (render/map/MarchLayer) for the current turn — every army's stored march in its kingdom's
// colour with its day markers, and what the engine's run of them says (core's view/MarchMarks):
// the part of each march beyond where the army gets faded, battles where armies meet and the
// contact stop (H2.4) marked. The kingdom filter is the orders layer's (View > Orders Shown): all
// kingdoms, one, or it and the kingdoms whose armies could meet its own this week. Being part of
// the map renderer, the layer is drawn into exported images too. Rejected lines are not drawn.

#include "render/map/MarchLayer.h"

#include <QObject>

#include <optional>

class QAction;

namespace muster {

class CampaignDocument;
class MapView;

class AllMarches : public QObject
{
    Q_OBJECT
public:
    AllMarches(CampaignDocument &document, MapView &map, QObject *parent = nullptr);

    /// The checkable View menu action; disabled in area campaigns.
    QAction *action() const { return m_action; }
    /// The marches drawn now (none while the action is off).
    int shown() const { return m_layer ? m_layer->marches() : 0; }
    /// The layer to draw; null while the action is off or in an area campaign.
    const MarchLayer *layer() const { return m_layer ? &*m_layer : nullptr; }

    /// Shows the marches of these kingdoms only: `kingdom` alone, or with `neighbours` the
    /// kingdoms that could meet it (view/MarchMarks); a kingdom of -1 shows every kingdom.
    void setFilter(int kingdom, bool neighbours);
    /// Draws the marches of turn `index` (an index into the campaign's turns, -1: the current
    /// turn), the turn whose map the console shows: an earlier week's as they were marched.
    void setShownTurn(int index);

signals:
    /// The layer was rebuilt, switched on or off: the map's options need it again.
    void changed();

private:
    void rebuild();

    CampaignDocument &m_document;
    MapView &m_map;
    QAction *m_action;
    std::optional<MarchLayer> m_layer;
    int m_kingdom = -1;
    bool m_neighbours = false;
    int m_turn = -1;
};

} // namespace muster
