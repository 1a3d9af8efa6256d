#pragma once
// A player's mail read as a GM reads it: the text as the player saw it in their client (flowed
// lines joined, typographic quotes and odd spaces made plain), and the order sheet found in it
// (what the player typed above or inside a quoted message, never the quote of the GM's own mail).
// The rules are written down for the players in README.md ("Sending your orders").

#include <QString>
#include <QStringList>

namespace muster {

/// RFC 3676: a `format=flowed` text with its soft line breaks (a line ending in a space) joined
/// into the lines the player wrote; space-stuffing undone; `delSp` (DelSp=yes) drops the space
/// of each soft break. Quoted lines join only with lines of the same quote depth, and the
/// signature separator "-- " is never a soft break.
QString unflowed(const QString &text, bool delSp);

/// Whether a line opens a document of a player pack other than the turnsheet (the report or the
/// roundup), which a player may send back with a filled-in sheet.
bool opensPackDocument(const QString &line);
/// Whether `text` is a pack's report or roundup rather than a sheet.
bool isPackDocument(const QString &text);

/// Whether a text holds anything a player filled in for the turn: an order line
/// (pack/SheetLines.h) or a message under "Messages:" (the blank sheet the GM sent holds only its
/// own header lines).
bool holdsFilledSheet(const QString &text);

struct SheetInMail
{
    /// The sheet's text, one line for each line of the mail's text (after unflowing), lines that
    /// are not the sheet's left empty, so that a problem's line number is the line in the mail;
    /// empty when the text holds no sheet.
    QString sheet;
    bool quoted = false; // read from inside the quote of an earlier mail
    QStringList skipped; // "line 1: Hi GM, here are my orders" (text around the sheet, not read)
    bool found() const { return !sheet.isEmpty(); }
};

/// The order sheet in the text of a mail: what the player wrote, with the quoted earlier mail,
/// its attribution line ("On ... wrote:"), a forwarded or Outlook-style original and the
/// signature left out, and greetings before and after the sheet skipped. When the player wrote
/// nothing that holds a sheet but filled one in inside the quote (the turnsheet of their pack,
/// quoted by the reply), that sheet is read, from its title line to the end of the quoted sheet.
SheetInMail sheetInMailText(const QString &text);

} // namespace muster
