#pragma once
// Map images for the players: PNG, SVG or PDF, of the whole map or a part of it, optionally with
// a title (campaign and turn) and a legend (owners, terrain, lines, markers). The GUI and
// `muster-cli render` both export through here, and here through MapRenderer, so every image
// matches the screen.
//
// PNGs are rendered in horizontal bands streamed to the file through libpng: a 16,000 px wide map
// needs one band's memory (about 8 MB), never the whole image.

#include "render/export/HexRuler.h"
#include "render/map/MapRenderer.h"
#include "util/Result.h"

#include <QImage>
#include <QRect>
#include <QRectF>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace muster {

struct Campaign;

enum class ImageFormat
{
    Png,
    Svg,
    Pdf
};

struct MapExportOptions
{
    /// Device pixels (PNG) or points (SVG, PDF) per scene unit; 1 draws a hex 20 px from centre
    /// to corner.
    double scale = 1.0;
    /// The part of the map, in scene units; empty for the whole map.
    QRectF region;
    bool title = true;
    /// Said at the right of the title band ("as Aldmark knows it"); empty for nothing.
    QString titleSuffix;
    /// The turn as the title names it, the console's name ("Week 2, day 4",
    /// rules/turn/TurnName.h); empty: "turn N".
    QString titleTurn;
    bool legend = true;
    MapOptions map;
    /// The turn drawn, its state at its start and its number in the title: an index into the
    /// campaign's turns (an earlier turn is read from its file); -1 for the current turn.
    int turn = -1;
    /// Rows per rendered band of a PNG; 0 picks about 8 MB per band.
    int bandRows = 0;
    /// Called before the first and after every rendered band (PNG; SVG and PDF: before and after
    /// the one paint) with the image rows done and the total; returning false cancels the export:
    /// no file is written and its failure says it was cancelled. Empty: no progress.
    std::function<bool(int done, int total)> progress;
};

/// The format named by the file's suffix (png, svg, pdf); nullopt for anything else.
std::optional<ImageFormat> imageFormatFor(const QString &path);

/// The size of the image `options` give for `renderer`'s map (map, title band and legend).
QSize exportImageSize(const MapRenderer &renderer, const MapExportOptions &options);

/// Writes the map of `renderer`'s campaign at `options.turn` to `path`, in the format of its
/// suffix; a failure naming the file when the turn cannot be read or the file cannot be written.
Result<void> exportMapImage(const MapRenderer &renderer, const QString &path,
                            const MapExportOptions &options);

/// The PNG export's pixels as one image (Format_RGB32), drawn in the same bands, so each pixel is
/// the one the PNG holds; a failure when memory runs out, the turn cannot be read or the GM
/// cancelled.
Result<QImage> renderExportImage(const MapRenderer &renderer, const MapExportOptions &options);

/// Where renderExportImage's image has the map of `options`' region (pixels): under the title,
/// inside the hex ruler's band.
QRectF exportMapRect(const MapRenderer &renderer, const MapExportOptions &options);

/// The numbers of the hex ruler round the export's map (options.map.hexRuler), where the image
/// has them (render/export/HexRuler.h); none without one.
std::vector<RulerMark> exportRulerMarks(const MapRenderer &renderer,
                                        const MapExportOptions &options);

/// Writes `image` (Format_RGB32) as the PNG export writes its bands; a failure naming the file.
Result<void> writeExportPng(const QImage &image, const QString &path);

} // namespace muster
