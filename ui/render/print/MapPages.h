#pragma once
// The map on paper: A4, A3 or Letter, portrait or landscape, with margins; either scaled to fit
// one page or tiled across pages at a chosen hex size with an overlap, each page labelled by its
// column letter and row number ("B2") and carrying the title and the legend. Pages are drawn on
// any QPagedPaintDevice: QPdfWriter for PDF export here, QPrinter for printing and its preview
// in the console (Qt's PrintSupport needs widgets, so QPrinter stays out of this library).

#include "render/map/MapRenderer.h"
#include "util/Result.h"

#include <QPageLayout>
#include <QPageSize>
#include <QRectF>
#include <QString>

#include <vector>

class QPagedPaintDevice;

namespace muster {

struct PageSetup
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Landscape;
    double marginMm = 10;
    bool tiled = false;    // else the whole map fits one page
    double hexMm = 12;     // tiled: a hex's width on paper
    double overlapMm = 10; // tiled: what neighbouring pages both show
    bool title = true;
    bool legend = true;
    MapOptions map;
    /// The turn drawn, as MapExportOptions::turn: an index into the campaign's turns, -1 for the
    /// current one.
    int turn = -1;
};

/// The page size, orientation and margins of `setup`.
QPageLayout pageLayoutOf(const PageSetup &setup);

/// One page of the plan: its label and the part of the map it shows (scene units).
struct MapPage
{
    QString label; // "A1": column letter, row number
    QRectF region;
};

/// The pages `setup` gives for `renderer`'s map on a paint rect of `paintMm` millimetres.
std::vector<MapPage> planPages(const MapRenderer &renderer, const PageSetup &setup, QSizeF paintMm);

/// Draws every page on `device`, whose page layout the caller has set (pageLayoutOf, or the
/// one a print dialog chose); a failure when the turn cannot be read or the device cannot be
/// painted on.
Result<void> paintMapPages(const MapRenderer &renderer, QPagedPaintDevice &device,
                           const PageSetup &setup);

/// Writes the pages as a PDF file; a failure naming the file.
Result<void> exportMapPdfPages(const MapRenderer &renderer, const QString &path,
                               const PageSetup &setup);

} // namespace muster
