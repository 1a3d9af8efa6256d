#include "store/MailRows.h"

#include "store/Sqlite.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

namespace muster::store {

std::optional<QByteArray> readMailSettingsRow(sqlite::Database &db)
{
    sqlite::Statement q(db, "SELECT settings FROM mail_settings WHERE id = 1");
    if (!q.step())
        return std::nullopt;
    return q.columnUtf8(0);
}

Result<MailSettings> mailSettingsOfRow(const QByteArray &text, const QString &path)
{
    // Far more than any settings within their limits take.
    constexpr qsizetype kMaxSettingsBytes = 64 * 1024;
    QJsonParseError error{};
    const QJsonDocument json =
        text.size() > kMaxSettingsBytes ? QJsonDocument() : QJsonDocument::fromJson(text, &error);
    if (!json.isObject())
        return failed(QStringLiteral("%1: its mail settings are unreadable; set them again "
                                     "(Campaign > Mail Settings)")
                          .arg(path));
    Result<MailSettings> settings = mailSettingsFromJson(json.object());
    if (settings)
        return settings;
    Problems problems;
    for (Problem p : settings.problems().items()) {
        p.file = path;
        problems.add(std::move(p));
    }
    return failed(std::move(problems));
}

void writeMailSettingsRow(sqlite::Database &db, const MailSettings &settings)
{
    sqlite::Statement q(db, "INSERT INTO mail_settings (id, settings) VALUES (1, ?1) "
                            "ON CONFLICT (id) DO UPDATE SET settings = excluded.settings");
    q.bindUtf8(1, QJsonDocument(mailSettingsToJson(settings)).toJson(QJsonDocument::Compact)).run();
}

std::vector<SentMail> readSentRows(sqlite::Database &db)
{
    std::vector<SentMail> sent;
    sqlite::Statement q(db, "SELECT key, turn, recipient, message_id, sent FROM mail_sent "
                            "ORDER BY sent, key");
    while (q.step()) {
        SentMail m;
        m.key = q.columnText(0);
        m.turn = q.columnInt(1);
        m.recipient = q.columnText(2);
        m.messageId = q.columnText(3);
        m.sent = QDateTime::fromString(q.columnText(4), Qt::ISODateWithMs);
        sent.push_back(std::move(m));
    }
    return sent;
}

void writeSentRow(sqlite::Database &db, const SentMail &mail)
{
    sqlite::Statement q(db, "INSERT OR REPLACE INTO mail_sent (key, turn, recipient, message_id, "
                            "sent) VALUES (?1, ?2, ?3, ?4, ?5)");
    q.bind(1, mail.key)
        .bind(2, mail.turn)
        .bind(3, mail.recipient)
        .bind(4, mail.messageId)
        .bind(5, mail.sent.toUTC().toString(Qt::ISODateWithMs))
        .run();
}

std::vector<FetchMark> readFetchRows(sqlite::Database &db)
{
    std::vector<FetchMark> marks;
    sqlite::Statement q(db, "SELECT folder, uid_validity, last_uid, fetched FROM mail_fetched "
                            "ORDER BY folder");
    while (q.step()) {
        FetchMark m;
        m.folder = q.columnText(0);
        m.uidValidity = q.columnInt64(1);
        m.lastUid = q.columnInt64(2);
        m.fetched = QDateTime::fromString(q.columnText(3), Qt::ISODateWithMs);
        if (m.uidValidity < 0 || m.uidValidity > kMaxImapUid || m.lastUid < 0 ||
            m.lastUid > kMaxImapUid)
            throw sqlite::SqliteError(SQLITE_CORRUPT,
                                      QStringLiteral("the record of the mail fetched from \"%1\" "
                                                     "holds numbers no server sends")
                                          .arg(m.folder.left(80)));
        marks.push_back(std::move(m));
    }
    return marks;
}

void writeFetchRow(sqlite::Database &db, const FetchMark &mark)
{
    sqlite::Statement q(db, "INSERT OR REPLACE INTO mail_fetched (folder, uid_validity, "
                            "last_uid, fetched) VALUES (?1, ?2, ?3, ?4)");
    q.bind(1, mark.folder)
        .bind(2, mark.uidValidity)
        .bind(3, mark.lastUid)
        .bind(4, mark.fetched.toUTC().toString(Qt::ISODateWithMs))
        .run();
}

} // namespace muster::store
