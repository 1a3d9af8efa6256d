#include "mail/FetchMark.h"

#include "model/Limits.h"

#include <algorithm>

namespace muster {

FetchPlan planFetch(const std::optional<FetchMark> &mark, const QString &folder,
                    std::int64_t uidValidity, std::vector<std::int64_t> listed)
{
    FetchPlan plan;
    plan.folder = folder;
    plan.uidValidity = uidValidity;
    std::int64_t after = 0;
    if (!mark || mark->folder != folder)
        plan.start = FetchStart::First;
    else if (mark->uidValidity != uidValidity)
        plan.start = FetchStart::Renumbered;
    else
        after = mark->lastUid;
    std::sort(listed.begin(), listed.end());
    listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
    // A search for "UID n:*" lists the folder's last message even when its UID is below n (RFC
    // 3501: "*" is the highest UID in use), so the UIDs at or below the mark are dropped here.
    for (const std::int64_t uid : listed)
        if (uid > after && uid <= kMaxImapUid)
            plan.uids.push_back(uid);
    if (plan.uids.size() > static_cast<size_t>(limits::kMaxMails)) {
        plan.waiting = static_cast<int>(plan.uids.size() - static_cast<size_t>(limits::kMaxMails));
        plan.uids.resize(static_cast<size_t>(limits::kMaxMails));
    }
    return plan;
}

std::optional<FetchMark> markAfter(const FetchPlan &plan, const std::optional<FetchMark> &previous,
                                   const QDateTime &now, int read)
{
    const size_t count =
        read < 0 ? plan.uids.size() : std::min(plan.uids.size(), static_cast<size_t>(read));
    if (count == 0) {
        // Nothing read: the mark stays, unless the folder it named is no longer what it was (a
        // folder renumbered and empty keeps no UID of its former numbering).
        if (plan.start == FetchStart::After)
            return previous;
        if (plan.uids.empty())
            return FetchMark{plan.folder, plan.uidValidity, 0, now.toUTC()};
        return previous;
    }
    return FetchMark{plan.folder, plan.uidValidity, plan.uids[count - 1], now.toUTC()};
}

QString fetchPlanText(const FetchPlan &plan)
{
    const auto n = static_cast<int>(plan.uids.size());
    const QString messages =
        n == 1 ? QStringLiteral("1 message") : QStringLiteral("%1 messages").arg(n);
    QString text;
    switch (plan.start) {
    case FetchStart::After:
        text = n == 0 ? QStringLiteral("no new messages in %1").arg(plan.folder)
                      : QStringLiteral("%1 new in %2").arg(messages, plan.folder);
        break;
    case FetchStart::First:
        text = QStringLiteral("%1 was never read before: %2 in it").arg(plan.folder, messages);
        break;
    case FetchStart::Renumbered:
        text = QStringLiteral("the server numbered %1 afresh (its UIDVALIDITY changed), so its "
                              "%2 are read again")
                   .arg(plan.folder, messages);
        break;
    }
    if (plan.waiting > 0)
        text += QStringLiteral("; %1 more wait for the next fetch (at most %2 are read at once)")
                    .arg(plan.waiting)
                    .arg(limits::kMaxMails);
    return text;
}

} // namespace muster
