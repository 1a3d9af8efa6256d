#include "mail/ImapAnswers.h"

#include "mail/FetchMark.h"

#include <QList>

#include <algorithm>

namespace muster {

namespace {
/// The words after `prefix` in the first line of `answer` that starts with it.
std::optional<QList<QByteArray>> untaggedWords(const QByteArray &answer, const QByteArray &prefix)
{
    for (const QByteArray &line : answer.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.startsWith(prefix))
            return trimmed.mid(prefix.size()).simplified().split(' ');
    }
    return std::nullopt;
}

std::optional<std::int64_t> uidNumber(const QByteArray &word)
{
    bool ok = false;
    const qlonglong n = word.toLongLong(&ok);
    if (!ok || n < 0 || n > kMaxImapUid)
        return std::nullopt;
    return n;
}
} // namespace

QByteArray quotedFolder(const QString &folder)
{
    return '"' + folder.toLatin1() + '"';
}

QByteArray uidSet(std::vector<std::int64_t> uids)
{
    std::sort(uids.begin(), uids.end());
    uids.erase(std::unique(uids.begin(), uids.end()), uids.end());
    QByteArray out;
    for (size_t i = 0; i < uids.size();) {
        size_t j = i;
        while (j + 1 < uids.size() && uids[j + 1] == uids[j] + 1)
            ++j;
        if (!out.isEmpty())
            out += ',';
        out += QByteArray::number(static_cast<qlonglong>(uids[i]));
        if (j > i)
            out += ':' + QByteArray::number(static_cast<qlonglong>(uids[j]));
        i = j + 1;
    }
    return out;
}

std::optional<std::vector<std::int64_t>> searchedUids(const QByteArray &answer)
{
    const auto words = untaggedWords(answer, "* SEARCH");
    if (!words)
        return std::nullopt;
    std::vector<std::int64_t> uids;
    for (const QByteArray &word : *words) {
        if (word.isEmpty())
            continue;
        const auto uid = uidNumber(word);
        if (!uid)
            return std::nullopt;
        uids.push_back(*uid);
    }
    return uids;
}

std::optional<FolderStatus> statusOf(const QByteArray &answer)
{
    for (const QByteArray &line : answer.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        if (!trimmed.startsWith("* STATUS "))
            continue;
        const qsizetype open = trimmed.lastIndexOf('(');
        const qsizetype close = trimmed.lastIndexOf(')');
        if (open < 0 || close < open)
            return std::nullopt;
        const QList<QByteArray> words =
            trimmed.mid(open + 1, close - open - 1).simplified().split(' ');
        FolderStatus status;
        bool validity = false;
        for (qsizetype i = 0; i + 1 < words.size(); i += 2) {
            const auto n = uidNumber(words[i + 1]);
            if (!n)
                return std::nullopt;
            const QByteArray name = words[i].toUpper();
            if (name == "UIDVALIDITY") {
                status.uidValidity = *n;
                validity = true;
            } else if (name == "UIDNEXT") {
                status.uidNext = *n;
            } else if (name == "MESSAGES") {
                status.messages = *n;
            }
        }
        if (!validity)
            return std::nullopt;
        return status;
    }
    return std::nullopt;
}

} // namespace muster
