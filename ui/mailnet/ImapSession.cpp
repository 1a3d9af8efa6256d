#include "mailnet/ImapSession.h"

#include "mailnet/CurlSupport.h"

#include <QUrl>

#include <algorithm>

namespace muster::mailnet {

namespace {
struct Download
{
    QByteArray bytes;
    std::int64_t maxBytes = -1;
    bool tooLarge = false;
};

size_t writeDownload(char *data, size_t size, size_t count, void *user)
{
    auto *download = static_cast<Download *>(user);
    const auto n = static_cast<qsizetype>(size * count);
    if (download->maxBytes >= 0 && download->bytes.size() + n > download->maxBytes) {
        download->tooLarge = true;
        return 0; // libcurl stops the transfer (CURLE_WRITE_ERROR)
    }
    download->bytes.append(data, n);
    return size * count;
}

/// The path of `folder` in an IMAP URL (RFC 5092): percent-encoded, as libcurl decodes it before
/// quoting it in its own SELECT.
QByteArray folderPath(const QString &folder)
{
    return QUrl::toPercentEncoding(folder);
}

} // namespace

ImapSession::ImapSession(MailAccount account)
    : m_account(std::move(account)), m_handle(std::make_unique<CurlHandle>())
{}

ImapSession::~ImapSession() = default;

Result<QByteArray> ImapSession::perform(const QByteArray &path, const QByteArray &command,
                                        std::int64_t maxBytes)
{
    m_connectionFailed = false;
    m_tooLarge = false;
    const auto loaded = loadCurl();
    if (!loaded)
        return failed(loaded.problems());
    const CurlLibrary &c = **loaded;
    CURL *curl = m_handle->get();
    if (!curl)
        return failed(QStringLiteral("libcurl could not start a transfer"));
    c.easyReset(curl); // the last request's options gone; the connection itself is kept
    setConnectionOptions(curl, m_account.server, false, m_account.caFile, m_account.password,
                         m_account.timeoutSeconds);
    const QByteArray url = serverUrl(m_account.server, false, path);
    c.easySetopt(curl, CURLOPT_URL, url.constData());
    if (!command.isEmpty())
        c.easySetopt(curl, CURLOPT_CUSTOMREQUEST, command.constData());
    Download download;
    download.maxBytes = maxBytes;
    c.easySetopt(curl, CURLOPT_WRITEFUNCTION, writeDownload);
    c.easySetopt(curl, CURLOPT_WRITEDATA, &download);
    char detail[CURL_ERROR_SIZE] = {};
    c.easySetopt(curl, CURLOPT_ERRORBUFFER, detail);
    const CURLcode code = c.easyPerform(curl);
    c.easySetopt(curl, CURLOPT_ERRORBUFFER, nullptr);
    if (code == CURLE_OK)
        return std::move(download.bytes);
    if (download.tooLarge) {
        m_tooLarge = true;
        return failed(QStringLiteral("the message is over %1 MB, more than an order mail takes")
                          .arg(maxBytes >> 20));
    }
    m_connectionFailed = isConnectionFailure(code);
    return failed(curlFailure(code, m_account.server, false, detail));
}

Result<FolderStatus> ImapSession::status(const QString &folder)
{
    const Result<QByteArray> answer =
        perform({}, "STATUS " + quotedFolder(folder) + " (UIDVALIDITY UIDNEXT MESSAGES)");
    if (!answer && m_connectionFailed)
        return failed(answer.problems());
    if (!answer) // most likely the folder is not there
        return failed(QStringLiteral("%1 (the folder \"%2\")").arg(answer.message(), folder));
    if (const auto status = statusOf(*answer))
        return *status;
    return failed(QStringLiteral("%1 did not say the UIDVALIDITY of the folder \"%2\"")
                      .arg(m_account.server.host, folder));
}

Result<std::vector<std::int64_t>> ImapSession::uidsFrom(const QString &folder,
                                                        std::int64_t firstUid, bool unseenOnly)
{
    QByteArray command =
        "UID SEARCH UID " + QByteArray::number(static_cast<qlonglong>(firstUid)) + ":*";
    if (unseenOnly)
        command += " UNSEEN";
    const Result<QByteArray> answer = perform(folderPath(folder), command);
    if (!answer)
        return failed(answer.problems());
    if (auto uids = searchedUids(*answer))
        return std::move(*uids);
    return failed(QStringLiteral("%1 did not list the messages of the folder \"%2\"")
                      .arg(m_account.server.host, folder));
}

Result<QByteArray> ImapSession::message(const QString &folder, std::int64_t uidValidity,
                                        std::int64_t uid, std::int64_t maxBytes)
{
    // With UIDVALIDITY in the URL libcurl checks the folder is still numbered as it was listed
    // (RFC 5092), so a UID never names another message than the one listed.
    const QByteArray path = folderPath(folder) + ";UIDVALIDITY=" +
                            QByteArray::number(static_cast<qlonglong>(uidValidity)) +
                            "/;UID=" + QByteArray::number(static_cast<qlonglong>(uid));
    return perform(path, {}, maxBytes);
}

Result<void> ImapSession::setSeen(const QString &folder, const std::vector<std::int64_t> &uids,
                                  bool set)
{
    if (uids.empty())
        return {};
    const QByteArray command =
        "UID STORE " + uidSet(uids) + (set ? " +" : " -") + "FLAGS.SILENT (\\Seen)";
    const Result<QByteArray> answer = perform(folderPath(folder), command);
    if (!answer)
        return failed(answer.problems());
    return {};
}

Result<void> ImapSession::move(const QString &folder, const std::vector<std::int64_t> &uids,
                               const QString &target)
{
    if (uids.empty())
        return {};
    const QByteArray command = "UID MOVE " + uidSet(uids) + ' ' + quotedFolder(target);
    if (perform(folderPath(folder), command))
        return {};
    if (m_connectionFailed)
        return failed(QStringLiteral("could not move the read messages to \"%1\"").arg(target));
    // Most likely the folder is not there yet (the server answers NO [TRYCREATE]): make it and
    // move again; a CREATE refused because it exists changes nothing.
    (void)perform({}, "CREATE " + quotedFolder(target));
    const Result<QByteArray> again = perform(folderPath(folder), command);
    if (!again)
        return failed(QStringLiteral("could not move the read messages to \"%1\": %2")
                          .arg(target, again.message()));
    return {};
}

} // namespace muster::mailnet
