#include "render/print/MapPages.h"

#include "model/Campaign.h"
#include "render/export/ExportedTurn.h"
#include "render/export/MapLegend.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>

namespace muster {

namespace {
constexpr double kMmPerInch = 25.4;
constexpr double kFontMm = 3.2; // legend and title text on paper

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

/// Title and legend bands for a page `width` device units wide.
ExportLayout bandsOf(const Campaign &campaign, const TurnState &state, const PageSetup &setup,
                     double width, double dotsPerMm)
{
    return exportLayout(campaign, state, setup.map, width, 0, setup.title, setup.legend,
                        kFontMm * dotsPerMm);
}
} // namespace

QPageLayout pageLayoutOf(const PageSetup &setup)
{
    const double m = setup.marginMm;
    return QPageLayout(QPageSize(setup.paper), setup.orientation, QMarginsF(m, m, m, m),
                       QPageLayout::Millimeter);
}

std::vector<MapPage> planPages(const MapRenderer &renderer, const PageSetup &setup, QSizeF paintMm)
{
    const QRectF whole = renderer.sceneBounds();
    // Bands measured in millimetres (one device unit per mm).
    // The legend lists the marks of the turn printed; a turn that cannot be read prints nothing
    // (paintMapPages says why), and is planned with the legend of an empty map.
    const auto turn = exportedTurn(renderer.campaign(), setup.turn);
    const ExportLayout bands = bandsOf(renderer.campaign(), turn ? (*turn)->state : TurnState{},
                                       setup, paintMm.width(), 1.0);
    const QSizeF mapMm(paintMm.width(), paintMm.height() - bands.titleHeight - bands.legendHeight);
    if (!setup.tiled || mapMm.width() <= 0 || mapMm.height() <= 0)
        return {{pageLabel(0, 0), whole}};
    const double unitsPerMm = renderer.geometry().layout().width() / std::max(setup.hexMm, 1.0);
    const QSizeF view(mapMm.width() * unitsPerMm, mapMm.height() * unitsPerMm);
    const double overlap =
        std::clamp(setup.overlapMm * unitsPerMm, 0.0, 0.5 * std::min(view.width(), view.height()));
    const QSizeF step(view.width() - overlap, view.height() - overlap);
    const int columns =
        std::max(1, static_cast<int>(std::ceil((whole.width() - overlap) / step.width())));
    const int rows =
        std::max(1, static_cast<int>(std::ceil((whole.height() - overlap) / step.height())));
    std::vector<MapPage> pages;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            pages.push_back({pageLabel(c, r),
                             QRectF(whole.left() + c * step.width(),
                                    whole.top() + r * step.height(), view.width(), view.height())});
    return pages;
}

Result<void> paintMapPages(const MapRenderer &renderer, QPagedPaintDevice &device,
                           const PageSetup &setup)
{
    const double dotsPerMm = device.logicalDpiX() / kMmPerInch;
    const QSizeF paint(device.width(), device.height()); // inside the margins, device units
    const std::vector<MapPage> pages = planPages(renderer, setup, paint / dotsPerMm);
    const auto read = exportedTurn(renderer.campaign(), setup.turn);
    if (!read)
        return failed(read.problems());
    const std::shared_ptr<const TurnRecord> turn = *read;
    QPainter p;
    if (!p.begin(&device))
        return failed(tr("Cannot draw on the printer or file"));
    ExportLayout l = bandsOf(renderer.campaign(), turn->state, setup, paint.width(), dotsPerMm);
    l.mapRect =
        QRectF(0, l.titleHeight, paint.width(), paint.height() - l.titleHeight - l.legendHeight);
    const Campaign &campaign = renderer.campaign();
    MapOptions map = setup.map;
    map.pixelRatio = device.logicalDpiX() / 96.0;
    for (size_t i = 0; i < pages.size(); ++i) {
        if (i > 0 && !device.newPage())
            return failed(tr("Cannot start page %1").arg(i + 1));
        const MapPage &page = pages[i];
        const QString label =
            pages.size() > 1 ? tr("page %1 (%2 of %3)").arg(page.label).arg(i + 1).arg(pages.size())
                             : QString();
        paintTitle(p, campaign, turn->number, l, label);
        const double scale = std::min(l.mapRect.width() / page.region.width(),
                                      l.mapRect.height() / page.region.height());
        // Fitted: centred on the page. Tiled: every page at the same scale from its top left.
        const QSizeF drawn = page.region.size() * scale;
        const QPointF origin =
            setup.tiled ? l.mapRect.topLeft()
                        : l.mapRect.topLeft() + QPointF((l.mapRect.width() - drawn.width()) / 2,
                                                        (l.mapRect.height() - drawn.height()) / 2);
        p.save();
        p.setClipRect(QRectF(origin, drawn).intersected(l.mapRect));
        p.translate(origin);
        p.scale(scale, scale);
        p.translate(-page.region.topLeft());
        renderer.paint(p, page.region, turn->state, map);
        p.restore();
        paintLegend(p, campaign, l);
    }
    if (!p.end())
        return failed(tr("Cannot finish drawing on the printer or file"));
    return {};
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
