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
                        o.title, o.legend && state, 0, partMarks ? &*partMarks : nullptr);
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
    QImage image;
    int at = 0;
    auto drawn = renderBands(
        renderer, QString(), options, [&](const QImage &band, int rows) -> Result<void> {
            // An image of one band is that band, not a copy of it.
            if (at == 0 && rows == size.height() && band.height() == rows) {
                image = band;
                at = rows;
                return {};
            }
            if (image.isNull())
                image = QImage(size, QImage::Format_RGB32);
            if (image.isNull())
                return failed(tr("Not enough memory for an image of %1 x %2 px")
                                  .arg(size.width())
                                  .arg(size.height()));
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

QRectF exportMapRect(const MapRenderer &renderer, const MapExportOptions &options)
{
    // The legend's band is under the map: without the turn's state the map's place is the same.
    return layoutOf(renderer, options, nullptr).mapRect;
}

std::vector<RulerMark> exportRulerMarks(const MapRenderer &renderer,
                                        const MapExportOptions &options)
{
    return hexRulerMarks(renderer, regionOf(renderer, options), options.scale,
                         layoutOf(renderer, options, nullptr));
}

Result<void> writeExportPng(const QImage &image, const QString &path)
{
    PngBandWriter writer(path, image.width(), image.height());
    if (!writer.writeRows(image, image.height()) || !writer.finish())
        return failed(writer.error());
    return {};
}

} // namespace muster
