#include "mailnet/CurlSupport.h"

#include <QFileInfo>
#include <QLibrary>

namespace muster::mailnet {

Result<const CurlLibrary *> loadCurl()
{
    // A function-local static is made once, whichever thread asks first (a send job, a fetch).
    static const Result<const CurlLibrary *> loaded = []() -> Result<const CurlLibrary *> {
        static QLibrary library(QStringLiteral("curl"), 4);
        static CurlLibrary c{};
        if (!library.load())
            return failed(QStringLiteral("mail needs libcurl 4 (Debian: libcurl4), which cannot "
                                         "be loaded: %1")
                              .arg(library.errorString()));
        bool all = true;
        auto resolve = [&](auto &function, const char *name) {
            function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
                library.resolve(name));
            all = all && function;
        };
        resolve(c.globalInit, "curl_global_init");
        resolve(c.easyInit, "curl_easy_init");
        resolve(c.easyCleanup, "curl_easy_cleanup");
        resolve(c.easyReset, "curl_easy_reset");
        resolve(c.easySetopt, "curl_easy_setopt");
        resolve(c.easyPerform, "curl_easy_perform");
        resolve(c.easyGetinfo, "curl_easy_getinfo");
        resolve(c.easyStrerror, "curl_easy_strerror");
        resolve(c.slistAppend, "curl_slist_append");
        resolve(c.slistFreeAll, "curl_slist_free_all");
        if (!all)
            return failed(QStringLiteral("the libcurl loaded (%1) lacks functions mail needs")
                              .arg(library.fileName()));
        if (c.globalInit(CURL_GLOBAL_DEFAULT) != CURLE_OK)
            return failed(QStringLiteral("libcurl could not be initialised"));
        return &c;
    }();
    return loaded;
}

CurlHandle::~CurlHandle()
{
    if (m_curl)
        (*loadCurl())->easyCleanup(m_curl);
}

CURL *CurlHandle::get()
{
    if (!m_curl)
        if (const auto curl = loadCurl())
            m_curl = (*curl)->easyInit();
    return m_curl;
}

QByteArray serverUrl(const MailServer &server, bool smtp, const QByteArray &path)
{
    QByteArray scheme = smtp ? "smtp" : "imap";
    if (server.security == MailSecurity::Tls)
        scheme += 's';
    return scheme + "://" + server.host.toUtf8() + ':' + QByteArray::number(portOf(server, smtp)) +
           '/' + path;
}

namespace {
/// Where libcurl finds the system's certificate authorities when told nothing: its CAPATH, or
/// else the folder of its CAINFO bundle (Debian: /etc/ssl/certs for both). Asked once.
const QByteArray &systemCaPath()
{
    static const QByteArray path = [] {
        QByteArray found;
        const auto loaded = loadCurl();
        if (!loaded)
            return found;
        const CurlLibrary &c = **loaded;
        if (CURL *curl = c.easyInit()) {
            char *capath = nullptr;
            char *cainfo = nullptr;
            c.easyGetinfo(curl, CURLINFO_CAPATH, &capath);
            c.easyGetinfo(curl, CURLINFO_CAINFO, &cainfo);
            if (capath && *capath)
                found = capath;
            else if (cainfo && *cainfo)
                found = QFile::encodeName(QFileInfo(QFile::decodeName(cainfo)).absolutePath());
            c.easyCleanup(curl);
        }
        return found;
    }();
    return path;
}
} // namespace

void setConnectionOptions(CURL *curl, const MailServer &server, bool smtp, const QString &caFile,
                          const QString &password, int timeoutSeconds)
{
    const auto loaded = loadCurl();
    if (!loaded)
        return; // no handle was made either
    const auto setopt = (*loaded)->easySetopt;
    setopt(curl, CURLOPT_URL, serverUrl(server, smtp).constData());
    // STARTTLS or nothing: a server that does not offer it is refused, never spoken to in the
    // clear (CURLUSESSL_ALL); with smtps:// and imaps:// TLS is there from the first byte.
    setopt(curl, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_ALL));
    setopt(curl, CURLOPT_SSL_VERIFYPEER, 1L);
    setopt(curl, CURLOPT_SSL_VERIFYHOST, 2L);
    if (!caFile.isEmpty()) {
        // The GM's own authorities, and the system's beside them (CAPATH), not instead of them:
        // a CAINFO of its own replaces libcurl's bundle, so the system's folder is named.
        setopt(curl, CURLOPT_CAINFO, QFile::encodeName(caFile).constData());
        if (!systemCaPath().isEmpty())
            setopt(curl, CURLOPT_CAPATH, systemCaPath().constData());
    }
    if (!server.user.isEmpty()) {
        setopt(curl, CURLOPT_USERNAME, server.user.toUtf8().constData());
        setopt(curl, CURLOPT_PASSWORD, password.toUtf8().constData());
    }
    setopt(curl, CURLOPT_CONNECTTIMEOUT, static_cast<long>(timeoutSeconds));
    // A transfer that moves less than a byte a second for that long has stalled.
    setopt(curl, CURLOPT_LOW_SPEED_LIMIT, 1L);
    setopt(curl, CURLOPT_LOW_SPEED_TIME, static_cast<long>(timeoutSeconds));
    // A server that takes the data and then never answers is no transfer at all: it is waited
    // for as long, not libcurl's two minutes.
    setopt(curl, CURLOPT_SERVER_RESPONSE_TIMEOUT, static_cast<long>(timeoutSeconds));
    setopt(curl, CURLOPT_NOSIGNAL, 1L);
    setopt(curl, CURLOPT_PROTOCOLS_STR, smtp ? "smtp,smtps" : "imap,imaps");
}

QString curlFailure(CURLcode code, const MailServer &server, bool smtp, const char *detail)
{
    const QString host = server.host;
    const QString where = QStringLiteral("%1 port %2").arg(host).arg(portOf(server, smtp));
    const auto loaded = loadCurl();
    const QString said = detail && *detail ? QString::fromUtf8(detail).trimmed()
                         : loaded          ? QString::fromUtf8((*loaded)->easyStrerror(code))
                                           : QStringLiteral("error %1").arg(code);
    switch (code) {
    case CURLE_COULDNT_RESOLVE_HOST:
        return QStringLiteral("cannot find the server %1 (no such host name)").arg(host);
    case CURLE_COULDNT_CONNECT:
        return QStringLiteral("cannot reach %1 (%2): is the server running, and the host and "
                              "port right?")
            .arg(where, said);
    case CURLE_OPERATION_TIMEDOUT:
        return QStringLiteral("%1 did not answer in time (%2)").arg(where, said);
    case CURLE_LOGIN_DENIED:
        return QStringLiteral("%1 refused the user name or password (%2)").arg(host, said);
    case CURLE_PEER_FAILED_VERIFICATION:
        return QStringLiteral("the certificate of %1 is not trusted, so nothing was sent to "
                              "it (%2)")
            .arg(host, said);
    case CURLE_USE_SSL_FAILED:
        return QStringLiteral("%1 does not offer STARTTLS, so nothing was sent to it in the "
                              "clear; choose TLS or another port")
            .arg(where);
    case CURLE_SSL_CONNECT_ERROR:
        return QStringLiteral("no secure connection could be made with %1 (%2)").arg(where, said);
    case CURLE_REMOTE_ACCESS_DENIED:
    case CURLE_QUOTE_ERROR:
        return QStringLiteral("%1 refused: %2").arg(host, said);
    default:
        // 530: the server takes no mail before a login, and Muster was given no user to log in as.
        if (said.endsWith(QLatin1String(" 530")))
            return QStringLiteral("%1 takes mail only after a login: set the SMTP user in the mail "
                                  "settings (%2)")
                .arg(host, said);
        return QStringLiteral("%1: %2").arg(host, said);
    }
}

bool isConnectionFailure(CURLcode code)
{
    switch (code) {
    case CURLE_COULDNT_RESOLVE_HOST:
    case CURLE_COULDNT_CONNECT:
    case CURLE_OPERATION_TIMEDOUT:
    case CURLE_LOGIN_DENIED:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_USE_SSL_FAILED:
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_AUTH_ERROR:
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
        return true;
    default:
        return false;
    }
}

} // namespace muster::mailnet
