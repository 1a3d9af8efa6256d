#pragma once
// Plain text for a player's e-mail and the pack's .txt files: lines of at most kMailLineWidth
// characters, the width RFC 3676 advises for mail, so no mail client wraps a line of its own
// (which breaks a table's columns) or shows a reply's quoted lines cut. Paragraphs are broken at
// spaces; a table too wide for the line narrows its widest columns and wraps their cells. One
// line is kept whole: a document's title, by which the mail reader knows a quoted pack (its
// campaign's and kingdom's names make it longer than 72 only when they are long themselves).

#include "pack/SheetLines.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace muster {

/// The width of a pack's and a receipt's text lines: a turnsheet's (pack/SheetLines.h).
inline constexpr qsizetype kMailLineWidth = kSheetColumns;

/// What becomes of a word longer than a line: cut into pieces of the line's width (Muster's own
/// text, which then never passes the width), or kept whole on a line of its own (a player's
/// words quoted back, where a cut address or link would no longer work).
enum class LongWords
{
    Cut,
    Keep
};

/// `text` broken at spaces into lines of at most `width` characters (each line of its own wrapped
/// alone); a word longer than that as `longWords` says.
QStringList wrapWords(const QString &text, qsizetype width, LongWords longWords = LongWords::Cut);

/// `text` wrapped to `width`, its first line after `first` and the others after `rest` (an
/// indent as long as `first`, say), each line ending in a newline.
QString wrappedLines(const QString &text, const QString &first, const QString &rest,
                     qsizetype width = kMailLineWidth);

/// `header` and `rows` in columns two spaces apart, indented by two, with a rule of dashes under
/// the header, all within `width`: the widest columns give up characters until the table fits,
/// their cells wrapped over as many lines as they need.
QString textTable(const QStringList &header, const std::vector<QStringList> &rows,
                  qsizetype width = kMailLineWidth);

} // namespace muster
