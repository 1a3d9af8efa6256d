#pragma once
// Area campaigns: an order entered by dragging on the map. A press on one of the orders dock's
// kingdom's areas and a drag to another area draws an arrow with what a drop there would do
// ("ASSAULT 3 to Duskmoor (DSK)") or the engine's reason why no order can go there; a drop on a
// neighbour opens the dock's order form preset with that order (ProposedOrder.h), to confirm with
// Enter or change, stored as one undo step like any order from the form. Any other press pans
// the map as before; a pan from another kingdom's area says why it is no order.

#include "console/map/MapDrag.h"

#include <QObject>

namespace muster {

class CampaignDocument;
class MapView;
class OrdersDock;

class AreaOrderDrag : public QObject, public MapDragHandler
{
    Q_OBJECT
public:
    AreaOrderDrag(CampaignDocument &document, OrdersDock &orders, MapView &map,
                  QObject *parent = nullptr);

    bool dragPressed(Hex hex, int area) override;
    MapDragPicture dragMoved(QPointF scenePos, std::optional<Hex> hex, int area) override;
    void dragDropped(std::optional<Hex> hex, int area) override;
    void dragCancelled() override;

signals:
    /// A note for the status bar: why a press pans instead, or why a drop gave no order.
    void statusMessage(const QString &text);

private:
    CampaignDocument &m_document;
    OrdersDock &m_orders;
    MapView &m_map;
    int m_source = -1;
    int m_declined = -1;    // the area of a press not taken, for the pan's note
    int m_shownTarget = -2; // the area m_shown describes (-1: off the areas)
    MapDragPicture m_shown; // its hint, kept while the pointer stays over the same area
};

} // namespace muster
