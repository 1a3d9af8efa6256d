// muster-cli mail-settings FILE [NAME=VALUE...]: lists how a campaign's mail goes out and comes
// in (mail/MailSettings.h), or sets it, as Campaign > Mail Settings does. No password is kept:
// `send` takes it from MUSTER_SMTP_PASSWORD or --password-file. Every assignment is checked
// before the file is written; one that is wrong changes nothing.
#include "CampaignFiles.h"
#include "CommandLine.h"
#include "ProblemOutput.h"

#include "mail/MailSettings.h"
#include "store/CampaignStore.h"

#include <algorithm>
#include <functional>

namespace muster::cli {

namespace {
int mailSettings(const QStringList &arguments);

const CliCommand kMailSettings{
    QStringLiteral("mail-settings"), QStringLiteral("mail-settings FILE [NAME=VALUE...]"),
    QStringLiteral("List a campaign's mail settings (sender, SMTP and IMAP servers), or set them "
                   "(sender=gm@example.org smtp-host=mail.example.org ...)."),
    mailSettings};
const CliCommandRegistration registration{kMailSettings};

struct Field
{
    QString name;
    std::function<QString(const MailSettings &)> get;
    // Sets the field from the text; "" when it could, else why not.
    std::function<QString(MailSettings &, const QString &)> set;
};

QString setPort(MailServer &server, const QString &value)
{
    bool ok = false;
    const int port = value.isEmpty() ? 0 : value.toInt(&ok);
    if (!value.isEmpty() && (!ok || port < 1 || port > 65535))
        return QStringLiteral("expected a port of 1-65535 (or nothing, for the usual one)");
    server.port = port;
    return {};
}

QString setSecurity(MailServer &server, const QString &value)
{
    const std::optional<MailSecurity> security = securityNamed(value);
    if (!security)
        return QStringLiteral("expected starttls or tls");
    server.security = *security;
    return {};
}

std::vector<Field> serverFields(const QString &prefix, MailServer MailSettings::*member)
{
    auto name = [&](const char *what) { return prefix + QLatin1Char('-') + QLatin1String(what); };
    return {
        {name("host"), [=](const MailSettings &s) { return (s.*member).host; },
         [=](MailSettings &s, const QString &v) { return (s.*member).host = v, QString(); }},
        {name("port"),
         [=](const MailSettings &s) {
             return QString::number(portOf(s.*member, member == &MailSettings::smtp));
         },
         [=](MailSettings &s, const QString &v) { return setPort(s.*member, v); }},
        {name("security"),
         [=](const MailSettings &s) { return securityName((s.*member).security); },
         [=](MailSettings &s, const QString &v) { return setSecurity(s.*member, v); }},
        {name("user"), [=](const MailSettings &s) { return (s.*member).user; },
         [=](MailSettings &s, const QString &v) { return (s.*member).user = v, QString(); }},
    };
}

template <QString MailSettings::*member> Field textField(const char *name)
{
    return {QLatin1String(name), [](const MailSettings &s) { return s.*member; },
            [](MailSettings &s, const QString &v) { return s.*member = v, QString(); }};
}

const std::vector<Field> &fields()
{
    static const std::vector<Field> all = [] {
        std::vector<Field> f{textField<&MailSettings::senderName>("sender-name"),
                             textField<&MailSettings::senderAddress>("sender")};
        for (Field &x : serverFields(QStringLiteral("smtp"), &MailSettings::smtp))
            f.push_back(std::move(x));
        for (Field &x : serverFields(QStringLiteral("imap"), &MailSettings::imap))
            f.push_back(std::move(x));
        f.push_back(textField<&MailSettings::ordersFolder>("orders-folder"));
        f.push_back(textField<&MailSettings::readFolder>("read-folder"));
        f.push_back(textField<&MailSettings::caFile>("ca-file"));
        return f;
    }();
    return all;
}

int mailSettings(const QStringList &arguments)
{
    CommandLine line(kMailSettings);
    line.parser().addPositionalArgument(QStringLiteral("FILE"),
                                        QStringLiteral("The campaign (.muster)."));
    line.parser().addPositionalArgument(
        QStringLiteral("NAME=VALUE..."),
        QStringLiteral("Settings to set (none: list them): sender-name, sender, smtp-host, "
                       "smtp-port, smtp-security (starttls or tls), smtp-user, imap-host, "
                       "imap-port, imap-security, imap-user, orders-folder, read-folder, "
                       "ca-file (certificate authorities trusted besides the system's)."));
    if (const auto done = line.parse(arguments, 1, -1))
        return *done;
    const QStringList args = line.positional();
    if (!isStoreFile(args[0]))
        return printProblem({args[0],
                             0,
                             {},
                             QStringLiteral("mail settings are kept in a campaign file "
                                            "(.muster): import the JSON first")});
    auto store = CampaignStore::open(args[0], nullptr);
    if (!store)
        return printFailure(store);
    Result<MailSettings> settings = (*store)->mailSettings();
    if (!settings)
        return printFailure(settings);
    if (args.size() == 1) {
        QTextStream &out = standardOut();
        out << "setting\tvalue\n";
        for (const Field &f : fields())
            out << f.name << '\t' << f.get(*settings) << '\n';
        out.flush();
        return Ok;
    }
    MailSettings changed = *settings;
    Problems problems;
    for (const QString &assignment : args.mid(1)) {
        const qsizetype equals = assignment.indexOf(QLatin1Char('='));
        const QString name = assignment.left(equals).trimmed().toLower();
        const QString value = equals < 0 ? QString() : assignment.mid(equals + 1).trimmed();
        const auto field = std::find_if(fields().begin(), fields().end(),
                                        [&](const Field &f) { return name == f.name; });
        if (equals < 0 || field == fields().end()) {
            problems.add({args[0],
                          0,
                          {},
                          QStringLiteral("\"%1\": expected NAME=VALUE with a mail setting "
                                         "(muster-cli mail-settings --help lists them)")
                              .arg(assignment.left(80))});
            continue;
        }
        if (const QString why = field->set(changed, value); !why.isEmpty())
            problems.add({args[0], 0, name, why});
    }
    if (!problems.isEmpty())
        return printProblems(problems);
    if (const Result<void> saved = (*store)->saveMailSettings(changed); !saved)
        return printFailure(saved);
    return printFailure((*store)->close());
}
} // namespace

} // namespace muster::cli
