#include "render/map/OrderLayer.h"

#include "log/LogContext.h"
#include "log/LogText.h"
#include "model/Campaign.h"
#include "render/map/MapGeometry.h"
#include "render/map/MapMarkers.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"
#include "view/KingdomsShown.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPathStroker>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace muster {

namespace {

constexpr double kS = MapGeometry::kHexSize;
/// Arrows stop short of the anchors so the army discs there stay visible.
constexpr double kStartGap = 0.5 * kS;
constexpr double kEndGap = 0.6 * kS;
/// Sideways distance between two arrows of one fan (scene units).
constexpr double kFanStep = 0.5 * kS;
/// Between an area's army disc and the tags of its markers (scene units).
constexpr double kTagGap = 0.1 * kS;

QPointF unit(QPointF v)
{
    const double len = std::hypot(v.x(), v.y());
    return len > 1e-9 ? v / len : QPointF(1, 0);
}

QPointF normal(QPointF v)
{
    return QPointF(-v.y(), v.x());
}

QPointF quadAt(QPointF a, QPointF c, QPointF b, double t)
{
    const double u = 1 - t;
    return u * u * a + 2 * u * t * c + t * t * b;
}

bool returns(ActionKind k)
{
    return k == ActionKind::Raid || k == ActionKind::Siege;
}

bool atSea(ActionKind k)
{
    return k == ActionKind::Ships || k == ActionKind::Convoy;
}

bool isAttack(ActionKind k)
{
    return k == ActionKind::Assault || k == ActionKind::Probe || k == ActionKind::Overrun ||
           k == ActionKind::Raid || k == ActionKind::Siege;
}

/// A curve from `from` to `to` bent sideways by `bend` (scene units), trimmed at both ends.
void layArrow(OrderLayer::Item &item, QPointF from, QPointF control, QPointF to)
{
    // Trim along the curve's end tangents: close enough for the gaps used here.
    const QPointF startDir = unit(control - from);
    const QPointF endDir = unit(to - control);
    const QPointF a = from + startDir * kStartGap;
    const QPointF b = to - endDir * kEndGap;
    QPainterPath path(a);
    path.quadTo(control, b);
    item.path = path;
    item.start = a;
    item.head = b;
    item.headDir = endDir;
    item.badge = quadAt(a, control, b, 0.18);
    item.countAt = quadAt(a, control, b, 0.5);
    item.ring = to;
}

QColor markColour(const OrderLayer::Item &item, const std::vector<QColor> &colours)
{
    const int k = item.mark.kingdom;
    return k >= 0 && k < static_cast<int>(colours.size()) ? colours[static_cast<size_t>(k)]
                                                          : QColor(Qt::gray);
}

bool failed(const OrderLayer::Item &item)
{
    return item.mark.outcome != OrderMark::Outcome::CarriedOut;
}

QString tagText(const OrderMark &m)
{
    return actionTag(m.action.kind, m.count);
}

/// The layer's badge font at `scale` (device pixels per scene unit): it follows the map within
/// bounds in screen pixels, so it stays readable zoomed out and does not swamp the map zoomed in.
QFont badgeFont(double scale, double pixelRatio)
{
    const double hexDevice = kS * scale;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    const double pixels = std::clamp(hexDevice * 0.4, 8.0 * pixelRatio, 15.0 * pixelRatio);
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    return font;
}

QString markerTagText(const OrderMark &m)
{
    return QStringLiteral("%1 %2").arg(m.action.number).arg(tagText(m));
}

/// Where a marker's tag is drawn (scene units): beside its area's army disc as large as the disc
/// is at `scale` (MapMarkers), one row per marker of the area, so neither hides the army count.
/// Drawing and hit tests both take it from here.
QRectF markerTagBox(const OrderLayer::Item &item, const QFontMetricsF &metrics, double scale)
{
    const double h = metrics.height() * 1.1; // a badge's height, device pixels
    const double w = std::max(h, metrics.horizontalAdvance(markerTagText(item.mark)) + 0.6 * h);
    const QPointF start =
        item.ring + QPointF(armyDiscRadius(scale) + kTagGap, item.row * h * 1.1 / scale);
    return QRectF(start - QPointF(0, h / 2 / scale), QSizeF(w / scale, h / scale));
}

/// A filled or open arrowhead at `tip` pointing along `dir`, `size` scene units long.
void drawHead(QPainter &p, QPointF tip, QPointF dir, double size, bool filled)
{
    const QPointF n = normal(dir);
    const QPointF back = tip - dir * size;
    QPolygonF head{back + n * size * 0.55, tip, back - n * size * 0.55};
    if (filled) {
        p.drawPolygon(head);
    } else {
        p.drawPolyline(head);
    }
}

} // namespace

OrderLayer::OrderLayer(const MapGeometry &geometry, const TurnOrderMarks &marks,
                       const std::vector<bool> &shown)
    : m_resolved(marks.resolved)
{
    const int areaCount = static_cast<int>(geometry.areas().size());
    auto valid = [areaCount](int a) { return a >= 0 && a < areaCount; };
    // Arrows run between the army discs (MapMarkers draws them a little below the anchor).
    auto anchor = [&geometry](int a) { return armyDiscCentre(geometry.area(a).anchor); };
    for (const OrderMark &m : marks.marks) {
        if (!kingdomShown(shown, m.kingdom))
            continue;
        Item item;
        item.mark = m;
        item.arrow = m.isMovement() && valid(m.action.source) && valid(m.action.target);
        if (!item.arrow && !valid(m.action.target))
            continue;
        m_items.push_back(std::move(item));
    }

    // Arrows between the same two areas (either way) fan out round their common line; the side
    // of each is taken from the pair's lower-indexed area, so opposite arrows part too.
    std::map<std::pair<int, int>, std::vector<size_t>> fans;
    for (size_t i = 0; i < m_items.size(); ++i) {
        const AreaAction &a = m_items[i].mark.action;
        if (m_items[i].arrow)
            fans[{std::min(a.source, a.target), std::max(a.source, a.target)}].push_back(i);
    }
    for (const auto &[pair, members] : fans) {
        const QPointF lo = anchor(pair.first), hi = anchor(pair.second);
        const QPointF side = normal(unit(hi - lo));
        const double n = static_cast<double>(members.size());
        for (size_t j = 0; j < members.size(); ++j) {
            Item &item = m_items[members[j]];
            const AreaAction &a = item.mark.action;
            const double offset = (static_cast<double>(j) - (n - 1) / 2) * kFanStep;
            const QPointF from = anchor(a.source), to = anchor(a.target);
            // A PASSAGE bends through its middle area (a curve whose midpoint is the via area's
            // anchor); the others bend by their place in the fan.
            QPointF control = (from + to) / 2 + side * 2 * offset;
            if (a.kind == ActionKind::Passage && valid(a.via))
                control = 2 * anchor(a.via) - (from + to) / 2 + side * 2 * offset;
            layArrow(item, from, control, to);
        }
    }

    // Markers: a tag beside the area, one row per marker on the same area.
    std::map<int, int> onArea;
    for (Item &item : m_items) {
        if (item.arrow)
            continue;
        const AreaAction &a = item.mark.action;
        // Right of the army disc, clear of the name above: here where it is at its smallest,
        // for hit tests; drawn beside the disc at the size it has at the scale drawn (draw()).
        item.row = onArea[a.target]++;
        item.tag = anchor(a.target) +
                   QPointF(armyDiscRadius(std::numeric_limits<double>::infinity()) + kTagGap, 0);
        item.ring = anchor(a.target);
        if ((a.kind == ActionKind::Retreat || a.kind == ActionKind::Ambush) && valid(a.location)) {
            QPainterPath path(item.tag);
            path.lineTo(anchor(a.location));
            item.path = path;
            item.head = anchor(a.location) - unit(anchor(a.location) - item.tag) * kEndGap;
            item.headDir = unit(anchor(a.location) - item.tag);
        }
    }

    // What an item may draw: its line, head and badges, or its tags (a few badges wide).
    for (Item &item : m_items) {
        const QRectF line =
            item.path.isEmpty() ? QRectF(item.tag, QSizeF(0, 0)) : item.path.boundingRect();
        item.bounds = line.adjusted(-kS, -kS, kS, kS) |
                      QRectF(item.tag, QSizeF(0, 0)).adjusted(-kS, -kS, 6 * kS, 3 * kS);
        if (!item.arrow)
            item.bounds |= QRectF(item.ring, QSizeF(0, 0)).adjusted(-kS, -kS, kS, kS);
        m_bounds |= item.bounds;
    }
}

std::vector<bool> OrderLayer::kingdomsShown(const Campaign &campaign, int turnIndex, Filter filter,
                                            int kingdom)
{
    const size_t n = campaign.kingdoms.size();
    if (filter == Filter::All || kingdom < 0 || static_cast<size_t>(kingdom) >= n)
        return {};
    std::vector<bool> shown(n, false);
    shown[static_cast<size_t>(kingdom)] = true;
    if (filter == Filter::Neighbours && turnIndex >= 0 &&
        turnIndex < static_cast<int>(campaign.turns.size())) {
        const TurnState &state = campaign.turns[static_cast<size_t>(turnIndex)].state;
        for (size_t a = 0; a < state.areas.size() && a < campaign.world.areas.size(); ++a) {
            if (state.areas[a].owner != kingdom)
                continue;
            for (int b : campaign.world.neighbours(static_cast<int>(a))) {
                const int owner = state.areas[static_cast<size_t>(b)].owner;
                if (owner >= 0 && static_cast<size_t>(owner) < n)
                    shown[static_cast<size_t>(owner)] = true;
            }
        }
    }
    return shown;
}

void OrderLayer::paint(QPainter &p, const QRectF &exposed, const std::vector<QColor> &colours,
                       double scale, double pixelRatio, MarkSet *drawn) const
{
    if (m_items.empty() || !m_bounds.intersects(exposed))
        return;
    if (drawn) {
        draw(p, exposed, colours, scale, pixelRatio, drawn);
        return;
    }
    // On a raster device at a plain scale, the whole layer is drawn once into an image and then
    // copied each frame: a turn's 1,600 arrows cost a full redraw only when the zoom changes.
    // Beyond kMaxCachePixels (a large export) it is drawn directly, only what `exposed` shows.
    const QTransform t = p.combinedTransform();
    const QSizeF device = m_bounds.size() * scale;
    const QPaintEngine *engine = p.paintEngine();
    if (engine && engine->type() == QPaintEngine::Raster && t.type() <= QTransform::TxScale &&
        device.width() * device.height() <= kMaxCachePixels) {
        if (m_cache.isNull() || m_cacheScale != scale || m_cachePixelRatio != pixelRatio ||
            m_cacheColours != colours) {
            m_cache = QImage(QSize(static_cast<int>(std::ceil(device.width())) + 1,
                                   static_cast<int>(std::ceil(device.height())) + 1),
                             QImage::Format_ARGB32_Premultiplied);
            m_cache.fill(Qt::transparent);
            QPainter cached(&m_cache);
            cached.scale(scale, scale);
            cached.translate(-m_bounds.topLeft());
            draw(cached, m_bounds, colours, scale, pixelRatio, nullptr);
            m_cacheScale = scale;
            m_cachePixelRatio = pixelRatio;
            m_cacheColours = colours;
        }
        // Only the part the frame exposes is copied.
        const QPoint origin = t.map(m_bounds.topLeft()).toPoint();
        const QRect target = t.mapRect(exposed.intersected(m_bounds)).toAlignedRect();
        p.save();
        p.resetTransform();
        p.drawImage(target, m_cache, target.translated(-origin));
        p.restore();
        return;
    }
    draw(p, exposed, colours, scale, pixelRatio, nullptr);
}

OrderLayer OrderLayer::sample(const OrderMark &mark, bool resolved, QPointF from, QPointF to)
{
    OrderLayer layer;
    layer.m_resolved = resolved;
    Item item;
    item.mark = mark;
    item.arrow = mark.isMovement();
    if (item.arrow) {
        // Without the gaps the map leaves round its army discs: the swatch has none.
        QPainterPath path(from);
        path.lineTo(to);
        item.path = path;
        item.start = from;
        item.head = to;
        item.headDir = unit(to - from);
        item.badge = from;
        item.countAt = (from + to) / 2;
        item.ring = to;
    } else {
        item.tag = from;
        item.ring =
            from - QPointF(armyDiscRadius(std::numeric_limits<double>::infinity()) + kTagGap, 0);
    }
    item.bounds = QRectF(from, to).normalized().adjusted(-2 * kS, -2 * kS, 6 * kS, 2 * kS);
    layer.m_bounds = item.bounds;
    layer.m_items.push_back(std::move(item));
    return layer;
}

void OrderLayer::noteMarks(MarkSet &marks) const
{
    for (const Item &item : m_items) {
        const ActionKind k = item.mark.action.kind;
        marks.add(MapMark::OrderKind, static_cast<int>(k));
        marks.add(MapMark::OrderRound);
        if (item.mark.kingdom >= 0 && !(failed(item) && !m_resolved))
            marks.add(MapMark::Kingdom, item.mark.kingdom);
        if (item.arrow && item.mark.count > 0)
            marks.add(MapMark::OrderCount);
        if (failed(item))
            marks.add(m_resolved ? MapMark::OrderFailed : MapMark::OrderRefused);
        if (!m_resolved || item.path.isEmpty())
            continue;
        if (item.arrow && isAttack(k) &&
            (failed(item) || item.mark.result == AreaBattleResult::Repulsed ||
             item.mark.result == AreaBattleResult::AttackerWipedOut))
            marks.add(MapMark::OrderStopped);
        if (item.mark.result == AreaBattleResult::Captured)
            marks.add(MapMark::OrderCaptured);
    }
}

void OrderLayer::draw(QPainter &p, const QRectF &exposed, const std::vector<QColor> &colours,
                      double scale, double pixelRatio, MarkSet *drawn) const
{
    auto noted = [drawn](MapMark mark, int index = -1) {
        if (drawn)
            drawn->add(mark, index);
    };
    // Sizes follow the map (an export at twice the scale has twice the arrows, like the markers)
    // within bounds in screen pixels, so the layer stays readable zoomed out and does not
    // swamp the map zoomed in. Computed in device pixels, drawn in scene units.
    const double hexDevice = kS * scale;
    const double px = pixelRatio / scale; // scene units per screen pixel
    const double hexPixels = hexDevice / pixelRatio;
    const bool heads = hexPixels >= 3;
    const bool badges = hexPixels >= 9;
    const double width = std::clamp(hexDevice * 0.1, 1.0 * pixelRatio, 5.0 * pixelRatio) / scale;
    const double headSize =
        std::clamp(hexDevice * 0.45, 6.0 * pixelRatio, 18.0 * pixelRatio) / scale;
    const QColor refused = QColor::fromRgb(0xff6e6e6e);
    const QColor casing = QColor::fromRgba(0xc8262626); // dark edges read on every fill

    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    const QFont font = badgeFont(scale, pixelRatio);
    const QFontMetricsF metrics(font);

    auto strokeStyle = [&](const Item &item) {
        const ActionKind k = item.mark.action.kind;
        const bool bad = failed(item) && !m_resolved;
        const double w = k == ActionKind::Assault || k == ActionKind::Overrun ? width * 1.6 : width;
        QPen pen(bad ? refused : markColour(item, colours), w, Qt::SolidLine, Qt::RoundCap,
                 Qt::RoundJoin);
        if (bad || k == ActionKind::Probe || k == ActionKind::Migrate)
            pen.setDashPattern({4, 2.5});
        else if (atSea(k))
            pen.setDashPattern({1, 1.8});
        else if (k == ActionKind::Raid)
            pen.setDashPattern({5, 1.5, 1, 1.5});
        if (!item.arrow) {
            pen.setWidthF(width * 0.7);
            pen.setDashPattern({2, 2});
        }
        return pen;
    };

    // Casing first, under every line: arrows cross other kingdoms' colours and each other.
    for (const Item &item : m_items) {
        if (item.path.isEmpty() || !item.bounds.intersects(exposed))
            continue;
        QPen pen = strokeStyle(item);
        pen.setColor(casing);
        pen.setStyle(Qt::SolidLine);
        pen.setWidthF(pen.widthF() + 1.5 * px);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(item.path);
    }
    for (const Item &item : m_items) {
        if (!item.bounds.intersects(exposed))
            continue;
        const ActionKind k = item.mark.action.kind;
        const QPen pen = strokeStyle(item);
        const QColor colour = pen.color();
        noted(MapMark::OrderKind, static_cast<int>(k));
        const bool grey = failed(item) && !m_resolved;
        if (!grey && item.mark.kingdom >= 0 && item.mark.kingdom < static_cast<int>(colours.size()))
            noted(MapMark::Kingdom, item.mark.kingdom);
        if (!item.path.isEmpty()) {
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawPath(item.path);
        }
        if (heads && !item.path.isEmpty()) {
            QPen headPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            p.setPen(headPen);
            p.setBrush(colour);
            const double size = headSize;
            const bool filled = isAttack(k) || atSea(k);
            if (item.arrow || k == ActionKind::Retreat) {
                drawHead(p, item.head, item.headDir, size, filled);
                if (k == ActionKind::Overrun)
                    drawHead(p, item.head - item.headDir * size * 0.8, item.headDir, size, filled);
            }
            if (returns(k) && item.arrow) {
                // The return tick: a small open head at the source, pointing home.
                const QPointF back = unit(item.start - item.path.pointAtPercent(0.1));
                p.setBrush(Qt::NoBrush);
                drawHead(p, item.start, back, size * 0.8, false);
            }
            if (m_resolved && item.arrow && isAttack(k) &&
                (failed(item) || item.mark.result == AreaBattleResult::Repulsed ||
                 item.mark.result == AreaBattleResult::AttackerWipedOut)) {
                // Stopped: a bar across the head.
                const QPointF n = normal(item.headDir) * size * 0.9;
                p.setPen(
                    QPen(QColor::fromRgb(0xff202020), width * 1.4, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(item.head + item.headDir * size * 0.3 + n,
                           item.head + item.headDir * size * 0.3 - n);
                noted(MapMark::OrderStopped);
            }
            if (m_resolved && item.mark.result == AreaBattleResult::Captured) {
                p.setPen(QPen(colour, width * 1.2));
                p.setBrush(Qt::NoBrush);
                p.drawEllipse(item.ring, 0.8 * kS, 0.8 * kS);
                noted(MapMark::OrderCaptured);
            }
        }
        if (!badges)
            continue;
        // A badge centred on `at`, or (leftAligned) starting there: in device pixels.
        auto badge = [&](QPointF at, const QString &text, const QColor &fill, bool round,
                         bool leftAligned = false) {
            const double h = metrics.height() * 1.1;
            const double w = std::max(h, metrics.horizontalAdvance(text) + 0.6 * h);
            p.save();
            p.translate(at);
            p.scale(1 / scale, 1 / scale);
            const QRectF box(leftAligned ? 0 : -w / 2, -h / 2, w, h);
            p.setPen(QPen(QColor::fromRgb(0xff303030), pixelRatio));
            p.setBrush(fill);
            if (round)
                p.drawEllipse(QRectF(-h / 2, -h / 2, h, h));
            else
                p.drawRoundedRect(box, h / 3, h / 3);
            p.setFont(font);
            p.setPen(MapPalette::textOn(fill));
            p.drawText(box, Qt::AlignCenter, text);
            p.restore();
        };
        const QColor fill = failed(item) && !m_resolved ? refused : markColour(item, colours);
        const QColor warning = QColor::fromRgb(0xffffd23f);
        const MapMark warned = m_resolved ? MapMark::OrderFailed : MapMark::OrderRefused;
        if (item.arrow) {
            badge(item.badge, QString::number(item.mark.action.number), QColor(Qt::white), true);
            noted(MapMark::OrderRound);
            if (item.mark.count > 0) {
                badge(item.countAt, QString::number(item.mark.count), fill, false);
                noted(MapMark::OrderCount);
            }
            if (failed(item)) {
                badge(item.head - item.headDir * 1.6 * headSize, QStringLiteral("!"), warning,
                      true);
                noted(warned);
            }
        } else {
            // The tag starts with the order's round ("4 +2").
            const QRectF box = markerTagBox(item, metrics, scale);
            const QPointF start(box.left(), box.center().y());
            badge(start, markerTagText(item.mark), fill, false, true);
            noted(MapMark::OrderRound);
            if (failed(item)) {
                badge(QPointF(box.right() + 0.7 * box.height(), start.y()), QStringLiteral("!"),
                      warning, true);
                noted(warned);
            }
        }
    }
    p.restore();
}

int OrderLayer::itemAt(QPointF at, double tolerance, double scale, double pixelRatio) const
{
    const QRectF probe(at - QPointF(tolerance, tolerance), QSizeF(2 * tolerance, 2 * tolerance));
    const QFontMetricsF metrics(badgeFont(scale, pixelRatio));
    for (int i = static_cast<int>(m_items.size()) - 1; i >= 0; --i) {
        const Item &item = m_items[static_cast<size_t>(i)];
        if (!item.arrow && markerTagBox(item, metrics, scale).intersects(probe))
            return i;
        if (item.path.isEmpty())
            continue;
        QPainterPathStroker stroker;
        stroker.setWidth(2 * tolerance);
        if (stroker.createStroke(item.path).intersects(probe))
            return i;
    }
    return -1;
}

QRectF OrderLayer::tagBox(const Item &item, double scale, double pixelRatio)
{
    return item.arrow ? QRectF()
                      : markerTagBox(item, QFontMetricsF(badgeFont(scale, pixelRatio)), scale);
}

QString OrderLayer::describe(const Item &item, const Campaign &campaign, bool resolved)
{
    const auto tr = [](const char *text) {
        return QCoreApplication::translate("OrderLayer", text);
    };
    const OrderMark &m = item.mark;
    const QString who = m.kingdom >= 0 && m.kingdom < static_cast<int>(campaign.kingdoms.size())
                            ? campaign.kingdoms[static_cast<size_t>(m.kingdom)].id
                            : QString();
    QString text = who + QStringLiteral(": ") + formatAction(m.action, campaign.world);
    const LogContext context = LogContext::of(campaign);
    switch (m.outcome) {
    case OrderMark::Outcome::CarriedOut:
        if (m.result)
            text += QStringLiteral(" — ") + QString(enumName(*m.result));
        else if (resolved)
            text += tr(" — carried out");
        break;
    case OrderMark::Outcome::Refused:
        text += (resolved ? tr(" — failed: ") : tr(" — the engine would refuse it: ")) +
                (m.failure ? failureSentence(*m.failure, context) : QString());
        if (!m.rule.isEmpty())
            text += QStringLiteral(" (%1)").arg(m.rule);
        break;
    case OrderMark::Outcome::NotCarriedOut:
        text += resolved ? tr(" — not carried out") : tr(" — its sheet would be refused");
        break;
    }
    return text;
}

} // namespace muster
