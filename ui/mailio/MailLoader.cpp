// The mail functions as the programs see them: each loads the GMime module on first use and calls
// through its table (MailModuleApi.h), so a console that never touches mail never loads GMime.
#include "mailio/MailModuleApi.h"
#include "mailio/MailReader.h"
#include "mailio/MailSupport.h"
#include "mailio/MailWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QLibrary>

#include <mutex>

namespace muster {

namespace {

struct Loaded
{
    const MailModuleApi *api = nullptr;
    QString problem;
};

/// The module beside the program: PREFIX/MUSTER_MAIL_MODULE_DIR, PREFIX being the folder above
/// the program's own. The build tree has programs one to three folders further down (tests/mail/,
/// tests/bench/open/) than app/, so the folders above are tried too, nearest first.
QString findModule()
{
    QDir dir = QFileInfo(QStringLiteral("/proc/self/exe"))
                   .canonicalFilePath()
                   .section(QLatin1Char('/'), 0, -2);
    for (int up = 0; up < 4 && dir.cdUp(); ++up) {
        const QString path =
            dir.filePath(QStringLiteral(MUSTER_MAIL_MODULE_DIR "/" MUSTER_MAIL_MODULE_FILE));
        if (QFileInfo::exists(path))
            return path;
    }
    return {};
}

const Loaded &loaded()
{
    static Loaded result;
    static std::once_flag once;
    std::call_once(once, [] {
        const QString path = findModule();
        if (path.isEmpty()) {
            result.problem = QStringLiteral("Mail support cannot be loaded: %1 is not installed "
                                            "beside the program")
                                 .arg(QStringLiteral(MUSTER_MAIL_MODULE_FILE));
            return;
        }
        // Never unloaded: GLib's types stay registered for the life of the process.
        static QLibrary library(path);
        using Entry = const MailModuleApi *(*)();
        const auto entry = reinterpret_cast<Entry>(library.resolve("muster_mail_module"));
        const MailModuleApi *api = entry ? entry() : nullptr;
        if (!api)
            result.problem =
                QStringLiteral("Mail support cannot be loaded: %1").arg(library.errorString());
        else if (api->version != MailModuleApi::kVersion)
            result.problem =
                QStringLiteral("Mail support cannot be loaded: %1 is of another version").arg(path);
        else
            result.api = api;
    });
    return result;
}

} // namespace

QString mailSupportProblem()
{
    return loaded().problem;
}

Mailbox readMailbox(const QString &path)
{
    const Loaded &m = loaded();
    return m.api ? m.api->readMailbox(path) : Mailbox{{}, m.problem};
}

Mailbox readMailBytes(const QByteArray &bytes, bool mbox, const QString &name)
{
    const Loaded &m = loaded();
    return m.api ? m.api->readMailBytes(bytes, mbox, name) : Mailbox{{}, m.problem};
}

QByteArray encodeAttachment(const QByteArray &data)
{
    const Loaded &m = loaded();
    return m.api ? m.api->encodeAttachment(data) : QByteArray();
}

QByteArray composeMail(const OutgoingMail &mail)
{
    const Loaded &m = loaded();
    return m.api ? m.api->composeMail(mail) : QByteArray();
}

} // namespace muster
