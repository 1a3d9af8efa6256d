#pragma once
// One connection to the GM's SMTP server, kept open from one mail to the next (libcurl keeps it),
// that sends mails as they are written: the bytes of the file, with the line ends SMTP carries
// (CRLF), and nothing added.

#include "mailnet/MailAccount.h"
#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace muster::mailnet {

class CurlHandle;

class SmtpSession
{
public:
    explicit SmtpSession(MailAccount account);
    ~SmtpSession();
    SmtpSession(const SmtpSession &) = delete;
    SmtpSession &operator=(const SmtpSession &) = delete;

    /// Sends `mail` from `from` to `to` (the envelope; the mail's own headers are left as they
    /// are). Fails with a sentence naming the server and the cause; connectionFailed() then says
    /// whether the failure was the connection's rather than this mail's.
    Result<void> send(const QByteArray &mail, const QString &from, const QString &to);
    bool connectionFailed() const { return m_connectionFailed; }

private:
    MailAccount m_account;
    std::unique_ptr<CurlHandle> m_handle;
    bool m_connectionFailed = false;
};

/// `mail` with every line ending CRLF, as SMTP carries it (a file written with LF, or with some
/// lines CRLF, is sent the same).
QByteArray withCrlf(const QByteArray &mail);

} // namespace muster::mailnet
