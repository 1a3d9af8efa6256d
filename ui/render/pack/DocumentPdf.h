#pragma once
// A pack document (core/pack/PackDocument.h) on A4 pages: the same blocks as its text form, laid
// out by Qt's text engine (QTextDocument) and written by QPdfWriter, with an optional map image
// at the top (the roundup's ownership map).

#include "pack/PackDocument.h"

#include <QImage>
#include <QString>

namespace muster {

/// The document as HTML, the form QTextDocument lays out.
QString documentHtml(const PackDocument &document, bool withImage);

/// Writes the PDF; false with `*error` naming the file when it cannot.
bool writeDocumentPdf(const PackDocument &document, const QString &path, QString *error,
                      const QImage &image = {});

/// Writes `image` as a one-page PDF at `dpi`, the page the image's size.
bool writeImagePdf(const QImage &image, const QString &path, const QString &title, int dpi,
                   QString *error);

} // namespace muster
