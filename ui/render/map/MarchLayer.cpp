#include "render/map/MarchLayer.h"

#include "render/map/MapGeometry.h"
#include "render/map/MapMarks.h"
#include "view/KingdomsShown.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPainter>

#include <cmath>
#include <map>

namespace muster {

namespace {
constexpr double kRadius = 11.0; // a battle or stop mark, scene units
const QColor kRed(200, 20, 30);

QString tr(const char *text)
{
    return QCoreApplication::translate("MarchLayer", text);
}

void paintStopSign(QPainter &p, QPointF at)
{
    QPolygonF octagon;
    for (int i = 0; i < 8; ++i) {
        const double a = (22.5 + 45.0 * i) * M_PI / 180.0;
        octagon << at + QPointF(kRadius * std::cos(a), kRadius * std::sin(a));
    }
    p.setPen(QPen(Qt::white, 1.5));
    p.setBrush(kRed);
    p.drawPolygon(octagon);
    p.fillRect(QRectF(at.x() - kRadius * 0.55, at.y() - 1.5, kRadius * 1.1, 3), Qt::white);
}

void paintBattleMark(QPainter &p, QPointF at)
{
    // Two crossed blades in a white disc.
    p.setPen(QPen(kRed, 1.5));
    p.setBrush(Qt::white);
    p.drawEllipse(at, kRadius, kRadius);
    QPen blade(kRed, 2.5);
    blade.setCapStyle(Qt::RoundCap);
    p.setPen(blade);
    const double d = kRadius * 0.55;
    p.drawLine(at + QPointF(-d, -d), at + QPointF(d, d));
    p.drawLine(at + QPointF(-d, d), at + QPointF(d, -d));
}

/// The day label beside a contact line's middle.
QRectF dayBox(const MarchLayer::Contact &c)
{
    const QPointF middle = (c.first + c.second) / 2;
    return QRectF(middle + QPointF(kRadius * 0.8, -8), QSizeF(52, 16));
}
} // namespace

MarchLayer::MarchLayer(const MapGeometry &geometry, const TurnMarchMarks &marks,
                       const std::vector<bool> &shown, Parts parts)
{
    const auto centre = [&geometry](Hex h) {
        return geometry.hexPolygon(h).boundingRect().center();
    };
    std::map<QString, int> kingdomOf;
    for (const MarchMark &m : marks.marches)
        kingdomOf[m.army] = m.kingdom;
    const auto armyShown = [&](const QString &army) {
        const auto k = kingdomOf.find(army);
        return k != kingdomOf.end() && kingdomShown(shown, k->second);
    };
    for (const MarchMark &m : marks.marches) {
        if (m.path.empty() || !kingdomShown(shown, m.kingdom) || (!parts.rests && m.marched == 0))
            continue;
        ++m_marches;
        // What the army marches, then (faded) the rest of its order.
        const auto split = static_cast<std::ptrdiff_t>(m.marched);
        if (m.marched > 0) {
            auto [line, days] = marchLine(m.start, {m.path.begin(), m.path.begin() + split},
                                          {m.days.begin(), m.days.begin() + split}, centre);
            m_lines.push_back({m.kingdom, std::move(line), std::move(days), false});
        }
        if (parts.rests && m.marched < m.path.size()) {
            const Hex from = m.marched == 0 ? m.start : m.path[m.marched - 1];
            auto [line, days] = marchLine(from, {m.path.begin() + split, m.path.end()},
                                          {m.days.begin() + split, m.days.end()}, centre);
            m_lines.push_back({m.kingdom, std::move(line), std::move(days), true});
        }
    }
    for (const MarchMeeting &b : marks.meetings)
        if (parts.events && (armyShown(b.attacker) || armyShown(b.defender)))
            m_meetings.push_back({centre(b.hex), tr("Battle %1 on day %2: %3 meets %4")
                                                     .arg(b.battle)
                                                     .arg(b.day)
                                                     .arg(b.attacker, b.defender)});
    for (const MarchContact &c : marks.contacts)
        if (parts.events && (armyShown(c.first) || armyShown(c.second)))
            m_contacts.push_back({centre(c.firstHex), centre(c.secondHex), c.day,
                                  tr("Contact at the end of day %1: %2 and %3 are within reach; "
                                     "the week stops here for daily orders (H2.4)")
                                      .arg(c.day)
                                      .arg(c.first, c.second)});
    const QMarginsF mark(2 * kRadius, 2 * kRadius, 2 * kRadius, 2 * kRadius);
    for (const Line &l : m_lines)
        m_bounds |= l.points.boundingRect().marginsAdded(mark);
    for (const Meeting &b : m_meetings)
        m_bounds |= QRectF(b.at, QSizeF(0, 0)).marginsAdded(mark);
    for (const Contact &c : m_contacts)
        m_bounds |= QRectF(c.first, c.second).normalized().marginsAdded(mark) | dayBox(c);
}

QString MarchLayer::describe(QPointF at, double tolerance) const
{
    const double reach = kRadius + tolerance;
    for (const Meeting &b : m_meetings)
        if (QLineF(at, b.at).length() <= reach)
            return b.text;
    for (const Contact &c : m_contacts)
        if (QLineF(at, c.first).length() <= reach || QLineF(at, c.second).length() <= reach ||
            dayBox(c).contains(at))
            return c.text;
    return {};
}

void MarchLayer::paint(QPainter &painter, const QRectF &exposed, const std::vector<QColor> &colours,
                       MarkSet *drawn) const
{
    if (isEmpty() || !m_bounds.intersects(exposed))
        return;
    auto noted = [drawn](MapMark mark, int index = -1) {
        if (drawn)
            drawn->add(mark, index);
    };
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The faded rests first, so a march that is marched shows over another's plan.
    for (const bool faded : {true, false})
        for (const Line &l : m_lines) {
            if (l.faded != faded ||
                !l.points.boundingRect().adjusted(-20, -20, 20, 20).intersects(exposed))
                continue;
            const auto k = static_cast<size_t>(l.kingdom);
            QColor colour = k < colours.size() ? colours[k].darker(140) : QColor(60, 60, 60);
            if (l.faded)
                colour.setAlpha(110);
            paintMarchLine(painter, l.points, l.days, colour);
            noted(l.faded ? MapMark::MarchPlanned : MapMark::March);
            if (k < colours.size())
                noted(MapMark::Kingdom, l.kingdom);
        }
    for (const Contact &c : m_contacts) {
        QPen line(kRed, 2.5, Qt::DashLine);
        line.setCosmetic(true);
        painter.setPen(line);
        painter.drawLine(c.first, c.second);
        paintStopSign(painter, c.first);
        paintStopSign(painter, c.second);
        QFont font = painter.font();
        font.setPointSizeF(7.5);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QPen(kRed, 1));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(dayBox(c), 3, 3);
        painter.drawText(dayBox(c), Qt::AlignCenter, tr("stop day %1").arg(c.day));
        noted(MapMark::MarchStop);
    }
    for (const Meeting &b : m_meetings) {
        paintBattleMark(painter, b.at);
        noted(MapMark::MarchBattle);
    }
    painter.restore();
}

void MarchLayer::noteMarks(MarkSet &marks) const
{
    for (const Line &l : m_lines) {
        marks.add(l.faded ? MapMark::MarchPlanned : MapMark::March);
        if (l.kingdom >= 0)
            marks.add(MapMark::Kingdom, l.kingdom);
    }
    if (!m_contacts.empty())
        marks.add(MapMark::MarchStop);
    if (!m_meetings.empty())
        marks.add(MapMark::MarchBattle);
}

void MarchLayer::paintSample(QPainter &painter, MapMark kind, QPointF centre, double hexSize,
                             const QColor &colour)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF from = centre - QPointF(1.3 * hexSize, 0),
                  to = centre + QPointF(1.3 * hexSize, 0);
    if (kind == MapMark::March || kind == MapMark::MarchPlanned) {
        QColor ink = colour.darker(140);
        if (kind == MapMark::MarchPlanned)
            ink.setAlpha(110);
        paintMarchLine(painter, QPolygonF{from, to}, {{to, 1}}, ink);
    } else if (kind == MapMark::MarchBattle) {
        paintBattleMark(painter, centre);
    } else if (kind == MapMark::MarchStop) {
        paintStopSign(painter, centre);
    }
    painter.restore();
}

} // namespace muster
