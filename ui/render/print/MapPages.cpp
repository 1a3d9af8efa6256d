#include "render/print/MapPages.h"

#include "model/Campaign.h"
#include "render/export/ExportedTurn.h"
#include "render/export/HexRuler.h"
#include "render/export/MapLegend.h"
#include "render/map/MapLabels.h"
#include "render/map/MapMarks.h"
#include "render/map/MapPalette.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace muster {

namespace {
constexpr double kMmPerInch = 25.4;
constexpr double kFontMm = 3.2;          // legend and title text on paper
constexpr double kScreenDpi = 96;        // MapOptions::pixelRatio 1 is a 96 dpi screen's pixel
constexpr double kPointsPerPixel = 0.75; // 72 points to the inch against 96 pixels

QString tr(const char *text)
{
    return QCoreApplication::translate("MapPages", text);
}

QString pageLabel(int column, int row)
{
    QString letters;
    for (int c = column; c >= 0; c = c / 26 - 1)
        letters.prepend(QChar(u'A' + c % 26));
    return letters + QString::number(row + 1);
}

QRectF regionOf(const MapRenderer &renderer, const PageSetup &setup)
{
    const QRectF whole = renderer.sceneBounds();
    return setup.region.isEmpty() ? whole : setup.region.intersected(whole);
}

/// How high the map's names are, in points, at `mmPerUnit` millimetres of paper per scene unit.
double labelPoints(double mmPerUnit)
{
    const double scale = mmPerUnit * kScreenDpi / kMmPerInch; // MapRenderer's scale on paper
    return labelUnits(scale) * scale * kPointsPerPixel;
}

/// Title and legend bands, and the ruler's, for a page `width` device units wide: the legend
/// lists what the printed part of the map shows.
ExportLayout bandsOf(const MapRenderer &renderer, const TurnState &state, const PageSetup &setup,
                     double width, double dotsPerMm)
{
    const Campaign &campaign = renderer.campaign();
    std::optional<MarkSet> marks;
    const QRectF region = regionOf(renderer, setup);
    if (setup.legend && region != renderer.sceneBounds()) {
        const MapPart part = mapPartIn(campaign, renderer.geometry(), region);
        marks = marksOnMap(campaign, state, setup.map, &part);
    }
    auto layout = [&](double mapWidth) {
        return exportLayout(campaign, state, setup.map, mapWidth, 0, setup.title, setup.legend,
                            kFontMm * dotsPerMm, marks ? &*marks : nullptr);
    };
    ExportLayout l = layout(width);
    // A ruler's bands go on both sides within the page.
    if (l.ruler > 0)
        l = layout(width - 2 * l.ruler);
    return l;
}

/// The map's place on a page of `paint` size (device units) under `l`'s bands.
QRectF mapAreaOf(const ExportLayout &l, QSizeF paint)
{
    const double r = l.ruler;
    return QRectF(r, std::ceil(l.titleHeight) + r, paint.width() - 2 * r,
                  paint.height() - std::ceil(l.titleHeight) - l.legendHeight - 2 * r);
}

/// The pages of `region` on a map area of `mapMm` millimetres; `key` when they are tiled.
std::vector<MapPage> plan(const MapRenderer &renderer, const PageSetup &setup, const QRectF &region,
                          QSizeF mapMm)
{
    const std::vector<MapPage> one{{pageLabel(0, 0), region}};
    if (mapMm.width() <= 0 || mapMm.height() <= 0 || region.isEmpty())
        return one;
    double unitsPerMm = 0;
    if (setup.minLabelPoints > 0) {
        const double fitted =
            std::min(mapMm.width() / region.width(), mapMm.height() / region.height());
        if (labelPoints(fitted) >= setup.minLabelPoints)
            return one;
        unitsPerMm = 1 / legibleMmPerUnit(setup.minLabelPoints);
    } else if (setup.tiled) {
        unitsPerMm = renderer.geometry().layout().width() / std::max(setup.hexMm, 1.0);
    } else {
        return one;
    }
    const QSizeF view(mapMm.width() * unitsPerMm, mapMm.height() * unitsPerMm);
    const double overlap =
        std::clamp(setup.overlapMm * unitsPerMm, 0.0, 0.5 * std::min(view.width(), view.height()));
    const QSizeF step(view.width() - overlap, view.height() - overlap);
    const int columns =
        std::max(1, static_cast<int>(std::ceil((region.width() - overlap) / step.width())));
    const int rows =
        std::max(1, static_cast<int>(std::ceil((region.height() - overlap) / step.height())));
    // By the legibility rule the pages are spread evenly over the map, overlapping by at least
    // the overlap asked for: the last page is not a sliver of the map's edge and what lies
    // beyond it. Tiled at a chosen hex size, they step by the page less the overlap.
    QSizeF spread = step;
    if (setup.minLabelPoints > 0) {
        if (columns > 1)
            spread.setWidth((region.width() - view.width()) / (columns - 1));
        if (rows > 1)
            spread.setHeight((region.height() - view.height()) / (rows - 1));
    }
    std::vector<MapPage> pages;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            pages.push_back(
                {setup.numbered ? QString::number(r * columns + c + 1) : pageLabel(c, r),
                 QRectF(region.left() + c * spread.width(), region.top() + r * spread.height(),
                        view.width(), view.height())});
    return pages;
}

/// The pages of a print and the bands they are drawn with.
struct PagePlan
{
    std::vector<MapPage> pages;
    ExportLayout bands;    // of every page of the map
    ExportLayout keyBands; // of the key page, with the legend
    bool key = false;
};

/// The plan of `setup` on pages of `paint` device units: with a key, the legend goes on the key
/// page alone when the map is tiled (a large world's legend would take half of every page), and
/// on the one page when it fits one.
PagePlan planOf(const MapRenderer &renderer, const PageSetup &setup, const TurnState &state,
                QSizeF paint, double dotsPerMm)
{
    PagePlan plan_;
    const QRectF region = regionOf(renderer, setup);
    plan_.bands = bandsOf(renderer, state, setup, paint.width(), dotsPerMm);
    plan_.bands.mapRect = mapAreaOf(plan_.bands, paint); // the legend's place under it
    plan_.pages = plan(renderer, setup, region, mapAreaOf(plan_.bands, paint).size() / dotsPerMm);
    if (!setup.key || plan_.pages.size() <= 1)
        return plan_;
    plan_.key = true;
    plan_.keyBands = plan_.bands;
    PageSetup noLegend = setup;
    noLegend.legend = false;
    plan_.bands = bandsOf(renderer, state, noLegend, paint.width(), dotsPerMm);
    plan_.bands.mapRect = mapAreaOf(plan_.bands, paint);
    plan_.pages = plan(renderer, setup, region, mapAreaOf(plan_.bands, paint).size() / dotsPerMm);
    return plan_;
}

/// Draws the key: the whole region fitted in `area`, each page's outline and label over it.
void paintKey(QPainter &p, const MapRenderer &renderer, const TurnState &state,
              const PageSetup &setup, const MapOptions &map, const QRectF &region,
              const std::vector<MapPage> &pages, const QRectF &area, double fontPixels)
{
    const double scale = std::min(area.width() / region.width(), area.height() / region.height());
    const QPointF origin = area.topLeft() + QPointF((area.width() - region.width() * scale) / 2,
                                                    (area.height() - region.height() * scale) / 2);
    auto onPage = [&](const QRectF &scene) {
        return QRectF(origin + (scene.topLeft() - region.topLeft()) * scale, scene.size() * scale);
    };
    p.save();
    if (!setup.keyImage.isNull()) {
        p.setRenderHint(QPainter::SmoothPixmapTransform, true);
        p.drawImage(onPage(region), setup.keyImage, setup.keyImageRect);
    } else {
        p.setClipRect(onPage(region));
        p.translate(origin);
        p.scale(scale, scale);
        p.translate(-region.topLeft());
        renderer.paint(p, region, state, map);
    }
    p.restore();
    p.save();
    QFont font = p.font();
    font.setPixelSize(std::max(1, static_cast<int>(2 * fontPixels)));
    font.setBold(true);
    p.setFont(font);
    for (const MapPage &page : pages) {
        const QRectF box = onPage(page.region).intersected(onPage(region));
        p.setPen(QPen(MapPalette::labelText(), std::max(1.0, fontPixels / 5)));
        p.setBrush(Qt::NoBrush);
        p.drawRect(box);
        const QRectF tag(box.center() - QPointF(1.6 * fontPixels, fontPixels),
                         QSizeF(3.2 * fontPixels, 2 * fontPixels));
        p.fillRect(tag, MapPalette::labelHalo());
        p.drawText(tag, Qt::AlignCenter, page.label);
    }
    p.restore();
}

Result<void> paintPages(QPainter &p, const MapRenderer &renderer, QPagedPaintDevice &device,
                        const PageSetup &setup, bool newPageFirst)
{
    const double dotsPerMm = device.logicalDpiX() / kMmPerInch;
    const QSizeF paint(device.width(), device.height()); // inside the margins, device units
    const auto read = exportedTurn(renderer.campaign(), setup.turn);
    if (!read)
        return failed(read.problems());
    const std::shared_ptr<const TurnRecord> turn = *read;
    const PagePlan planned = planOf(renderer, setup, turn->state, paint, dotsPerMm);
    const ExportLayout &l = planned.bands;
    const QRectF area = mapAreaOf(l, paint);
    const QRectF region = regionOf(renderer, setup);
    const std::vector<MapPage> &pages = planned.pages;
    const Campaign &campaign = renderer.campaign();
    MapOptions map = setup.map;
    // Drawn as an image of rasterDpi, a page's pixels are its device units scaled.
    const double pixelsPerUnit = setup.rasterDpi > 0 ? setup.rasterDpi / kMmPerInch / dotsPerMm : 0;
    map.pixelRatio = (setup.rasterDpi > 0 ? setup.rasterDpi : device.logicalDpiX()) / kScreenDpi;
    bool first = !newPageFirst;
    QImage image; // a page drawn at rasterDpi
    // Starts a page and draws its title, legend and `body` on it (device units): in vectors, or
    // as one image of the page at rasterDpi, text and all (a large world's map in vectors is
    // hundreds of megabytes, and text drawn in vectors on a PDF changes the outlines Qt gives
    // the next map's text).
    auto page = [&](const ExportLayout &bands, const QString &label,
                    const std::function<void(QPainter &)> &body) -> Result<void> {
        if (!first && !device.newPage())
            return failed(tr("Cannot start a new page"));
        first = false;
        auto draw = [&](QPainter &on) {
            // A page's label in place of the suffix: both would not fit a portrait page's title.
            paintTitle(on, campaign, turn->number, bands,
                       label.isEmpty() ? setup.titleSuffix : label, setup.titleTurn);
            paintLegend(on, campaign, bands);
            body(on);
        };
        if (pixelsPerUnit <= 0) {
            draw(p);
            return {};
        }
        // One image for every page: allocated once, its memory is not faulted in anew.
        if (image.isNull())
            image = QImage((paint * pixelsPerUnit).toSize(), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter on(&image);
        on.setRenderHint(QPainter::Antialiasing, true);
        on.scale(pixelsPerUnit, pixelsPerUnit);
        draw(on);
        on.end();
        p.drawImage(QRectF(QPointF(0, 0), paint), image);
        return {};
    };
    if (planned.key) {
        const int count = static_cast<int>(pages.size());
        const QString label =
            QCoreApplication::translate("MapPages", "key to the %n pages", nullptr, count);
        const QRectF keyArea = mapAreaOf(planned.keyBands, paint);
        const auto done = page(planned.keyBands, label, [&](QPainter &on) {
            paintKey(on, renderer, turn->state, setup, map, region, pages, keyArea,
                     planned.keyBands.fontPixels);
        });
        if (!done)
            return done;
    }
    // Tiled pages drawn as images are cut from one drawing of them all at their scale, when that
    // is not too large (PageSetup::mostSharedPixels): what pages overlap, and what every drawing
    // does anew (finding what shows, placing names), is drawn once. The pages show the same map
    // either way.
    QImage shared;
    QRectF sharedRegion;    // scene units
    double sharedScale = 0; // the shared drawing's pixels per scene unit
    if (pixelsPerUnit > 0 && pages.size() > 1) {
        for (const MapPage &shown : pages)
            sharedRegion |= shown.region;
        const QSizeF view = pages.front().region.size();
        sharedScale =
            std::min(area.width() / view.width(), area.height() / view.height()) * pixelsPerUnit;
        const QSize size(static_cast<int>(std::ceil(sharedRegion.width() * sharedScale)),
                         static_cast<int>(std::ceil(sharedRegion.height() * sharedScale)));
        if (!size.isEmpty() && qint64(size.width()) * size.height() <= setup.mostSharedPixels)
            shared = QImage(size, QImage::Format_RGB32);
        if (!shared.isNull()) {
            shared.fill(Qt::white);
            QPainter on(&shared);
            on.setRenderHint(QPainter::Antialiasing, true);
            on.scale(sharedScale, sharedScale);
            on.translate(-sharedRegion.topLeft());
            renderer.paint(on, sharedRegion, turn->state, map);
        }
    }
    for (size_t i = 0; i < pages.size(); ++i) {
        const MapPage &shown = pages[i];
        const QString label =
            pages.size() <= 1 ? QString()
            : setup.numbered
                ? tr("page %1 of %2").arg(i + 1).arg(pages.size())
                : tr("page %1 (%2 of %3)").arg(shown.label).arg(i + 1).arg(pages.size());
        const double scale =
            std::min(area.width() / shown.region.width(), area.height() / shown.region.height());
        // One page: centred. Tiled: every page at the same scale from its top left.
        const QSizeF drawn = shown.region.size() * scale;
        const QPointF origin = pages.size() > 1
                                   ? area.topLeft()
                                   : area.topLeft() + QPointF((area.width() - drawn.width()) / 2,
                                                              (area.height() - drawn.height()) / 2);
        ExportLayout onPage = l;
        onPage.mapRect = QRectF(origin, drawn).intersected(area);
        const auto done = page(l, label, [&](QPainter &on) {
            paintHexRuler(on, renderer, shown.region, scale, onPage);
            on.save();
            if (!shared.isNull()) {
                // Pixel for pixel: the page's pixels and the shared drawing's are at one scale.
                const QPointF at =
                    (onPage.mapRect.topLeft() - origin) / scale + shown.region.topLeft();
                const QRectF source((at - sharedRegion.topLeft()) * sharedScale,
                                    onPage.mapRect.size() / scale * sharedScale);
                on.setRenderHint(QPainter::SmoothPixmapTransform, false);
                on.drawImage(onPage.mapRect, shared, source);
                on.restore();
                return;
            }
            on.setClipRect(onPage.mapRect);
            on.translate(origin);
            on.scale(scale, scale);
            on.translate(-shown.region.topLeft());
            renderer.paint(on, shown.region, turn->state, map);
            on.restore();
        });
        if (!done)
            return done;
    }
    return {};
}
} // namespace

double legibleMmPerUnit(double points)
{
    // Names are drawn 10 to 30 scene units high (labelUnits), so the scale that makes them
    // `points` high lies between these two; the height grows with the scale, found by halving.
    const double pixels = points / kPointsPerPixel;
    double lo = pixels / 30, hi = pixels / 10; // MapRenderer scales
    for (int i = 0; i < 40; ++i) {
        const double mid = (lo + hi) / 2;
        (labelPoints(mid * kMmPerInch / kScreenDpi) >= points ? hi : lo) = mid;
    }
    return hi * kMmPerInch / kScreenDpi;
}

QPageSize::PageSizeId pageSizeOf(Paper paper)
{
    switch (paper) {
    case Paper::A4:
        return QPageSize::A4;
    case Paper::A3:
        return QPageSize::A3;
    case Paper::Letter:
        return QPageSize::Letter;
    }
    return QPageSize::A4;
}

QPageLayout pageLayoutOf(const PageSetup &setup)
{
    const double m = setup.marginMm;
    return QPageLayout(QPageSize(setup.paper), setup.orientation, QMarginsF(m, m, m, m),
                       QPageLayout::Millimeter);
}

std::vector<MapPage> planPages(const MapRenderer &renderer, const PageSetup &setup, QSizeF paintMm)
{
    // Bands measured in millimetres (one device unit per mm).
    // The legend lists the marks of the turn printed; a turn that cannot be read prints nothing
    // (paintMapPages says why), and is planned with the legend of an empty map.
    const auto turn = exportedTurn(renderer.campaign(), setup.turn);
    return planOf(renderer, setup, turn ? (*turn)->state : TurnState{}, paintMm, 1.0).pages;
}

Result<void> paintMapPages(const MapRenderer &renderer, QPagedPaintDevice &device,
                           const PageSetup &setup)
{
    if (const auto turn = exportedTurn(renderer.campaign(), setup.turn); !turn)
        return failed(turn.problems());
    QPainter p;
    if (!p.begin(&device))
        return failed(tr("Cannot draw on the printer or file"));
    if (auto painted = paintPages(p, renderer, device, setup, false); !painted)
        return painted;
    if (!p.end())
        return failed(tr("Cannot finish drawing on the printer or file"));
    return {};
}

Result<void> paintMapPagesAfter(QPainter &painter, const MapRenderer &renderer,
                                QPagedPaintDevice &device, const PageSetup &setup)
{
    return paintPages(painter, renderer, device, setup, true);
}

Result<void> exportMapPdfPages(const MapRenderer &renderer, const QString &path,
                               const PageSetup &setup)
{
    // A turn that cannot be read leaves no file behind, not even an empty one.
    if (const auto turn = exportedTurn(renderer.campaign(), setup.turn); !turn)
        return failed(Problem{path, 0, {}, turn.message()});
    QPdfWriter pdf(path);
    pdf.setResolution(300);
    pdf.setPageLayout(pageLayoutOf(setup));
    pdf.setTitle(renderer.campaign().name);
    pdf.setCreator(QStringLiteral("Muster"));
    // What keeps a painter from a PDF file is the file: the failure names it.
    if (const auto painted = paintMapPages(renderer, pdf, setup); !painted)
        return failed(Problem{path, 0, {}, painted.message()});
    return {};
}

} // namespace muster
