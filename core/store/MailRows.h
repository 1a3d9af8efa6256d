#pragma once
// The rows of what a campaign file keeps beside the campaign for its mail (schemas 8 and 9): the
// mail settings (one row of JSON, mail/MailSettings.h), the mail sent (mail/SentMail.h) and what
// was fetched of each orders folder (mail/FetchMark.h). Read and
// written on a connection the store holds; the store owns the locking and the messages
// (store/CampaignStore.h). SQLite's failures are thrown as sqlite::SqliteError.

#include "mail/FetchMark.h"
#include "mail/MailSettings.h"
#include "mail/SentMail.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace muster::sqlite {
class Database;
}

namespace muster::store {

/// The settings' JSON text as kept; nullopt when none was kept.
std::optional<QByteArray> readMailSettingsRow(sqlite::Database &db);
/// The kept text read back; a failure naming `path` when it is no JSON object or a field is past
/// its limits.
Result<MailSettings> mailSettingsOfRow(const QByteArray &text, const QString &path);
void writeMailSettingsRow(sqlite::Database &db, const MailSettings &settings);

/// Every mail recorded as sent, in the order they were sent.
std::vector<SentMail> readSentRows(sqlite::Database &db);
/// Records `mail` (replacing a record with its key).
void writeSentRow(sqlite::Database &db, const SentMail &mail);

/// Every folder's mark, by folder. A row whose numbers a server could not have sent (a UID or
/// UIDVALIDITY outside 0-kMaxImapUid) is thrown as SQLITE_CORRUPT: the file was changed by hand.
std::vector<FetchMark> readFetchRows(sqlite::Database &db);
/// Records `mark` (replacing the folder's).
void writeFetchRow(sqlite::Database &db, const FetchMark &mark);

} // namespace muster::store
