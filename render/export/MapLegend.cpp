#include "export/MapLegend.h"

#include "map/MapPalette.h"
#include "model/Campaign.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kSwatch = 1.2; // swatch side, in font heights
constexpr double kEntryGap = 1.5;

QFont legendFont(double pixels, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

double entryWidth(const QFontMetricsF &fm, const QString &name, double px)
{
    return px * (kSwatch + 0.5 + kEntryGap) + fm.horizontalAdvance(name);
}
} // namespace

ExportLayout exportLayout(const Campaign &campaign, double mapWidth, double mapHeight, bool title,
                          bool legend)
{
    ExportLayout l;
    l.width = mapWidth;
    // Text scales with the image, within readable bounds.
    l.fontPixels = std::clamp(mapWidth / 60.0, 10.0, 96.0);
    if (title)
        l.titleHeight = 2.4 * l.fontPixels;
    if (legend && !campaign.kingdoms.empty()) {
        const QFontMetricsF fm(legendFont(l.fontPixels, false));
        int rows = 1;
        double x = l.fontPixels;
        for (const Kingdom &k : campaign.kingdoms) {
            const double w = entryWidth(fm, k.name, l.fontPixels);
            if (x + w > mapWidth && x > l.fontPixels) {
                ++rows;
                x = l.fontPixels;
            }
            x += w;
        }
        l.legendHeight = (rows * 2.0 + 0.6) * l.fontPixels;
    }
    l.mapRect = QRectF(0, l.titleHeight, mapWidth, mapHeight);
    return l;
}

void paintTitle(QPainter &p, const Campaign &campaign, const ExportLayout &l)
{
    if (l.titleHeight <= 0)
        return;
    const QRectF band(0, 0, l.width, l.titleHeight);
    p.fillRect(band, MapPalette::labelHalo());
    p.setPen(MapPalette::labelText());
    p.setFont(legendFont(l.fontPixels * 1.3, true));
    const int turn = campaign.turns.empty() ? 1 : campaign.current().number;
    p.drawText(
        band.adjusted(l.fontPixels, 0, -l.fontPixels, 0), Qt::AlignVCenter | Qt::AlignLeft,
        QCoreApplication::translate("MapLegend", "%1, turn %2").arg(campaign.name).arg(turn));
}

void paintLegend(QPainter &p, const Campaign &campaign, const ExportLayout &l)
{
    if (l.legendHeight <= 0)
        return;
    const double px = l.fontPixels;
    const QRectF band(0, l.mapRect.bottom(), l.width, l.legendHeight);
    p.fillRect(band, MapPalette::labelHalo());
    const QFont font = legendFont(px, false);
    const QFontMetricsF fm(font);
    p.setFont(font);
    double x = px;
    double y = band.top() + 0.6 * px;
    for (size_t k = 0; k < campaign.kingdoms.size(); ++k) {
        const QString &name = campaign.kingdoms[k].name;
        const double w = entryWidth(fm, name, px);
        if (x + w > l.width && x > px) {
            x = px;
            y += 2.0 * px;
        }
        const QColor colour = MapPalette::kingdom(campaign, static_cast<int>(k));
        p.setPen(QPen(MapPalette::labelText(), std::max(1.0, px / 12)));
        p.setBrush(colour);
        p.drawRect(QRectF(x, y, kSwatch * px, kSwatch * px));
        p.setPen(MapPalette::labelText());
        p.drawText(QRectF(x + (kSwatch + 0.5) * px, y - 0.2 * px, w, (kSwatch + 0.4) * px),
                   Qt::AlignVCenter | Qt::AlignLeft, name);
        x += w;
    }
}

} // namespace muster
