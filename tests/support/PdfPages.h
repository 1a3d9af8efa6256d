#pragma once
// What a test reads of a PDF file without a PDF library: the size of each of its pages.

#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QSizeF>
#include <QString>

namespace muster::test {

/// The /MediaBox sizes (points) of every page of the PDF file at `path`, in order.
inline QList<QSizeF> pdfPageSizes(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QString text = QString::fromLatin1(f.readAll());
    QList<QSizeF> out;
    static const QRegularExpression box(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\])"));
    for (auto it = box.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out.push_back(QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()));
    }
    return out;
}

} // namespace muster::test
