#include "render/pack/DocumentPdf.h"

#include <QFile>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace muster {

namespace {
QString esc(const QString &s)
{
    return s.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

const QString kImageUrl = QStringLiteral("muster:map");
} // namespace

QString documentHtml(const PackDocument &d, QSize image)
{
    QString h = QStringLiteral("<html><body style=\"font-family: sans-serif; font-size: 9pt;\">");
    h += QStringLiteral("<h1 style=\"font-size: 15pt;\">%1</h1>").arg(esc(d.title));
    if (!d.subtitle.isEmpty())
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(d.subtitle));
    // Both sides given: Qt 6.4 keeps an image's own height when only its width is.
    if (!image.isEmpty())
        h += QStringLiteral("<p><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                 .arg(kImageUrl)
                 .arg(image.width())
                 .arg(image.height());
    for (const DocBlock &b : d.blocks) {
        switch (b.kind) {
        case DocBlock::Kind::Heading:
            h += QStringLiteral("<h2 style=\"font-size: 12pt;\">%1</h2>").arg(esc(b.text));
            break;
        case DocBlock::Kind::Subheading:
            h += QStringLiteral("<h3 style=\"font-size: 10pt;\">%1</h3>").arg(esc(b.text));
            break;
        case DocBlock::Kind::Paragraph:
            h += QStringLiteral("<p>%1</p>").arg(esc(b.text));
            break;
        case DocBlock::Kind::Table:
            if (b.rows.empty()) {
                h += QStringLiteral("<p><i>(none)</i></p>");
                break;
            }
            // Rows told apart by a light band on every other one rather than ruled: Qt lays
            // out and draws a table with collapsed borders in 1.6 times the time, and ruled
            // with separate borders it doubles every line.
            h += QStringLiteral("<table border=\"0\" cellspacing=\"0\" cellpadding=\"3\"><tr>");
            for (const QString &c : b.header)
                h += QStringLiteral("<th bgcolor=\"#e8e4da\" align=\"left\">%1</th>").arg(esc(c));
            h += QStringLiteral("</tr>");
            for (size_t row = 0; row < b.rows.size(); ++row) {
                const QStringList &r = b.rows[row];
                h += row % 2 ? QStringLiteral("<tr bgcolor=\"#f1efe9\">") : QStringLiteral("<tr>");
                for (qsizetype i = 0; i < b.header.size(); ++i)
                    h += QStringLiteral("<td>%1</td>").arg(esc(r.value(i)));
                h += QStringLiteral("</tr>");
            }
            h += QStringLiteral("</table>");
            break;
        case DocBlock::Kind::List:
            if (b.rows.empty()) {
                h += QStringLiteral("<p><i>(none)</i></p>");
                break;
            }
            h += QStringLiteral("<ul>");
            for (const QStringList &item : b.rows) {
                h += QStringLiteral("<li>%1").arg(esc(item.value(0)));
                if (!item.value(1).isEmpty())
                    h +=
                        QStringLiteral(" <font color=\"#777\">[%1]</font>").arg(esc(item.value(1)));
                h += QStringLiteral("</li>");
            }
            h += QStringLiteral("</ul>");
            break;
        }
    }
    h += QStringLiteral("</body></html>");
    return h;
}

Result<void> writeDocumentPdf(const PackDocument &document, const QString &path,
                              const QImage &image, QPageSize::PageSizeId paper,
                              const MorePages &more)
{
    QPdfWriter pdf(path);
    pdf.setPageLayout(QPageLayout(QPageSize(paper), QPageLayout::Portrait,
                                  QMarginsF(20, 20, 20, 20), QPageLayout::Millimeter));
    pdf.setResolution(96);
    pdf.setTitle(document.title);
    pdf.setCreator(QStringLiteral("Muster"));
    QTextDocument text;
    text.setDocumentMargin(0);
    // The text in pages of the paint rect, less a line at the foot for the page's number.
    const QSizeF paint(pdf.width(), pdf.height());
    const double foot = 2 * QFontMetricsF(text.defaultFont()).height();
    const QSizeF page(paint.width(), paint.height() - foot);
    text.setPageSize(page);
    // The image as wide as the text, its shape kept, and no more than two thirds of a page high.
    QSize shown;
    if (!image.isNull()) {
        text.addResource(QTextDocument::ImageResource, QUrl(kImageUrl), image);
        shown =
            image.size()
                .scaled(QSizeF(page.width(), page.height() * 2 / 3).toSize(), Qt::KeepAspectRatio)
                .expandedTo(QSize(1, 1)); // a very flat image keeps a pixel of height
    }
    text.setHtml(documentHtml(document, shown));
    QPainter p;
    if (!p.begin(&pdf))
        return failed(QStringLiteral("Cannot write %1").arg(path));
    const int pages = text.pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0 && !pdf.newPage())
            return failed(QStringLiteral("Cannot write %1").arg(path));
        p.save();
        p.translate(0, -i * page.height());
        text.drawContents(&p, QRectF(QPointF(0, i * page.height()), page));
        p.restore();
        p.setFont(text.defaultFont());
        p.setPen(Qt::black);
        p.drawText(QRectF(0, page.height(), paint.width(), foot), Qt::AlignCenter,
                   QString::number(i + 1));
    }
    if (more) {
        if (auto drawn = more(p, pdf); !drawn)
            return failed(QStringLiteral("Cannot write %1: %2").arg(path, drawn.message()));
    }
    if (!p.end())
        return failed(QStringLiteral("Cannot write %1").arg(path));
    QFile check(path);
    if (!check.exists() || check.size() == 0)
        return failed(QStringLiteral("Cannot write %1").arg(path));
    return {};
}

} // namespace muster
