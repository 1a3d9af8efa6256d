#include "pack/PackDocument.h"

#include <algorithm>

namespace muster {

namespace {
QString underline(const QString &text, QChar c)
{
    return text + QLatin1Char('\n') + QString(text.size(), c) + QLatin1Char('\n');
}

QString tableText(const QStringList &header, const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> widths(static_cast<size_t>(header.size()), 0);
    auto measure = [&](const QStringList &row) {
        for (qsizetype i = 0; i < row.size() && i < header.size(); ++i)
            widths[static_cast<size_t>(i)] =
                std::max(widths[static_cast<size_t>(i)], row[i].size());
    };
    measure(header);
    for (const QStringList &r : rows)
        measure(r);
    auto line = [&](const QStringList &row) {
        QString out;
        for (qsizetype i = 0; i < header.size(); ++i) {
            const QString cell = i < row.size() ? row[i] : QString();
            out += i + 1 < header.size() ? cell.leftJustified(widths[static_cast<size_t>(i)] + 2)
                                         : cell;
        }
        return out.trimmed().isEmpty() ? out : QStringView(out).trimmed().toString();
    };
    QString out = QStringLiteral("  ") + line(header) + QLatin1Char('\n');
    qsizetype total = 0;
    for (qsizetype w : widths)
        total += w + 2;
    out += QStringLiteral("  ") + QString(std::max<qsizetype>(total - 2, 1), QLatin1Char('-')) +
           QLatin1Char('\n');
    for (const QStringList &r : rows)
        out += QStringLiteral("  ") + line(r) + QLatin1Char('\n');
    return out;
}
} // namespace

QString PackDocument::toPlainText() const
{
    QString out = underline(title, QLatin1Char('='));
    if (!subtitle.isEmpty())
        out += subtitle + QLatin1Char('\n');
    for (const DocBlock &b : blocks) {
        out += QLatin1Char('\n');
        switch (b.kind) {
        case DocBlock::Kind::Heading:
            out += underline(b.text, QLatin1Char('-'));
            break;
        case DocBlock::Kind::Subheading:
            out += b.text + QLatin1Char('\n');
            break;
        case DocBlock::Kind::Paragraph:
            out += b.text + QLatin1Char('\n');
            break;
        case DocBlock::Kind::Table:
            out += b.rows.empty() ? QStringLiteral("  (none)\n") : tableText(b.header, b.rows);
            break;
        case DocBlock::Kind::List:
            if (b.rows.empty())
                out += QStringLiteral("  (none)\n");
            for (const QStringList &item : b.rows) {
                out += QStringLiteral("  - ") + item.value(0);
                if (!item.value(1).isEmpty())
                    out += QStringLiteral(" [") + item.value(1) + QLatin1Char(']');
                out += QLatin1Char('\n');
            }
            break;
        }
    }
    return out;
}

} // namespace muster
