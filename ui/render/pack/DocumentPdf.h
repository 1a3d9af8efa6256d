#pragma once
// A pack document (core/pack/PackDocument.h) on A4 pages: the same blocks as its text form, laid
// out by Qt's text engine (QTextDocument) and written by QPdfWriter, with an optional map image
// at the top (the roundup's ownership map).

#include "pack/PackDocument.h"
#include "util/Result.h"

#include <QImage>
#include <QPageSize>
#include <QSize>
#include <QString>

#include <functional>

class QPagedPaintDevice;
class QPainter;

namespace muster {

/// The document as HTML, the form QTextDocument lays out; its image, when `image` is not empty,
/// shown at that size (pixels of the page) after the subtitle.
QString documentHtml(const PackDocument &document, QSize image = {});

/// Draws more pages after the document's text with `painter`, active on `device` (the
/// roundup's map on paper); a failure says why it could not.
using MorePages = std::function<Result<void>(QPainter &painter, QPagedPaintDevice &device)>;

/// Writes the PDF on `paper` (portrait, 2 cm margins, numbered pages), with `image` at the top
/// when given and `more` pages after the text; a failure naming the file when it cannot.
Result<void> writeDocumentPdf(const PackDocument &document, const QString &path,
                              const QImage &image = {}, QPageSize::PageSizeId paper = QPageSize::A4,
                              const MorePages &more = {});

} // namespace muster
