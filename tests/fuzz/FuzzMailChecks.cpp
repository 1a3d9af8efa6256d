// The mail text's fuzz check (FuzzChecks.h): finding the order sheet in what a player wrote.
#include "FuzzChecks.h"
#include "FuzzSupport.h"

#include "mail/FetchMark.h"
#include "mail/ImapAnswers.h"
#include "mail/MailText.h"
#include "pack/SheetLines.h"

#include <QRegularExpression>

namespace muster::fuzz {

void checkMailText(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return;
    // The first byte says how the text came: format=flowed (bit 0), with DelSp=yes (bit 1).
    const bool flowed = (data[0] & 1) != 0;
    const bool delSp = (data[0] & 2) != 0;
    QString text = QString::fromUtf8(bytes(data + 1, size - 1));
    if (flowed) {
        text = unflowed(text, delSp);
        expect(unflowed(QString::fromUtf8(bytes(data + 1, size - 1)), delSp) == text,
               "unflowing is deterministic", text);
    }
    const SheetInMail found = sheetInMailText(text);
    const SheetInMail again = sheetInMailText(text);
    expect(found.sheet == again.sheet && found.quoted == again.quoted &&
               found.skipped == again.skipped,
           "finding the sheet is deterministic", text);

    // The sheet keeps the mail's line numbers: one line for each line of the text, a line not
    // read left empty, and a line said to be skipped is not in the sheet.
    const QStringList lines = plainSheetCharacters(text).split(QLatin1Char('\n'));
    const QStringList sheet = found.sheet.split(QLatin1Char('\n'));
    if (found.found())
        expect(sheet.size() == lines.size(), "the sheet has a line for each line of the mail",
               text);
    expect(found.skipped.size() <= lines.size(), "no line is skipped twice", text);
    static const QRegularExpression skippedLine(QStringLiteral("^line (\\d+): "));
    for (const QString &skipped : found.skipped) {
        const QRegularExpressionMatch m = skippedLine.match(skipped);
        expect(m.hasMatch(), "a skipped line names its line", skipped);
        const qsizetype line = m.captured(1).toLongLong();
        expect(line >= 1 && line <= lines.size(), "a skipped line is a line of the mail", skipped);
        expect(!found.found() || sheet.value(line - 1).isEmpty(),
               "a skipped line is not read as the sheet", skipped);
    }
    if (found.found())
        expect(!holdsFilledSheet(found.sheet) || !found.sheet.trimmed().isEmpty(),
               "a filled sheet has text", text);
}

void checkImapAnswer(const std::uint8_t *data, std::size_t size)
{
    const QByteArray answer = bytes(data, size);
    const auto uids = searchedUids(answer);
    expect(uids == searchedUids(answer), "reading a SEARCH answer is deterministic",
           QString::fromLatin1(answer.left(200)));
    if (uids) {
        for (const std::int64_t uid : *uids)
            expect(uid >= 0 && uid <= kMaxImapUid, "a UID read is one a server may send",
                   QString::number(uid));
        // The set written for STORE and MOVE names exactly the UIDs read.
        std::vector<std::int64_t> unique = *uids;
        std::sort(unique.begin(), unique.end());
        unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
        std::vector<std::int64_t> back;
        for (const QByteArray &part : uidSet(*uids).split(',')) {
            if (part.isEmpty())
                continue;
            const QList<QByteArray> ends = part.split(':');
            const std::int64_t first = ends.front().toLongLong();
            const std::int64_t last = ends.back().toLongLong();
            expect(last >= first && last - first <= static_cast<std::int64_t>(unique.size()),
                   "a range of the set is in order", QString::fromLatin1(part));
            for (std::int64_t uid = first; uid <= last && back.size() <= unique.size(); ++uid)
                back.push_back(uid);
        }
        expect(back == unique, "the set names every UID read once", QString::number(back.size()));
    }
    const auto status = statusOf(answer);
    if (status) {
        expect(status->uidValidity >= 0 && status->uidValidity <= kMaxImapUid &&
                   status->uidNext >= 0 && status->uidNext <= kMaxImapUid &&
                   status->messages >= 0 && status->messages <= kMaxImapUid,
               "a STATUS number is one a server may send", QString::fromLatin1(answer.left(200)));
    }
}

} // namespace muster::fuzz
