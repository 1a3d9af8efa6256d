#include "render/export/MapExporter.h"

#include "model/Campaign.h"
#include "render/export/ExportedTurn.h"
#include "render/export/HexRuler.h"
#include "render/export/MapLegend.h"
#include "render/export/PngBandWriter.h"
#include "render/map/MapMarks.h"
#include "render/map/MarchLayer.h"
#include "render/map/OrderLayer.h"
#include "render/map/PlayerHexLayer.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <optional>

namespace muster {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("MapExporter", text);
}

QRectF regionOf(const MapRenderer &renderer, const MapExportOptions &o)
{
    const QRectF whole = renderer.sceneBounds();
    return o.region.isEmpty() ? whole : o.region.intersected(whole);
}

/// The marks of the part of the map `o` exports (its region), as its legend lists them.
MarkSet partMarksOf(const MapRenderer &renderer, const MapExportOptions &o, const TurnState &state)
{
    const MapPart part = mapPartIn(renderer.campaign(), renderer.geometry(), regionOf(renderer, o));
    return marksOnMap(renderer.campaign(), state, o.map, &part);
}

/// The layout of `o`'s export of a map of `state`. Without a state the legend is left out: for
/// what lies above it (the map's place, the title), which the legend does not move.
ExportLayout layoutOf(const MapRenderer &renderer, const MapExportOptions &o,
                      const TurnState *state)
{
    const QRectF region = regionOf(renderer, o);
    static const TurnState none;
    // A part of the map lists in its legend what that part shows.
    std::optional<MarkSet> partMarks;
    if (state && o.legend && region != renderer.sceneBounds())
        partMarks = partMarksOf(renderer, o, *state);
    return exportLayout(renderer.campaign(), state ? *state : none, o.map,
                        std::ceil(region.width() * o.scale), std::ceil(region.height() * o.scale),
                        o.title, o.legend && state, 0, o.legendRows,
                        partMarks ? &*partMarks : nullptr);
}

QSize sizeOf(const ExportLayout &l)
{
    return QSize(static_cast<int>(l.width),
                 static_cast<int>(std::ceil(l.legendTop() + l.legendHeight)));
}

/// Calls `paint` with the painter clipped to the part of the map inside `clip` (device units)
/// and transformed to scene units, and the scene rect that part shows.
void inMap(QPainter &p, const MapRenderer &renderer, const MapExportOptions &o,
           const ExportLayout &l, const QRectF &clip,
           const std::function<void(const QRectF &exposed)> &paint)
{
    const QRectF region = regionOf(renderer, o);
    const QRectF mapClip = clip.intersected(l.mapRect);
    if (mapClip.isEmpty())
        return;
    p.save();
    p.setClipRect(mapClip);
    p.translate(l.mapRect.topLeft());
    p.scale(o.scale, o.scale);
    p.translate(-region.topLeft());
    paint(QRectF(region.left() + (mapClip.left() - l.mapRect.left()) / o.scale,
                 region.top() + (mapClip.top() - l.mapRect.top()) / o.scale,
                 mapClip.width() / o.scale, mapClip.height() / o.scale));
    p.restore();
}

/// A failure of the export to `path` (none: an image in memory), as "path: message".
Failed failedAt(const QString &path, const QString &message)
{
    return failed(Problem{path, 0, {}, message});
}

/// The turn `o` draws, or a failure naming `path` (when given) if it cannot be read.
Result<std::shared_ptr<const TurnRecord>> turnOf(const MapRenderer &renderer,
                                                 const MapExportOptions &o, const QString &path)
{
    auto turn = exportedTurn(renderer.campaign(), o.turn);
    if (!turn)
        return failedAt(path, turn.message());
    return turn;
}

/// Paints the whole export (title, map, legend) of `turn` in device units; `clip` limits the map
/// work to what a band shows.
void paintExport(QPainter &p, const MapRenderer &renderer, const MapExportOptions &o,
                 const TurnRecord &turn, const ExportLayout &l, const QRectF &clip)
{
    // Title and legend only where they can reach into the clip (a line of text more, for
    // letters overhanging their band): most bands and parts of a band show neither.
    const double reach = l.fontPixels;
    if (clip.intersects(QRectF(0, -reach, l.width, l.titleHeight + 2 * reach)))
        paintTitle(p, renderer.campaign(), turn.number, l, o.titleSuffix, o.titleTurn);
    if (l.ruler > 0) {
        paintHexRuler(p, renderer, regionOf(renderer, o), o.scale, l);
        if (o.map.drawn)
            o.map.drawn->add(MapMark::HexRuler);
    }
    inMap(p, renderer, o, l, clip,
          [&](const QRectF &exposed) { renderer.paint(p, exposed, turn.state, o.map); });
    if (clip.intersects(QRectF(0, l.legendTop() - reach, l.width, l.legendHeight + 2 * reach)))
        paintLegend(p, renderer.campaign(), l);
}

/// Reports progress; a failure saying so when the GM cancelled.
Result<void> reportProgress(const MapExportOptions &o, const QString &path, int done, int total)
{
    if (!o.progress || o.progress(done, total))
        return {};
    return failed(tr("Export of %1 cancelled; no file was written.").arg(path));
}

int bandRowsFor(const MapExportOptions &o, QSize size)
{
    // About 8 MB per band: small against the whole image, large enough that each band's
    // per-paint work (finding chunks, setting up the painter) stays a small part.
    const qint64 bytesPerRow = qint64(size.width()) * 4;
    return o.bandRows > 0 ? o.bandRows
                          : static_cast<int>(std::clamp<qint64>((8 << 20) / bytesPerRow, 16, 4096));
}

/// Paints `clip` (image pixels, inside the band's rows) of the band whose first row is image row
/// `top`, on white. Whole bands paint title and legend unclipped, as they always have; a part of
/// a band clips them too.
void paintBand(QImage &band, int top, const QRectF &clip, bool wholeBand,
               const MapRenderer &renderer, const MapExportOptions &o, const TurnRecord &turn,
               const ExportLayout &l)
{
    if (wholeBand)
        band.fill(Qt::white);
    QPainter p(&band);
    p.translate(0, -top);
    if (!wholeBand) {
        p.setClipRect(clip);
        p.fillRect(clip, Qt::white);
    }
    paintExport(p, renderer, o, turn, l, clip);
}

/// Renders the PNG export band by band, handing each band and its rows to `take`; a failure when
/// the turn cannot be read, a band cannot be allocated, `take` fails or the GM cancelled.
Result<void> renderBands(const MapRenderer &renderer, const QString &path,
                         const MapExportOptions &o,
                         const std::function<Result<void>(const QImage &band, int rows)> &take)
{
    const auto turn = turnOf(renderer, o, path);
    if (!turn)
        return failed(turn.problems());
    const ExportLayout l = layoutOf(renderer, o, &(*turn)->state);
    const QSize size = sizeOf(l);
    QImage band(size.width(), std::min(bandRowsFor(o, size), size.height()), QImage::Format_RGB32);
    if (band.isNull())
        return failedAt(path, tr("not enough memory for an image %1 px wide").arg(size.width()));
    if (auto going = reportProgress(o, path, 0, size.height()); !going)
        return going;
    for (int top = 0; top < size.height(); top += band.height()) {
        const int rows = std::min(band.height(), size.height() - top);
        paintBand(band, top, QRectF(0, top, size.width(), rows), true, renderer, o, **turn, l);
        if (auto taken = take(band, rows); !taken)
            return taken;
        if (auto going = reportProgress(o, path, top + rows, size.height()); !going)
            return going;
    }
    return {};
}

Result<void> exportPng(const MapRenderer &renderer, const QString &path, const MapExportOptions &o)
{
    const QSize size = exportImageSize(renderer, o);
    PngBandWriter writer(path, size.width(), size.height());
    if (!writer.isOk())
        return failed(writer.error());
    // On failure or cancel the writer's temporary file is removed, the target never touched.
    auto drawn = renderBands(renderer, path, o, [&](const QImage &band, int rows) -> Result<void> {
        if (writer.writeRows(band, rows))
            return {};
        return failed(writer.error());
    });
    if (!drawn)
        return drawn;
    if (!writer.finish())
        return failed(writer.error());
    return {};
}

/// Paints the export of one page (SVG, PDF) on `device`, named `path`, after the progress
/// before it; a failure naming the file when the painter cannot draw on it.
Result<void> paintOnePage(QPaintDevice &device, const MapRenderer &renderer, const QString &path,
                          const MapExportOptions &o, const TurnRecord &turn, const ExportLayout &l)
{
    if (auto going = reportProgress(o, path, 0, 1); !going)
        return going;
    QPainter p;
    if (!p.begin(&device))
        return failed(tr("Cannot write %1").arg(path));
    paintExport(p, renderer, o, turn, l, QRectF(QPointF(0, 0), sizeOf(l)));
    if (!p.end())
        return failed(tr("Cannot write %1").arg(path));
    return {};
}

Result<void> exportSvg(const MapRenderer &renderer, const QString &path, const MapExportOptions &o)
{
    const auto turn = turnOf(renderer, o, path);
    if (!turn)
        return failed(turn.problems());
    const ExportLayout l = layoutOf(renderer, o, &(*turn)->state);
    const QSize size = sizeOf(l);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(renderer.campaign().name);
    svg.setDescription(tr("Map exported by Muster"));
    return paintOnePage(svg, renderer, path, o, **turn, l);
}

Result<void> exportPdf(const MapRenderer &renderer, const QString &path, const MapExportOptions &o)
{
    const auto turn = turnOf(renderer, o, path);
    if (!turn)
        return failed(turn.problems());
    const ExportLayout l = layoutOf(renderer, o, &(*turn)->state);
    const QSize size = sizeOf(l);
    QPdfWriter pdf(path);
    // One page the size of the image, one point per device unit: vectors stay sharp at any zoom.
    pdf.setResolution(72);
    pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(renderer.campaign().name);
    pdf.setCreator(QStringLiteral("Muster"));
    return paintOnePage(pdf, renderer, path, o, **turn, l);
}
} // namespace

std::optional<ImageFormat> imageFormatFor(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ImageFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ImageFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ImageFormat::Pdf;
    return std::nullopt;
}

QSize exportImageSize(const MapRenderer &renderer, const MapExportOptions &options)
{
    const auto turn = turnOf(renderer, options, QString());
    return sizeOf(layoutOf(renderer, options, turn ? &(*turn)->state : nullptr));
}

int exportLegendRows(const MapRenderer &renderer, const MapExportOptions &options,
                     const TurnState &state)
{
    return exportLegendRows(renderer, options, marksOnMap(renderer.campaign(), state, options.map));
}

int exportLegendRows(const MapRenderer &renderer, const MapExportOptions &options,
                     const MarkSet &marks)
{
    const QRectF region = regionOf(renderer, options);
    return options.legend ? exportLegendRows(renderer.campaign(), marks, options.map,
                                             std::ceil(region.width() * options.scale))
                          : 0;
}

Result<void> exportMapImage(const MapRenderer &renderer, const QString &path,
                            const MapExportOptions &options)
{
    if (!(options.scale > 0) || options.scale > 100)
        return failedAt(path, tr("the scale must be above 0 and at most 100"));
    if (const std::optional<ImageFormat> format = imageFormatFor(path)) {
        switch (*format) {
        case ImageFormat::Png:
            return exportPng(renderer, path, options);
        case ImageFormat::Svg:
            return exportSvg(renderer, path, options);
        case ImageFormat::Pdf:
            return exportPdf(renderer, path, options);
        }
    }
    return failedAt(path, tr("unknown image format; use .png, .svg or .pdf"));
}

Result<QImage> renderExportImage(const MapRenderer &renderer, const MapExportOptions &options)
{
    const QSize size = exportImageSize(renderer, options);
    QImage image(size, QImage::Format_RGB32);
    if (image.isNull())
        return failed(tr("Not enough memory for an image of %1 x %2 px")
                          .arg(size.width())
                          .arg(size.height()));
    int at = 0;
    auto drawn = renderBands(renderer, QString(), options,
                             [&](const QImage &band, int rows) -> Result<void> {
                                 for (int y = 0; y < rows; ++y)
                                     std::memcpy(image.scanLine(at + y), band.constScanLine(y),
                                                 static_cast<size_t>(image.bytesPerLine()));
                                 at += rows;
                                 return {};
                             });
    if (!drawn)
        return failed(drawn.problems());
    return image;
}

void repaintExportImage(QImage &image, const MapRenderer &renderer, const MapExportOptions &options,
                        const std::vector<QRect> &rects)
{
    const auto turn = turnOf(renderer, options, QString());
    if (!turn)
        return; // an image of a turn in memory only (a pack's): nothing to read, nothing fails
    const ExportLayout l = layoutOf(renderer, options, &(*turn)->state);
    const int bandRows = std::min(bandRowsFor(options, image.size()), image.height());
    // A band of the export's own height, so that every part is painted on the device and with
    // the transform its band had in the full render.
    QImage band(image.width(), bandRows, QImage::Format_RGB32);
    // The legend's text, cut by a clip, would not come out quite as it does whole: it is kept
    // (repaintExportLegend paints it whole), and only the row it shares with the map's last one
    // is painted again.
    const int bottom =
        l.legendHeight > 0 ? static_cast<int>(std::floor(l.mapRect.bottom())) + 1 : image.height();
    const QRect limit(0, 0, image.width(), std::min(bottom, image.height()));
    // The ruler is the same for every state and sight too: with one, only the title band and
    // the map (which then starts on a whole pixel) are painted again.
    const QRect title(0, 0, image.width(), static_cast<int>(l.mapRect.top() - l.ruler));
    std::vector<QRect> parts;
    for (const QRect &r : rects) {
        if (l.ruler <= 0) {
            parts.push_back(r.intersected(limit));
            continue;
        }
        parts.push_back(r.intersected(title));
        parts.push_back(r.intersected(l.mapRect.toAlignedRect()));
    }
    for (const QRect &rect : parts) {
        if (rect.isEmpty())
            continue;
        for (int top = rect.top() / bandRows * bandRows; top <= rect.bottom(); top += bandRows) {
            const QRect bandRect(0, top, image.width(), std::min(bandRows, image.height() - top));
            const QRect part = rect.intersected(bandRect);
            if (part.isEmpty())
                continue;
            paintBand(band, top, part, false, renderer, options, **turn, l);
            const size_t bytes = static_cast<size_t>(part.width()) * 4;
            for (int y = part.top(); y <= part.bottom(); ++y)
                std::memcpy(image.scanLine(y) + part.left() * 4,
                            band.constScanLine(y - top) + part.left() * 4, bytes);
        }
    }
}

void repaintExportLegend(QImage &image, const MapRenderer &renderer,
                         const MapExportOptions &options)
{
    const auto turn = turnOf(renderer, options, QString());
    if (!turn)
        return;
    const ExportLayout l = layoutOf(renderer, options, &(*turn)->state);
    if (l.legendHeight <= 0 || sizeOf(l) != image.size())
        return;
    // The legend's rows are painted as a whole band paints them: white, then the legend without
    // a clip (its text under one would not come out as it does whole). Nothing else of the
    // export reaches below the first row the legend has to itself.
    const int first = static_cast<int>(std::ceil(l.legendTop()));
    const int bandRows = std::min(bandRowsFor(options, image.size()), image.height());
    QImage band(image.width(), bandRows, QImage::Format_RGB32);
    const size_t bytes = static_cast<size_t>(image.bytesPerLine());
    for (int top = first / bandRows * bandRows; top < image.height(); top += bandRows) {
        const int rows = std::min(bandRows, image.height() - top);
        for (int y = 0; y < rows; ++y)
            std::memcpy(band.scanLine(y), image.constScanLine(top + y), bytes);
        for (int y = std::max(first, top); y < top + rows; ++y)
            std::fill_n(reinterpret_cast<QRgb *>(band.scanLine(y - top)), image.width(),
                        QColor(Qt::white).rgb());
        {
            QPainter p(&band);
            p.translate(0, -top);
            paintLegend(p, renderer.campaign(), l);
        }
        for (int y = std::max(first, top); y < top + rows; ++y)
            std::memcpy(image.scanLine(y), band.constScanLine(y - top), bytes);
    }
}

void paintExportLayers(QImage &image, const MapRenderer &renderer, const MapExportOptions &options)
{
    std::vector<QRectF> scene;
    if (options.map.orders && !options.map.orders->isEmpty())
        scene.push_back(options.map.orders->bounds());
    if (options.map.marches && !options.map.marches->isEmpty())
        scene.push_back(options.map.marches->bounds());
    if (options.map.playerMarks && !options.map.playerMarks->isEmpty())
        scene.push_back(options.map.playerMarks->bounds());
    if (scene.empty())
        return;
    const ExportLayout l = layoutOf(renderer, options, nullptr);
    QRect reach;
    for (const QRect &r : exportPixelsOf(renderer, options, scene))
        reach |= r.adjusted(-1, -1, 1, 1); // the antialiased edge
    reach &= l.mapRect.toAlignedRect() & image.rect();
    if (reach.isEmpty())
        return;
    // Band by band, with the band's device and transform as the full render has them (as
    // repaintExportImage does); only the rows the layers reach go through the band.
    const int bandRows = std::min(bandRowsFor(options, image.size()), image.height());
    QImage band(image.width(), bandRows, QImage::Format_RGB32);
    const size_t bytes = static_cast<size_t>(image.bytesPerLine());
    for (int top = reach.top() / bandRows * bandRows; top <= reach.bottom(); top += bandRows) {
        const int first = std::max(top, reach.top());
        const int last = std::min({top + bandRows, image.height(), reach.bottom() + 1}) - 1;
        if (last < first)
            continue;
        for (int y = first; y <= last; ++y)
            std::memcpy(band.scanLine(y - top), image.constScanLine(y), bytes);
        {
            QPainter p(&band);
            p.translate(0, -top);
            inMap(p, renderer, options, l, QRectF(0, first, image.width(), last - first + 1),
                  [&](const QRectF &exposed) { renderer.paintLayers(p, exposed, options.map); });
        }
        for (int y = first; y <= last; ++y)
            std::memcpy(image.scanLine(y), band.constScanLine(y - top), bytes);
    }
}

std::vector<QRect> exportPixelsOf(const MapRenderer &renderer, const MapExportOptions &options,
                                  const std::vector<QRectF> &scene)
{
    const ExportLayout l = layoutOf(renderer, options, nullptr);
    const QRectF region = regionOf(renderer, options);
    std::vector<QRect> out;
    out.reserve(scene.size());
    for (const QRectF &r : scene)
        out.push_back(QRectF(l.mapRect.topLeft() + (r.topLeft() - region.topLeft()) * options.scale,
                             r.size() * options.scale)
                          .toAlignedRect());
    return out;
}

std::vector<RulerMark> exportRulerMarks(const MapRenderer &renderer,
                                        const MapExportOptions &options)
{
    return hexRulerMarks(renderer, regionOf(renderer, options), options.scale,
                         layoutOf(renderer, options, nullptr));
}

QRect exportTitleRect(const MapRenderer &renderer, const MapExportOptions &options)
{
    const ExportLayout l = layoutOf(renderer, options, nullptr);
    return QRectF(0, 0, l.width, l.titleHeight).toAlignedRect();
}

Result<void> writeExportPng(const QImage &image, const QString &path)
{
    PngBandWriter writer(path, image.width(), image.height());
    if (!writer.writeRows(image, image.height()) || !writer.finish())
        return failed(writer.error());
    return {};
}

} // namespace muster
