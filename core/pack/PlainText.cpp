#include "pack/PlainText.h"

#include <algorithm>

namespace muster {

QStringList wrapWords(const QString &text, qsizetype width, LongWords longWords)
{
    width = std::max<qsizetype>(width, 1);
    QStringList lines;
    if (text.contains(QLatin1Char('\n'))) { // lines of its own: each wrapped alone
        for (const QString &part : text.split(QLatin1Char('\n')))
            lines << wrapWords(part, width, longWords);
        return lines;
    }
    QString line;
    for (QString word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() <= width) {
            line += QLatin1Char(' ') + word;
            continue;
        }
        if (!line.isEmpty())
            lines << line;
        while (longWords == LongWords::Cut && word.size() > width) {
            lines << word.left(width);
            word = word.mid(width);
        }
        line = word;
    }
    if (!line.isEmpty() || lines.isEmpty())
        lines << line;
    return lines;
}

QString wrappedLines(const QString &text, const QString &first, const QString &rest,
                     qsizetype width)
{
    QString out;
    const QStringList lines = wrapWords(text, width - std::max(first.size(), rest.size()));
    for (qsizetype i = 0; i < lines.size(); ++i)
        out += (i == 0 ? first : rest) + lines[i] + QLatin1Char('\n');
    return out;
}

namespace {
constexpr qsizetype kIndent = 2;
constexpr qsizetype kGap = 2;
/// A column is never narrowed below this (or its longest word, if shorter): numbers, codes and
/// rule ids keep their line.
constexpr qsizetype kNarrowest = 8;

qsizetype longestWord(const QString &cell)
{
    qsizetype longest = 0;
    for (const QString &w : cell.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        longest = std::max(longest, w.size());
    return longest;
}
} // namespace

QString textTable(const QStringList &header, const std::vector<QStringList> &rows, qsizetype width)
{
    const auto columns = static_cast<size_t>(header.size());
    std::vector<qsizetype> widths(columns, 0), narrowest(columns, 0);
    auto measure = [&](const QStringList &row) {
        for (size_t i = 0; i < columns && i < static_cast<size_t>(row.size()); ++i) {
            const QString &cell = row[static_cast<qsizetype>(i)];
            widths[i] = std::max(widths[i], cell.size());
            narrowest[i] = std::max(narrowest[i], std::min(longestWord(cell), kNarrowest));
        }
    };
    measure(header);
    for (const QStringList &r : rows)
        measure(r);
    const auto total = [&] {
        qsizetype sum = kIndent + kGap * (static_cast<qsizetype>(columns) - 1);
        for (qsizetype w : widths)
            sum += w;
        return sum;
    };
    // The widest column that may still give a character gives it, until the table fits; only
    // a table of many columns, each at its narrowest, cuts its words.
    const auto widestAbove = [&](const std::vector<qsizetype> &floor) {
        size_t widest = columns;
        for (size_t i = 0; i < columns; ++i)
            if (widths[i] > floor[i] && (widest == columns || widths[i] > widths[widest]))
                widest = i;
        return widest;
    };
    const std::vector<qsizetype> single(columns, 1);
    while (total() > width) {
        size_t widest = widestAbove(narrowest);
        if (widest == columns)
            widest = widestAbove(single);
        if (widest == columns)
            break; // a column a character wide each: more columns than the line has room for
        --widths[widest];
    }
    auto lines = [&](const QStringList &row) {
        std::vector<QStringList> cells(columns);
        qsizetype height = 1;
        for (size_t i = 0; i < columns; ++i) {
            cells[i] = wrapWords(row.value(static_cast<qsizetype>(i)), widths[i]);
            height = std::max(height, cells[i].size());
        }
        QString out;
        for (qsizetype l = 0; l < height; ++l) {
            QString line(kIndent, QLatin1Char(' '));
            for (size_t i = 0; i < columns; ++i) {
                const QString part = cells[i].value(l);
                line += i + 1 < columns ? part.leftJustified(widths[i] + kGap) : part;
            }
            while (line.endsWith(QLatin1Char(' ')))
                line.chop(1);
            out += line + QLatin1Char('\n');
        }
        return out;
    };
    QString out = lines(header);
    out += QString(kIndent, QLatin1Char(' ')) +
           QString(std::max<qsizetype>(std::min(total(), width) - kIndent, 1), QLatin1Char('-')) +
           QLatin1Char('\n');
    for (const QStringList &r : rows)
        out += lines(r);
    return out;
}

} // namespace muster
