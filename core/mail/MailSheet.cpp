#include "mail/MailSheet.h"

#include "model/Limits.h"
#include "pack/Turnsheet.h"
#include "rules/area/AreaActions.h"
#include "util/Elide.h"

#include <QRegularExpression>

namespace muster {

namespace {

bool isTextAttachment(const MailAttachment &a)
{
    return a.fileName.endsWith(QLatin1String(".txt"), Qt::CaseInsensitive) ||
           (a.fileName.isEmpty() && a.mimeType == QLatin1String("text/plain"));
}

// An order line's start: "3 ...", "3. ...", "3) ..." (an area action, its verb perhaps
// mistyped), or a verb or "ARMY MARCH" with no number.
const QRegularExpression kNumbered(QStringLiteral("^\\s*\\d+\\s*[.)]?\\s+\\S"));
const QRegularExpression kMarch(QStringLiteral("^\\s*\\S+\\s+march\\b"),
                                QRegularExpression::CaseInsensitiveOption);

bool startsAsOrder(QStringView line)
{
    if (kNumbered.match(line).hasMatch() || kMarch.match(line).hasMatch())
        return true;
    const QStringView trimmed = line.trimmed();
    const qsizetype end = trimmed.indexOf(QLatin1Char(' '));
    return parseActionKind((end < 0 ? trimmed : trimmed.left(end)).toString()).has_value();
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
        if (startsAsOrder(line))
            return true;
    }
    return false;
}

QStringList mailSheets(const MailMessage &mail)
{
    QStringList sheets;
    for (const MailAttachment &a : mail.attachments)
        if (isTextAttachment(a) && holdsSheet(a.text))
            sheets << a.text;
    if (sheets.isEmpty() && holdsSheet(mail.plainBody))
        sheets << mail.plainBody;
    return sheets;
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
