#include "console/orders/AreaOrderDrag.h"

#include "console/document/CampaignDocument.h"
#include "console/map/MapView.h"
#include "console/orders/OrdersDock.h"
#include "log/LogText.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapPalette.h"
#include "rules/area/ProposedOrder.h"

namespace muster {

AreaOrderDrag::AreaOrderDrag(CampaignDocument &document, OrdersDock &orders, MapView &map,
                             QObject *parent)
    : QObject(parent), m_document(document), m_orders(orders), m_map(map)
{
    map.addDragHandler(this, this);
    connect(&map, &MapView::panStarted, this, [this](Hex, int area) {
        if (area < 0 || area != m_declined || !m_orders.entersOrders())
            return;
        const Campaign &c = m_document.campaign();
        if (const std::optional<Failure> refusal = proposedOrderSource(c, m_orders.kingdom(), area))
            emit statusMessage(tr("%1: drag from one of %2's areas to give it an order.")
                                   .arg(failureSentence(*refusal, LogContext::of(c)),
                                        c.kingdoms[static_cast<size_t>(m_orders.kingdom())].name));
    });
}

bool AreaOrderDrag::dragPressed(Hex, int area)
{
    m_source = -1;
    m_declined = -1;
    m_shownTarget = -2;
    if (area < 0 || !m_orders.entersOrders() || !m_map.renderer())
        return false;
    const std::optional<Failure> refusal =
        proposedOrderSource(m_document.campaign(), m_orders.kingdom(), area);
    if (refusal && refusal->reason == FailureReason::SourceNotOwned) {
        // Not an order: the map pans, as from any area when no kingdom is chosen, and says why
        // once it does (a plain click selects, quietly).
        m_declined = area;
        return false;
    }
    // An own area with nothing to send still takes the drag: the hint says why it is no order.
    m_source = area;
    return true;
}

MapDragPicture AreaOrderDrag::dragMoved(QPointF scenePos, std::optional<Hex>, int area)
{
    const Campaign &c = m_document.campaign();
    const QPointF from = m_map.renderer()->geometry().area(m_source).anchor;
    if (area != m_shownTarget) {
        m_shownTarget = area;
        const LogContext context = LogContext::of(c);
        m_shown = {};
        m_shown.colour = MapPalette::kingdom(c, m_orders.kingdom());
        if (area < 0 || area == m_source) {
            // Nothing to propose yet; the source's own problem, if any, is the hint.
            const std::optional<Failure> refusal =
                proposedOrderSource(c, m_orders.kingdom(), m_source);
            m_shown.hint =
                refusal ? failureSentence(*refusal, context)
                        : tr("Drag onto a neighbour of %1").arg(context.areaName({m_source}));
        } else {
            const ProposedOrder proposed = proposeOrder(c, m_orders.kingdom(), m_source, area);
            m_shown.ok = proposed.ok();
            m_shown.hint = proposed.ok() ? tr("%1 %2 to %3")
                                               .arg(actionKindName(proposed.action.kind))
                                               .arg(proposed.count)
                                               .arg(context.areaName({area}))
                                         : failureSentence(*proposed.refusal, context);
        }
    }
    MapDragPicture picture = m_shown;
    picture.line = QPolygonF{from, scenePos};
    return picture;
}

void AreaOrderDrag::dragDropped(std::optional<Hex>, int area)
{
    const int source = m_source;
    m_source = -1;
    m_shownTarget = -2;
    if (source < 0)
        return;
    if (area < 0 || area == source) {
        emit statusMessage(tr("No order: drop on a neighbour of %1 to give one.")
                               .arg(LogContext::of(m_document.campaign()).areaName({source})));
        return;
    }
    // The dock proposes it, or says why not (its statusMessage).
    m_orders.offerOrder(source, area);
}

void AreaOrderDrag::dragCancelled()
{
    m_source = -1;
    m_shownTarget = -2;
}

} // namespace muster
