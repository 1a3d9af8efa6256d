#pragma once
// Where a mail's order sheet is, and whether it has one at all. Only a sheet is a sheet: a mail
// that asks "Did my orders arrive?", thanks the GM or sells something holds none, and it must
// neither be read as a sheet full of errors nor take the place of a sheet the player sent
// before. A text holds a sheet when it has a turnsheet's header or "Messages:" line, or a line
// before its signature that starts as an order does (a number, or an area action's verb, or an
// army and MARCH).

#include "mail/MailMessage.h"

#include <QString>
#include <QStringList>

namespace muster {

/// Whether `text` holds an order sheet, filled in or not (see above).
bool holdsSheet(const QString &text);

/// The texts of `mail` that hold a sheet: its text attachments that do, or else its plain-text
/// body when it does. More than one is the player's mistake, for the judge to say.
QStringList mailSheets(const MailMessage &mail);

/// What a mail with no sheet is about, for the GM: its subject, or else its first line of text
/// (cut short); "" when it has neither.
QString mailGist(const MailMessage &mail);

} // namespace muster
