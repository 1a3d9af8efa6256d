#include "mailnet/MailFetching.h"

#include "mailio/MailReader.h"
#include "mailnet/ImapSession.h"
#include "model/Limits.h"

#include <algorithm>

namespace muster::mailnet {

Result<FetchedMail> fetchNewMail(ImapSession &session, const QString &folder,
                                 const std::optional<FetchMark> &mark,
                                 const std::function<bool(int, int)> &progress)
{
    const Result<FolderStatus> status = session.status(folder);
    if (!status)
        return failed(status.problems());
    const bool sameNumbering =
        mark && mark->folder == folder && mark->uidValidity == status->uidValidity;
    const std::int64_t first = sameNumbering ? mark->lastUid + 1 : 1;
    FetchedMail fetched;
    if (first > kMaxImapUid) {
        fetched.plan = planFetch(mark, folder, status->uidValidity, {});
        return fetched;
    }
    const Result<std::vector<std::int64_t>> listed = session.uidsFrom(folder, first);
    if (!listed)
        return failed(listed.problems());
    fetched.plan = planFetch(mark, folder, status->uidValidity, *listed);
    if (fetched.plan.uids.empty())
        return fetched;
    // Reading a message marks it read on the server; which were not is asked first, so that a
    // look without storing can leave them as they were.
    const Result<std::vector<std::int64_t>> unseen = session.uidsFrom(folder, first, true);
    if (!unseen)
        return failed(unseen.problems());
    const auto total = static_cast<int>(fetched.plan.uids.size());
    std::int64_t bytes = 0;
    for (const std::int64_t uid : fetched.plan.uids) {
        if (progress && !progress(fetched.read, total)) {
            fetched.cancelled = true;
            break;
        }
        const QString source = QStringLiteral("%1 UID %2").arg(folder).arg(uid);
        const Result<QByteArray> bytesRead =
            session.message(folder, fetched.plan.uidValidity, uid, limits::kMaxMailBytes);
        MailMessage mail;
        if (bytesRead) {
            bytes += bytesRead->size();
            if (bytes > limits::kMaxMailboxBytes) {
                // What was read is judged; the rest waits for the next fetch.
                fetched.plan.waiting += total - fetched.read;
                break;
            }
            Mailbox one = readMailBytes(*bytesRead, false, source);
            if (!one.error.isEmpty() || one.mails.size() != 1) {
                mail.source = source;
                mail.problem = one.error.isEmpty() ? QStringLiteral("not one mail") : one.error;
            } else {
                mail = std::move(one.mails.front());
            }
        } else if (session.tooLarge()) {
            mail.source = source;
            mail.problem = bytesRead.message();
        } else {
            return failed(bytesRead.problems()); // the connection's, or the folder renumbered
        }
        fetched.mailbox.mails.push_back(std::move(mail));
        ++fetched.read;
    }
    for (const std::int64_t uid : *unseen)
        if (std::find(fetched.plan.uids.begin(), fetched.plan.uids.begin() + fetched.read, uid) !=
            fetched.plan.uids.begin() + fetched.read)
            fetched.unseen.push_back(uid);
    if (progress)
        progress(fetched.read, total);
    return fetched;
}

namespace {
std::vector<std::int64_t> readUids(const FetchedMail &fetched)
{
    return {fetched.plan.uids.begin(), fetched.plan.uids.begin() + fetched.read};
}
} // namespace

Result<void> settleFetched(ImapSession &session, const FetchedMail &fetched,
                           const QString &readFolder)
{
    const std::vector<std::int64_t> uids = readUids(fetched);
    if (!readFolder.isEmpty() && readFolder != fetched.plan.folder)
        return session.move(fetched.plan.folder, uids, readFolder);
    return session.setSeen(fetched.plan.folder, uids, true);
}

Result<void> restoreUnseen(ImapSession &session, const FetchedMail &fetched)
{
    return session.setSeen(fetched.plan.folder, fetched.unseen, false);
}

} // namespace muster::mailnet
