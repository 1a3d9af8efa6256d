#include "console/map/MapView.h"

#include "console/map/MapItem.h"
#include "model/Campaign.h"
#include "render/map/MapPalette.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGraphicsPathItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace muster {

namespace {
constexpr double kMinZoom = 0.005; // device pixels per scene unit
constexpr double kMaxZoom = 12.0;
constexpr int kClickSlop = 4;   // pixels a press may move and still count as a click
constexpr int kHintOffset = 18; // the drag's hint sits below right of the pointer, clear of it
constexpr int kHintPadding = 5;
constexpr double kStartGap = 13; // pixels: about an army marker's radius
const QColor kRefused(190, 30, 30);
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
    emit optionsChanged();
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
    case Qt::Key_Escape:
        if (m_drag) {
            MapDragHandler *handler = m_drag;
            endDrag();
            handler->dragCancelled();
            return;
        }
        QGraphicsView::keyPressEvent(event);
        return;
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

bool MapView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && m_drag &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept(); // the key comes to keyPressEvent, not to the map's Esc shortcut
        return true;
    }
    return QGraphicsView::event(event);
}

void MapView::addDragHandler(QObject *owner, MapDragHandler *handler, bool first)
{
    m_dragHandlers.emplace(first ? m_dragHandlers.begin() : m_dragHandlers.end(), owner, handler);
}

void MapView::endDrag()
{
    m_drag = nullptr;
    m_dragStarted = false;
    setDragPicture({});
    setDragMode(QGraphicsView::ScrollHandDrag); // and its open hand again
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    if (m_drag) { // a press never continues a drag whose release was lost
        MapDragHandler *handler = m_drag;
        endDrag();
        handler->dragCancelled();
    }
    if (m_renderer && event->button() == Qt::LeftButton)
        if (const std::optional<Hex> hex = m_renderer->geometry().hexAt(mapToScene(m_pressPos)))
            for (const auto &[owner, handler] : m_dragHandlers)
                if (owner && handler->dragPressed(*hex, areaAt(*hex))) {
                    m_drag = handler;
                    break;
                }
    if (m_drag) {
        setDragMode(QGraphicsView::NoDrag); // this press draws an order, it does not pan
        event->accept();
        return;
    }
    m_panFrom = m_renderer && event->button() == Qt::LeftButton
                    ? m_renderer->geometry().hexAt(mapToScene(m_pressPos))
                    : std::nullopt;
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    QGraphicsView::mouseMoveEvent(event);
    if (!m_renderer)
        return;
    const QPoint at = event->position().toPoint();
    const QPointF scenePos = mapToScene(at);
    const std::optional<Hex> hex = m_renderer->geometry().hexAt(scenePos);
    const int area = hex ? areaAt(*hex) : -1;
    if (hex != m_hoveredHex) {
        m_hoveredHex = hex;
        m_hoverItem->setPath(outlineOf(area, hex));
        emit hovered(hex, area);
    }
    if (m_panFrom && (event->buttons() & Qt::LeftButton) &&
        (at - m_pressPos).manhattanLength() >= QApplication::startDragDistance()) {
        const Hex from = *m_panFrom;
        m_panFrom.reset(); // said once per press
        emit panStarted(from, areaAt(from));
    }
    if (!m_drag)
        return;
    if (!m_dragStarted && (at - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return; // still a click
    m_dragStarted = true;
    setDragPicture(m_drag->dragMoved(scenePos, hex, area));
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_drag && event->button() == Qt::LeftButton) {
        MapDragHandler *handler = m_drag;
        const bool started = m_dragStarted;
        endDrag();
        const std::optional<Hex> hex =
            m_renderer ? m_renderer->geometry().hexAt(mapToScene(event->position().toPoint()))
                       : std::nullopt;
        const int area = hex ? areaAt(*hex) : -1;
        event->accept();
        if (started) {
            handler->dragDropped(hex, area);
            return;
        }
        handler->dragCancelled();
        if (hex)
            emit clicked(*hex, area); // a press that did not move far is a click, as ever
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
    if (!m_renderer || event->button() != Qt::LeftButton)
        return;
    const QPoint at = event->position().toPoint();
    if ((at - m_pressPos).manhattanLength() > kClickSlop)
        return; // a drag, not a click
    if (const std::optional<Hex> hex = m_renderer->geometry().hexAt(mapToScene(at)))
        emit clicked(*hex, areaAt(*hex));
}

namespace {
/// Where the drag's hint is drawn, in viewport coordinates: beside the pointer, inside `bounds`.
QRect hintRect(const QFontMetrics &metrics, const QString &hint, QPointF pointer,
               const QRect &bounds)
{
    QRect r = metrics.boundingRect(hint).adjusted(-kHintPadding, -kHintPadding, kHintPadding,
                                                  kHintPadding);
    r.moveTopLeft(pointer.toPoint() + QPoint(kHintOffset, kHintOffset));
    // Kept on screen: flipped to the pointer's other side near the right or bottom edge.
    if (r.right() > bounds.right())
        r.moveRight(static_cast<int>(pointer.x()) - kHintOffset);
    if (r.bottom() > bounds.bottom())
        r.moveBottom(static_cast<int>(pointer.y()) - kHintOffset);
    return r;
}

/// The arrow's head at the end of `line`, pointing along its last stretch.
QPolygonF arrowHead(const QPolygonF &line, double size)
{
    const QPointF tip = line.back();
    const QPointF d = tip - line[line.size() - 2];
    const double length = std::hypot(d.x(), d.y());
    if (length < 1e-6)
        return {};
    const QPointF u = d / length;
    const QPointF n(-u.y(), u.x());
    return QPolygonF{tip, tip - u * size + n * size * 0.5, tip - u * size - n * size * 0.5};
}
} // namespace

QRect MapView::dragPictureRect() const
{
    QRect r;
    if (!m_picture.cover.isEmpty())
        r = viewportTransform()
                .map(m_picture.cover)
                .boundingRect()
                .toAlignedRect()
                .adjusted(-2, -2, 2, 2);
    if (m_picture.line.size() >= 2)
        r |= viewportTransform()
                 .map(m_picture.line)
                 .boundingRect()
                 .toAlignedRect()
                 .adjusted(-16, -16, 16, 16);
    if (!m_picture.hint.isEmpty() && !m_picture.line.isEmpty())
        r |= hintRect(viewport()->fontMetrics(), m_picture.hint,
                      viewportTransform().map(m_picture.line.back()), viewport()->rect())
                 .adjusted(-2, -2, 2, 2);
    return r;
}

void MapView::setDragPicture(MapDragPicture picture)
{
    const QRect before = dragPictureRect();
    m_picture = std::move(picture);
    viewport()->update(before | dragPictureRect());
    if (m_drag && m_dragStarted)
        viewport()->setCursor(m_picture.ok ? Qt::DragMoveCursor : Qt::ForbiddenCursor);
}

void MapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (m_picture.line.isEmpty() && m_picture.cover.isEmpty())
        return;
    painter->save();
    painter->resetTransform(); // drawn in screen pixels, the same at every zoom
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_picture.cover.isEmpty()) {
        painter->setPen(QPen(QColor(255, 255, 255, 230), 1.5));
        painter->setBrush(m_picture.coverColour);
        painter->drawPath(viewportTransform().map(m_picture.cover));
    }
    QPolygonF line = viewportTransform().map(m_picture.line);
    if (line.size() >= 2) {
        // The line leaves its start's marker (the source's army count) uncovered.
        const QPointF d = line[1] - line[0];
        const double length = std::hypot(d.x(), d.y());
        if (length > 2 * kStartGap)
            line[0] += d * (kStartGap / length);
        const QColor colour = m_picture.ok ? m_picture.colour : kRefused;
        const QPolygonF head = arrowHead(line, 14);
        // A white band under the line keeps it visible on every kingdom's colour and on sea.
        painter->setPen(
            QPen(QColor(255, 255, 255, 220), 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(QColor(255, 255, 255, 220));
        painter->drawPolyline(line);
        painter->drawPolygon(head);
        painter->setPen(QPen(colour, 3, m_picture.ok ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap,
                             Qt::RoundJoin));
        painter->drawPolyline(line);
        painter->setPen(QPen(colour, 1.5));
        painter->setBrush(colour);
        painter->drawPolygon(head);
    }
    if (!m_picture.hint.isEmpty() && !line.isEmpty()) {
        painter->setFont(viewport()->font());
        const QRect box =
            hintRect(painter->fontMetrics(), m_picture.hint, line.back(), viewport()->rect());
        painter->setPen(QPen(m_picture.ok ? QColor(40, 40, 40) : kRefused, 1));
        painter->setBrush(QColor(255, 255, 250, 235));
        painter->drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
        painter->setPen(m_picture.ok ? QColor(20, 20, 20) : kRefused.darker(120));
        painter->drawText(box, Qt::AlignCenter, m_picture.hint);
    }
    painter->restore();
}

bool MapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        QElapsedTimer frame;
        frame.start();
        const bool painted = QGraphicsView::viewportEvent(event);
        const qint64 ns = frame.nsecsElapsed();
        m_frames.add(ns, static_cast<QPaintEvent *>(event)->rect(),
                     FrameTimes::loggedFromEnvironment());
        emit framePainted(static_cast<double>(ns) / 1e6);
        return painted;
    }
    if (event->type() == QEvent::ToolTip && m_drag)
        return true; // the drag's own hint says what matters now
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
        const int item = layer.itemAt(mapToScene(help->pos()), tolerance,
                                      zoom() * m_options.pixelRatio, m_options.pixelRatio);
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
