#pragma once
// The shapes of a turnsheet's lines, known before any line is parsed against a campaign: where
// a mail's sheet starts and ends, and which line a mail client's wrapping broke off a comment.

#include <QString>

namespace muster {

/// The widest line a turnsheet has: mail clients wrap at 72 columns (RFC 3676 advises 78 at most).
inline constexpr int kSheetColumns = 72;

/// An order: an area action (its number and a word more: "3 MOVE ...", "3. DEFEND ...", or its
/// verb and more with no number: "MOVE 2 HCS FOX") or a hex march ("A1 MARCH 12,4 ...").
/// `withoutNumber` false: only a numbered action or a march (no bare verb) counts.
bool looksLikeOrder(const QString &line, bool withoutNumber = true);
/// A header line of a sheet: its key in lower case ("campaign", "game", "kingdom", "player code",
/// "turn") and its value, trimmed; an empty key when the line is none.
struct SheetHeader
{
    QString key, value;
};
SheetHeader sheetHeader(const QString &line);
/// "Campaign: ...", "Game: ...", "Kingdom: ...", "Player code: ...", "Turn: ..." (any case).
bool isSheetHeader(const QString &line);
/// "Messages:", perhaps followed by the message's first words, which `*firstWords` receives.
bool isMessagesLine(const QString &line, QString *firstWords = nullptr);
/// The first line of a turnsheet: "# Muster turnsheet: ...".
bool isSheetTitle(const QString &line);

/// The characters a sheet is read in: line breaks as "\n"; typographic double and single quotes
/// as '"' and '\''; no-break, thin and other Unicode spaces and tabs as a space; zero-width
/// characters and the byte order mark removed.
QString plainSheetCharacters(const QString &text);

} // namespace muster
