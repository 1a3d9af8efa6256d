#pragma once
// The rows of what a campaign file keeps beside the campaign for its mail (schema 8): the mail
// settings (one row of JSON, mail/MailSettings.h) and the mail sent (mail/SentMail.h). Read and
// written on a connection the store holds; the store owns the locking and the messages
// (store/CampaignStore.h). SQLite's failures are thrown as sqlite::SqliteError.

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

} // namespace muster::store
