#pragma once
// Text that came from outside (a stranger's mail, a player's sheet) as the GM is shown it: every
// character that would act instead of being read is written as an escape. A terminal obeys ESC
// sequences (move the cursor, clear a line, set a window title) and BEL, CR returns to the start
// of a line to write over it, and the bidirectional overrides (U+202E) show text in an order that
// is not its own; any of them in a sender's name or a sheet's line could overwrite or disguise
// the verdict lines around it.

#include <QString>
#include <QStringView>

namespace muster {

/// `text` with every C0 and C1 control character (tab and line breaks too: each piece shown is
/// one line), DEL, the bidirectional marks, embeddings, overrides and isolates, and the line and
/// paragraph separators written as "\x1b" (below U+0100) or "\u202e"; the rest as it is.
QString printable(QStringView text);

/// The same for a text of several lines kept as lines (a player's message in the roundup every
/// player reads): each line escaped as printable() does, the line breaks ("\n") left as they are.
QString printableLines(QStringView text);

} // namespace muster
