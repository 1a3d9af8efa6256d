#include "mailnet/SmtpSession.h"

#include "mailnet/CurlSupport.h"

#include <cstring>

namespace muster::mailnet {

namespace {
struct Upload
{
    const QByteArray *bytes = nullptr;
    qsizetype at = 0;
};

size_t readUpload(char *buffer, size_t size, size_t count, void *user)
{
    auto *upload = static_cast<Upload *>(user);
    const auto room = static_cast<qsizetype>(size * count);
    const qsizetype n = std::min(room, upload->bytes->size() - upload->at);
    std::memcpy(buffer, upload->bytes->constData() + upload->at, static_cast<size_t>(n));
    upload->at += n;
    return static_cast<size_t>(n);
}
} // namespace

QByteArray withCrlf(const QByteArray &mail)
{
    QByteArray out;
    out.reserve(mail.size() + mail.size() / 40);
    for (qsizetype i = 0; i < mail.size(); ++i) {
        const char c = mail.at(i);
        if (c == '\n' && (i == 0 || mail.at(i - 1) != '\r'))
            out += '\r';
        out += c;
    }
    return out;
}

SmtpSession::SmtpSession(MailAccount account)
    : m_account(std::move(account)), m_handle(std::make_unique<CurlHandle>())
{}

SmtpSession::~SmtpSession() = default;

Result<void> SmtpSession::send(const QByteArray &mail, const QString &from, const QString &to)
{
    m_connectionFailed = false;
    const auto loaded = loadCurl();
    if (!loaded)
        return failed(loaded.problems());
    const CurlLibrary &c = **loaded;
    CURL *curl = m_handle->get();
    if (!curl)
        return failed(QStringLiteral("libcurl could not start a transfer"));
    c.easyReset(curl); // options of the last mail gone; the connection itself is kept
    setConnectionOptions(curl, m_account.server, true, m_account.caFile, m_account.password,
                         m_account.timeoutSeconds);
    const QByteArray sender = '<' + from.toUtf8() + '>';
    c.easySetopt(curl, CURLOPT_MAIL_FROM, sender.constData());
    const QByteArray recipient = '<' + to.toUtf8() + '>';
    curl_slist *recipients = c.slistAppend(nullptr, recipient.constData());
    c.easySetopt(curl, CURLOPT_MAIL_RCPT, recipients);
    const QByteArray wire = withCrlf(mail);
    Upload upload{&wire, 0};
    c.easySetopt(curl, CURLOPT_READFUNCTION, readUpload);
    c.easySetopt(curl, CURLOPT_READDATA, &upload);
    c.easySetopt(curl, CURLOPT_UPLOAD, 1L);
    c.easySetopt(curl, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(wire.size()));
    char detail[CURL_ERROR_SIZE] = {};
    c.easySetopt(curl, CURLOPT_ERRORBUFFER, detail);
    const CURLcode code = c.easyPerform(curl);
    c.easySetopt(curl, CURLOPT_ERRORBUFFER, nullptr);
    c.easySetopt(curl, CURLOPT_MAIL_RCPT, nullptr);
    c.slistFreeAll(recipients);
    if (code == CURLE_OK)
        return {};
    m_connectionFailed = isConnectionFailure(code);
    return failed(curlFailure(code, m_account.server, true, detail));
}

} // namespace muster::mailnet
