#pragma once
// A pack document (core/pack/PackDocument.h) on A4 pages: the same blocks as its text form, laid
// out by Qt's text engine (QTextDocument) and written by QPdfWriter, with an optional map image
// at the top (the roundup's ownership map).

#include "pack/PackDocument.h"
#include "util/Result.h"

#include <QImage>
#include <QString>

namespace muster {

/// The document as HTML, the form QTextDocument lays out.
QString documentHtml(const PackDocument &document, bool withImage);

/// Writes the PDF; a failure naming the file when it cannot.
Result<void> writeDocumentPdf(const PackDocument &document, const QString &path,
                              const QImage &image = {});

/// Writes `image` as a one-page PDF at `dpi`, the page the image's size; a failure naming the
/// file when it cannot.
Result<void> writeImagePdf(const QImage &image, const QString &path, const QString &title, int dpi);

} // namespace muster
