#pragma once
// Reading mail with GMime (a well-kept MIME library, from Debian): a mailbox file (mbox), a
// maildir (its cur/ and new/) or a single .eml, each mail decoded into core's MailMessage (its
// sender, date, plain-text body and text attachments, in Unicode). What the mails mean is
// decided in core (mail/MailOrders.h); nothing here knows about orders.

#include "mail/MailMessage.h"

#include <QByteArray>
#include <QString>

namespace muster {

/// Reads `path`: a maildir (a folder with cur/ or new/), an mbox (a file starting "From "), or
/// one message. A file that is none of these, or that passes a limit of core's model/Limits.h
/// (the mailbox's bytes, its number of mails; an .eml's bytes), gives Mailbox::error naming the
/// limit; a single mail past its limits (its bytes, a text attachment's) is listed with the limit
/// as its problem. Only regular files are read, never a FIFO or a device.
Mailbox readMailbox(const QString &path);

/// Reads mails from bytes: an mbox when `mbox`, else one message. `name` names them in sources.
/// The same limits as readMailbox hold.
Mailbox readMailBytes(const QByteArray &bytes, bool mbox, const QString &name);

} // namespace muster
