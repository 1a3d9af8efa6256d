#pragma once
// Reading mail with GMime (a well-kept MIME library, from Debian): a mailbox file (mbox), a
// maildir (its cur/ and new/) or a single .eml, each mail decoded into core's MailMessage (its
// sender, date, plain-text body and text attachments, in Unicode). What the mails mean is
// decided in core (mail/MailOrders.h); nothing here knows about orders.

#include "mail/MailMessage.h"

#include <QByteArray>
#include <QString>

namespace muster {

/// Largest mailbox read whole: a season of order mails is a few megabytes.
inline constexpr qint64 kMaxMailboxBytes = 64ll * 1024 * 1024;
/// Largest single mail; a bigger one is listed with this as its problem.
inline constexpr qint64 kMaxMailBytes = 8ll * 1024 * 1024;

/// Reads `path`: a maildir (a folder with cur/ or new/), an mbox (a file starting "From "), or
/// one message. A file that is none of these gives Mailbox::error.
Mailbox readMailbox(const QString &path);

/// Reads mails from bytes: an mbox when `mbox`, else one message. `name` names them in sources.
Mailbox readMailBytes(const QByteArray &bytes, bool mbox, const QString &name);

} // namespace muster
