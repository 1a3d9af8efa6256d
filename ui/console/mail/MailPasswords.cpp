#include "console/mail/MailPasswords.h"

#include <QEventLoop>

#include <qt6keychain/keychain.h>

namespace muster::mailpasswords {

namespace {
const QString kService = QStringLiteral("Muster");

/// Runs `job` to its end (the keyring answers over D-Bus) and says why it failed, if it did.
QString run(QKeychain::Job &job)
{
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never a password in a plain settings file
    QEventLoop loop;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, &QEventLoop::quit);
    job.start();
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    if (job.error() == QKeychain::NoError || job.error() == QKeychain::EntryNotFound)
        return {};
    return QObject::tr("the keyring could not be used (%1)").arg(job.errorString());
}
} // namespace

QString keyOf(const MailServer &server, bool smtp)
{
    return QStringLiteral("%1 %2@%3:%4")
        .arg(smtp ? QStringLiteral("smtp") : QStringLiteral("imap"), server.user, server.host)
        .arg(portOf(server, smtp));
}

Result<QString> forLogin(const MailServer &server, bool smtp)
{
    if (server.user.isEmpty())
        return QString();
    const Result<QString> kept = read(server, smtp);
    if (!kept)
        return failed(
            QObject::tr("The password of %1 cannot be read: %2").arg(server.host, kept.message()));
    if (kept->isEmpty())
        return failed(QObject::tr("No password of %1 at %2 is kept in the keyring: type it in "
                                  "Campaign > Mail Settings.")
                          .arg(server.user, server.host));
    return kept;
}

Result<QString> read(const MailServer &server, bool smtp)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(keyOf(server, smtp));
    if (const QString why = run(job); !why.isEmpty())
        return failed(why);
    return job.error() == QKeychain::EntryNotFound ? QString() : job.textData();
}

Result<void> write(const MailServer &server, bool smtp, const QString &password)
{
    if (password.isEmpty()) {
        QKeychain::DeletePasswordJob job(kService);
        job.setKey(keyOf(server, smtp));
        if (const QString why = run(job); !why.isEmpty())
            return failed(why);
        return {};
    }
    QKeychain::WritePasswordJob job(kService);
    job.setKey(keyOf(server, smtp));
    job.setTextData(password);
    if (const QString why = run(job); !why.isEmpty())
        return failed(why);
    return {};
}

} // namespace muster::mailpasswords
