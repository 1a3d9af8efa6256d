#pragma once
// Where a kingdom's orders of a turn came from when they came by mail: when the mail arrived and
// its subject, kept with the turn so the player's next report can say which sheet was used. A
// kingdom whose orders the GM typed, pasted or read from a file has none: any change of a
// kingdom's orders but a mailed sheet's takes its entry out (TurnRecord::mailed).

#include <QDateTime>
#include <QString>

#include "util/Result.h"

#include <optional>

namespace muster {

struct MailedSheet
{
    QDateTime arrived; // UTC: when the GM's server received it (or its Date); invalid: unknown
    QString subject;   // at most limits::kMaxMailSubjectLength characters, one line

    bool operator==(const MailedSheet &) const = default;

    /// The entry for a mail of `subject` that arrived at `arrived`: the subject on one line and
    /// cut to its limit, the time in UTC to the second.
    static MailedSheet of(const QDateTime &arrived, const QString &subject);
    /// `arrived` as it is kept: ISO 8601 in UTC ("2026-12-03T18:04:00Z"), "" when unknown.
    QString arrivedText() const;
    /// An entry as a campaign file keeps it (JSON or store), checked against its limits; a
    /// failure saying what is wrong with a value.
    static Result<MailedSheet> read(const QString &arrived, const QString &subject);
};

/// When a mail arrived, as a player reads it: "2026-12-03 18:04 UTC" ("" when unknown).
QString arrivalForReaders(const QDateTime &arrived);

} // namespace muster
