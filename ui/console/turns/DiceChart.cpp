#include "console/turns/DiceChart.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
/// A round step for the count axis: 1, 2 or 5 times a power of ten, about five steps high.
double axisStep(double top)
{
    const double raw = std::max(1.0, top / 5);
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw)
            return m * power;
    return 10 * power;
}
} // namespace

DiceChart::DiceChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("diceChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void DiceChart::setTally(const DiceTally &tally)
{
    m_tally = tally;
    update();
}

void DiceChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int line = fm.height();
    QString title = m_tally.name;
    if (m_tally.results > 0)
        title += tr(": %1 counted, chi-square %2 (%3), p = %4")
                     .arg(m_tally.results)
                     .arg(m_tally.chiSquare(), 0, 'f', 1)
                     .arg(degreesOfFreedomText(m_tally.degreesOfFreedom()))
                     .arg(m_tally.pValue(), 0, 'f', 3);
    p.setPen(palette().text().color());
    p.drawText(QRect(8, 4, width() - 16, line), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(title, Qt::ElideRight, width() - 16));
    const int n = static_cast<int>(m_tally.observed.size());
    if (n == 0 || m_tally.results == 0) {
        p.drawText(rect(), Qt::AlignCenter, tr("No dice of this kind were rolled."));
        return;
    }
    double top = 0;
    for (int i = 0; i < n; ++i)
        top = std::max({top, static_cast<double>(m_tally.observed[static_cast<size_t>(i)]),
                        i < static_cast<int>(m_tally.expected.size())
                            ? m_tally.expected[static_cast<size_t>(i)]
                            : 0.0});
    const double step = axisStep(top);
    top = std::ceil(top / step) * step;
    const int left = fm.horizontalAdvance(QString::number(top)) + 14;
    const QRect plot(left, 2 * line + 4, width() - left - 10, height() - 4 * line - 12);
    if (plot.width() < 20 || plot.height() < 20)
        return;
    const auto yOf = [&](double v) { return plot.bottom() - v / top * plot.height(); };
    // The count axis with its grid.
    p.setPen(QColor(220, 220, 220));
    for (double v = 0; v <= top + step / 2; v += step)
        p.drawLine(QPointF(plot.left(), yOf(v)), QPointF(plot.right(), yOf(v)));
    p.setPen(palette().text().color());
    for (double v = 0; v <= top + step / 2; v += step)
        p.drawText(QRectF(0, yOf(v) - line / 2.0, left - 6, line),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
    const double slot = static_cast<double>(plot.width()) / n;
    const QColor bar(70, 120, 180), fair(220, 110, 20);
    for (int i = 0; i < n; ++i) {
        const double x = plot.left() + i * slot;
        const double seen = static_cast<double>(m_tally.observed[static_cast<size_t>(i)]);
        const QRectF column(x + slot * 0.15, yOf(seen), slot * 0.7, plot.bottom() - yOf(seen));
        p.fillRect(column, bar);
        if (i < static_cast<int>(m_tally.expected.size())) {
            const double y = yOf(m_tally.expected[static_cast<size_t>(i)]);
            p.setPen(QPen(fair, 3));
            p.drawLine(QPointF(x + slot * 0.05, y), QPointF(x + slot * 0.95, y));
        }
        p.setPen(palette().text().color());
        p.drawText(QRectF(x, plot.bottom() + 2, slot, line), Qt::AlignCenter,
                   QString::number(m_tally.lowest + i));
    }
    p.setPen(palette().text().color());
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    // The legend under the results.
    const int y = plot.bottom() + line + 6;
    p.fillRect(QRect(plot.left(), y + 3, 14, line - 6), bar);
    const QString seenText = tr("times rolled");
    p.drawText(QPoint(plot.left() + 20, y + fm.ascent()), seenText);
    const int x2 = plot.left() + 40 + fm.horizontalAdvance(seenText);
    p.setPen(QPen(fair, 3));
    p.drawLine(x2, y + line / 2, x2 + 14, y + line / 2);
    p.setPen(palette().text().color());
    p.drawText(QPoint(x2 + 20, y + fm.ascent()),
               m_tally.forced > 0
                   ? tr("fair dice (%1 forced dice left out, R3)").arg(m_tally.forced)
                   : tr("fair dice"));
}

} // namespace muster
