#pragma once
// The little of IMAP that Muster reads and writes itself, libcurl speaking the protocol
// (ui/mailnet/ImapSession.h): the one line a server answers STATUS and SEARCH with (RFC 3501
// sections 7.2.4 and 7.2.5), which libcurl passes on as it came, and the words of the commands it
// is given (a folder quoted, a set of UIDs). Everything read here comes from a server, so
// every number is checked against what a server may send (kMaxImapUid).

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster {

struct FolderStatus
{
    std::int64_t uidValidity = 0;
    std::int64_t uidNext = 0;
    std::int64_t messages = 0;
};

/// `folder` as an IMAP command quotes it ("INBOX", "Muster orders"); the mail settings allow no
/// quote, backslash or character outside printable ASCII in a folder's name.
QByteArray quotedFolder(const QString &folder);
/// "1:3,7,9": a set of UIDs as IMAP writes it, ranges joined.
QByteArray uidSet(std::vector<std::int64_t> uids);
/// The numbers of a server's "* SEARCH 1 2 3" line; nullopt when the answer holds none such, or
/// a word of it is no UID.
std::optional<std::vector<std::int64_t>> searchedUids(const QByteArray &answer);
/// The folder status in a server's "* STATUS INBOX (MESSAGES 1 UIDNEXT 2 UIDVALIDITY 3)" line;
/// nullopt without one, or without its UIDVALIDITY.
std::optional<FolderStatus> statusOf(const QByteArray &answer);

} // namespace muster
