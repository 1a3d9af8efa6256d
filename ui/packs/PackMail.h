#pragma once
// A pack's e-mail within what the player's mailbox accepts (PackOptions::mailLimit, 2 MB unless
// the GM says otherwise). What must go is left out in this order, and the mail's text says what
// and why: first the map of the whole world (roundup.png; the overview shows where the player's
// map lies in it), then the player's own map is mailed smaller, and only if even a small copy
// would not fit is it left out. The pack's folder keeps every file at full size.

#include "mailio/MailWriter.h"

#include <QByteArray>
#include <QImage>
#include <QString>

namespace muster {

/// The bytes of `mail` composed at most `limit` bytes long, attachments left out or made smaller
/// as above (the kingdom `id`'s map is the attachment `id`-map.png); `mail` is changed to what
/// was composed. A mail whose text alone is over the limit is composed as it is. `map` is that
/// map as drawn, when the caller has it (else it is read from the attachment).
QByteArray composeWithinLimit(OutgoingMail &mail, qsizetype limit, const QString &id,
                              const QImage &map = {});

} // namespace muster
