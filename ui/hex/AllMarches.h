#pragma once
// View > Show All Marches (Ctrl+Shift+M) in a hex campaign: every army's stored march of the
// current turn on the map at once, each in its kingdom's colour with its day markers, and what the
// engine's run of them says (core's view/MarchMarks): the part of each march beyond the day the
// week stops is drawn faded, battles where armies meet and the contact stop (H2.4) are marked.
// The kingdom filter is the orders layer's (View > Orders Shown): all kingdoms, one, or it and
// the kingdoms whose armies could meet its own this week. Rejected lines are not drawn.

#include "hex/MarchEventsOverlay.h"

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;

namespace muster {

class CampaignDocument;
class HexMarchOverlay;
class MapView;

class AllMarches : public QObject
{
    Q_OBJECT
public:
    AllMarches(CampaignDocument &document, MapView &map, QObject *parent = nullptr);
    ~AllMarches() override;

    /// The checkable View menu action; disabled in area campaigns.
    QAction *action() const { return m_action; }
    /// The marches drawn now (none while the action is off).
    int shown() const;
    const std::vector<QPointer<HexMarchOverlay>> &overlays() const { return m_overlays; }
    /// The battles and contact stop drawn now (null while the action is off).
    const MarchEventsOverlay *events() const { return m_events.data(); }

    /// Shows the marches of these kingdoms only: `kingdom` alone, or with `neighbours` the
    /// kingdoms that could meet it (view/MarchMarks); a kingdom of -1 shows every kingdom.
    void setFilter(int kingdom, bool neighbours);

private:
    void redraw();
    void clear();

    CampaignDocument &m_document;
    MapView &m_map;
    QAction *m_action;
    std::vector<QPointer<HexMarchOverlay>> m_overlays;
    QPointer<MarchEventsOverlay> m_events;
    int m_kingdom = -1;
    bool m_neighbours = false;
};

} // namespace muster
