#pragma once
// What a campaign file records of the orders it fetched over IMAP (store/CampaignStore.h, the table
// mail_fetched), so that no message is read twice and none is missed: per folder, the folder's
// UIDVALIDITY and the highest UID read. An IMAP server numbers a folder's messages with UIDs that
// only grow, and changes UIDVALIDITY when it numbers the folder afresh (a folder recreated, a
// server moved), which makes every UID kept before meaningless.
//
// Which messages a fetch reads is decided here, from what the server listed; the network is spoken
// to elsewhere (ui/mailnet/MailFetching.h).

#include <QDateTime>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace muster {

struct FetchMark
{
    QString folder;               // the folder as the mail settings name it ("INBOX")
    std::int64_t uidValidity = 0; // the folder's UIDVALIDITY when it was read
    std::int64_t lastUid = 0;     // the highest UID read (the ones below it were read too)
    QDateTime fetched;            // when (UTC)

    bool operator==(const FetchMark &) const = default;
};

/// Why a fetch reads what it reads.
enum class FetchStart
{
    After,      // the messages after the last one read
    First,      // the folder was never read: every message in it
    Renumbered, // the server numbered the folder afresh (UIDVALIDITY changed): every message again
};

struct FetchPlan
{
    QString folder;
    std::int64_t uidValidity = 0;
    FetchStart start = FetchStart::After;
    std::vector<std::int64_t> uids; // to read, lowest first
    int waiting = 0;                // new messages past limits::kMaxMails, left for the next fetch
};

/// Which of `listed` (the UIDs of `folder` as the server listed them, in any order, repeats
/// allowed) to read, given the folder's `uidValidity` and the campaign's `mark` for it (nullopt:
/// none kept): those above the mark's last UID, or every one when the folder was never read or
/// was numbered afresh. At most limits::kMaxMails, the lowest first; the rest wait.
FetchPlan planFetch(const std::optional<FetchMark> &mark, const QString &folder,
                    std::int64_t uidValidity, std::vector<std::int64_t> listed);

/// The mark once `plan`'s first `read` messages are read (all of them when read is -1): a fetch
/// stopped half way keeps what it read and reads the rest next time. `previous` is the mark the
/// plan was made from; nullopt when nothing was read and no mark was kept before.
std::optional<FetchMark> markAfter(const FetchPlan &plan, const std::optional<FetchMark> &previous,
                                   const QDateTime &now, int read = -1);

/// Why `plan` reads what it reads, for the GM: "3 new messages in INBOX", "INBOX was never read:
/// all 12 of its messages", "the server numbered INBOX afresh: all 12 messages read again", with
/// the messages left for the next fetch.
QString fetchPlanText(const FetchPlan &plan);

/// A UID or UIDVALIDITY as a server may send it: 1 to 2^32-1 (RFC 3501 section 2.3.1.1).
inline constexpr std::int64_t kMaxImapUid = 4294967295;

} // namespace muster
