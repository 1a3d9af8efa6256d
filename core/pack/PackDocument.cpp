#include "pack/PackDocument.h"

#include "pack/PlainText.h"

#include <algorithm>

namespace muster {

namespace {
/// `text` wrapped to the mail's width and underlined with `c` as far as its longest line.
QString underline(const QString &text, QChar c)
{
    const QStringList lines = wrapWords(text, kMailLineWidth);
    qsizetype longest = 0;
    for (const QString &l : lines)
        longest = std::max(longest, l.size());
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n') + QString(longest, c) +
           QLatin1Char('\n');
}
} // namespace

QString PackDocument::toPlainText() const
{
    // The title stays one line, whatever its length: the mail reader knows a quoted report or
    // roundup by it (mail/MailText.cpp), and a wrapped title would leave the rest of the pack
    // read as the player's message.
    QString out = title + QLatin1Char('\n') +
                  QString(std::min(title.size(), kMailLineWidth), QLatin1Char('=')) +
                  QLatin1Char('\n');
    if (!subtitle.isEmpty())
        out += wrappedLines(subtitle, {}, {});
    for (const DocBlock &b : blocks) {
        out += QLatin1Char('\n');
        switch (b.kind) {
        case DocBlock::Kind::Heading:
            out += underline(b.text, QLatin1Char('-'));
            break;
        case DocBlock::Kind::Subheading:
        case DocBlock::Kind::Paragraph:
            out += wrappedLines(b.text, {}, {});
            break;
        case DocBlock::Kind::Table:
            out += b.rows.empty() ? QStringLiteral("  (none)\n") : textTable(b.header, b.rows);
            break;
        case DocBlock::Kind::List:
            if (b.rows.empty())
                out += QStringLiteral("  (none)\n");
            for (const QStringList &item : b.rows) {
                QString text = item.value(0);
                if (!item.value(1).isEmpty())
                    text += QStringLiteral(" [") + item.value(1) + QLatin1Char(']');
                out += wrappedLines(text, QStringLiteral("  - "), QStringLiteral("    "));
            }
            break;
        }
    }
    return out;
}

} // namespace muster
