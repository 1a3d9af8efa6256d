#include "export/MapExporter.h"

#include "export/MapLegend.h"
#include "export/PngBandWriter.h"
#include "model/Campaign.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

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

ExportLayout layoutOf(const MapRenderer &renderer, const MapExportOptions &o)
{
    const QRectF region = regionOf(renderer, o);
    return exportLayout(renderer.campaign(), o.map, std::ceil(region.width() * o.scale),
                        std::ceil(region.height() * o.scale), o.title, o.legend);
}

/// Paints the whole export (title, map, legend) in device units; `clip` limits the map work to
/// what a band shows.
void paintExport(QPainter &p, const MapRenderer &renderer, const MapExportOptions &o,
                 const ExportLayout &l, const QRectF &clip)
{
    paintTitle(p, renderer.campaign(), l, o.titleSuffix);
    const QRectF region = regionOf(renderer, o);
    const QRectF mapClip = clip.intersected(l.mapRect);
    if (!mapClip.isEmpty()) {
        p.save();
        p.setClipRect(mapClip);
        p.translate(l.mapRect.topLeft());
        p.scale(o.scale, o.scale);
        p.translate(-region.topLeft());
        const QRectF exposed(region.left() + (mapClip.left() - l.mapRect.left()) / o.scale,
                             region.top() + (mapClip.top() - l.mapRect.top()) / o.scale,
                             mapClip.width() / o.scale, mapClip.height() / o.scale);
        renderer.paint(p, exposed, renderer.campaign().current().state, o.map);
        p.restore();
    }
    paintLegend(p, renderer.campaign(), l);
}

/// Reports progress; false (with the message set) when the GM cancelled.
bool reportProgress(const MapExportOptions &o, const QString &path, int done, int total,
                    QString *error)
{
    if (!o.progress || o.progress(done, total))
        return true;
    *error = tr("Export of %1 cancelled; no file was written.").arg(path);
    return false;
}

bool exportPng(const MapRenderer &renderer, const QString &path, const MapExportOptions &o,
               QString *error)
{
    const ExportLayout l = layoutOf(renderer, o);
    const QSize size = exportImageSize(renderer, o);
    PngBandWriter writer(path, size.width(), size.height());
    if (!writer.isOk()) {
        *error = writer.error();
        return false;
    }
    const qint64 bytesPerRow = qint64(size.width()) * 4;
    // About 8 MB per band: small against the whole image, large enough that each band's
    // per-paint work (finding chunks, setting up the painter) stays a small part.
    const int bandRows =
        o.bandRows > 0 ? o.bandRows
                       : static_cast<int>(std::clamp<qint64>((8 << 20) / bytesPerRow, 16, 4096));
    QImage band(size.width(), std::min(bandRows, size.height()), QImage::Format_RGB32);
    if (band.isNull()) {
        *error = tr("%1: not enough memory for an image %2 px wide").arg(path).arg(size.width());
        return false;
    }
    if (!reportProgress(o, path, 0, size.height(), error))
        return false; // the writer's temporary file is removed, the target never touched
    for (int top = 0; top < size.height(); top += band.height()) {
        const int rows = std::min(band.height(), size.height() - top);
        band.fill(Qt::white);
        {
            QPainter p(&band);
            p.translate(0, -top);
            paintExport(p, renderer, o, l, QRectF(0, top, size.width(), rows));
        }
        if (!writer.writeRows(band, rows)) {
            *error = writer.error();
            return false;
        }
        if (!reportProgress(o, path, top + rows, size.height(), error))
            return false;
    }
    if (!writer.finish()) {
        *error = writer.error();
        return false;
    }
    return true;
}

bool exportSvg(const MapRenderer &renderer, const QString &path, const MapExportOptions &o,
               QString *error)
{
    const ExportLayout l = layoutOf(renderer, o);
    const QSize size = exportImageSize(renderer, o);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(renderer.campaign().name);
    svg.setDescription(tr("Map exported by Muster"));
    if (!reportProgress(o, path, 0, 1, error))
        return false;
    QPainter p;
    if (!p.begin(&svg)) {
        *error = tr("Cannot write %1").arg(path);
        return false;
    }
    paintExport(p, renderer, o, l, QRectF(QPointF(0, 0), size));
    if (!p.end()) {
        *error = tr("Cannot write %1").arg(path);
        return false;
    }
    return true;
}

bool exportPdf(const MapRenderer &renderer, const QString &path, const MapExportOptions &o,
               QString *error)
{
    const ExportLayout l = layoutOf(renderer, o);
    const QSize size = exportImageSize(renderer, o);
    QPdfWriter pdf(path);
    // One page the size of the image, one point per device unit: vectors stay sharp at any zoom.
    pdf.setResolution(72);
    pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point, QString(), QPageSize::ExactMatch));
    pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
    pdf.setTitle(renderer.campaign().name);
    pdf.setCreator(QStringLiteral("Muster"));
    if (!reportProgress(o, path, 0, 1, error))
        return false;
    QPainter p;
    if (!p.begin(&pdf)) {
        *error = tr("Cannot write %1").arg(path);
        return false;
    }
    paintExport(p, renderer, o, l, QRectF(QPointF(0, 0), size));
    if (!p.end()) {
        *error = tr("Cannot write %1").arg(path);
        return false;
    }
    return true;
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
    const ExportLayout l = layoutOf(renderer, options);
    return QSize(static_cast<int>(l.width),
                 static_cast<int>(std::ceil(l.titleHeight + l.mapRect.height() + l.legendHeight)));
}

bool exportMapImage(const MapRenderer &renderer, const QString &path,
                    const MapExportOptions &options, QString *error)
{
    if (!(options.scale > 0) || options.scale > 100) {
        *error = tr("%1: the scale must be above 0 and at most 100").arg(path);
        return false;
    }
    const std::optional<ImageFormat> format = imageFormatFor(path);
    if (!format) {
        *error = tr("%1: unknown image format; use .png, .svg or .pdf").arg(path);
        return false;
    }
    switch (*format) {
    case ImageFormat::Png:
        return exportPng(renderer, path, options, error);
    case ImageFormat::Svg:
        return exportSvg(renderer, path, options, error);
    case ImageFormat::Pdf:
        return exportPdf(renderer, path, options, error);
    }
    return false;
}

} // namespace muster
