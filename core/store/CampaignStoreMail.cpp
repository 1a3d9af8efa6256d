// What a campaign file keeps beside the campaign for its mail (the mail settings, the mail sent and
// fetched), read and written through the store's own locking (CampaignStore.cpp: readBeside and
// writeBeside); the rows themselves are store/MailRows'.
#include "store/CampaignStore.h"

#include "store/MailRows.h"
#include "store/Sqlite.h"

namespace muster {

using sqlite::Database;

Result<MailSettings> CampaignStore::mailSettings()
{
    std::optional<QByteArray> text;
    if (Result<void> read =
            readBeside(QStringLiteral("read the mail settings of"),
                       [&](Database &db) { text = store::readMailSettingsRow(db); });
        !read)
        return failed(read.problems());
    return text ? store::mailSettingsOfRow(*text, m_path) : Result<MailSettings>(MailSettings{});
}

Result<void> CampaignStore::saveMailSettings(const MailSettings &settings)
{
    if (const Problems problems = mailSettingsProblems(settings); !problems.isEmpty())
        return failed(problems);
    return writeBeside([&](Database &db) { store::writeMailSettingsRow(db, settings); });
}

Result<std::vector<SentMail>> CampaignStore::sentMails()
{
    std::vector<SentMail> sent;
    if (Result<void> read = readBeside(QStringLiteral("read the mail sent from"),
                                       [&](Database &db) { sent = store::readSentRows(db); });
        !read)
        return failed(read.problems());
    return sent;
}

Result<void> CampaignStore::recordSent(const SentMail &mail)
{
    return writeBeside([&](Database &db) { store::writeSentRow(db, mail); });
}

Result<std::optional<FetchMark>> CampaignStore::fetchMark(const QString &folder)
{
    const Result<std::vector<FetchMark>> marks = fetchMarks();
    if (!marks)
        return failed(marks.problems());
    for (const FetchMark &mark : *marks)
        if (mark.folder == folder)
            return std::optional<FetchMark>(mark);
    return std::optional<FetchMark>();
}

Result<std::vector<FetchMark>> CampaignStore::fetchMarks()
{
    std::vector<FetchMark> marks;
    if (Result<void> read = readBeside(QStringLiteral("read the mail fetched from"),
                                       [&](Database &db) { marks = store::readFetchRows(db); });
        !read)
        return failed(read.problems());
    return marks;
}

Result<void> CampaignStore::recordFetched(const FetchMark &mark)
{
    return writeBeside([&](Database &db) { store::writeFetchRow(db, mark); });
}

Result<void> CampaignStore::copyMailRecordsFrom(CampaignStore &other)
{
    const Result<MailSettings> settings = other.mailSettings();
    if (!settings)
        return failed(settings.problems());
    const Result<std::vector<SentMail>> sent = other.sentMails();
    if (!sent)
        return failed(sent.problems());
    const Result<std::vector<FetchMark>> fetched = other.fetchMarks();
    if (!fetched)
        return failed(fetched.problems());
    return writeBeside([&](Database &db) {
        store::writeMailSettingsRow(db, *settings);
        for (const SentMail &mail : *sent)
            store::writeSentRow(db, mail);
        for (const FetchMark &mark : *fetched)
            store::writeFetchRow(db, mark);
    });
}

} // namespace muster
