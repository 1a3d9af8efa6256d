#include "map/MapView.h"

#include "map/MapItem.h"
#include "map/MapPalette.h"
#include "map/MarchLayer.h"
#include "map/OrderLayer.h"
#include "model/Campaign.h"

#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace muster {

namespace {
constexpr double kMinZoom = 0.005; // device pixels per scene unit
constexpr double kMaxZoom = 12.0;
constexpr int kClickSlop = 4; // pixels a press may move and still count as a click
} // namespace

MapView::MapView(QWidget *parent) : QGraphicsView(parent), m_scene(new QGraphicsScene(this))
{
    setScene(m_scene);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setOptimizationFlags(QGraphicsView::DontSavePainterState |
                         QGraphicsView::DontAdjustForAntialiasing);
    setMouseTracking(true);
    setBackgroundBrush(MapPalette::background());
    setFocusPolicy(Qt::StrongFocus);
}

MapView::~MapView()
{
    // Items refer to the renderer: remove them before it goes.
    m_scene->clear();
}

void MapView::setCampaign(const Campaign *campaign)
{
    m_scene->clear();
    m_item = nullptr;
    m_hoverItem = m_selectionHalo = m_selectionItem = nullptr;
    m_hoveredHex.reset();
    m_renderer.reset();
    if (!campaign)
        return;
    m_renderer = std::make_unique<MapRenderer>(*campaign);
    m_item = new MapItem(*m_renderer, m_options);
    // Queued, so the next frame comes after this one; dropped with the view.
    m_item->setRepaintRequest([this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_item)
                    m_item->update();
            },
            Qt::QueuedConnection);
    });
    m_scene->addItem(m_item);
    m_scene->setSceneRect(m_renderer->sceneBounds());

    m_hoverItem = m_scene->addPath(QPainterPath(), QPen(QColor(255, 255, 255, 230), 0),
                                   QColor(255, 255, 255, 60));
    // The selection: black dashes on a white band, visible on every kingdom's colour and on sea.
    QPen halo(Qt::white, 5);
    halo.setCosmetic(true);
    halo.setJoinStyle(Qt::RoundJoin);
    m_selectionHalo = m_scene->addPath(QPainterPath(), halo);
    QPen core(QColor::fromRgb(0xff101010), 2.5, Qt::DashLine);
    core.setCosmetic(true);
    core.setJoinStyle(Qt::RoundJoin);
    m_selectionItem = m_scene->addPath(QPainterPath(), core);
    m_hoverItem->setZValue(1);
    m_selectionHalo->setZValue(2);
    m_selectionItem->setZValue(3);
    zoomToFit();
}

void MapView::setOptions(const MapOptions &options)
{
    m_options = options;
    refresh();
}

void MapView::refresh()
{
    if (m_item)
        m_item->invalidate();
}

int MapView::areaAt(Hex hex) const
{
    return m_renderer ? m_renderer->campaign().world.areaAt(hex) : -1;
}

QPainterPath MapView::outlineOf(int area, std::optional<Hex> hex) const
{
    QPainterPath path;
    if (!m_renderer)
        return path;
    if (area >= 0)
        return m_renderer->geometry().area(area).outline;
    if (hex)
        path.addPolygon(m_renderer->geometry().hexPolygon(*hex));
    return path;
}

void MapView::setSelection(int area, std::optional<Hex> hex)
{
    if (!m_selectionItem)
        return;
    const QPainterPath outline = outlineOf(area, hex);
    m_selectionHalo->setPath(outline);
    m_selectionItem->setPath(outline);
}

void MapView::zoomToFit()
{
    m_fitted = true;
    if (m_renderer)
        fitInView(m_renderer->sceneBounds(), Qt::KeepAspectRatio);
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted && m_renderer)
        fitInView(m_renderer->sceneBounds(), Qt::KeepAspectRatio);
}

double MapView::zoom() const
{
    return std::sqrt(std::abs(transform().determinant()));
}

void MapView::zoomBy(double factor)
{
    m_fitted = false;
    const double target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    const double f = target / zoom();
    scale(f, f);
}

QPoint MapView::viewportPosOfArea(int area) const
{
    return m_renderer ? mapFromScene(m_renderer->geometry().area(area).anchor) : QPoint();
}

QPoint MapView::viewportPosOfHex(Hex hex) const
{
    return m_renderer ? mapFromScene(m_renderer->geometry().layout().toPixel(hex)) : QPoint();
}

void MapView::wheelEvent(QWheelEvent *event)
{
    // 120 units per notch; 1.25x per notch, fractional for touchpads.
    zoomBy(std::pow(1.25, event->angleDelta().y() / 120.0));
    event->accept();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(1.25);
        return;
    case Qt::Key_Minus:
        zoomBy(0.8);
        return;
    case Qt::Key_Home:
        zoomToFit();
        return;
    default:
        QGraphicsView::keyPressEvent(event); // arrows scroll
    }
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    QGraphicsView::mouseMoveEvent(event);
    if (!m_renderer)
        return;
    const std::optional<Hex> hex =
        m_renderer->geometry().hexAt(mapToScene(event->position().toPoint()));
    if (hex == m_hoveredHex)
        return;
    m_hoveredHex = hex;
    const int area = hex ? areaAt(*hex) : -1;
    m_hoverItem->setPath(outlineOf(area, hex));
    emit hovered(hex, area);
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    QGraphicsView::mouseReleaseEvent(event);
    if (!m_renderer || event->button() != Qt::LeftButton)
        return;
    const QPoint at = event->position().toPoint();
    if ((at - m_pressPos).manhattanLength() > kClickSlop)
        return; // a drag, not a click
    if (const std::optional<Hex> hex = m_renderer->geometry().hexAt(mapToScene(at)))
        emit clicked(*hex, areaAt(*hex));
}

bool MapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_renderer && m_options.marches) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text =
            m_options.marches->describe(mapToScene(help->pos()), 5 / std::max(zoom(), 1e-9));
        if (!text.isEmpty()) {
            QToolTip::showText(help->globalPos(), text, viewport());
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip && m_renderer && m_options.orders) {
        auto *help = static_cast<QHelpEvent *>(event);
        // Within a few screen pixels of a line or a tag, whatever the zoom.
        const double tolerance = 5 / std::max(zoom(), 1e-9);
        const OrderLayer &layer = *m_options.orders;
        const int item = layer.itemAt(mapToScene(help->pos()), tolerance);
        if (item >= 0) {
            QToolTip::showText(help->globalPos(),
                               OrderLayer::describe(layer.items()[static_cast<size_t>(item)],
                                                    m_renderer->campaign(), layer.resolved()),
                               viewport());
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QGraphicsView::viewportEvent(event);
}

void MapView::leaveEvent(QEvent *event)
{
    QGraphicsView::leaveEvent(event);
    if (m_hoverItem)
        m_hoverItem->setPath(QPainterPath());
    m_hoveredHex.reset();
    emit hovered(std::nullopt, -1);
}

} // namespace muster
