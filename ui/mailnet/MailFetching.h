#pragma once
// Fetching the players' orders from the GM's IMAP server: the new messages of the orders folder
// (which ones core decides, mail/FetchMark.h) read into a Mailbox that is judged exactly as a
// mailbox file is (mail/MailOrders.h). Reading changes nothing the campaign keeps; once the
// orders are stored, the campaign records the new mark and the server marks the messages read, or
// moves them (settleFetched). A look without storing leaves the server as it was (restoreUnseen).

#include "mail/FetchMark.h"
#include "mail/MailMessage.h"
#include "util/Result.h"

#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace muster::mailnet {

class ImapSession;

struct FetchedMail
{
    FetchPlan plan;
    Mailbox mailbox;                  // one mail per UID read, in plan.uids' order
    int read = 0;                     // how many of plan.uids were read (all, unless cancelled)
    std::vector<std::int64_t> unseen; // of those read, the ones not marked read before
    bool cancelled = false;
};

/// Reads the new messages of `folder` (planFetch from `mark`). `progress` is told after each
/// message (read, to read) and stops the reading by returning false: what was read so far is
/// kept, the rest waits. A failure (server down, login or certificate refused, no such folder,
/// the folder numbered afresh while it was read) names the server and the cause; nothing is read
/// then.
Result<FetchedMail> fetchNewMail(ImapSession &session, const QString &folder,
                                 const std::optional<FetchMark> &mark,
                                 const std::function<bool(int, int)> &progress = {});

/// After the orders of `fetched` were stored: its messages marked read on the server, or moved to
/// `readFolder` when one is set.
Result<void> settleFetched(ImapSession &session, const FetchedMail &fetched,
                           const QString &readFolder);

/// After a look at `fetched` without storing anything: the messages that were not marked read
/// before the fetch (reading a message marks it) are unmarked again.
Result<void> restoreUnseen(ImapSession &session, const FetchedMail &fetched);

} // namespace muster::mailnet
