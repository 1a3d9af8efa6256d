#pragma once
// What the SMTP and IMAP sessions share of libcurl: the library itself, loaded on first use, the
// options that protect a connection, and a failure told in the GM's words, naming the server.

#include "mailnet/MailAccount.h"
#include "util/Result.h"

#include <QString>

#include <curl/curl.h>

namespace muster::mailnet {

/// libcurl's functions the sessions call. libcurl is loaded when mail is first sent or fetched,
/// not linked: its TLS, Kerberos, LDAP, SSH and RTMP libraries (26 on Debian) would otherwise be
/// loaded and relocated at every start of the console and of muster-cli, a fifth of the time the
/// sample campaign takes to open, for mail that goes out once a turn.
struct CurlLibrary
{
    CURLcode (*globalInit)(long flags);
    CURL *(*easyInit)();
    void (*easyCleanup)(CURL *curl);
    void (*easyReset)(CURL *curl);
    CURLcode (*easySetopt)(CURL *curl, CURLoption option, ...);
    CURLcode (*easyPerform)(CURL *curl);
    CURLcode (*easyGetinfo)(CURL *curl, CURLINFO info, ...);
    const char *(*easyStrerror)(CURLcode code);
    curl_slist *(*slistAppend)(curl_slist *list, const char *text);
    void (*slistFreeAll)(curl_slist *list);
};

/// libcurl (libcurl.so.4), loaded and initialised (curl_global_init) once per program; why not
/// when it cannot be ("mail needs libcurl 4 (Debian: libcurl4), which cannot be loaded: ...").
Result<const CurlLibrary *> loadCurl();

/// A session's one libcurl handle, made on first use and kept, with the connection libcurl keeps
/// in it, until the session ends.
class CurlHandle
{
public:
    CurlHandle() = default;
    ~CurlHandle();
    CurlHandle(const CurlHandle &) = delete;
    CurlHandle &operator=(const CurlHandle &) = delete;
    /// The handle; null when libcurl could not make one.
    CURL *get();

private:
    CURL *m_curl = nullptr;
};

/// The URL of `server` for `scheme` ("smtp", "imap"): "smtps://host:465" for TLS from the first
/// byte, "smtp://host:587" with STARTTLS required.
QByteArray serverUrl(const MailServer &server, bool smtp, const QByteArray &path = {});

/// Sets the options every connection to `server` has: TLS required (STARTTLS or from the first
/// byte), the certificate checked against the system's authorities and `caFile`'s, the user and
/// `password`, and timeouts (`timeoutSeconds` to connect, to a stalled transfer, and to a
/// server that does not answer).
void setConnectionOptions(CURL *curl, const MailServer &server, bool smtp, const QString &caFile,
                          const QString &password, int timeoutSeconds);

/// Why a transfer with `server` failed, in words naming it: "cannot reach smtp.example.org port
/// 587 (connection refused)", "smtp.example.org refused the user name or password", "the
/// certificate of smtp.example.org is not trusted: ...". `detail` is libcurl's error buffer.
QString curlFailure(CURLcode code, const MailServer &server, bool smtp, const char *detail);

/// Whether a failure with `code` is the connection's (server down, refused login or
/// certificate, timeout), after which no other mail to the server would go either; otherwise it
/// is one mail's (a recipient refused, a mail too large).
bool isConnectionFailure(CURLcode code);

} // namespace muster::mailnet
