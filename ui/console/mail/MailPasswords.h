#pragma once
// The mail servers' passwords, kept in the desktop's keyring through QtKeychain (the Secret Service
// of GNOME or KDE, KWallet), never in the campaign file or in QSettings. A password is kept per
// protocol, user, server and port, so campaigns on one account share it.

#include "mail/MailSettings.h"
#include "util/Result.h"

#include <QString>

namespace muster::mailpasswords {

/// The keyring's name for the password of `server` ("smtp gm@mail.example.org:587").
QString keyOf(const MailServer &server, bool smtp);
/// The password kept for `server`: "" when none is kept; a failure naming the keyring's trouble
/// when it cannot be asked (no keyring running, access refused).
Result<QString> read(const MailServer &server, bool smtp);
/// The password a connection to `server` logs in with: "" for a server without a user, the one
/// kept otherwise; a failure saying what to do when none is kept or the keyring cannot be asked.
Result<QString> forLogin(const MailServer &server, bool smtp);
/// Keeps `password` for `server` ("" removes the one kept).
Result<void> write(const MailServer &server, bool smtp, const QString &password);

} // namespace muster::mailpasswords
