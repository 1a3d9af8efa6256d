#pragma once
// One connection to the GM's IMAP server (libcurl keeps it from one request to the next), with
// the few requests fetching orders needs: a folder's UIDVALIDITY, the UIDs in it from one on, one
// message by UID, and marking messages read or moving them. libcurl speaks IMAP, STARTTLS and
// TLS and checks the certificate; the one line each of STATUS and SEARCH answers, which libcurl
// passes on as it came, is read by core (mail/ImapAnswers.h).

#include "mail/ImapAnswers.h"
#include "mailnet/MailAccount.h"
#include "util/Result.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace muster::mailnet {

class CurlHandle;

class ImapSession
{
public:
    explicit ImapSession(MailAccount account);
    ~ImapSession();
    ImapSession(const ImapSession &) = delete;
    ImapSession &operator=(const ImapSession &) = delete;

    /// The folder's UIDVALIDITY and counts; a failure naming the server and the cause (a folder
    /// that does not exist among them).
    Result<FolderStatus> status(const QString &folder);
    /// The UIDs of the folder's messages from `firstUid` on, and, when `unseenOnly`, of those not
    /// marked read.
    Result<std::vector<std::int64_t>> uidsFrom(const QString &folder, std::int64_t firstUid,
                                               bool unseenOnly = false);
    /// The message with `uid`, as the server keeps it; fails when the folder's UIDVALIDITY is
    /// no longer `uidValidity` (the folder numbered afresh since it was listed) or the message is
    /// over `maxBytes` (tooLarge() then says so).
    Result<QByteArray> message(const QString &folder, std::int64_t uidValidity, std::int64_t uid,
                               std::int64_t maxBytes);
    bool tooLarge() const { return m_tooLarge; }
    /// Adds (or, with `set` false, takes away) the \Seen flag of the messages `uids`.
    Result<void> setSeen(const QString &folder, const std::vector<std::int64_t> &uids, bool set);
    /// Moves the messages `uids` to `target`, made first if the server has no such folder.
    Result<void> move(const QString &folder, const std::vector<std::int64_t> &uids,
                      const QString &target);
    /// Whether the last failure was the connection's (server down, login or certificate refused,
    /// timeout) rather than one request's.
    bool connectionFailed() const { return m_connectionFailed; }

private:
    /// Runs `command` (a custom request, "" for the URL's own fetch) on `folder`'s URL `path`
    /// and gives what the server answered before its tagged OK.
    Result<QByteArray> perform(const QByteArray &path, const QByteArray &command,
                               std::int64_t maxBytes = -1);
    MailAccount m_account;
    std::unique_ptr<CurlHandle> m_handle;
    bool m_connectionFailed = false;
    bool m_tooLarge = false;
};

} // namespace muster::mailnet
