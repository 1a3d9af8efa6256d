#pragma once
// A mail server and how to log in to it, as a session with it (mailnet/SmtpSession.h,
// mailnet/ImapSession.h) is made: the server from the campaign's mail settings, the password from
// the keyring or the command line (never the campaign file).

#include "mail/MailSettings.h"

#include <QString>

namespace muster::mailnet {

/// One mail server and how to log in to it, as a session (SmtpSession, ImapSession) is made with.
struct MailAccount
{
    MailServer server;
    QString password;
    QString caFile;          // mail/MailSettings.h
    int timeoutSeconds = 60; // to connect, and to a stalled transfer
};

} // namespace muster::mailnet
