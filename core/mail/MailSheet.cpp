#include "mail/MailSheet.h"

#include "mail/MailText.h"
#include "model/Limits.h"
#include "pack/SheetLines.h"
#include "pack/Turnsheet.h"
#include "util/Elide.h"

#include <algorithm>

namespace muster {

namespace {

bool isTextAttachment(const MailAttachment &a)
{
    return a.fileName.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive) ||
           (a.fileName.isEmpty() && a.mimeType == QLatin1String("text/plain"));
}

} // namespace

bool holdsSheet(const QString &text)
{
    if (looksLikeTurnsheet(text))
        return true;
    // Only as far as a sheet may be long: a longer text is refused by the sheet's reader.
    const QStringView head = QStringView(text).left(limits::kMaxTurnsheetBytes);
    for (const QStringView line : head.tokenize(QLatin1Char('\n'))) {
        if (line == QLatin1String("-- ") || line == QLatin1String("-- \r"))
            return false; // a signature follows, with its telephone numbers
        if (looksLikeOrder(line.toString()))
            return true;
    }
    return false;
}

MailSheets mailSheets(const MailMessage &mail)
{
    MailSheets out;
    // A pack's own report and roundup sent back with the sheet are no sheets. An attachment is
    // what the player filled in; of several, those with orders or a message count.
    QStringList attached;
    for (const MailAttachment &a : mail.attachments)
        if (isTextAttachment(a) && !isPackDocument(a.text) && holdsSheet(a.text))
            attached << a.text;
    if (attached.size() > 1) {
        QStringList filled;
        for (const QString &text : attached)
            if (holdsFilledSheet(text))
                filled << text;
        if (!filled.isEmpty())
            attached = filled;
    }
    // The body as the player wrote it: without the quote, the signature, greetings.
    const SheetInMail body = sheetInMailText(mail.plainBody);
    const bool bodyCounts = body.found() && holdsSheet(body.sheet);
    if (!attached.isEmpty() &&
        !(bodyCounts && holdsFilledSheet(body.sheet) &&
          std::none_of(attached.begin(), attached.end(), holdsFilledSheet))) {
        out.texts = attached;
        return out;
    }
    if (bodyCounts) {
        out.texts << body.sheet;
        out.skipped = body.skipped;
        out.quoted = body.quoted;
    }
    return out;
}

QString mailGist(const MailMessage &mail)
{
    QString gist = mail.subject.simplified();
    for (const QStringView line : QStringView(mail.plainBody).tokenize(QLatin1Char('\n'))) {
        if (!gist.isEmpty())
            break;
        gist = line.toString().simplified();
    }
    return elided(gist, 60);
}

} // namespace muster
