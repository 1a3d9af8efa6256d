#pragma once
// The map on paper: A4, A3 or Letter, portrait or landscape, with margins; either scaled to fit
// one page or tiled across pages at a chosen hex size with an overlap, each page labelled by its
// column letter and row number ("B2") and carrying the title and the legend. Pages are drawn on
// any QPagedPaintDevice: QPdfWriter for PDF export here, QPrinter for printing and its preview
// in the console (Qt's PrintSupport needs widgets, so QPrinter stays out of this library).

#include "model/Paper.h"
#include "render/map/MapRenderer.h"
#include "util/Result.h"

#include <QImage>
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
    /// The part of the map printed, in scene units; empty for the whole map.
    QRectF region;
    /// Above 0, the map is fitted on one page when its names are at least this many points high
    /// there, and otherwise tiled at the scale that makes them so (`tiled` and `hexMm` are then
    /// not read): a map on paper never has names too small to read.
    double minLabelPoints = 0;
    /// Pages labelled by their number ("3") rather than column letter and row ("B2"), which
    /// a hex campaign's reader could take for an army's id.
    bool numbered = false;
    /// When the map is tiled, a key page first: the whole map on one page with each page's
    /// outline and label, so a reader finds the page of a place.
    bool key = false;
    /// Said at the right of the title of a map on one page ("as Aldmark knows it"); tiled pages
    /// say their label there instead.
    QString titleSuffix;
    /// The turn as the title names it (MapExportOptions::titleTurn); empty: "turn N".
    QString titleTurn;
    /// Above 0, each page's map is drawn as an image of this many dots per inch (title, ruler
    /// and legend stay vectors): a large world's map in vectors is hundreds of megabytes.
    int rasterDpi = 0;
    /// Tiled pages drawn at rasterDpi are cut from one drawing of them all, when it has at most
    /// this many pixels (64 MB): what neighbouring pages both show is drawn once. Larger, or 0,
    /// each page is drawn on its own.
    qint64 mostSharedPixels = 16'000'000;
    MapOptions map;
    /// When not null, the key page shows this picture of the map's region (its pixels
    /// `keyImageRect`) scaled to the key, rather than drawing the map again: a player's pack has
    /// its map as a PNG already, and drawing it again was a third of the map's pages' time.
    QImage keyImage;
    QRectF keyImageRect;
    /// The turn drawn, as MapExportOptions::turn: an index into the campaign's turns, -1 for the
    /// current one.
    int turn = -1;
};

/// Qt's page size of `paper`.
QPageSize::PageSizeId pageSizeOf(Paper paper);

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

/// The smallest paper scale, in millimetres per scene unit, at which the map's names are at
/// least `points` high.
double legibleMmPerUnit(double points);

/// Draws every page on `device`, whose page layout the caller has set (pageLayoutOf, or the
/// one a print dialog chose); a failure when the turn cannot be read or the device cannot be
/// painted on.
Result<void> paintMapPages(const MapRenderer &renderer, QPagedPaintDevice &device,
                           const PageSetup &setup);

/// The same pages drawn with `painter`, already active on `device` and on a page with something
/// on it: the first map page starts a new one (a document's map after its text).
Result<void> paintMapPagesAfter(QPainter &painter, const MapRenderer &renderer,
                                QPagedPaintDevice &device, const PageSetup &setup);

/// Writes the pages as a PDF file; a failure naming the file.
Result<void> exportMapPdfPages(const MapRenderer &renderer, const QString &path,
                               const PageSetup &setup);

} // namespace muster
