#include "MailPassword.h"

#include "io/InputFile.h"

namespace muster::cli {

Result<QString> mailPassword(const QString &passwordFile, const char *environment)
{
    if (passwordFile.isEmpty())
        return qEnvironmentVariable(environment);
    const Result<QByteArray> bytes =
        readInputFile(passwordFile, 4096, QStringLiteral("a password file"));
    if (!bytes)
        return Failed{bytes.problems()};
    QString text = QString::fromUtf8(*bytes);
    if (const qsizetype end = text.indexOf(QLatin1Char('\n')); end >= 0)
        text.truncate(end);
    if (text.endsWith(QLatin1Char('\r')))
        text.chop(1);
    return text;
}

} // namespace muster::cli
