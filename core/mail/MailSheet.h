#pragma once
// Where a mail's order sheet is, and whether it has one at all. Only a sheet is a sheet: a mail
// that asks "Did my orders arrive?", thanks the GM or sells something holds none, and it must
// neither be read as a sheet full of errors nor take the place of a sheet the player sent
// before. A text holds a sheet when it has a turnsheet's header or "Messages:" line, or a line
// before its signature that starts as an order does (pack/SheetLines.h).

#include "mail/MailMessage.h"

#include <QString>
#include <QStringList>

namespace muster {

/// Whether `text` holds an order sheet, filled in or not (see above).
bool holdsSheet(const QString &text);

/// The texts of a mail that hold a sheet, and what was passed over around it.
struct MailSheets
{
    QStringList texts;   // more than one is the player's mistake, for the judge to say
    QStringList skipped; // the body's text around its sheet ("line 1: Hi GM,")
    bool quoted = false; // the body's sheet was filled in inside a quote
};

/// The sheets of `mail`: its text attachments that hold one (the pack's own report and roundup
/// sent back are none; of several, those filled in), or else its plain-text body as the player
/// wrote it (mail/MailText.h: without quotes, signature and greetings) when that holds one; the
/// body's sheet also when it is filled in and no attachment is.
MailSheets mailSheets(const MailMessage &mail);

/// What a mail with no sheet is about, for the GM: its subject, or else its first line of text
/// (cut short); "" when it has neither.
QString mailGist(const MailMessage &mail);

} // namespace muster
