#pragma once
// View > Show All Marches (Ctrl+Shift+M) in a hex campaign: every army's stored march of the
// current turn on the map at once, each in its kingdom's colour with its day markers. The marches
// are core's reading of the stored orders (hexrules::parseHexOrders, as the engine reads them)
// and their days core's schedule (H2.2, H2.3); rejected lines are not drawn.

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

private:
    void redraw();
    void clear();

    CampaignDocument &m_document;
    MapView &m_map;
    QAction *m_action;
    std::vector<QPointer<HexMarchOverlay>> m_overlays;
};

} // namespace muster
