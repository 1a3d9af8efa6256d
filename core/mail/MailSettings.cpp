#include "mail/MailSettings.h"

#include "mail/MailAddress.h"
#include "model/Limits.h"

#include <QJsonValue>

namespace muster {

namespace {
const QString kWhere = QStringLiteral("mail settings");

/// A host name, user or folder as a server takes it: no spaces or control characters, which
/// would end a command line of the protocol, and within limits::kMaxContactLength.
QString wordProblem(const QString &value, const char *what)
{
    if (value.size() > limits::kMaxContactLength)
        return QStringLiteral("the %1 is longer than %2 characters")
            .arg(QLatin1String(what))
            .arg(limits::kMaxContactLength);
    for (const QChar c : value)
        if (c.isSpace() || c.category() == QChar::Other_Control)
            return QStringLiteral("the %1 has a space or a control character")
                .arg(QLatin1String(what));
    return {};
}

/// An IMAP folder's name as a command quotes it (mail/ImapAnswers.h): printable ASCII without a
/// quote or a backslash, which would end or escape the quoted name (a folder with other letters
/// has a name in the server's modified UTF-7, which Muster does not write).
QString folderProblem(const QString &folder, bool required)
{
    if (folder.isEmpty())
        return required ? QStringLiteral("no folder is named") : QString();
    if (folder.size() > limits::kMaxContactLength)
        return QStringLiteral("the folder name is longer than %1 characters")
            .arg(limits::kMaxContactLength);
    for (const QChar c : folder)
        if (c.unicode() < 0x20 || c.unicode() > 0x7e || c == QLatin1Char('"') ||
            c == QLatin1Char('\\'))
            return QStringLiteral("the folder name may hold letters, digits, spaces and the "
                                  "signs of plain ASCII other than \" and \\ only");
    return {};
}

void check(Problems &problems, const QString &field, const QString &message)
{
    if (!message.isEmpty())
        problems.add({{}, 0, kWhere + QStringLiteral(": ") + field, message});
}

void checkServer(Problems &problems, const MailServer &server, const QString &name)
{
    check(problems, name + QStringLiteral(".host"), wordProblem(server.host, "host name"));
    check(problems, name + QStringLiteral(".user"), wordProblem(server.user, "user name"));
    if (server.port < 0 || server.port > 65535)
        check(problems, name + QStringLiteral(".port"),
              QStringLiteral("the port %1 is not one of 1-65535").arg(server.port));
    if (!server.isSet() && !server.user.isEmpty())
        check(problems, name + QStringLiteral(".host"), QStringLiteral("a user without a server"));
}

QJsonObject serverToJson(const MailServer &server)
{
    return {{QStringLiteral("host"), server.host},
            {QStringLiteral("port"), server.port},
            {QStringLiteral("security"), securityName(server.security)},
            {QStringLiteral("user"), server.user}};
}

MailServer serverFromJson(Problems &problems, const QJsonObject &json, const QString &name)
{
    MailServer server;
    server.host = json.value(QStringLiteral("host")).toString();
    server.user = json.value(QStringLiteral("user")).toString();
    const QJsonValue port = json.value(QStringLiteral("port"));
    const double number = port.toDouble(-1);
    if (!port.isUndefined() &&
        (!port.isDouble() || number != static_cast<int>(number) || number < 0 || number > 65535))
        check(problems, name + QStringLiteral(".port"),
              QStringLiteral("the port is not a number of 1-65535"));
    else
        server.port = port.toInt(0);
    const QJsonValue security = json.value(QStringLiteral("security"));
    if (!security.isUndefined()) {
        if (const auto named = securityNamed(security.toString()))
            server.security = *named;
        else
            check(problems, name + QStringLiteral(".security"),
                  QStringLiteral("the security is not \"starttls\" or \"tls\""));
    }
    return server;
}
} // namespace

int usualPort(bool smtp, MailSecurity security)
{
    if (smtp)
        return security == MailSecurity::Tls ? 465 : 587;
    return security == MailSecurity::Tls ? 993 : 143;
}

int portOf(const MailServer &server, bool smtp)
{
    return server.port > 0 ? server.port : usualPort(smtp, server.security);
}

QString securityName(MailSecurity security)
{
    switch (security) {
    case MailSecurity::StartTls:
        return QStringLiteral("starttls");
    case MailSecurity::Tls:
        return QStringLiteral("tls");
    }
    return {};
}

std::optional<MailSecurity> securityNamed(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("starttls"))
        return MailSecurity::StartTls;
    if (n == QLatin1String("tls") || n == QLatin1String("ssl"))
        return MailSecurity::Tls;
    return std::nullopt;
}

QJsonObject mailSettingsToJson(const MailSettings &s)
{
    return {{QStringLiteral("senderName"), s.senderName},
            {QStringLiteral("senderAddress"), s.senderAddress},
            {QStringLiteral("smtp"), serverToJson(s.smtp)},
            {QStringLiteral("imap"), serverToJson(s.imap)},
            {QStringLiteral("ordersFolder"), s.ordersFolder},
            {QStringLiteral("readFolder"), s.readFolder},
            {QStringLiteral("caFile"), s.caFile}};
}

Problems mailSettingsProblems(const MailSettings &s)
{
    Problems problems;
    if (s.senderName.size() > limits::kMaxTextLength)
        check(problems, QStringLiteral("senderName"),
              QStringLiteral("the name is longer than %1 characters").arg(limits::kMaxTextLength));
    for (const QChar c : s.senderName)
        if (c.category() == QChar::Other_Control) {
            check(problems, QStringLiteral("senderName"),
                  QStringLiteral("the name has a control character"));
            break;
        }
    if (!s.senderAddress.isEmpty() && !isPlainAddress(s.senderAddress))
        check(problems, QStringLiteral("senderAddress"),
              QStringLiteral("\"%1\" is not an e-mail address").arg(s.senderAddress.left(80)));
    checkServer(problems, s.smtp, QStringLiteral("smtp"));
    checkServer(problems, s.imap, QStringLiteral("imap"));
    check(problems, QStringLiteral("ordersFolder"), folderProblem(s.ordersFolder, true));
    check(problems, QStringLiteral("readFolder"), folderProblem(s.readFolder, false));
    if (s.caFile.size() > 4096)
        check(problems, QStringLiteral("caFile"), QStringLiteral("the file name is too long"));
    return problems;
}

Result<MailSettings> mailSettingsFromJson(const QJsonObject &json)
{
    Problems problems;
    MailSettings s;
    s.senderName = json.value(QStringLiteral("senderName")).toString();
    s.senderAddress = json.value(QStringLiteral("senderAddress")).toString();
    s.smtp = serverFromJson(problems, json.value(QStringLiteral("smtp")).toObject(),
                            QStringLiteral("smtp"));
    s.imap = serverFromJson(problems, json.value(QStringLiteral("imap")).toObject(),
                            QStringLiteral("imap"));
    s.ordersFolder = json.value(QStringLiteral("ordersFolder")).toString(QStringLiteral("INBOX"));
    s.readFolder = json.value(QStringLiteral("readFolder")).toString();
    s.caFile = json.value(QStringLiteral("caFile")).toString();
    problems.append(mailSettingsProblems(s));
    if (!problems.isEmpty())
        return failed(std::move(problems));
    return s;
}

} // namespace muster
