#pragma once
// How a campaign's mail goes out and comes in: the GM's name and address, the SMTP server the
// packs and receipts are sent through, the IMAP server and folder the players' orders are fetched
// from. Kept in the campaign file beside the campaign (store/CampaignStore.h), never in its JSON,
// which a GM may hand around. No password is ever kept here: the console keeps it in the
// desktop's keyring, muster-cli takes it from the environment or a file (app/cli/MailPassword.h).

#include "util/Result.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace muster {

/// How a connection to a mail server is protected. There is no unprotected choice: a password
/// and the players' orders never cross the network in the clear.
enum class MailSecurity
{
    StartTls, // a plain connection made private with STARTTLS before anything else (port 587, 143)
    Tls,      // TLS from the first byte (port 465, 993)
};

struct MailServer
{
    QString host; // "" when none is set
    int port = 0; // 0: the usual port of the protocol and security
    MailSecurity security = MailSecurity::StartTls;
    QString user;

    bool isSet() const { return !host.isEmpty(); }
    bool operator==(const MailServer &) const = default;
};

struct MailSettings
{
    QString senderName;    // the name on the From line ("" for the address alone)
    QString senderAddress; // the GM's address: the packs' and receipts' sender
    MailServer smtp;
    MailServer imap;
    QString ordersFolder = QStringLiteral("INBOX"); // the IMAP folder orders arrive in
    QString readFolder; // where read mail is moved ("": left in place, flagged as seen)
    /// A file of certificate authorities (PEM) trusted besides the system's, for a server with
    /// a certificate of its own making; "" for the system's alone.
    QString caFile;

    bool operator==(const MailSettings &) const = default;
};

/// The port a server of `smtp` (or IMAP) with `security` is reached on when none is set.
int usualPort(bool smtp, MailSecurity security);
/// The port `server` is reached on: its own, or the usual one.
int portOf(const MailServer &server, bool smtp);

/// "starttls" / "tls", as files and the command line spell them.
QString securityName(MailSecurity security);
std::optional<MailSecurity> securityNamed(const QString &name);

/// The settings as stored (no password, never): every field by name.
QJsonObject mailSettingsToJson(const MailSettings &settings);
/// The settings read back, or the problems of a field past its limits (a host or user over
/// kMaxContactLength characters or with spaces, a port outside 1-65535, an unknown security, an
/// address that is not one), each naming its field ("mail settings: smtp.port: ...").
Result<MailSettings> mailSettingsFromJson(const QJsonObject &json);
/// The problems of `settings`, in the words mailSettingsFromJson gives them; empty when none.
Problems mailSettingsProblems(const MailSettings &settings);

} // namespace muster
