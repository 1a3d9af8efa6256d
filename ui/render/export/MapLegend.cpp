#include "render/export/MapLegend.h"

#include "model/Campaign.h"
#include "render/export/HexRuler.h"
#include "render/map/MapLegendItems.h"
#include "render/map/MapPalette.h"
#include "rules/RuleSystem.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <functional>

namespace muster {

namespace {
constexpr double kSwatchW = 2.3; // swatch, in font heights
constexpr double kSwatchH = 1.7;
constexpr double kEntryGap = 1.4;
constexpr double kRow = 2.1; // row height

QFont legendFont(double pixels, bool bold)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(std::max(1, static_cast<int>(std::lround(pixels))));
    f.setBold(bold);
    return f;
}

/// Flows the sections' titles and items into rows `width` wide; calls `place` for each with its
/// box (x, row top) and returns the number of rows. Each section starts on a new row.
int flow(const std::vector<LegendSection> &sections, double width, double px,
         const std::function<void(const LegendSection &, const LegendItem *, QRectF)> &place)
{
    const QFontMetricsF fm(legendFont(px, false)), bold(legendFont(px, true));
    int rows = 0;
    for (const LegendSection &section : sections) {
        double x = px;
        const double titleW = bold.horizontalAdvance(section.title) + px;
        place(section, nullptr, QRectF(x, rows * kRow * px, titleW, kRow * px));
        x += titleW + 0.6 * px;
        for (const LegendItem &item : section.items) {
            const double w = px * (kSwatchW + 0.4 + kEntryGap) + fm.horizontalAdvance(item.label);
            if (x + w > width && x > px) {
                ++rows;
                x = px + titleW + 0.6 * px;
            }
            place(section, &item, QRectF(x, rows * kRow * px, w, kRow * px));
            x += w;
        }
        ++rows;
    }
    return rows;
}
} // namespace

namespace {
double legendFontPixels(double mapWidth, double fontPixels)
{
    // Text scales with the image, within readable bounds.
    return fontPixels > 0 ? fontPixels : std::clamp(mapWidth / 80.0, 10.0, 72.0);
}

int rowsOf(const std::vector<LegendSection> &sections, double width, double px)
{
    return flow(sections, width, px, [](const LegendSection &, const LegendItem *, QRectF) {});
}
} // namespace

ExportLayout exportLayout(const Campaign &campaign, const TurnState &state, const MapOptions &map,
                          double mapWidth, double mapHeight, bool title, bool legend,
                          double fontPixels, const MarkSet *marks)
{
    ExportLayout l;
    l.width = mapWidth;
    l.map = map;
    l.fontPixels = legendFontPixels(mapWidth, fontPixels);
    if (title)
        l.titleHeight = 2.4 * l.fontPixels;
    if (map.hexRuler && ruleSystem(campaign).hasMarches()) {
        l.rulerFont = rulerFontPixels(l.fontPixels);
        l.ruler = rulerWidth(campaign.world.columns, campaign.world.rows, l.fontPixels);
        l.width = mapWidth + 2 * l.ruler;
    }
    if (legend) {
        l.legend =
            marks ? legendSections(campaign, *marks, map) : legendSections(campaign, state, map);
        const int rows = rowsOf(l.legend, l.width, l.fontPixels);
        l.legendHeight = (rows * kRow + 0.8) * l.fontPixels;
    }
    l.mapRect = l.ruler > 0
                    ? QRectF(l.ruler, std::ceil(l.titleHeight) + l.ruler, mapWidth, mapHeight)
                    : QRectF(0, l.titleHeight, mapWidth, mapHeight);
    return l;
}

void paintTitle(QPainter &p, const Campaign &campaign, int turn, const ExportLayout &l,
                const QString &suffix, const QString &turnName)
{
    if (l.titleHeight <= 0)
        return;
    const QRectF band(0, 0, l.width, l.titleHeight);
    p.fillRect(band, MapPalette::labelHalo());
    p.setPen(MapPalette::labelText());
    p.setFont(legendFont(l.fontPixels * 1.3, true));
    const QRectF text = band.adjusted(l.fontPixels, 0, -l.fontPixels, 0);
    p.drawText(
        text, Qt::AlignVCenter | Qt::AlignLeft,
        turnName.isEmpty()
            ? QCoreApplication::translate("MapLegend", "%1, turn %2").arg(campaign.name).arg(turn)
            : QCoreApplication::translate("MapLegend", "%1, %2").arg(campaign.name, turnName));
    if (!suffix.isEmpty())
        p.drawText(text, Qt::AlignVCenter | Qt::AlignRight, suffix);
}

void paintLegend(QPainter &p, const Campaign &campaign, const ExportLayout &l)
{
    if (l.legendHeight <= 0)
        return;
    const double px = l.fontPixels;
    const QRectF band(0, l.legendTop(), l.width, l.legendHeight);
    p.fillRect(band, MapPalette::labelHalo());
    const QFont font = legendFont(px, false), bold = legendFont(px, true);
    const double top = band.top() + 0.4 * px;
    flow(l.legend, l.width, px,
         [&](const LegendSection &section, const LegendItem *item, QRectF box) {
             box.translate(0, top);
             p.setPen(MapPalette::labelText());
             if (!item) {
                 p.setFont(bold);
                 p.drawText(box, Qt::AlignVCenter | Qt::AlignLeft, section.title);
                 return;
             }
             const QRectF swatch(box.left(), box.center().y() - kSwatchH * px / 2, kSwatchW * px,
                                 kSwatchH * px);
             paintLegendSwatch(p, *item, swatch, campaign, l.map);
             p.setPen(MapPalette::labelText());
             p.setFont(font);
             p.drawText(box.adjusted((kSwatchW + 0.4) * px, 0, 0, 0),
                        Qt::AlignVCenter | Qt::AlignLeft, item->label);
         });
}

} // namespace muster
